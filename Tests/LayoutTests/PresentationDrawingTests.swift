import Foundation
import Testing
import Trellis

/// Pictures read the presentation while an animation runs (Docs/time.md, "Pictures").
struct PresentationDrawingTests {
    private func seed() throws -> Screen {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let xml = try String(contentsOf: root.appendingPathComponent("Examples/company-tags.xml"), encoding: .utf8)
        let screen = try ScreenLoader.standard.load(xml: xml, path: "company-tags.xml")
        screen.clock.autoSettle = false
        screen.layoutIfNeeded()
        return screen
    }

    @Test func screenAnimateFadesWhatIsDrawn() throws {
        let screen = try seed()
        let row = try #require(screen.view(withID: "tags"))
        let before = SVGRenderer().render(screen)
        try screen.animate(duration: .milliseconds(200), curve: .linear) { row.alpha = 0 }
        // Linear, 100 of 200 ms: alpha 1 + (0 − 1) × 0.5 = 0.5, while the model is 0.
        try screen.clock.advance(by: .milliseconds(100))
        #expect(row.alpha == 0)
        let half = SVGRenderer().render(screen)
        #expect(half.contains("<g opacity=\"0.5\">\n    <rect x=\"15\" y=\"20\" width=\"345\" height=\"15\""))
        try screen.clock.advance(by: .milliseconds(100))
        #expect(SVGRenderer().render(screen).contains("<g opacity=\"0\">"))
        #expect(before != half)
    }

    @Test func aSeriesReusesNoDrawingFromAMomentGone() throws {
        let screen = try ScreenLoader.standard.load(
            xml: "<screen width=\"100\" height=\"100\" layout=\"absolute\">\n  <view id=\"box\" frame=\"10 10 50 50\"/>\n</screen>", path: "box.xml")
        screen.clock.autoSettle = false
        let box = try #require(screen.view(withID: "box"))
        let series = SVGPictureSeries()
        _ = SVGRenderer().picture(screen, series: series)
        try screen.animate(duration: .milliseconds(200), curve: .linear) {
            box.frame = CGRect(x: 30, y: 10, width: 50, height: 50)
            box.alpha = 0.2
        }
        // Linear, 100 of 200 ms: x 10 + 20 × 0.5 = 20, alpha 1 − 0.8 × 0.5 = 0.6.
        try screen.clock.advance(by: .milliseconds(100))
        let half = String(decoding: SVGRenderer().picture(screen, series: series).bytes, as: UTF8.self)
        #expect(half.contains("<g opacity=\"0.6\">"))
        #expect(half.contains("<rect x=\"20\" y=\"10\" width=\"50\" height=\"50\""))
        // Settled, with no change to the model since the last picture: the model's x 30 and
        // alpha 0.2, not the drawing of 100 ms.
        try screen.clock.settle()
        let settled = String(decoding: SVGRenderer().picture(screen, series: series).bytes, as: UTF8.self)
        #expect(settled.contains("<g opacity=\"0.2\">"))
        #expect(settled.contains("<rect x=\"30\" y=\"10\" width=\"50\" height=\"50\""))
    }
}
