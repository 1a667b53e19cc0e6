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
        let screen = try seed()
        let series = SVGPictureSeries()
        _ = SVGRenderer().picture(screen, series: series)
        try screen.tap(text: "展开")
        try screen.clock.advance(by: .milliseconds(125))
        // The toggle drawn at (15 + 227.5, 20 + 20) at 125 ms, then at its model frame
        // (15 + 200, 20 + 40) once settled, though its drawing revision did not move.
        let half = String(decoding: SVGRenderer().picture(screen, series: series).bytes, as: UTF8.self)
        #expect(half.contains("<rect x=\"242.5\" y=\"40\" width=\"45\" height=\"12\""))
        try screen.clock.settle()
        let settled = String(decoding: SVGRenderer().picture(screen, series: series).bytes, as: UTF8.self)
        #expect(settled.contains("<rect x=\"215\" y=\"60\" width=\"45\" height=\"12\""))
    }
}
