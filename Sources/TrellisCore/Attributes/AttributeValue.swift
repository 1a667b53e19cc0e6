import Foundation

/// A type that attributes (widget attributes and layout parameters alike) are parsed into,
/// the shape of swift-argument-parser's `ExpressibleByArgument`. Every attribute goes
/// through this one protocol, so every bad value gets the same kind of message.
public protocol AttributeValue: Sendable {
    /// Parses the attribute's text.
    ///
    /// - Throws: ``ValueError`` saying what was expected.
    init(attributeText: String) throws(ValueError)

    /// What a valid value looks like, for messages and `trellis layouts`:
    /// "a length in points (a number ≥ 0)", "one of leading, center, trailing".
    static var valueDescription: String { get }

    /// What a valid value looks like, for schemas (``ValueSyntax``); `.text` by default.
    static var valueSyntax: ValueSyntax { get }

    /// The value written as an attribute, for listing defaults.
    var attributeText: String { get }

    /// The value as the default of an attribute, for listings and schemas:
    /// ``attributeText``, or nil for an absent optional value (no default).
    var defaultText: String? { get }
}

extension AttributeValue {
    public static var valueSyntax: ValueSyntax { .text }
    public var defaultText: String? { attributeText }
}

/// The type of an attribute without a default (``Attribute``): its text parses as the
/// wrapped type's, and absence reads as nil.
extension Optional: AttributeValue where Wrapped: AttributeValue {
    public init(attributeText: String) throws(ValueError) {
        self = try Wrapped(attributeText: attributeText)
    }

    public static var valueDescription: String { Wrapped.valueDescription }
    public static var valueSyntax: ValueSyntax { Wrapped.valueSyntax }
    /// The wrapped value's text; empty when there is none.
    public var attributeText: String { self?.attributeText ?? "" }
    public var defaultText: String? { self?.attributeText }
}

/// An enumeration read from an attribute by its raw value; its cases are listed in
/// messages ("one of leading, center, trailing").
public protocol AttributeEnumeration: AttributeValue, CaseIterable, RawRepresentable<String> {}

extension AttributeEnumeration {
    public init(attributeText: String) throws(ValueError) {
        guard let value = Self(rawValue: attributeText) else { throw ValueError(expected: Self.valueDescription) }
        self = value
    }

    public static var valueDescription: String {
        "one of " + allCases.map(\.rawValue).joined(separator: ", ")
    }

    public static var valueSyntax: ValueSyntax { .choice(allCases.map(\.rawValue)) }

    public var attributeText: String { rawValue }
}

extension LayoutDirection: AttributeEnumeration {}

extension Bool: AttributeValue {
    public init(attributeText: String) throws(ValueError) {
        switch attributeText {
        case "true": self = true
        case "false": self = false
        default: throw ValueError(expected: Self.valueDescription)
        }
    }

    public static var valueDescription: String { "true or false" }
    public static var valueSyntax: ValueSyntax { .choice(["true", "false"]) }
    public var attributeText: String { self ? "true" : "false" }
}

extension String: AttributeValue {
    public init(attributeText: String) throws(ValueError) {
        self = attributeText
    }

    public static var valueDescription: String { "text" }
    public var attributeText: String { self }
}
