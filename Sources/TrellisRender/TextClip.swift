import Foundation

/// Whether a view's lines of glyphs need the clip path ``ViewPainter`` puts around them:
/// a clip that cuts nothing is left out, which keeps pictures small and quick to draw and
/// leaves every pixel as it was.
///
/// The lines' extent is where their ink may go: across, each line from its anchor as wide
/// as ``addLine(width:)`` says (the measured width, or a bound of it); down, from ``reach``
/// above the first line's middle to ``reach`` below the last one's (the glyph reach, a
/// bound of the ink). The clip is needed unless that extent lies inside the clip's
/// rounded rectangle. Where the widths are the advances the fonts measured, whose ink may
/// reach their ends, the extent is kept a margin of one output unit from the clip's left
/// and right edges, so that no pixel the glyphs touch is one the clip's edge covers in
/// part; the bounds used under the test metrics hold the ink inside them already.
///
/// Glyph boxes are always clipped: two boxes that share a pixel composite it with other
/// rounding inside a clipped group than outside one, so leaving the clip out would change
/// pixels of the pictures `assertScreenshot` compares byte for byte.
struct TextClip {
    /// The x of the lines' anchor, in points (root coordinates).
    var anchorX: CGFloat
    /// The SVG `text-anchor`: "middle", "end", or nil for "start".
    var anchor: String?
    /// The middle of the first and of the last line, in points.
    var firstMiddle: CGFloat
    var lastMiddle: CGFloat
    /// How far ink reaches above and below a line's middle, in points.
    var reach: CGFloat
    /// The left and right ends of the lines added so far, in points.
    private var left = CGFloat.infinity
    private var right = -CGFloat.infinity

    /// Starts the extent of lines placed by `anchor` at `anchorX`, the first and last
    /// centred on `firstMiddle` and `lastMiddle`, their ink reaching `reach` points above
    /// and below; add the lines with ``addLine(width:)``.
    init(anchorX: CGFloat, anchor: String?, firstMiddle: CGFloat, lastMiddle: CGFloat, reach: CGFloat) {
        self.anchorX = anchorX
        self.anchor = anchor
        self.firstMiddle = firstMiddle
        self.lastMiddle = lastMiddle
        self.reach = reach
    }

    /// The most a glyph of the machine's fonts is taken to advance when text measured by
    /// the test metrics is drawn as glyphs, as a multiple of the font size, per Unicode
    /// scalar (each grapheme cluster has one or more): 1.25 em, above the widest letters of
    /// common sans-serif fonts ("W", "m", "@", about 1 em) and emoji (about 1.2 em).
    static let glyphAdvanceBound: CGFloat = 1.25

    /// The width `line`, measured by the test metrics as `measured` points, may take when
    /// its glyphs come from the machine's fonts at `fontSize` points: at most
    /// ``glyphAdvanceBound`` a scalar, except the full-width scripts every CJK font sets
    /// on a square of 1 em (CJK ideographs, kana, Hangul syllables, CJK punctuation and
    /// full-width forms), which the test metrics measure at 1 em too.
    static func glyphWidthBound(of line: String, measured: CGFloat, fontSize: CGFloat) -> CGFloat {
        var ems: CGFloat = 0
        for scalar in line.unicodeScalars {
            switch scalar.value {
            case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF01...0xFF60: ems += 1
            default: ems += glyphAdvanceBound
            }
        }
        return max(measured, ems * fontSize)
    }

    /// Adds a line `width` points wide (as drawn, or at most), placed by the anchor.
    mutating func addLine(width: CGFloat) {
        guard width > 0 else { return }
        let start = anchor == "middle" ? anchorX - width / 2 : anchor == "end" ? anchorX - width : anchorX
        left = min(left, start)
        right = max(right, start + width)
    }

    /// The rectangle the lines' ink may cover, in points; nil when no line has a width.
    var extent: CGRect? {
        guard left <= right else { return nil }
        return CGRect(x: left, y: firstMiddle - reach, width: right - left, height: lastMiddle - firstMiddle + 2 * reach)
    }

    /// Whether clipping the lines to `clip` with corners of `radius` points could cut
    /// any of their ink, `margin` points (one output unit) kept from the clip's left and
    /// right edges.
    func isNeeded(in clip: CGRect, radius: CGFloat, margin: CGFloat) -> Bool {
        guard let extent else { return false }
        let inner = clip.insetBy(dx: margin, dy: 0)
        return !Self.contains(inner, radius: radius, extent)
    }

    /// Whether the rectangle of `bounds` with corners rounded by circles of `radius`
    /// points contains `rect`: `rect` lies within `bounds`, and each of its corners that
    /// falls in a corner's square of `radius` lies within that corner's circle (the
    /// rounded rectangle is convex, so holding the corners holds the whole).
    static func contains(_ bounds: CGRect, radius: CGFloat, _ rect: CGRect) -> Bool {
        guard rect.minX >= bounds.minX, rect.maxX <= bounds.maxX, rect.minY >= bounds.minY, rect.maxY <= bounds.maxY else { return false }
        let r = min(radius, bounds.width / 2, bounds.height / 2)
        guard r > 0 else { return true }
        for x in [rect.minX, rect.maxX] {
            for y in [rect.minY, rect.maxY] {
                let centerX = x < bounds.minX + r ? bounds.minX + r : x > bounds.maxX - r ? bounds.maxX - r : x
                let centerY = y < bounds.minY + r ? bounds.minY + r : y > bounds.maxY - r ? bounds.maxY - r : y
                let (dx, dy) = (x - centerX, y - centerY)
                if dx * dx + dy * dy > r * r { return false }
            }
        }
        return true
    }
}
