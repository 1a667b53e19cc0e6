/// The declaration of one attribute a widget or layout accepts: its name, the kind of
/// value, its default and what it means. Plugins list these; `trellis layouts` and the
/// unknown-attribute check are generated from them, never kept by hand.
public struct AttributeDeclaration: Hashable, Sendable {
    /// The attribute's name in XML (`line-spacing`).
    public var name: String
    /// What a valid value looks like (the value type's ``AttributeValue/valueDescription``).
    public var valueDescription: String
    /// The default, as written in XML or in words ("the toggle's fitting width"); nil when
    /// absence has no default value (the attribute is simply unset).
    public var defaultDescription: String?
    /// One line saying what the attribute does.
    public var summary: String
    /// What a valid value looks like, for schemas (the value type's
    /// ``AttributeValue/valueSyntax``); `.text` when not given.
    public var valueSyntax: ValueSyntax
    /// The default exactly as it would be written in XML (`10`, `leading`), for schemas'
    /// `a:defaultValue`; nil when there is none or it is described only in words.
    public var defaultValue: String?

    /// Creates a declaration.
    public init(
        name: String, valueDescription: String, defaultDescription: String?, summary: String,
        valueSyntax: ValueSyntax = .text, defaultValue: String? = nil
    ) {
        self.name = name
        self.valueDescription = valueDescription
        self.defaultDescription = defaultDescription
        self.summary = summary
        self.valueSyntax = valueSyntax
        self.defaultValue = defaultValue
    }
}

/// A typed attribute: its declaration plus the Swift type its text is parsed into, and
/// the one place its default is written. Read it with ``AttributeReader/subscript(_:)``,
/// which gives a `Value`: the written value, else the default.
///
/// An attribute without a default value has an optional type, as an option does in
/// swift-argument-parser: `Attribute<Length?>("width", "fixed width")` reads as nil when
/// the element does not write it, while `Attribute<Length>("spacing", default: Length(10),
/// "gap")` always reads as a length.
///
/// `Value` is constrained to ``AttributeValue`` by the initializers, not by the type
/// itself: the type's metadata then needs no conformance, which the Swift runtime would
/// otherwise look up by scanning every loaded library's conformance records the first time
/// each attribute type is used, a cost every process start paid (some 190,000
/// instructions per type).
public struct Attribute<Value: Sendable>: Sendable {
    /// The attribute's name in XML.
    public let name: String
    /// The value used when the attribute is absent or invalid; nil for an optional
    /// `Value` means "unset".
    public let defaultValue: Value
    /// The default in words, when it is not a plain value.
    public let defaultDescription: String?
    /// One line saying what the attribute does.
    public let summary: String
}

extension Attribute where Value: AttributeValue {
    /// Declares an attribute with a default value.
    ///
    /// - Parameters:
    ///   - name: the XML name.
    ///   - defaultValue: the value when absent or invalid.
    ///   - defaultDescription: the default in words, overriding the printed default value.
    ///   - summary: one line for listings.
    public init(_ name: String, default defaultValue: Value, defaultDescription: String? = nil, _ summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.defaultDescription = defaultDescription
        self.summary = summary
    }

    /// The declaration for listings and the unknown-attribute check.
    public var declaration: AttributeDeclaration {
        let defaultText = defaultValue.defaultText
        return AttributeDeclaration(
            name: name,
            valueDescription: Value.valueDescription,
            defaultDescription: defaultDescription ?? defaultText,
            summary: summary,
            valueSyntax: Value.valueSyntax,
            defaultValue: defaultText
        )
    }
}

extension Attribute where Value: AttributeValue & ExpressibleByNilLiteral {
    /// Declares an attribute with no default value: it reads as nil when absent.
    ///
    /// - Parameters:
    ///   - name: the XML name.
    ///   - defaultDescription: what absence means, in words ("inherited"); nil for nothing.
    ///   - summary: one line for listings.
    public init(_ name: String, defaultDescription: String? = nil, _ summary: String) {
        self.init(name, default: nil, defaultDescription: defaultDescription, summary)
    }
}
