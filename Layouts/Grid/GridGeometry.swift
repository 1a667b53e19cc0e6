import Foundation

/// The cells of a grid of equal cells: how many rows and columns, how big each cell is,
/// and where cell `i` lies (Docs/layouts.md, "grid"; seed: the nine-cell grid).
///
/// A pure value, shared by the `grid` and `checkin` layouts. All lengths are points;
/// rectangles are relative to the content box's top-left corner (y down), before any
/// right-to-left mirroring (`LayoutContext.place(_:in:)` applies that).
///
/// Cell `i` is in row `i / columns` and column `i % columns`, at
/// `x = column × (cellWidth + columnSpacing)`, `y = row × (cellHeight + rowSpacing)`.
/// The last column ends exactly at ``contentWidth`` and the last row exactly at
/// ``contentHeight``, so that fractional cell sizes (414 points in 3 columns) never lose
/// or gain a pixel at the far edge; any other cell is ``cellWidth`` × ``cellHeight``.
public struct GridGeometry: Hashable, Sendable {
    /// The number of columns, at least 1.
    public let columns: Int
    /// The number of rows, at least 0; no rows means no cells.
    public let rows: Int
    /// The horizontal gap between neighbouring cells, in points (≥ 0).
    public let columnSpacing: CGFloat
    /// The vertical gap between neighbouring rows, in points (≥ 0).
    public let rowSpacing: CGFloat
    /// The width the columns span (Docs/layouts.md's `W`), in points (≥ 0).
    public let contentWidth: CGFloat
    /// The height the rows span, in points (≥ 0): the height they fill, or
    /// `rows × cellHeight + (rows − 1) × rowSpacing`; 0 with no rows.
    public let contentHeight: CGFloat
    /// `max(0, (contentWidth − (columns − 1) × columnSpacing) / columns)`, in points.
    public let cellWidth: CGFloat
    /// The height of every row, in points (≥ 0).
    public let cellHeight: CGFloat

    /// A grid whose rows are `cellHeight` high; the rows span
    /// `rows × cellHeight + (rows − 1) × rowSpacing` (0 with no rows).
    ///
    /// - Parameters:
    ///   - columns: the number of columns; values below 1 count as 1.
    ///   - rows: the number of rows; negative values count as 0.
    ///   - columnSpacing: the gap between columns, in points; negative counts as 0.
    ///   - rowSpacing: the gap between rows, in points; negative counts as 0.
    ///   - contentWidth: the width to divide among the columns (`W`), in points.
    ///   - cellHeight: the height of every row, in points; negative counts as 0.
    public init(columns: Int, rows: Int, columnSpacing: CGFloat, rowSpacing: CGFloat, contentWidth: CGFloat, cellHeight: CGFloat) {
        let rows = max(0, rows)
        let rowSpacing = max(0, rowSpacing)
        let cellHeight = max(0, cellHeight)
        let height = rows > 0 ? CGFloat(rows) * cellHeight + CGFloat(rows - 1) * rowSpacing : 0
        self.init(
            columns: columns, rows: rows, columnSpacing: columnSpacing, rowSpacing: rowSpacing,
            contentWidth: contentWidth, contentHeight: height, cellHeight: cellHeight)
    }

    /// A grid whose rows share a fixed height (Docs/layouts.md, "grid": when the container's
    /// height is fixed, `cellH = (H − (rows − 1) × row-spacing) / rows`, at least 0).
    ///
    /// - Parameters:
    ///   - columns: the number of columns; values below 1 count as 1.
    ///   - rows: the number of rows; negative values count as 0.
    ///   - columnSpacing: the gap between columns, in points; negative counts as 0.
    ///   - rowSpacing: the gap between rows, in points; negative counts as 0.
    ///   - contentSize: the content box's size (`W` × `H`), in points.
    public init(columns: Int, rows: Int, columnSpacing: CGFloat, rowSpacing: CGFloat, filling contentSize: CGSize) {
        let rows = max(0, rows)
        let rowSpacing = max(0, rowSpacing)
        let height = max(0, contentSize.height)
        self.init(
            columns: columns, rows: rows, columnSpacing: columnSpacing, rowSpacing: rowSpacing,
            contentWidth: contentSize.width, contentHeight: rows > 0 ? height : 0,
            cellHeight: GridGeometry.cellHeight(filling: height, rows: rows, rowSpacing: rowSpacing))
    }

    private init(
        columns: Int, rows: Int, columnSpacing: CGFloat, rowSpacing: CGFloat,
        contentWidth: CGFloat, contentHeight: CGFloat, cellHeight: CGFloat
    ) {
        self.columns = max(1, columns)
        self.rows = rows
        self.columnSpacing = max(0, columnSpacing)
        self.rowSpacing = rowSpacing
        self.contentWidth = max(0, contentWidth)
        self.contentHeight = contentHeight
        self.cellWidth = GridGeometry.cellWidth(in: self.contentWidth, columns: self.columns, columnSpacing: self.columnSpacing)
        self.cellHeight = cellHeight
    }

    /// The default number of rows for `itemCount` items: `ceil(itemCount / columns)`
    /// (Docs/layouts.md, "grid"); 0 for no items. Exact for every count, `Int.max` included.
    public static func rows(forItemCount itemCount: Int, columns: Int) -> Int {
        let columns = max(1, columns)
        let items = max(0, itemCount)
        return items == 0 ? 0 : (items - 1) / columns + 1
    }

    /// `max(0, (width − (columns − 1) × columnSpacing) / columns)`: the width of one
    /// cell when `columns` cells and their gaps share `width` points.
    public static func cellWidth(in width: CGFloat, columns: Int, columnSpacing: CGFloat) -> CGFloat {
        let columns = max(1, columns)
        return max(0, (width - CGFloat(columns - 1) * columnSpacing) / CGFloat(columns))
    }

    /// `max(0, (height − (rows − 1) × rowSpacing) / rows)`: the height of one row when
    /// `rows` rows and their gaps share `height` points; 0 when there are no rows.
    public static func cellHeight(filling height: CGFloat, rows: Int, rowSpacing: CGFloat) -> CGFloat {
        guard rows > 0 else { return 0 }
        return max(0, (height - CGFloat(rows - 1) * rowSpacing) / CGFloat(rows))
    }

    /// How many cells the grid has: `rows × columns`, or `Int.max` when that product is
    /// larger (no list of items can be longer). Items past it are collapsed.
    public var capacity: Int {
        let (cells, overflow) = rows.multipliedReportingOverflow(by: columns)
        return overflow ? .max : cells
    }

    /// The row of cell `index` (`index / columns`).
    public func row(of index: Int) -> Int { index / columns }

    /// The column of cell `index` (`index % columns`), counted from the leading edge.
    public func column(of index: Int) -> Int { index % columns }

    /// The rectangle of cell `index` relative to the content box's origin, in points,
    /// before right-to-left mirroring; nil when `index` is negative or not below
    /// ``capacity``. The last column ends at ``contentWidth`` and the last row at
    /// ``contentHeight``.
    public func cellRect(at index: Int) -> CGRect? {
        guard index >= 0, index < capacity else { return nil }
        return cellRect(row: row(of: index), column: column(of: index))
    }

    /// The rectangle of the cell at `row` and `column` (both from 0, the column counted
    /// from the leading edge) relative to the content box's origin, in points, before
    /// right-to-left mirroring; the same rectangle as ``cellRect(at:)`` for
    /// `row × columns + column`. The caller keeps both below ``rows`` and ``columns``.
    public func cellRect(row: Int, column: Int) -> CGRect {
        let x = CGFloat(column) * (cellWidth + columnSpacing)
        let y = CGFloat(row) * (cellHeight + rowSpacing)
        let width = column == columns - 1 ? max(0, contentWidth - x) : cellWidth
        let height = row == rows - 1 ? max(0, contentHeight - y) : cellHeight
        return CGRect(x: x, y: y, width: width, height: height)
    }
}
