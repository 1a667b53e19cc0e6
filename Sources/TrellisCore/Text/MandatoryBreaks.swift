/// The characters that always start a new line (Docs/layouts.md, "Multi-line text"):
/// LF, CR, CR LF (one break), NEL U+0085, LS U+2028, PS U+2029, and the other BK
/// characters of UAX #14, VT U+000B and FF U+000C — exactly Swift's
/// `Character.isNewline`, so CR LF, one grapheme cluster, is one break.
public enum MandatoryBreaks {
    /// The paragraphs of `text`: the pieces between mandatory breaks, in order, without
    /// the breaks; an empty text is one empty paragraph, and a break at the end leaves an
    /// empty last paragraph ("a\n" → "a", "").
    public static func paragraphs(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    /// Whether `character` is a mandatory break.
    public static func contains(_ character: Character) -> Bool {
        character.isNewline
    }
}
