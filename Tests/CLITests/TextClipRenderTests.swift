import Foundation
import Testing
import Trellis

@testable import TrellisRender

/// A text is clipped to its view only where its glyphs may reach past it (Docs/cli.md,
/// "trellis render"): under the test metrics each Unicode scalar is taken to advance at
/// most 1.25 em in the machine's fonts (CJK ideographs 1 em), and a line's glyphs to
/// reach 0.75 em above and below its middle; glyph boxes are always clipped.
struct TextClipRenderTests {
    static func render(_ views: String, style: RenderOptions.TextStyle = .glyphs) throws -> String {
        let screen = try ScreenLoader(registry: .standard).load(
            xml: """
                <screen width="200" height="100" layout="absolute">\(views)</screen>
                """)
        screen.layoutIfNeeded()
        return SVGRenderer(options: RenderOptions(textStyle: style)).render(screen)
    }

    @Test func textThatFitsIsNotClipped() throws {
        // "周一" at 15 points: 2 ideographs × 15 = 30, centred at 50: 35 to 65, inside 0 to
        // 100. One line, its middle at 15: glyphs from 15 - 11.25 = 3.75 to 26.25, inside
        // the 30-point frame.
        let svg = try Self.render(#"<button title="周一" frame="0 0 100 30"/>"#)
        #expect(!svg.contains("clipPath") && !svg.contains("clip-path"))
        #expect(svg.contains(##"<text x="50" y="20.25" font-family="sans-serif" font-size="15" fill="#1f1f1f" text-anchor="middle">周一</text>"##))
        // Exactly as wide as its frame, 30: still inside, not clipped.
        #expect(!(try Self.render(#"<button title="周一" frame="0 0 30 30"/>"#)).contains("clipPath"))
    }

    @Test func theBoundOfRealGlyphsIsAnEmForIdeographsAndMoreForOthers() {
        // "MSCI中国" at 15 points: 4 × 1.25 + 2 × 1 = 7 em = 105, above the 4 × 7.5 + 2 × 15
        // = 60 the test metrics measure.
        #expect(TextClip.glyphWidthBound(of: "MSCI中国", measured: 60, fontSize: 15) == 105)
        #expect(TextClip.glyphWidthBound(of: "礼拜六", measured: 45, fontSize: 15) == 45)
    }

    @Test func textWiderThanItsViewIsClipped() throws {
        // "周一周二" is 4 × 15 = 60 wide, in a 40-point button: clipped to the frame. The
        // line's middle is at 15; its glyphs reach 3.75 to 26.25, inside 0 to 30, so the clip
        // is not grown: (0, 0, 40, 30).
        let svg = try Self.render(#"<button title="周一周二" frame="0 0 40 30"/>"#)
        #expect(svg.contains(##"<clipPath id="clip1">"## + "\n" + ##"    <rect x="0" y="0" width="40" height="30"/>"## + "\n  </clipPath>"))
        #expect(svg.contains(##"<g clip-path="url(#clip1)">"## + "\n" + ##"    <text x="20" "##))
    }

    @Test func latinTextIsClippedByTheBoundOfRealGlyphs() throws {
        // "Swift" measures 5 × 7.5 = 37.5 under the test metrics, but may take
        // 5 × 1.25 × 15 = 93.75 in a real font: centred at 45 in a 90-point button it spans
        // -1.875 to 91.875, past the frame: clipped. Centred at 50 in a 100-point one, 3.125 to
        // 96.875, inside 1 to 99: not clipped.
        let narrow = try Self.render(#"<button title="Swift" frame="0 0 90 30"/>"#)
        #expect(narrow.contains(##"<rect x="0" y="0" width="90" height="30"/>"##) && narrow.contains(##"clip-path="url(#clip1)""##))
        let wide = try Self.render(#"<button title="Swift" frame="0 0 100 30"/>"#)
        #expect(!wide.contains("clipPath"))
    }

    @Test func textTallerThanItsViewIsClippedToItsReach() throws {
        // A 10-point-high button: the line's middle at 5, its glyphs reach 5 ± 11.25; the clip
        // grows by at most 11.25 - 18 / 2 = 2.25 a side: y from -2.25, 10 + 2 × 2.25 = 14.5 high.
        let svg = try Self.render(#"<button title="周一" frame="0 0 100 10"/>"#)
        #expect(svg.contains(##"<clipPath id="clip1">"## + "\n" + ##"    <rect x="0" y="-2.25" width="100" height="14.5"/>"##))
    }

    @Test func glyphBoxesAreAlwaysClipped() throws {
        let svg = try Self.render(#"<button title="周一" frame="0 0 100 30"/>"#, style: .boxes)
        #expect(svg.contains(##"<clipPath id="clip1">"## + "\n" + ##"    <rect x="0" y="0" width="100" height="30"/>"##))
    }

    @Test func roundedCornersCutTextNearThem() {
        // A 100 × 30 rectangle with corners of 12: the point (2, 2) is 10√2 ≈ 14.1 from the
        // corner circle's centre (12, 12), outside its radius; (6, 6) is 6√2 ≈ 8.5, inside.
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 30)
        #expect(!TextClip.contains(bounds, radius: 12, CGRect(x: 2, y: 2, width: 96, height: 26)))
        #expect(TextClip.contains(bounds, radius: 12, CGRect(x: 6, y: 6, width: 88, height: 18)))
        #expect(TextClip.contains(bounds, radius: 0, CGRect(x: 0, y: 0, width: 100, height: 30)))
        #expect(!TextClip.contains(bounds, radius: 0, CGRect(x: 0, y: 0, width: 100.5, height: 30)))
        // A line centred at 50, its glyphs from 15 - 11.25 = 3.75 to 26.25, in that rectangle
        // kept 1 from its left and right edges (1 to 99; the top-left corner's centre moves to
        // (13, 12)). 60 wide, 20 to 80: clear of the corners' squares (x < 13), inside.
        let clip = TextClip(anchorX: 50, anchor: "middle", firstMiddle: 15, lastMiddle: 15, reach: 11.25)
        let line = { (width: CGFloat) in
            var clip = clip
            clip.addLine(width: width)
            return clip
        }
        #expect(!line(60).isNeeded(in: bounds, radius: 12, margin: 1))
        // 90 wide, 5 to 95: (5, 3.75) is (-8, -8.25) from (13, 12), √(64 + 68.06) ≈ 11.5 ≤ 12.
        #expect(!line(90).isNeeded(in: bounds, radius: 12, margin: 1))
        // 96 wide, 2 to 98: (2, 3.75) is (-11, -8.25) from it, √(121 + 68.06) ≈ 13.7 > 12.
        #expect(line(96).isNeeded(in: bounds, radius: 12, margin: 1))
    }
}
