/// A whole number written as an optional `-` and ASCII digits (`42`, `-7`), within
/// Swift's `Int`: the value of `tag` (UIKit's `UIView.tag`).
public struct Integer: AttributeValue, Hashable {
    /// The number.
    public var value: Int

    /// Creates the value.
    public init(_ value: Int) {
        self.value = value
    }

    public init(attributeText: String) throws(ValueError) {
        let digits = attributeText.hasPrefix("-") ? attributeText.dropFirst() : Substring(attributeText)
        guard NumberSyntax.isCount(String(digits)), let number = Int(attributeText) else {
            throw ValueError(expected: Self.valueDescription)
        }
        value = number
    }

    public static var valueDescription: String { "a whole number such as 42 or -7 (an optional '-' and ASCII digits)" }
    public static var valueSyntax: ValueSyntax { .pattern(name: "integer", regex: "-?[0-9]+") }
    public var attributeText: String { String(value) }
}
