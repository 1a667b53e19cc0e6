/// The one conversion of a value written at any edge of Trellis (a screen attribute, a
/// command-line option such as `--width`, a flow header key or argument such as
/// `setSize`'s `width`) into its type, through the type's ``AttributeValue`` parser, so that
/// a length, a colour or a word means the same everywhere and every bad value gets the
/// same message: `--width expects a length in points (a number ≥ 0), not 'wide'`, with "did
/// you mean" for a word of an enumeration (Docs/screen-xml.md, "Values").
public struct ValueConversionError: Error, Hashable, Sendable {
    /// What the value was given for, as a message names it: `--width`, `'width'`,
    /// `setSize's 'width'`.
    public var name: String
    /// The text as written.
    public var text: String
    /// What a valid value looks like (``AttributeValue/valueDescription``, or a rule an
    /// edge adds, such as "a length above 0 in points").
    public var expected: String
    /// "; did you mean 'json'?" for a misspelt word, else empty.
    public var suggestion: String
    /// The problem as the value's rules word it (``ValueError/reason``); nil for the
    /// usual message.
    public var reason: String?

    /// Creates the error.
    public init(name: String, text: String, expected: String, suggestion: String = "", reason: String? = nil) {
        self.name = name
        self.text = text
        self.expected = expected
        self.suggestion = suggestion
        self.reason = reason
    }

    /// `NAME expects EXPECTED, not 'TEXT'` and the suggestion, if any; `NAME: REASON` for
    /// a value whose rules name the problem.
    public var message: String {
        if let reason { return "\(name): \(reason)" }
        return "\(name) expects \(expected), not '\(text.debugEscaped)'\(suggestion)"
    }
}

extension AttributeValue {
    /// The value `text` stands for, read by the type's attribute parser.
    ///
    /// - Parameters:
    ///   - text: the value as written.
    ///   - name: what it was given for, as messages name it (`--width`).
    /// - Throws: ``ValueConversionError`` naming `name`, the text and what was expected;
    ///   for a type whose values are a set of words, with "did you mean".
    public static func converting(_ text: String, for name: String) throws(ValueConversionError) -> Self {
        do {
            return try Self(attributeText: text)
        } catch {
            var suggestion = ""
            if case .choice(let words) = valueSyntax { suggestion = Suggestion.didYouMean(text, in: words) }
            throw ValueConversionError(name: name, text: text, expected: error.expected, suggestion: suggestion, reason: error.reason)
        }
    }
}
