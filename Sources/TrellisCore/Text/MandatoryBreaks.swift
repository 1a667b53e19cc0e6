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

    /// Whether `text` holds a mandatory break, read scalar by scalar: LF, VT, FF, CR,
    /// NEL, U+2028 or U+2029 (the scalars of every character ``contains(_:)`` accepts,
    /// which never join another scalar in one character).
    public static func occur(in text: String) -> Bool {
        text.unicodeScalars.contains { (0x0A...0x0D).contains($0.value) || $0.value == 0x85 || $0.value == 0x2028 || $0.value == 0x2029 }
    }

    /// Whether `character` is a mandatory break.
    public static func contains(_ character: Character) -> Bool {
        character.isNewline
    }
}
