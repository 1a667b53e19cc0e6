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
        // Read as UTF-8 where the string is stored that way (almost always): LF to CR are
        // the bytes 0A to 0D, NEL is C2 85, U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
        let found = text.utf8.withContiguousStorageIfAvailable { utf8 in
            for index in utf8.indices {
                switch utf8[index] {
                case 0x0A...0x0D: return true
                case 0xC2: if index + 1 < utf8.count, utf8[index + 1] == 0x85 { return true }
                case 0xE2: if index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] & 0xFE == 0xA8 { return true }
                default: break
                }
            }
            return false
        }
        return found ?? text.unicodeScalars.contains { (0x0A...0x0D).contains($0.value) || $0.value == 0x85 || $0.value == 0x2028 || $0.value == 0x2029 }
    }

    /// Whether `character` is a mandatory break.
    public static func contains(_ character: Character) -> Bool {
        character.isNewline
    }
}
