import Foundation
import Testing
import Trellis

/// Glyph boxes (Docs/flows.md, "Commands"): each cluster a filled box of its
/// advance, 0.7 em high, on the baseline.
struct GlyphBoxTests {
    @Test func aLabelIsDrawnAsOneBoxPerCharacterAndWhiteSpaceIsEmpty() throws {
        let screen = try ScreenLoader(registry: .standard).load(
            xml: #"<screen width="100" height="40"><label text="ab c" font-size="10"/></screen>"#, path: "s.xml")
        screen.layoutIfNeeded()
        let svg = SVGRenderer(options: RenderOptions(textStyle: .boxes)).render(screen)
        // Test metrics: a Latin letter is half an em, 5 points at 10 pt; the line is 12
        // high, so the baseline is 6 + 0.35 × 10 = 9.5 and a box 7 high starts at 2.5.
        #expect(svg.contains(##"<rect x="0" y="2.5" width="5" height="7" fill="#1f1f1f"/>"##))
        #expect(svg.contains(##"<rect x="5" y="2.5" width="5" height="7" fill="#1f1f1f"/>"##))
        #expect(svg.contains(##"<rect x="15" y="2.5" width="5" height="7" fill="#1f1f1f"/>"##))
        #expect(!svg.contains("<text"))
    }
}
