import Foundation

/// Measures strings. Layouts size labels and buttons through it, so it decides every
/// frame that depends on text.
///
/// A screen holds one measurer (``Screen/textMeasurer``); the default is
/// ``TestTextMetrics``, which depends on no font.
public protocol TextMeasuring: Sendable {
    /// The size of `text` drawn in `font`, in points: the widest line's advance by the
    /// number of lines times the line height. Empty text measures (0, 0).
    func size(of text: String, font: Font) -> CGSize
}
