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
