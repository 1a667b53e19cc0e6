/// A view's `id` (Docs/screen-xml.md, "Attributes common to every view"): one or more
/// characters, none of them white space (General_Category Z, and tab, newline, CR), a
/// quote (`'` or `"`), or a control or format character (Cc, Cf: NUL, DEL, bidirectional
/// overrides, zero-width spaces, a byte-order mark).
///
/// The rule keeps an id one word wherever it is written: a `#id` query on the command
/// line or in a flow, `button#id "Title"` in the text dump and in messages. Letters of
/// any script, digits and other punctuation are allowed (`周一`, `row-1.a_b`, `a&b`).
public struct Identifier: AttributeValue, Hashable {
    /// The id as written.
    public var value: String

    public init(attributeText: String) throws(ValueError) {
        guard Identifier.isValid(attributeText) else { throw ValueError(expected: Self.valueDescription) }
        value = attributeText
    }

    /// Whether `text` is a valid id.
    public static func isValid(_ text: String) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                // ASCII is decided by value: its controls (Cc) are below U+0020 and U+007F,
                // its only space separator is U+0020, and it has no format character.
                if scalar.value < 0x80 { return scalar.value > 0x20 && scalar.value < 0x7F && scalar != "'" && scalar != "\"" }
                switch scalar.properties.generalCategory {
                case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator: return false
                default: return scalar != "'" && scalar != "\""
                }
            }
    }

    public static var valueDescription: String {
        "an identifier: one or more characters, none of them white space, a quote or a control or format character"
    }
    /// XML Schema's regex: no white space (`\s`, `\p{Z}`), quote, control or format character.
    public static var valueSyntax: ValueSyntax { .pattern(name: "identifier", regex: #"[^\s\p{Z}\p{Cc}\p{Cf}'"]+"#) }
    public var attributeText: String { value }
}
