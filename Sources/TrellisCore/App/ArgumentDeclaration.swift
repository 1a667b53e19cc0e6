import Foundation

/// An `<argument name type default>` of a screen.
public struct ArgumentDeclaration: Sendable, Hashable {
    /// The argument's name, which `{name}` placeholders and routes use.
    public var name: String
    /// The type its values convert to.
    public var type: ArgumentType
    /// The value used when a route or link gives none, as written; nil makes the argument
    /// required.
    public var defaultValue: String?
    /// Where the `<argument>` element is.
    public var location: SourceLocation

    /// Creates a declaration.
    public init(name: String, type: ArgumentType = .string, defaultValue: String? = nil, location: SourceLocation) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.location = location
    }

    /// Whether a route to the screen must give it: it has no default.
    public var isRequired: Bool { defaultValue == nil }
}

/// The type of a screen's argument (Docs/navigation.md, "Arguments and deep links"),
/// written with the value syntax of screen files (Docs/screen-xml.md, "Values").
public enum ArgumentType: String, Sendable, Hashable, CaseIterable {
    /// Any text.
    case string
    /// An optional `-` and ASCII digits, within Swift's `Int`.
    case int
    /// A number as screen files write one (`7.5`, `-3`, `1e2`), finite.
    case float
    /// `true` or `false`.
    case bool

    /// `text` as a value of this type, or nil when it is not one.
    public func convert(_ text: String) -> ArgumentValue? {
        switch self {
        case .string:
            return .string(text)
        case .int:
            let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
            guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = Int(text) else { return nil }
            return .int(value)
        case .float:
            guard let value = try? NumberSyntax.parse(text) else { return nil }
            return .float(Double(value))
        case .bool:
            switch text {
            case "true": return .bool(true)
            case "false": return .bool(false)
            default: return nil
            }
        }
    }

    /// The type with an article, for messages: "an int", "a string".
    public var withArticle: String {
        self == .int ? "an int" : "a \(rawValue)"
    }
}

/// A screen argument's value, converted to its type.
public enum ArgumentValue: Sendable, Hashable, CustomStringConvertible {
    /// A `string` argument's text.
    case string(String)
    /// An `int` argument's value.
    case int(Int)
    /// A `float` argument's value.
    case float(Double)
    /// A `bool` argument's value.
    case bool(Bool)

    /// The value as `{name}` placeholders show it: the text, the integer's digits, the
    /// number's shortest form, `true` or `false`.
    public var description: String {
        switch self {
        case .string(let text): return text
        case .int(let value): return String(value)
        case .float(let value): return CGFloat(value).humanDescription
        case .bool(let value): return value ? "true" : "false"
        }
    }
}
