import Foundation
import TrellisCore
import TrellisGridLayout

extension CheckInLayout {
    /// The `checkin` layout's parameters, attributes of the container that uses it
    /// (Docs/layouts.md, "checkin"). `padding` is common to every view and defaults to 10 here.
    public enum Parameters {
        /// `columns`: the number of columns, a whole number ≥ 1; default 4. The grid's own
        /// declaration (`GridLayout.Parameters.columns`).
        public static let columns = GridLayout.Parameters.columns
        /// `spacing`: the horizontal gap between cells, in points; default 15.
        public static let spacing = Attribute<Length>(
            "spacing", default: Length(CheckInLayout.defaultSpacing), "horizontal gap between cells")
        /// `line-spacing`: the vertical gap between rows, in points; default 10.
        public static let lineSpacing = Attribute<Length>(
            "line-spacing", default: Length(CheckInLayout.defaultLineSpacing), "vertical gap between rows")
        /// `fill-last`: whether the last item stretches to the trailing edge when its
        /// row is not full; default true.
        public static let fillLast = Attribute<Bool>(
            "fill-last", default: true, "the last item stretches to the trailing edge when its row is not full")
        /// `cell-height`: the height of every row, in points; by default the rows fill a
        /// fixed height, else fit the tallest item. The grid's own declaration
        /// (`GridLayout.Parameters.cellHeight`).
        public static let cellHeight = GridLayout.Parameters.cellHeight
    }

    /// The registration of the `checkin` layout: the default of `check-in`, and usable on
    /// any container with `layout="checkin"`.
    public static let descriptor = LayoutDescriptor(
        name: "checkin", summary: "a check-in board: a grid whose last item fills its row (padding 10 by default)",
        parameters: [
            Parameters.columns.declaration, Parameters.spacing.declaration, Parameters.lineSpacing.declaration,
            Parameters.fillLast.declaration, Parameters.cellHeight.declaration,
        ],
        make: { reader in CheckInLayout(reading: reader) }
    )

    /// Reads the parameters from the container's attributes; bad values are reported by
    /// the reader and replaced by their defaults.
    public init(reading reader: AttributeReader) {
        self.init(
            columns: reader[Parameters.columns].value,
            spacing: reader[Parameters.spacing].value,
            lineSpacing: reader[Parameters.lineSpacing].value,
            fillsLast: reader[Parameters.fillLast],
            cellHeight: reader[Parameters.cellHeight]?.value
        )
    }
}
