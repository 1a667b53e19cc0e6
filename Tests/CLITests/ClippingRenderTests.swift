import Foundation
import Testing
import Trellis

/// Clipping in the picture (Docs/cli.md, "trellis render"): a view that clips draws its
/// subtree inside its frame, and a view is drawn where hit-testing finds it, so the
/// picture, hit-testing and visibility agree.
struct ClippingRenderTests {
    static let renders = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Renders")

    @Test func aClippedScreenMatchesItsGolden() throws {
        let result = try CLIRunner.run(["render", Self.renders.appendingPathComponent("clipped.xml").path])
        #expect(result.status == 0, "\(result.stderr)")
        let file = Self.renders.appendingPathComponent("clipped.svg")
        if ProcessInfo.processInfo.environment["TRELLIS_RECORD"] == "1" {
            try Data(result.stdout.utf8).write(to: file, options: .atomic)
            Issue.record("recorded \(file.lastPathComponent); run again without TRELLIS_RECORD to compare")
            return
        }
        #expect(result.stdout == (try String(contentsOf: file, encoding: .utf8)), "TRELLIS_RECORD=1 rewrites clipped.svg")
    }

    @Test func clippedSubtreesAreDrawnInsideAClipPath() throws {
        let screen = try ScreenLoader(registry: .standard).load(contentsOfFile: Self.renders.appendingPathComponent("clipped.xml").path)
        let svg = SVGRenderer().render(screen)
        // The card's clip has its frame and corner radius; everything inside is in its group.
        #expect(svg.contains(##"<clipPath id="clip1">"## + "\n" + ##"    <rect x="10" y="10" width="180" height="100" rx="12"/>"##))
        #expect(svg.contains(##"<g clip-path="url(#clip1)">"##))
        // "Half" at (10 + 120, 10 + 60) is drawn (clipped); "Gone" at y 130 lies below the card's
        // bottom (110): not drawn, and not visible, as hit-testing has it.
        #expect(svg.contains(##"<rect x="130" y="70" width="100" height="30""##))
        #expect(!svg.contains(">Gone</text>"))
        #expect(screen.view(withID: "gone")?.isVisible == false)
        #expect(screen.view(withID: "half")?.isVisible == true)
        // The view that does not clip draws its child past its edge (UIKit's default).
        #expect(svg.contains(##"<rect x="70" y="170" width="80" height="30""##))
        let nested = svg.components(separatedBy: "\n").filter { $0.contains("clip-path=\"url(#clip") }
        #expect(nested.count >= 2)
    }

    @Test func aScrollViewDrawsItsRowsWhereTapsFindThem() throws {
        // Rows of 40 in a 100-point viewport at y 20, scrolled to y 60: row 2 (content
        // y 40–80) is on screen at 20 + 40 - 60 = 0 to 40, cut to the viewport's 20–40;
        // row 4 (content y 120) at 80; row 5 (content y 160) at 120, past the viewport's
        // bottom (120): not drawn, not visible.
        let screen = try ScreenLoader(registry: .standard).load(
            xml: """
                <screen width="200" height="200" layout="absolute">
                  <scroll id="list" frame="0 20 200 100" content-offset="0 60">
                    <button id="row1" title="Row 1" height="40"/>
                    <button id="row2" title="Row 2" height="40"/>
                    <button id="row3" title="Row 3" height="40"/>
                    <button id="row4" title="Row 4" height="40"/>
                    <button id="row5" title="Row 5" height="40"/>
                  </scroll>
                </screen>
                """)
        let svg = SVGRenderer().render(screen)
        #expect(svg.contains(##"<rect x="0" y="20" width="200" height="100"/>"##))
        #expect(!svg.contains(">Row 1</text>") && !svg.contains(">Row 5</text>"))
        #expect(svg.contains(##"<rect x="0" y="0" width="200" height="40" fill="#f2f2f2""##))
        #expect(svg.contains(##"<rect x="0" y="80" width="200" height="40" fill="#f2f2f2""##))
        #expect(screen.hitTest(CGPoint(x: 100, y: 30))?.id == "row2")
        #expect(screen.hitTest(CGPoint(x: 100, y: 100))?.id == "row4")
        #expect(screen.view(withID: "row2")?.visibleRect == CGRect(x: 0, y: 20, width: 200, height: 20))
        #expect(screen.view(withID: "row5")?.isVisible == false)
        #expect(screen.view(withID: "row1")?.isVisible == false)
    }

    @Test func aScrolledViewIsDrawnWhereHitTestingFindsIt() throws {
        // A clipping viewport at (0, 100), 200 × 100, its bounds origin at y 50 (a content
        // offset). A button at content y 120 is at 100 + 120 - 50 = 170 on screen; one at
        // content y 0 is at 50, above the viewport: not drawn, not hit, not visible.
        let screen = Screen(size: CGSize(width: 200, height: 300))
        let viewport = View(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        viewport.clipsToBounds = true
        viewport.bounds.origin = CGPoint(x: 0, y: 50)
        let shown = Button(title: "Shown")
        shown.frame = CGRect(x: 0, y: 120, width: 100, height: 30)
        let above = Button(title: "Above")
        above.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        viewport.addSubview(shown)
        viewport.addSubview(above)
        screen.addSubview(viewport)
        let svg = SVGRenderer().render(screen)
        #expect(svg.contains(##"<rect x="0" y="170" width="100" height="30""##))
        #expect(screen.hitTest(CGPoint(x: 50, y: 180)) === shown)
        #expect(shown.isVisible)
        #expect(!svg.contains(">Above</text>"))
        #expect(screen.hitTest(CGPoint(x: 50, y: 60)) !== above)
        #expect(!above.isVisible)
    }
}
