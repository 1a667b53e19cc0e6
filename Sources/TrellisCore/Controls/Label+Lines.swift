import Foundation

extension Label {
    /// The text laid out for a width a layout offered, with what it was laid out from.
    struct OfferedLayout {
        var width: CGFloat
        var text: String
        var font: Font
        var measurer: MeasurerIdentity
        var lines: Int
        var mode: LineBreakMode
        var layout: TextLayout
    }

    /// Which measurer laid text out: its type, and for a class its instance (a struct
    /// measurer is told apart by its type only).
    struct MeasurerIdentity: Equatable {
        var type: ObjectIdentifier
        var instance: ObjectIdentifier?

        init(_ measurer: any TextMeasuring) {
            type = ObjectIdentifier(Swift.type(of: measurer))
            instance = Swift.type(of: measurer) is AnyClass ? ObjectIdentifier(measurer as AnyObject) : nil
        }
    }

    /// How many offered layouts a label keeps: 4, the newest first.
    static let offeredLayoutLimit = 4

    /// Whether the text is one line at every width: `lines` 1 without truncation, no
    /// mandatory break, and no space at its end to hang. Its layout is then the text as
    /// measured, and nothing needs keeping.
    var isSingleLine: Bool {
        guard numberOfLines == 1 && lineBreakMode != .truncateTail else { return false }
        let text = self.text
        return !MandatoryBreaks.occur(in: text) && !LineBreaker.endsWithHangingSpace(text)
    }

    /// Keeps `layout`, made now for `width` from the label's text and settings in `style`.
    func remember(_ layout: TextLayout, width: CGFloat, style: (font: Font, measurer: any TextMeasuring)) {
        let offered = OfferedLayout(
            width: width, text: text, font: style.font, measurer: MeasurerIdentity(style.measurer),
            lines: numberOfLines, mode: lineBreakMode, layout: layout)
        // Another width made the newest: the lines shown may change with the frame as it
        // is (``offeredLayout(style:)``).
        if offeredLayouts.first?.width != width { setNeedsDisplay() }
        offeredLayouts.removeAll { $0.width == width }
        offeredLayouts.insert(offered, at: 0)
        if offeredLayouts.count > Self.offeredLayoutLimit { offeredLayouts.removeLast() }
    }

    /// The newest kept layout made from the label's current text and settings whose size
    /// fits its bounds (to 1e-6 pt); nil when there is none.
    func offeredLayout(style: (font: Font, measurer: any TextMeasuring)) -> TextLayout? {
        let measurer = MeasurerIdentity(style.measurer)
        let bounds = self.bounds.size
        return offeredLayouts.first { offered in
            offered.text == text && offered.font == style.font && offered.measurer == measurer
                && offered.lines == numberOfLines && offered.mode == lineBreakMode
                && offered.layout.size.width <= bounds.width + 1e-6 && offered.layout.size.height <= bounds.height + 1e-6
        }?.layout
    }
}
