import Foundation
import Testing
import TrellisCore

/// The deterministic text metrics (Docs/layouts.md, "Text metrics").
struct TestTextMetricsTests {
    private let metrics = TestTextMetrics()

    private func size(_ text: String, _ fontSize: CGFloat) -> CGSize {
        metrics.size(of: text, font: Font(size: fontSize))
    }

    /// (text, font size, width, height). One line is 1.2 em high.
    @Test(arguments: [
        ("周一", 15.0, 30.0, 18.0),  // 2 wide clusters × 15; 1.2 × 15
        ("Mon", 15.0, 22.5, 18.0),  // 3 × 7.5
        ("", 15.0, 0.0, 0.0),  // empty text is (0, 0)
        ("Mon周一", 15.0, 52.5, 18.0),  // 22.5 + 30
        ("a\nbb", 17.0, 17.0, 40.8),  // widest line "bb" = 2 × 8.5; 2 lines × 1.2 × 17
        ("ab\ncde\nf", 10.0, 15.0, 36.0),  // "cde" = 3 × 5; 3 × 12
        ("a\n", 10.0, 5.0, 24.0),  // a trailing newline starts a second, empty line
        ("\n", 10.0, 0.0, 24.0),
        ("\u{200B}", 20.0, 0.0, 24.0),  // Cf: no width, but still one line
        ("\u{0007}", 20.0, 0.0, 24.0),  // Cc
        ("\t", 20.0, 0.0, 24.0),  // Cc
        ("a\u{200B}b", 20.0, 20.0, 24.0),  // 10 + 0 + 10
    ])
    func sizeOfText(text: String, fontSize: Double, width: Double, height: Double) {
        let measured = size(text, CGFloat(fontSize))
        #expect(approximatelyEqual(measured, CGSize(width: width, height: height)), "\(measured)")
    }

    /// (cluster, advance in ems).
    @Test(arguments: [
        ("M", 0.5),
        ("e\u{301}", 0.5),  // e + combining acute: one cluster, first scalar narrow
        ("\u{301}", 0.0),  // a lone nonspacing mark (Mn)
        ("\u{20DD}", 0.0),  // a lone enclosing mark (Me)
        ("\u{200B}", 0.0),  // zero-width space (Cf)
        ("\u{200D}", 0.0),  // zero-width joiner (Cf)
        ("\u{0007}", 0.0),  // bell (Cc)
        ("✨", 1.0),  // U+2728: Emoji_Presentation and East_Asian_Width W
        ("❤\u{FE0F}", 1.0),  // U+2764 U+FE0F: the variation selector makes it emoji
        ("❤", 0.5),  // U+2764 alone: text presentation, East_Asian_Width N
        ("👨\u{200D}👩\u{200D}👧", 1.0),  // ZWJ family: one cluster
        ("🇨🇳", 1.0),  // regional indicator pair: Emoji_Presentation
        ("Ａ", 1.0),  // U+FF21 fullwidth A: East_Asian_Width F
        ("ｱ", 0.5),  // U+FF71 halfwidth katakana: East_Asian_Width H
        ("한", 1.0),  // U+D55C precomposed Hangul syllable: W
        ("\u{1112}\u{1161}\u{11AB}", 1.0),  // the same syllable as conjoining jamo: one cluster, first W
        ("周", 1.0),
        ("①", 0.5),  // U+2460: East_Asian_Width A (ambiguous) is not wide
        ("€", 0.5),
        ("Ω", 0.5),
    ])
    func advanceOfCluster(text: String, ems: Double) throws {
        #expect(text.count == 1, "the case must be one grapheme cluster")
        let cluster = try #require(text.first)
        #expect(TestTextMetrics.advance(of: cluster) == CGFloat(ems))
        // Measured as text at 20 pt: width = ems × 20, one line of 24.
        #expect(approximatelyEqual(size(text, 20), CGSize(width: ems * 20, height: 24)))
    }

    @Test func everyLineIsMeasuredSeparately() {
        // Line widths 0.5, 3 and 1 em at 10 pt: the widest, "周一周", is 30.
        #expect(approximatelyEqual(size("a\n周一周\n周", 10), CGSize(width: 30, height: 36)))
    }

    @Test func latinOneAndExtendedAAreHalfAnEmEachAndTheSoftHyphenNothing() {
        // "Ünïcode ümlaut" is 14 clusters of ½ em: 7 em at 10 pt = 70 wide, one line of 12.
        #expect(approximatelyEqual(size("Ünïcode ümlaut", 10), CGSize(width: 70, height: 12)))
        // "第7号 · Tea": 第 and 号 1 em each, "7", the spaces, "·" and "Tea" ½ em each (7):
        // 2 + 3.5 = 5.5 em at 20 pt = 110 wide.
        #expect(approximatelyEqual(size("第7号 · Tea", 20), CGSize(width: 110, height: 24)))
        // The soft hyphen (U+00AD, a format character) advances 0: "a\u{AD}b" is 1 em.
        #expect(approximatelyEqual(size("a\u{AD}b", 10), CGSize(width: 10, height: 12)))
        // A combining mark after a Latin-1 letter joins its cluster: "é" written as e and
        // U+0301, then "ë", is 2 clusters, 1 em.
        #expect(approximatelyEqual(size("e\u{301}ë", 10), CGSize(width: 10, height: 12)))
    }

    @Test func everyScalarFromNoBreakSpaceToLatinExtendedAMeasuresAsItsCluster() throws {
        // Each scalar U+00A0–U+017F between two ASCII letters: the text's width is the sum
        // of the three clusters' advances, at 10 pt.
        for value in UInt32(0xA0)...0x17F {
            let scalar = try #require(Unicode.Scalar(value))
            let text = "a" + String(Character(scalar)) + "b"
            let ems = text.reduce(CGFloat(0)) { $0 + TestTextMetrics.advance(of: $1) }
            #expect(text.count == 3)
            #expect(approximatelyEqual(size(text, 10), CGSize(width: ems * 10, height: 12)), "U+\(String(value, radix: 16))")
        }
    }

    @Test func lineHeightFactorIsOnePointTwo() {
        #expect(TestTextMetrics.lineHeightFactor == 1.2)
    }

    @Test func unicodeVersionIsDotted() {
        let parts = TestTextMetrics.unicodeVersion.split(separator: ".")
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { Int($0) != nil })
        #expect((Int(parts.first ?? "") ?? 0) >= 6)
    }

    @Test func defaultFontSizes() {
        #expect(Font.labelDefault.size == 17)
        #expect(Font.buttonDefault.size == 15)
    }
}
