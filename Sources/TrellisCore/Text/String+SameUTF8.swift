import Foundation

extension String {
    /// Whether the two are the same UTF-8 bytes. `==` also takes canonically equivalent
    /// spellings as equal ("é" as one scalar or as "e" and a combining accent); a text
    /// that is drawn or written is its bytes, so a view that stores a new spelling of its
    /// text has changed what it draws. Two strings of the same representation (the same
    /// storage, or the same small string held in place) are the same bytes without being
    /// read.
    package func hasSameUTF8(as other: String) -> Bool {
        if unsafeBitCast(self, to: (UInt64, UInt64).self) == unsafeBitCast(other, to: (UInt64, UInt64).self) { return true }
        var mine = self
        var theirs = other
        return mine.withUTF8 { first in
            theirs.withUTF8 { second in
                guard first.count == second.count else { return false }
                guard let left = first.baseAddress, let right = second.baseAddress else { return true }
                return memcmp(left, right, first.count) == 0
            }
        }
    }
}

extension String? {
    /// Whether the two are both nil or the same UTF-8 bytes (``String/hasSameUTF8(as:)``).
    package func hasSameUTF8(as other: String?) -> Bool {
        switch (self, other) {
        case (nil, nil): true
        case (let mine?, let theirs?): mine.hasSameUTF8(as: theirs)
        default: false
        }
    }
}
