import Foundation

/// What a rendering of a screen shows besides the views themselves, and at what scale.
public struct RenderOptions: Hashable, Sendable {
    /// Output units per point: every coordinate and size is in points multiplied by this;
    /// 1 by default. Must be finite and greater than 0.
    public var scale: CGFloat
    /// Whether every drawn view's frame is outlined (dashed) and labelled with its id;
    /// false by default.
    public var showsFrames: Bool
    /// Whether each tap point is marked, numbered in order, with the frame of the view it
    /// hit outlined; false by default.
    public var showsTaps: Bool
    /// How text is drawn: as glyphs (the default) or as glyph boxes.
    public var textStyle: TextStyle
    /// Put before every id the document defines (its clip paths), so that several
    /// documents can be nested in one SVG file without their ids clashing; empty by
    /// default.
    public var identifierPrefix = ""

    /// How text is drawn.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        /// Real glyphs, set by the rasteriser with the fonts the machine has (under the
        /// test metrics, in the generic family).
        case glyphs
        /// Glyph boxes (Docs/flows.md, "Commands"): each grapheme cluster that is
        /// not white space a filled rectangle as wide as its measured advance and 0.7 ×
        /// the font size high, standing on the baseline, in the text colour, as test fonts
        /// such as Ahem draw; white space leaves its advance empty. The picture depends on
        /// no font, so the same librsvg gives the same pixels on any machine.
        case boxes
    }

    /// A glyph box's height as a fraction of the font size: 0.7 (Docs/flows.md).
    public static let glyphBoxHeight: CGFloat = 0.7

    /// Creates options; the defaults draw the views alone, text as glyphs, at 1 unit per
    /// point.
    public init(scale: CGFloat = 1, showsFrames: Bool = false, showsTaps: Bool = false, textStyle: TextStyle = .glyphs) {
        self.scale = scale
        self.showsFrames = showsFrames
        self.showsTaps = showsTaps
        self.textStyle = textStyle
    }
}
