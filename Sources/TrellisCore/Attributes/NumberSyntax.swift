import Foundation

/// The number syntax of screen XML (Docs/screen-xml.md, "Values"): ASCII decimals with an
/// optional sign, fraction and exponent — `12`, `7.5`, `-3`, `.5`, `1e2` — and nothing
/// else: no hex, no units, no surrounding spaces, no other digits. The value must be
/// finite (`1e309` is an error), and `-0` reads as 0.
public enum NumberSyntax {
    /// Parses `text`.
    ///
    /// - Throws: ``ValueError`` saying what was expected.
    public static func parse(_ text: String) throws(ValueError) -> CGFloat {
        if let whole = wholeNumber(text.utf8) { return whole }
        guard isWellFormed(text.utf8) else {
            throw ValueError(expected: "a number such as 12, 7.5, -3 or 1e2 (ASCII digits, no units or spaces)")
        }
        guard let value = Double(text), value.isFinite else {
            throw ValueError(expected: "a finite number (this one is out of range)")
        }
        return value == 0 ? 0 : CGFloat(value)
    }

    /// Parses `text` for an attribute whose values are described by `expected` (a
    /// length, insets, …): a malformed number throws `expected` as is; a well-formed one
    /// beyond the largest finite Double (about ±1.8e308, so `1e309`) adds why, naming the
    /// number, since it looks like what was expected.
    ///
    /// - Throws: ``ValueError`` with `expected`, or `expected` and the range note.
    public static func parse(_ text: String, expected: String) throws(ValueError) -> CGFloat {
        do {
            return try parse(text)
        } catch {
            guard isWellFormed(text.utf8) else { throw ValueError(expected: expected) }
            throw ValueError(expected: expected + outOfRangeNote(text))
        }
    }

    /// "; 1e309 is out of range (numbers must be finite, within ±1.8e308)".
    static func outOfRangeNote(_ text: String) -> String {
        "; \(text) is out of range (numbers must be finite, within ±1.8e308)"
    }

    /// Whether `text` is a whole number written as ASCII digits only (a count: `4`, not
    /// `4.0`, `+4` or `1e1`).
    public static func isCount(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// The value of `bytes` when they are one to fifteen ASCII digits, as most numbers in
    /// screen files are (`20`, `375`), read without the general parse; nil otherwise.
    private static func wholeNumber(_ bytes: String.UTF8View) -> CGFloat? {
        guard !bytes.isEmpty, bytes.count <= 15 else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return CGFloat(value)
    }

    private static func isWellFormed(_ bytes: String.UTF8View) -> Bool {
        var index = bytes.startIndex
        func peek() -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
        func digits() -> Int {
            var count = 0
            while isDigit(peek()) {
                index = bytes.index(after: index)
                count += 1
            }
            return count
        }
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index = bytes.index(after: index) }
        let whole = digits()
        var fraction = 0
        if peek() == UInt8(ascii: ".") {
            index = bytes.index(after: index)
            fraction = digits()
            if fraction == 0 { return false }
        }
        if whole == 0 && fraction == 0 { return false }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index = bytes.index(after: index)
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index = bytes.index(after: index) }
            if digits() == 0 { return false }
        }
        return index == bytes.endIndex
    }
}

/// Why an attribute's text is not a valid value: what was expected instead, or, for a
/// value whose rules name the problem, the problem itself.
public struct ValueError: Error, Hashable, Sendable {
    /// What the value should look like, e.g. "a length in points (a number ≥ 0)".
    public var expected: String
    /// The problem as the value's rules word it, which messages give instead of
    /// "expected …" (a duration: `duration '250' has no unit; write 250ms or 250s`,
    /// Docs/time.md); nil for the usual message.
    public var reason: String?

    /// Creates the error.
    public init(expected: String, reason: String? = nil) {
        self.expected = expected
        self.reason = reason
    }
}
