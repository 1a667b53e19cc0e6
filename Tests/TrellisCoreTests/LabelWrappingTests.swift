import Foundation
import Testing
import TrellisCore

/// Multi-line labels under the test metrics: at 10 points a Latin letter is 5 wide, an
/// ideograph 10, "…" (East_Asian_Width A) 5, and a line 12 high.
struct LabelWrappingTests {
    private func layout(_ text: String, width: CGFloat, lines: Int = 0, mode: LineBreakMode = .word) -> TextLayout {
        TextLayout(text: text, font: Font(size: 10), measurer: TestTextMetrics(), width: width, lines: lines, mode: mode)
    }

    @Test func cjkBreaksBetweenAnyTwoIdeographs() {
        // 8 ideographs, 80 wide, in 35: three per line.
        let result = layout("一二三四五六七八", width: 35)
        #expect(result.lines == ["一二三", "四五六", "七八"])
        #expect(result.size == CGSize(width: 30, height: 36))
        #expect(result.visibleText == "一二三四五六七八")
    }

    @Test func latinBreaksAtSpacesAndTrailingSpacesHang() {
        // "the quick" is 9 × 5 = 45 ≤ 50; "the quick brown" 75 > 50.
        let result = layout("the quick brown fox", width: 50)
        #expect(result.lines == ["the quick", "brown fox"])
        #expect(result.size == CGSize(width: 45, height: 24))
    }

    @Test func aWordIsBrokenOnlyWhenItAloneIsWiderThanTheLine() {
        // The 34-letter word (170) is wider than 100 (20 letters): "a" keeps its own line,
        // the word breaks after 20 letters, and its rest shares a line with "b" (16 × 5).
        let result = layout("a supercalifragilisticexpialidocious b", width: 100)
        #expect(result.lines == ["a", "supercalifragilistic", "expialidocious b"])
        #expect(result.size == CGSize(width: 100, height: 36))
    }

    @Test func aURLBreaksAtItsOpportunitiesBeforeBreakingLetters() {
        // UAX #14 allows a break after "/" but not inside "example.com" (the full stop is
        // class IS); "https://example.com/" is 20 × 5 = 100.
        let result = layout("https://example.com/documentation", width: 100)
        #expect(result.lines == ["https://example.com/", "documentation"])
        #expect(result.size == CGSize(width: 100, height: 24))
    }

    @Test func aLongWordAloneIsBrokenBetweenLetters() {
        let result = layout("abcdefghij", width: 20)
        #expect(result.lines == ["abcd", "efgh", "ij"])
    }

    @Test func twoLinesTruncateTheTailWithAnEllipsis() {
        // The second line "四五六" is cut; "四五六…" is 35, which fits 35.
        let result = layout("一二三四五六七八", width: 35, lines: 2, mode: .truncateTail)
        #expect(result.lines == ["一二三", "四五六…"])
        #expect(result.size == CGSize(width: 35, height: 24))
        #expect(result.visibleText == "一二三\n四五六…")
    }

    @Test func twoLinesOfWordWrappingCutWithoutAnEllipsis() {
        let result = layout("the quick brown fox jumps", width: 50, lines: 2)
        #expect(result.lines == ["the quick", "brown fox"])
        #expect(result.visibleText == "the quick\nbrown fox")
    }

    @Test func charModeBreaksBetweenAnyCharacters() {
        let result = layout("hello world", width: 20, mode: .char)
        #expect(result.lines == ["hell", "o wo", "rld"])
        #expect(result.size == CGSize(width: 20, height: 36))
    }

    @Test func hardLineBreaksStartLinesAndCountTowardsTheLimit() {
        let result = layout("ab\ncd\nef", width: 100, lines: 2)
        #expect(result.lines == ["ab", "cd"])
        #expect(result.size == CGSize(width: 10, height: 24))
    }

    @Test func oneLineTruncatesOnlyUnderTruncateTail() {
        // "Monday" is 30 wide; in 20, "Mon…" (20) fits.
        #expect(layout("Monday", width: 20, lines: 1).lines == ["Monday"])
        let truncated = layout("Monday", width: 20, lines: 1, mode: .truncateTail)
        #expect(truncated.lines == ["Mon…"])
        #expect(truncated.size == CGSize(width: 20, height: 12))
        #expect(layout("Monday", width: 2, lines: 1, mode: .truncateTail).lines == ["…"])
    }

    @Test func emptyTextHasNoLines() {
        let result = layout("", width: 10)
        #expect(result.lines.isEmpty)
        #expect(result.size == .zero)
    }

    @Test func labelsStaySingleLineByDefault() {
        let label = Label(text: "the quick brown fox")
        label.fontSize = 10
        #expect(label.sizeThatFits(CGSize(width: 50, height: CGFloat.infinity)) == CGSize(width: 95, height: 12))
    }

    @Test func aMultiLineLabelFitsTheWidthItIsOffered() {
        let label = Label(text: "the quick brown fox")
        label.fontSize = 10
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 50, height: CGFloat.infinity)) == CGSize(width: 45, height: 24))
        #expect(label.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity)) == CGSize(width: 95, height: 12))
        label.frame = CGRect(x: 0, y: 0, width: 50, height: 24)
        #expect(label.textLayout.lines == ["the quick", "brown fox"])
        #expect(label.visibleText == "the quick brown fox")
    }
}
