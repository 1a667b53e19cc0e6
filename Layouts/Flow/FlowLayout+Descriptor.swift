import Foundation
import TrellisCore

extension FlowLayout {
    /// `spacing`: the gap between items on a line, in points; default 10.
    public static let spacingAttribute = Attribute<Length>("spacing", default: Length(defaultSpacing), "gap between items on a line")
    /// `line-spacing`: the gap between lines, in points; default 10.
    public static let lineSpacingAttribute = Attribute<Length>("line-spacing", default: Length(defaultLineSpacing), "gap between lines")
    /// `alignment`: how each line moves within the content box; default leading.
    public static let alignmentAttribute = Attribute<FlowAlignment>("alignment", default: .leading, "how each line moves in the content box")
    /// `max-lines`: the most lines shown, later items collapsed; default 0, unlimited.
    public static let maxLinesAttribute = Attribute<Count>("max-lines", default: Count(0), "the most lines shown (0 = unlimited); later items collapse")

    /// Reads the flow's parameters from its container's attributes (Docs/layouts.md, "flow");
    /// bad values are reported through `reader` and read as the defaults.
    public init(reading reader: AttributeReader) {
        self.init(
            spacing: reader[Self.spacingAttribute].value,
            lineSpacing: reader[Self.lineSpacingAttribute].value,
            alignment: reader[Self.alignmentAttribute],
            maxLines: reader[Self.maxLinesAttribute].value)
    }

    /// The registration of `flow`: its parameters and how to make it.
    public static let descriptor = LayoutDescriptor(
        name: "flow", summary: "items left to right, wrapping onto new lines (tags)",
        parameters: [
            spacingAttribute.declaration, lineSpacingAttribute.declaration,
            alignmentAttribute.declaration, maxLinesAttribute.declaration,
        ],
        make: { reader in FlowLayout(reading: reader) }
    )
}
