import Foundation

/// A stack child's share of the room left along the stack's axis (the `grow` attribute,
/// Docs/layouts.md, "stack"): a finite number ≥ 0, as CSS's `flex-grow`. 0 (the default)
/// means the child keeps its fitting size.
public struct Grow: AttributeValue, Hashable {
    /// The factor, ≥ 0 and finite.
    public var value: CGFloat

    /// Creates a factor; negative values are raised to 0.
    public init(_ value: CGFloat) {
        self.value = max(0, value)
    }

    public init(attributeText: String) throws(ValueError) {
        // The syntax of a length (a number ≥ 0), named for what it is here.
        guard let length = try? Length(attributeText: attributeText) else { throw ValueError(expected: Self.valueDescription) }
        value = length.value
    }

    public static var valueDescription: String { "a number ≥ 0" }
    public static var valueSyntax: ValueSyntax { .length }
    public var attributeText: String { value.trellisDescription }
}
