import Foundation
import TrellisCore

/// The `grid` layout (Docs/layouts.md, "grid"; seed: the nine-cell grid): the visible children
/// in `columns` equal columns, row by row from the leading edge, each child filling its
/// cell.
///
/// - `cellW = (W − (columns − 1) × columnSpacing) / columns`, at least 0.
/// - `cellH` is ``cellHeight`` when set. Otherwise, when placing, the rows share the
///   content box's height: `(H − (rows − 1) × rowSpacing) / rows`. That is the fixed
///   height when one is imposed (an explicit `height`, or a parent that sets it); when
///   none is, the container's height is its own fitting height, so the same formula
///   gives back the tallest child. When measuring, `cellH` is the tallest fitting height
///   of the visible children at width `cellW`.
/// - Visible child `i` goes to row `i / columns`, column `i % columns`; children past
///   `rows × columns` are collapsed. Right to left mirrors the columns.
///
/// Fitting size: the proposed width (with no proposed width, `columns × widest + (columns
/// − 1) × columnSpacing` plus padding, where `widest` is the widest ideal width of the
/// visible children); height `padding + rows × cellH + (rows − 1) × rowSpacing`. With no
/// rows, the height is the padding alone, and so is the width when none is proposed.
/// A proposed height is not used: a height imposed on the container reaches the layout
/// as the bounds it places in.
public struct GridLayout: Layout, Hashable {
    /// The default number of columns: 4 (Docs/layouts.md).
    public static let defaultColumns = 4
    /// The default gap between cells on both axes: 5 points (Docs/layouts.md; the seed's
    /// `kMargin`).
    public static let defaultSpacing: CGFloat = 5

    /// The number of columns, at least 1; default 4.
    public var columns: Int
    /// The number of rows (at least 0), or nil for `ceil(visible children / columns)`,
    /// the default. With 0 rows every child is collapsed.
    public var rows: Int?
    /// The horizontal gap between cells, in points (≥ 0); default 5.
    public var columnSpacing: CGFloat
    /// The vertical gap between rows, in points (≥ 0); default 5.
    public var rowSpacing: CGFloat
    /// The height of every row, in points (≥ 0), or nil (the default) to fill a fixed
    /// height, else to fit the tallest child.
    public var cellHeight: CGFloat?

    /// Creates a grid.
    ///
    /// - Parameters:
    ///   - columns: the number of columns; values below 1 count as 1. Default 4.
    ///   - rows: the number of rows, or nil for as many as the children need; negative
    ///     values count as 0.
    ///   - spacing: the gap on both axes, in points; default 5.
    ///   - rowSpacing: the vertical gap, in points, overriding `spacing`; nil keeps it.
    ///   - columnSpacing: the horizontal gap, in points, overriding `spacing`; nil keeps it.
    ///   - cellHeight: the height of every row, in points; nil fills or fits.
    public init(
        columns: Int = GridLayout.defaultColumns, rows: Int? = nil, spacing: CGFloat = GridLayout.defaultSpacing,
        rowSpacing: CGFloat? = nil, columnSpacing: CGFloat? = nil, cellHeight: CGFloat? = nil
    ) {
        self.columns = max(1, columns)
        self.rows = rows.map { max(0, $0) }
        self.columnSpacing = max(0, columnSpacing ?? spacing)
        self.rowSpacing = max(0, rowSpacing ?? spacing)
        self.cellHeight = cellHeight.map { max(0, $0) }
    }

    /// The number of rows for `itemCount` visible children: ``rows`` if set, else
    /// `ceil(itemCount / columns)`.
    public func rowCount(forItemCount itemCount: Int) -> Int {
        max(0, rows ?? GridGeometry.rows(forItemCount: itemCount, columns: columns))
    }

    /// The cells that `itemCount` visible children are placed in when the content box is
    /// `contentBox` (in points): rows ``cellHeight`` high when it is set, else sharing the
    /// content box's height.
    public func geometry(placing itemCount: Int, in contentBox: CGRect) -> GridGeometry {
        let rows = rowCount(forItemCount: itemCount)
        if let cellHeight {
            return GridGeometry(
                columns: columns, rows: rows, columnSpacing: columnSpacing, rowSpacing: rowSpacing,
                contentWidth: contentBox.width, cellHeight: cellHeight)
        }
        return GridGeometry(
            columns: columns, rows: rows, columnSpacing: columnSpacing, rowSpacing: rowSpacing,
            filling: contentBox.size)
    }

    /// The cells that the fitting size comes from: the columns share `contentWidth` (in
    /// points; nil means the ideal width, see the type's summary) and the rows are
    /// ``cellHeight`` high, else as high as the tallest child that is placed (children
    /// collapsed past `rows × columns` never set the row height; Docs/layouts.md, "grid")
    /// at the cell width.
    public func fittingGeometry(of subviews: LayoutSubviews, contentWidth: CGFloat?) -> GridGeometry {
        let rows = rowCount(forItemCount: subviews.count)
        let width = contentWidth ?? (rows > 0 ? idealContentWidth(of: subviews) : 0)
        let cellWidth = GridGeometry.cellWidth(in: width, columns: columns, columnSpacing: columnSpacing)
        let unsized = GridGeometry(
            columns: columns, rows: rows, columnSpacing: columnSpacing, rowSpacing: rowSpacing,
            contentWidth: width, cellHeight: 0)
        let height =
            cellHeight
            ?? GridLayout.tallestFittingHeight(of: subviews, width: cellWidth, placed: min(subviews.count, unsized.capacity))
        return GridGeometry(
            columns: columns, rows: rows, columnSpacing: columnSpacing, rowSpacing: rowSpacing,
            contentWidth: width, cellHeight: height)
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> CGSize {
        let padding = context.padding
        let geometry = fittingGeometry(of: subviews, contentWidth: context.contentWidth(for: proposal))
        return CGSize(
            width: proposal.width ?? geometry.contentWidth + padding.horizontal,
            height: geometry.contentHeight + padding.vertical)
    }

    public func placeSubviews(in bounds: CGRect, subviews: LayoutSubviews, context: LayoutContext) -> [SubviewPlacement] {
        let box = context.contentBox(in: bounds)
        let cells = geometry(placing: subviews.count, in: box)
        let placed = min(subviews.count, cells.capacity)
        // A cell's placed x and width follow from its column alone, its y and height from
        // its row alone (``LayoutContext/place(_:in:)`` mirrors along x only), so each is
        // worked out once: the same arithmetic as placing every cell's rectangle. Only
        // the columns that receive a child are worked out, so a grid costs what its
        // children cost, however many columns it declares.
        let columnFrames = (0..<min(cells.columns, placed)).map { context.place(cells.cellRect(row: 0, column: $0), in: box) }
        var placements: [SubviewPlacement] = []
        placements.reserveCapacity(subviews.count)
        var row = 0
        while placements.count < placed {
            let rowFrame = context.place(cells.cellRect(row: row, column: 0), in: box)
            for column in columnFrames where placements.count < placed {
                placements.append(
                    .frame(
                        CGRect(
                            x: column.origin.x, y: rowFrame.origin.y, width: column.size.width, height: rowFrame.size.height)))
            }
            row += 1
        }
        placements.append(contentsOf: repeatElement(.collapsed, count: subviews.count - placed))
        return placements
    }

    /// The tallest fitting height of the first `placed` of `subviews` (all of them when
    /// nil) when offered `width` points (height unbounded), in points; 0 for none.
    public static func tallestFittingHeight(of subviews: LayoutSubviews, width: CGFloat, placed: Int? = nil) -> CGFloat {
        let offered = ProposedSize(width: width, height: nil)
        return subviews.sizesThatFit(offered).prefix(max(0, placed ?? .max)).lazy.map(\.height).max() ?? 0
    }

    /// `columns × widest + (columns − 1) × columnSpacing`, in points, where `widest` is
    /// the widest ideal width (nothing proposed) among `subviews`.
    private func idealContentWidth(of subviews: LayoutSubviews) -> CGFloat {
        let widest = subviews.sizesThatFit(.unspecified).lazy.map(\.width).max() ?? 0
        return CGFloat(columns) * widest + CGFloat(columns - 1) * columnSpacing
    }
}
