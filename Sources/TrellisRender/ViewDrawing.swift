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
/// them. Lengths in points. A class, so that a drawing is compared and kept without
/// copying its strings, and one made for an earlier picture is taken again when the view's
/// text is laid out as before (``Layout``), without measuring it again.
final class TextDrawing: Equatable {
    /// What the lines' places, clip and area are worked out from.
    struct Layout: Equatable {
        var lines: [String]
        var font: Font
        var lineHeight: CGFloat
        /// The type of the text measurer that measured the lines, which decides their
        /// widths given the lines and the font.
        var measurer: ObjectIdentifier
        /// The view's frame and corner radius, and its content box (the frame less its
        /// padding).
        var frame: CGRect
        var radius: CGFloat
        var content: CGRect
        /// The top of the first line's box.
        var top: CGFloat
        /// The x of the lines' anchor, and SVG's `text-anchor` (nil for "start").
        var x: CGFloat
        var anchor: String?
        /// The `font-family` written.
        var family: String
        /// The text colour (`#rrggbb`) and its opacity (nil: opaque).
        var fill: String
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

    /// Whether the two draw the same: the same layout, from which the clip and the area
    /// follow.
    static func == (lhs: TextDrawing, rhs: TextDrawing) -> Bool {
        lhs === rhs || lhs.layout == rhs.layout
    }
}
