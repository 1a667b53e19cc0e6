import Foundation

/// Measures strings. Layouts size labels and buttons through it, so it decides every
/// frame that depends on text.
///
/// A screen holds one measurer (``Screen/textMeasurer``); the default is
/// ``TestTextMetrics``, which depends on no font. Measurers are shared between screens
/// and threads, so they must be `Sendable`.
public protocol TextMeasuring: Sendable {
    /// The size of `text` drawn in `font`, in points: the widest line's advance by the
    /// number of lines times the line height. A mandatory break (``MandatoryBreaks``)
    /// starts a new line. Empty text measures (0, 0).
    func size(of text: String, font: Font) -> CGSize

    /// The height of one line of text in `font`, in points: the distance from one
    /// baseline to the next. The default is the height of `size(of: "X", font:)`.
    func lineHeight(for font: Font) -> CGFloat

    /// Why `family` cannot be used, as one sentence naming it (and, for real fonts, the
    /// closest installed families); nil when it can. The default accepts every family.
    func problem(withFamily family: String) -> String?

    /// The warnings noticed since the last call (a character no installed font covers),
    /// each reported once in the measurer's lifetime; the default has none.
    func takeWarnings() -> [String]

    /// Whether a line's width is the sum of its grapheme clusters' widths, each measured
    /// alone (no kerning, ligatures or shaping across clusters), and proportional to the
    /// font size, so a text field can add
    /// the width of each cluster typed instead of measuring its whole text again. The
    /// default is false, which is always correct.
    var measuresClustersIndependently: Bool { get }
}

extension TextMeasuring {
    public func lineHeight(for font: Font) -> CGFloat {
        size(of: "X", font: font).height
    }

    public func problem(withFamily family: String) -> String? { nil }

    public func takeWarnings() -> [String] { [] }

    public var measuresClustersIndependently: Bool { false }
}
