import Foundation
import TrellisCore
import TrellisGridLayout

/// The `checkin` layout (Docs/layouts.md, "checkin"; seed: the 签到 board): a grid of equal
/// cells whose last item, when its row is not full, stretches to the content box's
/// trailing edge, so the board is filled.
///
/// Rows, `cellW`, `cellH` and positions are those of `GridLayout` with ``spacing`` as
/// the column spacing and ``lineSpacing`` as the row spacing, and as many rows as the
/// items need (nothing is collapsed). With ``fillsLast``, when the last visible item is
/// not in the last column its width becomes `W − x` (mirrored with the rest in right to
/// left, so it then reaches the content box's left edge). The padding defaults to 10
/// points on every side.
///
/// Seed check: 375 × 200 points, 7 items → `cellW` 77.5, `cellH` 85; the seventh item is
/// at (195, 105), 170 wide.
public struct CheckInLayout: Layout, Hashable {
    /// The default number of columns: 4, the grid's (Docs/layouts.md; the seed's
    /// `count:4`).
    public static let defaultColumns = GridLayout.defaultColumns
    /// The default padding on every side: 10 points (the seed's `leftRightSpace` and
    /// `topBotomSpace`).
    public static let defaultPaddingLength: CGFloat = 10
    /// The default horizontal gap between cells: 15 points (the seed's `wSpace`).
    public static let defaultSpacing: CGFloat = 15
    /// The default vertical gap between rows: 10 points (the seed's `hSpace`).
    public static let defaultLineSpacing: CGFloat = 10

    /// The number of columns, at least 1; default 4.
    public var columns: Int
    /// The horizontal gap between cells, in points (≥ 0); default 15.
    public var spacing: CGFloat
    /// The vertical gap between rows, in points (≥ 0); default 10.
    public var lineSpacing: CGFloat
    /// Whether the last item stretches to the trailing edge when its row is not full
    /// (the seed's `lastBuQi`); default true.
    public var fillsLast: Bool
    /// The height of every row, in points (≥ 0), or nil (the default) to fill a fixed
    /// height, else to fit the tallest item.
    public var cellHeight: CGFloat?

    /// Creates the layout.
    ///
    /// - Parameters:
    ///   - columns: the number of columns; values below 1 count as 1. Default 4.
    ///   - spacing: the horizontal gap, in points; default 15.
    ///   - lineSpacing: the vertical gap, in points; default 10.
    ///   - fillsLast: whether the last item fills its row; default true.
    ///   - cellHeight: the height of every row, in points; nil fills or fits.
    public init(
        columns: Int = CheckInLayout.defaultColumns, spacing: CGFloat = CheckInLayout.defaultSpacing,
        lineSpacing: CGFloat = CheckInLayout.defaultLineSpacing, fillsLast: Bool = true, cellHeight: CGFloat? = nil
    ) {
        self.columns = max(1, columns)
        self.spacing = max(0, spacing)
        self.lineSpacing = max(0, lineSpacing)
        self.fillsLast = fillsLast
        self.cellHeight = cellHeight.map { max(0, $0) }
    }

    /// 10 points on every side (Docs/layouts.md, "checkin").
    public var defaultPadding: EdgeInsets { EdgeInsets(all: CheckInLayout.defaultPaddingLength) }

    /// The grid the cells come from: ``columns``, as many rows as the items need,
    /// ``spacing`` between columns, ``lineSpacing`` between rows, ``cellHeight``.
    public var grid: GridLayout {
        GridLayout(columns: columns, rows: nil, spacing: 0, rowSpacing: lineSpacing, columnSpacing: spacing, cellHeight: cellHeight)
    }

    /// The grid's fitting size: stretching the last item changes no height.
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> CGSize {
        grid.sizeThatFits(proposal: proposal, subviews: subviews, context: context)
    }

    public func placeSubviews(in bounds: CGRect, subviews: LayoutSubviews, context: LayoutContext) -> [SubviewPlacement] {
        let box = context.contentBox(in: bounds)
        let cells = grid.geometry(placing: subviews.count, in: box)
        var placements: [SubviewPlacement] = []
        placements.reserveCapacity(subviews.count)
        var row = 0
        var column = 0
        for index in 0..<min(subviews.count, cells.capacity) {
            let cell = cells.cellRect(row: row, column: column)
            let isLast = index == subviews.count - 1
            placements.append(.frame(context.place(isLast ? stretched(cell, in: cells, column: column) : cell, in: box)))
            column += 1
            if column == cells.columns {
                column = 0
                row += 1
            }
        }
        while placements.count < subviews.count { placements.append(.collapsed) }
        return placements
    }

    /// The last item's cell: with ``fillsLast`` and outside the last column, widened to
    /// `W − x` (relative to the content box, before mirroring); otherwise unchanged.
    private func stretched(_ cell: CGRect, in cells: GridGeometry, column: Int) -> CGRect {
        guard fillsLast, column != cells.columns - 1 else { return cell }
        var wide = cell
        wide.size.width = max(0, cells.contentWidth - cell.minX)
        return wide
    }
}
