import Foundation

extension PseudoLocale {
    /// `text` as this locale shows it (Docs/sweeps.md, "Pseudo-locales"), in time linear in
    /// its length:
    /// - ``base``: unchanged.
    /// - ``accented`` (`en-XA`): "" stays ""; otherwise each grapheme cluster that is one
    ///   scalar, an ASCII letter, becomes its accented letter (``accentedLetters``), other
    ///   clusters are kept, `~` is appended ⌈3n/10⌉ times for n clusters and the whole goes in
    ///   `[` `]`: "Settings" → "[Šéţţîñĝš~~~]", "OK" → "[ÖĶ~]", "周一" → "[周一~]".
    /// - ``bidirectional`` (`ar-XB`): each word, a maximal run of clusters none of which is
    ///   White_Space, becomes U+200F U+202E word U+202C U+200F (Android's bidi
    ///   pseudo-locale); white space is kept.
    public func shown(_ text: String) -> String {
        switch self {
        case .base: return text
        case .accented: return Self.accented(text)
        case .bidirectional: return Self.bidirectional(text)
        }
    }

    /// The accented forms of `a`–`z` then `A`–`Z` (Docs/sweeps.md, "Pseudo-locales").
    public static let accentedLetters: [Unicode.Scalar] = [
        0x00E1, 0x0180, 0x00E7, 0x00F0, 0x00E9, 0x0192, 0x011D, 0x0125, 0x00EE, 0x0135, 0x0137, 0x013C, 0x0271,
        0x00F1, 0x00F6, 0x00FE, 0x024B, 0x0155, 0x0161, 0x0163, 0x00FB, 0x1E7D, 0x0175, 0x1E8B, 0x00FD, 0x017E,
        0x00C1, 0x0181, 0x00C7, 0x00D0, 0x00C9, 0x0191, 0x011C, 0x0124, 0x00CE, 0x0134, 0x0136, 0x013B, 0x1E40,
        0x00D1, 0x00D6, 0x00DE, 0x024A, 0x0154, 0x0160, 0x0162, 0x00DB, 0x1E7C, 0x0174, 0x1E8A, 0x00DD, 0x017D,
    ].compactMap(Unicode.Scalar.init(_:))

    private static func accented(_ text: String) -> String {
        if text.isEmpty { return text }
        var result = String.UnicodeScalarView()
        result.append("[")
        var clusters = 0
        for cluster in text {
            clusters += 1
            let scalars = cluster.unicodeScalars
            if scalars.count == 1, let scalar = scalars.first, let letter = accentedLetter(for: scalar) {
                result.append(letter)
            } else {
                result.append(contentsOf: scalars)
            }
        }
        // ⌈3n/10⌉ in integers.
        let tildes = (3 * clusters + 9) / 10
        result.append(contentsOf: repeatElement(Unicode.Scalar(UInt8(ascii: "~")), count: tildes))
        result.append("]")
        return String(result)
    }

    private static func accentedLetter(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x61...0x7A: return accentedLetters[Int(scalar.value - 0x61)]
        case 0x41...0x5A: return accentedLetters[26 + Int(scalar.value - 0x41)]
        default: return nil
        }
    }

    private static func bidirectional(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var inWord = false
        for cluster in text {
            let isSpace = cluster.unicodeScalars.first?.properties.isWhitespace ?? false
            if isSpace, inWord {
                result.append(contentsOf: wordEnd)
                inWord = false
            } else if !isSpace, !inWord {
                result.append(contentsOf: wordStart)
                inWord = true
            }
            result.append(contentsOf: cluster.unicodeScalars)
        }
        if inWord { result.append(contentsOf: wordEnd) }
        return String(result)
    }

    /// RLM RLO, before each word under `ar-XB`.
    static let wordStart: [Unicode.Scalar] = ["\u{200F}", "\u{202E}"]
    /// PDF RLM, after each word under `ar-XB`.
    static let wordEnd: [Unicode.Scalar] = ["\u{202C}", "\u{200F}"]
}
