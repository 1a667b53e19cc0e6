import Foundation
import TrellisCore

/// Everything a view's own drawing (its rectangle and its text, not its subviews) is made
/// from, gathered before anything is written: two views, or one view at two moments, with
/// equal drawings draw the same bytes, which is what lets an ``SVGPictureSeries`` refer to
/// a drawing made earlier instead of drawing it again.
struct ViewDrawing: Equatable {
    /// The frame in the screen's coordinates, in points.
    var frame: CGRect
    /// The corner radius in points, clamped to half the shorter side.
    var radius: CGFloat
    var style: ViewStyle
    /// The text, if the view shows any.
    var text: TextDrawing?
}

/// A view's lines as drawn: where each sits, in what font and colour, and the clip around
/// them. Lengths in points.
struct TextDrawing: Equatable {
    var lines: [String]
    /// The top of the first line's box.
    var top: CGFloat
    var lineHeight: CGFloat
    /// The x of the lines' anchor, and SVG's `text-anchor` (nil for "start").
    var x: CGFloat
    var anchor: String?
    /// The `font-family` written.
    var family: String
    var font: Font
    /// The text colour (`#rrggbb`) and its opacity (nil: opaque).
    var fill: String
    var fillOpacity: Double?
    /// The rectangle the lines are clipped to; nil where a clip would cut nothing.
    var clip: CGRect?
    /// The rectangle the lines take (for placing overlay labels clear of text).
    var area: CGRect

    /// The baseline of line `index` (from 0): ``ViewPainter/baselineBelowMiddle`` of the
    /// font size below the middle of its line box.
    func baseline(ofLine index: Int) -> CGFloat {
        top + lineHeight * (CGFloat(index) + 0.5) + font.size * ViewPainter.baselineBelowMiddle
    }
}
