import Foundation
import Testing
import Trellis

/// `trellis render --text-style` (Docs/cli.md): glyph boxes draw the pictures
/// `assertScreenshot` compares.
struct TextStyleOptionTests {
    @Test func boxesDrawTheScreenshotPicture() throws {
        let directory = try CLIRunner.directory(with: [
            "s.xml": #"<screen width="60" height="20"><label text="Hi" font-size="10"/></screen>"#,
            "shot.yaml": "screen: s.xml\n---\n- assertScreenshot: s\n",
        ])
        let svg = try CLIRunner.run(["render", "s.xml", "--text-style", "boxes"], in: directory)
        #expect(svg.status == 0)
        // "Hi" at 10 pt under the test metrics: two 5-point boxes, 7 high, no text element.
        #expect(svg.stdout.contains(##"<rect x="0" y="2.5" width="5" height="7" fill="#1f1f1f"/>"##))
        #expect(!svg.stdout.contains("<text"))
        let png = try CLIRunner.run(["render", "s.xml", "--text-style", "boxes", "-o", "s.png"], in: directory)
        #expect(png.status == 0)
        // The picture render draws is the golden assertScreenshot accepts.
        let check = try CLIRunner.run(["test", "shot.yaml"], in: directory)
        #expect(check.status == 0, "\(check.stdout)")
        #expect(check.stdout.hasSuffix("1 passed, 0 failed\n"))
    }

    @Test func anUnknownStyleIsAUsageError() throws {
        let directory = try CLIRunner.directory(with: ["s.xml": #"<screen width="60" height="20"/>"#])
        let result = try CLIRunner.run(["render", "s.xml", "--text-style", "box"], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("trellis: error: --text-style must be glyphs or boxes, not 'box'; did you mean 'boxes'?"))
    }
}
