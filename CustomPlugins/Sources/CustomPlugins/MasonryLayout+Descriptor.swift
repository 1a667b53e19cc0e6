import Foundation
import TrellisCore

extension MasonryLayout {
    /// The `masonry` layout's parameters, attributes of the container that uses it.
    public enum Parameters {
        /// `columns`: the number of columns, a whole number ≥ 1; default 2.
        public static let columns = Attribute<PositiveCount>(
            "columns", default: PositiveCount(MasonryLayout.defaultColumns), "number of columns")
        /// `spacing`: the gap between columns and between items, in points; default 8.
        public static let spacing = Attribute<Length>(
            "spacing", default: Length(MasonryLayout.defaultSpacing), "gap between columns and between the items of a column")
    }

    /// The registration of the `masonry` layout: `layout="masonry"` on any container.
    public static let descriptor = LayoutDescriptor(
        name: "masonry", summary: "a waterfall: each item into the currently shortest of N columns",
        parameters: [Parameters.columns.declaration, Parameters.spacing.declaration],
        make: { reader in MasonryLayout(reading: reader) }
    )

    /// Reads the parameters; bad values are reported by the reader and read as defaults.
    public init(reading reader: AttributeReader) {
        self.init(columns: reader[Parameters.columns].value, spacing: reader[Parameters.spacing].value)
    }
}
