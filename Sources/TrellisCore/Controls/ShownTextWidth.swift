import Foundation

/// The width a ``TextField`` last measured for its shown text, kept so that typing at the
/// end adds one cluster's width instead of measuring the whole text again (Docs/widgets.md,
/// "text-field", cost of typing). It is kept only under a measurer whose widths add and scale with the
/// font size (``TextMeasuring/measuresClustersIndependently``), for the font and the
/// measurer's type it was measured with, and only while the text is one line.
///
/// The width is kept at a font size of 1 (in ems, exact for the test metrics' halves and
/// wholes) and multiplied by the size when read, as the measurer itself computes it, so a
/// kept width equals a fresh measurement bit for bit.
struct ShownTextWidth {
    /// The font the width was measured in.
    var font: Font
    /// The type of the measurer that measured it.
    var measurer: ObjectIdentifier
    /// The width at a font size of 1.
    var units: CGFloat

    /// Measures `text` (one line) in `font` with `measurer` when the measurer's widths add;
    /// nil otherwise.
    init?(measuring text: String, font: Font, measurer: any TextMeasuring) {
        guard measurer.measuresClustersIndependently, !MandatoryBreaks.occur(in: text) else { return nil }
        self.font = font
        self.measurer = ObjectIdentifier(type(of: measurer))
        units = measurer.size(of: text, font: ShownTextWidth.unit(font)).width
    }

    /// The width in points for `font` under `measurer`, or nil when it was measured otherwise.
    func width(for font: Font, measurer: any TextMeasuring) -> CGFloat? {
        guard font == self.font, ObjectIdentifier(type(of: measurer)) == self.measurer else { return nil }
        return units * font.size
    }

    /// The kept width after `cluster` was appended to (`sign` 1) or removed from (`sign`
    /// −1) the end of the shown text; nil when it cannot be kept (a line break, another
    /// measurer).
    static func adjusted(_ kept: ShownTextWidth?, by cluster: Character, sign: CGFloat, measurer: any TextMeasuring) -> ShownTextWidth? {
        guard var kept, !MandatoryBreaks.contains(cluster), ObjectIdentifier(type(of: measurer)) == kept.measurer else { return nil }
        kept.units += sign * measurer.size(of: String(cluster), font: unit(kept.font)).width
        return kept
    }

    /// `font` at a size of 1 point.
    private static func unit(_ font: Font) -> Font {
        var unit = font
        unit.size = 1
        return unit
    }
}
