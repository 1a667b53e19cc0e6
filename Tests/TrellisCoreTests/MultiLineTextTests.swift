import Foundation
import Testing
import TrellisCore

/// Mandatory breaks, hanging and no-break spaces, and labels that show the lines they
/// were measured with (Docs/layouts.md, "Multi-line text"), under the test metrics: at 10
/// points a Latin letter or a space is 5 wide, an ideograph 10, and a line 12 high.
struct MultiLineTextTests {
    private let font = Font(size: 10)

    private func layout(_ text: String, width: CGFloat?, lines: Int = 0, mode: LineBreakMode = .word) -> TextLayout {
        TextLayout(text: text, font: font, measurer: TestTextMetrics(), width: width, lines: lines, mode: mode)
    }

    @Test(arguments: [
        ("LF", "a\nb"), ("CR", "a\rb"), ("CR LF", "a\r\nb"), ("NEL", "a\u{85}b"),
        ("LS", "a\u{2028}b"), ("PS", "a\u{2029}b"), ("VT", "a\u{0B}b"), ("FF", "a\u{0C}b"),
    ])
    func everyMandatoryBreakStartsALine(name: String, text: String) {
        // "a" and "b", each 5 wide, on two lines: 5 × (2 × 12). CR LF is one break.
        #expect(layout(text, width: nil).lines == ["a", "b"], "\(name)")
        #expect(layout(text, width: nil).size == CGSize(width: 5, height: 24), "\(name)")
        #expect(TestTextMetrics().size(of: text, font: font) == CGSize(width: 5, height: 24), "\(name)")
    }

    @Test func aLineSeparatorMakesALabelTwoLinesTall() {
        // text="a&#x2028;b" with unlimited lines: 5 × 24.
        let label = Label(text: "a\u{2028}b")
        label.fontSize = 10
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 100, height: CGFloat.infinity)) == CGSize(width: 5, height: 24))
        label.frame = CGRect(x: 0, y: 0, width: 5, height: 24)
        #expect(label.textLayout.lines == ["a", "b"])
    }

    @Test func aNoBreakSpaceIsMeasuredAndNeverHangs() {
        // "aaaa\u{A0}bbbb" has no break opportunity: one word of 9 clusters, 45 wide, in
        // 25. It is broken where it must be: "aaaa" and the no-break space, 5 × 5 = 25,
        // then "bbbb", 20.
        let result = layout("aaaa\u{A0}bbbb", width: 25)
        #expect(result.lines == ["aaaa\u{A0}", "bbbb"])
        #expect(result.size == CGSize(width: 25, height: 24))
    }

    @Test func narrowAndFigureSpacesDoNotHangEither() {
        // "ab\u{202F}" and "ab\u{2007}" are 15 wide, the space counted; "ab " is 10.
        #expect(layout("ab\u{202F}", width: nil).size.width == 15)
        #expect(layout("ab\u{2007}", width: nil).size.width == 15)
        #expect(layout("ab ", width: nil).size.width == 10)
    }

    @Test func spacesAtABreakHangAndNeverStartALine() {
        // "ab" fits 10; the three spaces after it hang (0 wide), and "cd" starts the next
        // line: 10 × 24.
        let result = layout("ab   cd", width: 10)
        #expect(result.lines == ["ab", "cd"])
        #expect(result.size == CGSize(width: 10, height: 24))
        // An ideographic space hangs too: "一二" 20, then "三".
        #expect(layout("一二\u{3000}三", width: 20).lines == ["一二", "三"])
    }

    @Test func oneLineWithANewlineIsOneLineTall() {
        // text="Mon&#10;x" with lines 1 at 15: "Mon" only, 3 × 7.5 = 22.5 wide, 1.2 × 15 = 18
        // high; the text after the break is cut.
        let result = TextLayout(
            text: "Mon\nx", font: Font(size: 15), measurer: TestTextMetrics(), width: 100,
            lines: 1, mode: .word)
        #expect(result.lines == ["Mon"])
        #expect(result.size == CGSize(width: 22.5, height: 18))
        #expect(result.visibleText == "Mon")
        let label = Label(text: "Mon\nx")
        label.fontSize = 15
        #expect(label.sizeThatFits(CGSize(width: 100, height: CGFloat.infinity)) == CGSize(width: 22.5, height: 18))
        label.lineBreakMode = .truncateTail
        #expect(label.sizeThatFits(CGSize(width: 100, height: CGFloat.infinity)) == CGSize(width: 30, height: 18))
        label.frame = CGRect(x: 0, y: 0, width: 30, height: 18)
        #expect(label.visibleText == "Mon…")
    }

    @Test func aLabelOfferedNoWidthShowsTheLinesItMeasured() {
        // Offered 0: every cluster sits alone, "a", "b", "周": 3 lines, as wide as 周 (10).
        // Laid out again at its frame's width, 10, "ab" would fit one line: 2 lines.
        let label = Label(text: "ab周")
        label.fontSize = 10
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 0, height: CGFloat.infinity)) == CGSize(width: 10, height: 36))
        label.frame = CGRect(x: 0, y: 0, width: 10, height: 36)
        #expect(label.textLayout.lines == ["a", "b", "周"])
        #expect(label.visibleText == "ab周")
    }

    @Test func aLabelInAStackShowsTheLinesItWasMeasuredWith() {
        // The stack offers its content width, 7: "a" (5) fits, "ab" (10) does not, and
        // 周 (10) sits alone: 3 lines, 10 × 36, at the leading edge.
        let screen = Screen(size: CGSize(width: 7, height: 100))
        screen.layout = StackLayout(alignment: .leading)
        let label = Label(text: "ab周")
        label.fontSize = 10
        label.numberOfLines = 0
        screen.addSubview(label)
        screen.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 10, height: 36))
        #expect(label.textLayout.lines == ["a", "b", "周"])
    }

    @Test func aFrameSetSmallerByCodeWrapsAtItsWidth() {
        // Measured unwrapped (15 × 12), then given a 10-wide frame by code: "ab", "周".
        let label = Label(text: "ab周")
        label.fontSize = 10
        label.numberOfLines = 0
        _ = label.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        label.frame = CGRect(x: 0, y: 0, width: 10, height: 24)
        #expect(label.textLayout.lines == ["ab", "周"])
    }
}
