/// How a multi-line label breaks its text into lines (the `line-break` attribute; UIKit's
/// `NSLineBreakMode`).
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable, AttributeEnumeration {
    /// At line-break opportunities (UAX #14): between CJK ideographs, after spaces and
    /// hyphens, never inside a Latin word unless the word alone is wider than the line.
    /// Text beyond the line limit is not shown. The default.
    case word
    /// Between any two characters (grapheme clusters). Text beyond the line limit is not
    /// shown.
    case char
    /// As ``word``, and a last line that does not hold the rest of the text (or a single
    /// line wider than the label) ends in "…".
    case truncateTail = "truncate-tail"
}
