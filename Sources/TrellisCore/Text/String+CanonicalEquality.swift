extension String {
    /// Whether `self` and `other` are canonically equivalent, as `==` decides (Unicode's
    /// canonical equivalence, UAX #15), with a shortcut for the texts of most screens.
    ///
    /// Equal bytes are equivalent. Different bytes are not when both texts are
    /// ``hasOneNormalForm``: such a text is in NFC and no other sequence of such scalars
    /// is equivalent to it, so the comparison skips the normalization `==` would do for
    /// text outside ASCII.
    /// - Parameter otherHasOneNormalForm: `other.hasOneNormalForm`, worked out once by a
    ///   caller that compares many texts with the same `other`.
    func isCanonicallyEquivalent(to other: String, otherHasOneNormalForm: Bool) -> Bool {
        byteComparison(with: other, otherHasOneNormalForm: otherHasOneNormalForm) ?? (self == other)
    }

    /// True for equal bytes, false for different bytes of two texts of one normal form,
    /// nil when `==` must decide (or a text is not stored contiguously).
    private func byteComparison(with other: String, otherHasOneNormalForm: Bool) -> Bool? {
        let decided = utf8.withContiguousStorageIfAvailable { mine -> Bool? in
            let inner = other.utf8.withContiguousStorageIfAvailable { theirs -> Bool? in
                if mine.elementsEqual(theirs) { return true }
                return otherHasOneNormalForm && String.hasOneNormalForm(mine) ? false : nil
            }
            return inner ?? nil
        }
        return decided ?? nil
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
        utf8.withContiguousStorageIfAvailable(String.hasOneNormalForm)
            ?? unicodeScalars.allSatisfy { String.hasOneNormalForm($0.value) }
    }

    /// ``hasOneNormalForm`` of well-formed UTF-8 `bytes`, decoded here: ASCII, two-byte
    /// sequences below U+0300 (lead bytes C2–CB) and three-byte sequences in the ranges.
    private static func hasOneNormalForm(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
            } else if lead >= 0xC2, lead <= 0xCB {
                index += 2
            } else if lead >= 0xE3, lead <= 0xE9, index + 2 < bytes.count {
                let value = (UInt32(lead & 0x0F) << 12) | (UInt32(bytes[index + 1] & 0x3F) << 6) | UInt32(bytes[index + 2] & 0x3F)
                guard hasOneNormalForm(value) else { return false }
                index += 3
            } else {
                return false
            }
        }
        return true
    }

    private static func hasOneNormalForm(_ value: UInt32) -> Bool {
        value < 0x300 || (value >= 0x3400 && value <= 0x4DBF) || (value >= 0x4E00 && value <= 0x9FFF)
    }
}
