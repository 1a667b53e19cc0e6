import Foundation
import TrellisCore

/// Everything a view's own drawing (its rectangle and its text, not its subviews) is made
/// from, read from the view before anything is worked out or written: two views, or one
/// view at two moments, with equal drawings draw the same bytes, which is what lets an
/// ``SVGPictureSeries`` refer to a drawing made earlier instead of drawing it again.
struct ViewDrawing: Equatable {
    /// The frame in the screen's coordinates, in points.
    var frame: CGRect
    /// The colours, outline, corner radius and opacity.
    var style: ViewStyle
    /// The text; ``TextSource/none`` when the view shows none.
    var text: TextSource
}

/// A view's lines as drawn: where each sits, in what font and colour, and the clip around
/// them. Lengths in points. A class, so that it is handed on without copying its strings.
final class TextDrawing {
    /// What the lines are drawn with.
    struct Layout {
        var lines: [String]
        var font: Font
        var lineHeight: CGFloat
        /// The top of the first line's box.
        var top: CGFloat
        /// The x of the lines' anchor, and SVG's `text-anchor` (nil for "start").
        var x: CGFloat
        var anchor: String?
        /// The `font-family` written.
        var family: String
        /// The text colour and its opacity (nil: opaque).
        var fill: Paint
        var fillOpacity: Double?
    }

    let layout: Layout
    /// The rectangle the lines are clipped to; nil where a clip would cut nothing.
    let clip: CGRect?
    /// The rectangle the lines take (for placing overlay labels clear of text).
    let area: CGRect

    init(_ layout: Layout, clip: CGRect?, area: CGRect) {
        self.layout = layout
        self.clip = clip
        self.area = area
    }

    /// The baseline of line `index` (from 0): ``ViewPainter/baselineBelowMiddle`` of the
    /// font size below the middle of its line box.
    func baseline(ofLine index: Int) -> CGFloat {
        layout.top + layout.lineHeight * (CGFloat(index) + 0.5) + layout.font.size * ViewPainter.baselineBelowMiddle
    }
}
