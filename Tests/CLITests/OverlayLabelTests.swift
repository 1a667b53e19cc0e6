import Foundation
import Testing
import Trellis

/// `--show-frames` and `--show-taps` labels stay inside the picture and off the titles
/// (Docs/cli.md, "trellis render").
struct OverlayLabelTests {
    static func svg(_ xml: String, taps: [TapMark] = [], frames: Bool = true) throws -> String {
        let screen = try ScreenLoader(registry: .standard).load(xml: xml)
        screen.layoutIfNeeded()
        return SVGRenderer(options: RenderOptions(showsFrames: frames, showsTaps: !taps.isEmpty)).render(screen, taps: taps)
    }

    @Test func anIdMovesOffATitleThatFillsItsFrame() throws {
        // A 20-point button whose 18-point title line (y 1 … 19) fills it; the frame
        // starts at y 40, so the id's 9.6-point box (1.2 × 8) goes above it, at y 30.4,
        // with its baseline 0.2 em = 1.6 above the box's bottom: 40 - 1.6 = 38.4.
        let svg = try Self.svg(
            """
            <screen width="100" height="100" layout="absolute">
              <button id="go" title="Go" frame="10 40 80 20"/>
            </screen>
            """)
        #expect(svg.contains(#"<text x="10" y="38.4">go</text>"#))
    }

    @Test func anIdOnAViewWithoutTextStaysInsideItsCorner() throws {
        // Inside the top-left corner: (1, 1) from the frame; baseline 11 + 9.6 - 1.6 = 19.
        let svg = try Self.svg(
            """
            <screen width="100" height="100" layout="absolute"><view id="box" frame="10 10 50 50"/></screen>
            """)
        #expect(svg.contains(#"<text x="11" y="19">box</text>"#))
    }

    @Test func anIdAtTheTopEdgeGoesBelowItsFrame() throws {
        // A button at the very top fills its frame with its title: no room above (y 0), so
        // the id goes below the frame: box at y 20, baseline 20 + 9.6 - 1.6 = 28.
        let svg = try Self.svg(
            """
            <screen width="100" height="100" layout="absolute"><button id="top" title="Top" frame="0 0 100 20"/></screen>
            """)
        #expect(svg.contains(#"<text x="0" y="28">top</text>"#))
    }

    @Test func aTapLabelNearTheRightEdgeFlipsInside() throws {
        // The tap at (95, 5): to its right there is no room (95 + 8 + width > 100), and
        // above there is none either; "1" is 0.6 × 8 = 4.8 wide, so the first place inside
        // the picture is below-left: x = 95 - 8 - 4.8 = 82.2, y = 5 + 8 = 13, baseline
        // 13 + 9.6 - 1.6 = 21.
        let svg = try Self.svg(
            """
            <screen width="100" height="100" layout="absolute"><view frame="0 0 10 10"/></screen>
            """, taps: [TapMark(point: CGPoint(x: 95, y: 5), hitFrame: nil, hitName: nil)], frames: false)
        #expect(svg.contains(#"<text x="82.2" y="21" stroke="none""#))
    }

    @Test func everyLabelOfTheSeedRenderLiesInsideThePicture() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        let result = try CLIRunner.run([
            "render", examples.appendingPathComponent("feedback-grid.xml").path,
            "--tap", "路太窄", "--show-taps", "--show-frames",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let size = try #require(result.stdout.firstMatch(of: #/width="([0-9.]+)" height="([0-9.]+)"/#))
        let (width, height) = (try #require(Double(size.1)), try #require(Double(size.2)))
        let labels = result.stdout.matches(of: #/<text x="([0-9.\-]+)" y="([0-9.\-]+)"[^>]*font-size="8"[^>]*>|<text x="([0-9.\-]+)" y="([0-9.\-]+)">/#)
        #expect(!labels.isEmpty)
        for label in labels {
            let x = try #require(Double(label.1 ?? label.3 ?? ""))
            let y = try #require(Double(label.2 ?? label.4 ?? ""))
            #expect(x >= 0 && x < width && y > 0 && y <= height, "label at \(x), \(y)")
        }
    }
}
