import Foundation
import TrellisCore

extension GridLayout {
    /// The `grid` layout's parameters, attributes of the container that uses it
    /// (Docs/layouts.md, "grid"). `padding` is common to every view and defaults to 0 here.
    public enum Parameters {
        /// `columns`: the number of columns, a whole number ≥ 1; default 4.
        public static let columns = Attribute<PositiveCount>(
            "columns", default: PositiveCount(GridLayout.defaultColumns), "number of columns")
        /// `rows`: the number of rows, a whole number ≥ 0; by default as many as the
        /// children need. Children past rows × columns are collapsed.
        public static let rows = Attribute<Count?>(
            "rows", defaultDescription: "ceil(visible children / columns)",
            "number of rows; children past rows × columns are collapsed")
        /// `spacing`: the gap between cells on both axes, in points; default 5.
        public static let spacing = Attribute<Length>(
            "spacing", default: Length(GridLayout.defaultSpacing), "gap between cells on both axes")
        /// `row-spacing`: the vertical gap, in points; default `spacing`.
        public static let rowSpacing = Attribute<Length?>(
            "row-spacing", defaultDescription: "spacing", "gap between rows, overriding spacing")
        /// `column-spacing`: the horizontal gap, in points; default `spacing`.
        public static let columnSpacing = Attribute<Length?>(
            "column-spacing", defaultDescription: "spacing", "gap between columns, overriding spacing")
        /// `cell-height`: the height of every row, in points; by default the rows fill a
        /// fixed height, else fit the tallest child.
        public static let cellHeight = Attribute<Length?>(
            "cell-height", defaultDescription: "fills a fixed height, else the tallest child",
            "height of every row")
    }

    /// The registration of the `grid` layout: `layout="grid"` on any container.
    public static let descriptor = LayoutDescriptor(
        name: "grid", summary: "fixed columns of equal cells, row by row",
        parameters: [
            Parameters.columns.declaration, Parameters.rows.declaration, Parameters.spacing.declaration,
            Parameters.rowSpacing.declaration, Parameters.columnSpacing.declaration, Parameters.cellHeight.declaration,
        ],
        make: { reader in GridLayout(reading: reader) }
    )

    /// Reads the parameters from the container's attributes; bad values are reported by
    /// the reader and replaced by their defaults.
    public init(reading reader: AttributeReader) {
        let spacing = reader[Parameters.spacing].value
        self.init(
            columns: reader[Parameters.columns].value,
            rows: reader[Parameters.rows]?.value,
            spacing: spacing,
            rowSpacing: reader[Parameters.rowSpacing]?.value,
            columnSpacing: reader[Parameters.columnSpacing]?.value,
            cellHeight: reader[Parameters.cellHeight]?.value
        )
    }
}
