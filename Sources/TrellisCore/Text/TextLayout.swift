import Foundation

/// Text broken into lines for a width: what a label shows and how big it is.
///
/// Rules, in order (Docs/layouts.md, "Multi-line text"):
/// 1. A mandatory break (``MandatoryBreaks``: LF, CR, CR LF, NEL, LS, PS) always starts a
///    new line.
/// 2. When `lines` is not 1 and the width is finite, each of those lines wraps greedily:
///    it takes as much text as fits, breaking where `mode` allows (``LineBreakMode``).
///    Spaces at the end of a line hang past the edge: they take no width, are not shown
///    and never start the next line (UAX #14 LB7); no-break spaces (U+00A0, U+2007,
///    U+202F) never hang and are measured like any other character. A piece with no
///    break inside that is wider than the line on its own (a long URL) is broken between
///    grapheme clusters, only then, as many as fit and at least one.
/// 3. With `lines` n > 0, only the first n lines are kept (so `lines` 1 shows the text
///    up to its first mandatory break); under ``LineBreakMode/truncateTail`` the last kept
///    line ends in "…" when text was left out, and any line wider than the width
///    (possible when `lines` is 1) is cut to fit with "…".
///
/// The size is (the widest line shown, the number of lines shown × the measurer's line
/// height), in points; empty text is (0, 0).
public struct TextLayout: Hashable, Sendable {
    /// The lines shown, top to bottom, without their trailing white space; "…" included
    /// where the text was truncated.
    public var lines: [String]
    /// The size of the lines, in points.
    public var size: CGSize
    /// The text itself when all of it is shown (wrapping alone does not change it); when
    /// some was left out or truncated, the lines shown, joined with "\n".
    public var visibleText: String

    /// The ellipsis appended to truncated text: "…" (U+2026).
    public static let ellipsis = "\u{2026}"

    /// Lays `text` out.
    ///
    /// - Parameters:
    ///   - text: the text; a mandatory break starts a line.
    ///   - font: the font it is measured in.
    ///   - measurer: the text measurer.
    ///   - width: the line width in points; nil or infinity: unlimited, no wrapping.
    ///   - lines: the most lines (0: unlimited; 1: no wrapping, only the text up to the
    ///     first mandatory break); negative counts as 0.
    ///   - mode: where lines may break and whether cut text ends in "…".
    public init(text: String, font: Font, measurer: any TextMeasuring, width: CGFloat?, lines: Int, mode: LineBreakMode) {
        let breaker = LineBreaker(font: font, measurer: measurer, width: width.flatMap { $0.isFinite ? max(0, $0) : nil })
        let limit = max(0, lines)
        var ranges: [Range<String.Index>] = []
        for paragraph in MandatoryBreaks.paragraphs(of: text) {
            if limit != 1, breaker.width != nil {
                ranges += breaker.wrap(paragraph, mode: mode)
            } else {
                ranges.append(paragraph.startIndex..<paragraph.endIndex)
            }
            if limit > 0, ranges.count > limit { break }
        }
        if text.isEmpty { ranges = [] }
        let isCut = limit > 0 && ranges.count > limit
        if isCut { ranges.removeLast(ranges.count - limit) }
        var shown = ranges.map { String(LineBreaker.trimmingTrailingSpace(text[$0])) }
        var isTruncated = isCut
        if mode == .truncateTail {
            for index in shown.indices where (isCut && index == shown.count - 1) || !breaker.fits(shown[index]) {
                shown[index] = breaker.truncate(shown[index]) + Self.ellipsis
                isTruncated = true
            }
        }
        self.lines = shown
        self.visibleText = isTruncated ? shown.joined(separator: "\n") : text
        let widest = shown.map { breaker.measure($0) }.max() ?? 0
        size = shown.isEmpty ? .zero : CGSize(width: widest, height: CGFloat(shown.count) * measurer.lineHeight(for: font))
    }
}
