extension String {
    /// Whether `self` and `other` are canonically equivalent, as `==` decides (Unicode's
    /// canonical equivalence, UAX #15), with a shortcut for the texts of most screens.
    ///
    /// Equal bytes are equivalent. Different bytes are not when both texts are
    /// ``hasOneNormalForm``: such a text is in NFC and no other sequence of such scalars
    /// is equivalent to it, so the comparison skips the normalization `==` would do for
    /// text outside ASCII (about 400 instructions for two CJK words).
    /// - Parameter otherHasOneNormalForm: `other.hasOneNormalForm`, worked out once by a
    ///   caller that compares many texts with the same `other`.
    func isCanonicallyEquivalent(to other: String, otherHasOneNormalForm: Bool) -> Bool {
        if utf8.elementsEqual(other.utf8) { return true }
        if otherHasOneNormalForm, hasOneNormalForm { return false }
        return self == other
    }

    /// Whether every scalar is below U+0300 (ASCII and the Latin letters before the
    /// combining diacritics) or a CJK Unified Ideograph (U+3400–U+4DBF, U+4E00–U+9FFF).
    ///
    /// Each such scalar is in NFC, none has a non-zero combining class, and none is the
    /// second of a canonical composition pair, so any string of them is in NFC and is the
    /// only string of them in its equivalence class: two such strings are canonically
    /// equivalent exactly when their bytes are equal. (An equivalent spelling of one,
    /// "e" + U+0301 for "é" or U+F900 for U+8C48, uses scalars outside these ranges.)
    var hasOneNormalForm: Bool {
        unicodeScalars.allSatisfy { scalar in
            let value = scalar.value
            return value < 0x300 || (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value)
        }
    }
}
