import Foundation

/// A length in points that is never negative (Docs/screen-xml.md, "Values"): `width`,
/// `height`, `spacing`, `font-size`, … `-0` reads as 0.
public struct Length: AttributeValue, Hashable, Comparable {
    /// The length in points, ≥ 0 and finite.
    public var value: CGFloat

    /// Creates a length; negative values are raised to 0.
    public init(_ value: CGFloat) {
        self.value = max(0, value)
    }

    public init(attributeText: String) throws(ValueError) {
        let number = try NumberSyntax.parse(attributeText, expected: Self.valueDescription)
        guard number >= 0 else { throw ValueError(expected: Self.valueDescription) }
        value = number
    }

    public static var valueDescription: String { "a length in points (a number ≥ 0)" }
    public static var valueSyntax: ValueSyntax { .length }
    public var attributeText: String { value.trellisDescription }
    public static func < (lhs: Length, rhs: Length) -> Bool { lhs.value < rhs.value }
}

/// Any finite number, in points where it is a length (`frame` coordinates).
public struct Number: AttributeValue, Hashable {
    /// The value.
    public var value: CGFloat

    /// Creates a number.
    public init(_ value: CGFloat) {
        self.value = value
    }

    public init(attributeText: String) throws(ValueError) {
        value = try NumberSyntax.parse(attributeText)
    }

    public static var valueDescription: String { "a number" }
    public static var valueSyntax: ValueSyntax { .number }
    public var attributeText: String { value.trellisDescription }
}

/// A number from 0 to 1 inclusive (`alpha`).
public struct UnitInterval: AttributeValue, Hashable {
    /// The value, 0…1.
    public var value: CGFloat

    /// Creates the value, clamped to 0…1.
    public init(_ value: CGFloat) {
        self.value = min(1, max(0, value))
    }

    public init(attributeText: String) throws(ValueError) {
        let number = try NumberSyntax.parse(attributeText, expected: Self.valueDescription)
        guard number >= 0, number <= 1 else { throw ValueError(expected: Self.valueDescription) }
        value = number
    }

    public static var valueDescription: String { "a number from 0 to 1" }
    public static var valueSyntax: ValueSyntax { .number }
    public var attributeText: String { value.trellisDescription }
}

/// A whole number from 0 to ``Count/maximum`` written as ASCII digits only: `4`, not `4.0`
/// or `1e1` (Docs/screen-xml.md, "Counts").
public struct Count: AttributeValue, Hashable {
    /// The count.
    public var value: Int

    /// Creates a count; negative values are raised to 0.
    public init(_ value: Int) {
        self.value = max(0, value)
    }

    public init(attributeText: String) throws(ValueError) {
        guard NumberSyntax.isCount(attributeText), let number = Int(attributeText), number <= Count.maximum else {
            throw ValueError(expected: Self.valueDescription)
        }
        value = number
    }

    /// The largest count a screen file may give: 1,000,000. Larger rows, columns or
    /// selections describe no real screen, and bounding them keeps every product of two
    /// counts far from overflow.
    public static let maximum = 1_000_000

    public static var valueDescription: String { "a whole number from 0 to 1000000 (ASCII digits only)" }
    public static var valueSyntax: ValueSyntax { .count }
    public var attributeText: String { String(value) }
}

/// A whole number from 1 to ``Count/maximum`` written as ASCII digits only (`columns`).
public struct PositiveCount: AttributeValue, Hashable {
    /// The count, ≥ 1.
    public var value: Int

    /// Creates a count; values below 1 are raised to 1.
    public init(_ value: Int) {
        self.value = max(1, value)
    }

    public init(attributeText: String) throws(ValueError) {
        guard NumberSyntax.isCount(attributeText), let number = Int(attributeText), number >= 1, number <= Count.maximum else {
            throw ValueError(expected: Self.valueDescription)
        }
        value = number
    }

    public static var valueDescription: String { "a whole number from 1 to 1000000 (ASCII digits only)" }
    public static var valueSyntax: ValueSyntax { .positiveCount }
    public var attributeText: String { String(value) }
}
