import Foundation

/// Two lengths "x y" in points, each ≥ 0 (`content-offset`, Docs/widgets.md, "scroll").
public struct LengthPair: AttributeValue, Hashable {
    /// The two lengths as a point, in points.
    public var value: CGPoint

    /// Creates the value; negative components are raised to 0.
    public init(_ value: CGPoint) {
        self.value = CGPoint(x: max(0, value.x), y: max(0, value.y))
    }

    public init(attributeText: String) throws(ValueError) {
        let numbers = try Insets.numbers(in: attributeText, expected: Self.valueDescription)
        guard numbers.count == 2, numbers[0] >= 0, numbers[1] >= 0 else { throw ValueError(expected: Self.valueDescription) }
        value = CGPoint(x: numbers[0], y: numbers[1])
    }

    public static var valueDescription: String { "two lengths \"x y\" in points (numbers ≥ 0)" }
    public static var valueSyntax: ValueSyntax { .lengthPair }
    public var attributeText: String { "\(value.x.trellisDescription) \(value.y.trellisDescription)" }
}
