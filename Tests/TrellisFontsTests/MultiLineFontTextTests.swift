import Foundation
import Testing
import Trellis

/// Multi-line labels loaded from XML under both metrics (Docs/layouts.md, "Multi-line text"):
/// the same lines with the test metrics and with DejaVu Sans shaped by HarfBuzz.
@Suite struct MultiLineFontTextTests {
    /// Runs `body` with the label `l` of a screen loaded with `attributes` on it, keeping
    /// the screen alive meanwhile (a label measures through its screen).
    private func withLabel(_ attributes: String, metrics: String, _ body: (Label) throws -> Void) throws {
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen text-metrics="\(metrics)" font-family="DejaVu Sans" layout="stack" alignment="leading">
                  <label id="l" \(attributes)/>
                </screen>
                """)
        screen.layoutIfNeeded()
        let label = try #require(screen.view(withID: "l") as? Label)
        try withExtendedLifetime(screen) { try body(label) }
    }

    /// DejaVu Sans shaped by HarfBuzz directly: the width of `text` at `size`, in points.
    private func dejaVu(_ text: String, size: CGFloat) throws -> CGFloat {
        let file = try #require(InstalledFonts.measurer.primaryFile(for: Font(size: size, family: "DejaVu Sans")))
        return try #require(HarfBuzzReference.shape(text, in: file, size: size)).width
    }

    @Test func aLineSeparatorStartsALineUnderTheTestMetrics() throws {
        // "a", "b" at 10: 5 × 2 lines of 12.
        try withLabel(#"text="a&#x2028;b" lines="0" font-size="10""#, metrics: "test") { (shown: Label) throws in
            #expect(shown.frame.size == CGSize(width: 5, height: 24))
            #expect(shown.textLayout.lines == ["a", "b"])
        }
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVu, InstalledFonts.dejaVuMissing))
    func aLineSeparatorStartsALineWithFonts() throws {
        try withLabel(#"text="a&#x2028;b" lines="0" font-size="10""#, metrics: "fonts") { (shown: Label) throws in
            let line = InstalledFonts.measurer.lineHeight(for: Font(size: 10, family: "DejaVu Sans"))
            let width = max(try dejaVu("a", size: 10), try dejaVu("b", size: 10))
            #expect(abs(shown.frame.width - width) <= 1.0 / 64)
            #expect(shown.frame.height == 2 * line)
            #expect(shown.textLayout.lines == ["a", "b"])
        }
    }

    @Test func aNoBreakSpaceIsPartOfTheWordUnderTheTestMetrics() throws {
        // One 45-wide word in 25: "aaaa" and the no-break space (5 × 5 = 25), then "bbbb".
        try withLabel(#"text="aaaa&#xA0;bbbb" lines="0" font-size="10" width="25""#, metrics: "test") { (shown: Label) throws in
            #expect(shown.textLayout.lines == ["aaaa\u{A0}", "bbbb"])
            #expect(shown.textLayout.size == CGSize(width: 25, height: 24))
            #expect(shown.frame.size == CGSize(width: 25, height: 24))
        }
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVu, InstalledFonts.dejaVuMissing))
    func aNoBreakSpaceIsPartOfTheWordWithFonts() throws {
        // The label is exactly as wide as "aaaa" and the no-break space in DejaVu Sans.
        let width = try dejaVu("aaaa\u{A0}", size: 10)
        #expect(width > (try dejaVu("aaaa", size: 10)))
        try withLabel(#"text="aaaa&#xA0;bbbb" lines="0" font-size="10" width="\#(width)""#, metrics: "fonts") { (shown: Label) throws in
            #expect(shown.textLayout.lines == ["aaaa\u{A0}", "bbbb"])
            #expect(abs(shown.textLayout.size.width - width) <= 1.0 / 64)
        }
    }

    @Test func oneLineWithANewlineIsOneLineTallUnderTheTestMetrics() throws {
        // "Mon" at 15: 22.5 × 18.
        try withLabel(#"text="Mon&#10;x" lines="1" font-size="15""#, metrics: "test") { (shown: Label) throws in
            #expect(shown.frame.size == CGSize(width: 22.5, height: 18))
            #expect(shown.visibleText == "Mon")
        }
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVu, InstalledFonts.dejaVuMissing))
    func oneLineWithANewlineIsOneLineTallWithFonts() throws {
        try withLabel(#"text="Mon&#10;x" lines="1" font-size="15""#, metrics: "fonts") { (shown: Label) throws in
            let line = InstalledFonts.measurer.lineHeight(for: Font(size: 15, family: "DejaVu Sans"))
            #expect(shown.frame.height == line)
            #expect(abs(shown.frame.width - (try dejaVu("Mon", size: 15))) <= 1.0 / 64)
            #expect(shown.visibleText == "Mon")
        }
    }
}

/// What the SVG renderer draws for text with mandatory breaks and wrapped labels.
@Suite struct DrawnLinesTests {
    @Test func everyMandatoryBreakDrawsALineAndALabelDrawsItsMeasuredLines() throws {
        // The button's title breaks at U+2028: two <text> lines. The label offered 7
        // points shows "a", "b", "周" (3 lines, 10 wide) and draws those three, not the
        // two ("ab", "周") its 10-point frame would hold.
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen layout="stack" alignment="leading" font-size="10">
                  <button title="x&#x2028;y"/>
                  <view width="7" layout="stack" alignment="leading"><label text="ab周" lines="0"/></view>
                </screen>
                """)
        screen.layoutIfNeeded()
        let svg = SVGRenderer().render(screen)
        let texts = svg.components(separatedBy: "<text").dropFirst().map { $0.components(separatedBy: "</text>")[0] }
        let drawn = texts.compactMap { $0.split(separator: ">", maxSplits: 1).last.map(String.init) }
        #expect(drawn == ["x", "y", "a", "b", "周"])
    }
}
