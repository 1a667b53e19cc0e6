import Foundation
import Testing
import TrellisCore
import TrellisFonts

/// The real-font measurer against HarfBuzz called directly on the same font files: each
/// case names its text, its font and what shaping must do to it; the expected width is
/// HarfBuzz's (``HarfBuzzReference``), to within 1/64 pt.
@Suite struct ShapingTests {
    let measurer = InstalledFonts.measurer

    /// One case: `text` in `family` at 15 pt, drawn by that family's own file.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var family: String
        var testDescription: String { name }
    }

    /// The expected width of `text` in `font`, and the file it comes from; the test fails
    /// when the family is not installed under its own name.
    private func expected(_ text: String, _ font: Font) throws -> (width: CGFloat, glyphs: Int, file: FontFile) {
        let file = try #require(measurer.primaryFile(for: font))
        try #require(file.family == font.family, "\(font.family ?? "") resolves to \(file.family)")
        let shaped = try #require(HarfBuzzReference.shape(text, in: file, size: font.size))
        return (shaped.width, shaped.glyphs, file)
    }

    static let cases: [Case] = [
        // Noto Sans has no legacy `kern` table: its kerning is in GPOS only.
        Case(name: "Latin, GPOS-only kerning: AVATAR", text: "AVATAR", family: "Noto Sans"),
        Case(name: "Latin, GPOS-only kerning: Type To Vow", text: "Type To Vow", family: "Noto Sans"),
        Case(name: "Ligature: ffi", text: "ffi", family: "Noto Sans"),
        Case(name: "Ligature: office", text: "office", family: "Noto Sans"),
        Case(name: "Arabic joining: العربية", text: "العربية", family: "Noto Sans Arabic"),
        Case(name: "Arabic joining: مرحبا بالعالم", text: "مرحبا بالعالم", family: "Noto Sans Arabic"),
        Case(name: "Arabic joining in DejaVu Sans: العربية", text: "العربية", family: "DejaVu Sans"),
        Case(name: "Hebrew with points: שָׁלוֹם", text: "שָׁלוֹם", family: "Noto Sans Hebrew"),
        Case(name: "Devanagari conjunct: ज्ञ", text: "ज्ञ", family: "Noto Sans Devanagari"),
        Case(name: "Devanagari reordering: हिन्दी", text: "हिन्दी", family: "Noto Sans Devanagari"),
        Case(name: "CJK: 周一礼拜六", text: "周一礼拜六", family: "WenQuanYi Micro Hei"),
        Case(name: "Thai: ภาษาไทย", text: "ภาษาไทย", family: "Noto Sans Thai"),
        Case(name: "Combining mark: a + U+0301", text: "a\u{301}", family: "Noto Sans"),
        Case(name: "Combining marks: e + U+0323 + U+0302", text: "e\u{323}\u{302}", family: "Noto Sans"),
        Case(name: "Combining mark: a + U+0301 in DejaVu Sans", text: "a\u{301}", family: "DejaVu Sans"),
    ]

    @Test(.enabled(if: InstalledFonts.hasShapingFonts, InstalledFonts.shapingFontsMissing), arguments: cases)
    func agreesWithHarfBuzz(_ shapingCase: Case) throws {
        for size: CGFloat in [10, 15, 23.5] {
            let font = Font(size: size, family: shapingCase.family)
            let expected = try expected(shapingCase.text, font)
            let measured = measurer.size(of: shapingCase.text, font: font).width
            #expect(
                abs(measured - expected.width) <= 1.0 / 64,
                "\(shapingCase.name) at \(size): \(measured) vs HarfBuzz \(expected.width) in \(expected.file.path)")
        }
    }

    @Test(.enabled(if: InstalledFonts.hasShapingFonts, InstalledFonts.shapingFontsMissing))
    func gposKerningNarrowsAVATAR() throws {
        // Noto Sans has no `kern` table, so only GPOS can make "AVATAR" narrower than its
        // letters measured one by one.
        let font = Font(size: 40, family: "Noto Sans")
        let file = try #require(measurer.primaryFile(for: font))
        #expect(try #require(FreeTypeReference()).hasKerning(file) == false)
        let whole = measurer.size(of: "AVATAR", font: font).width
        let letters = "AVATAR".map { measurer.size(of: String($0), font: font).width }.reduce(0, +)
        #expect(whole < letters - 4, "AVATAR: \(whole) vs \(letters)")
    }

    @Test(.enabled(if: InstalledFonts.hasShapingFonts, InstalledFonts.shapingFontsMissing))
    func ligaturesAndConjunctsBecomeFewerGlyphs() throws {
        let noto = Font(size: 15, family: "Noto Sans")
        #expect(try expected("ffi", noto).glyphs == 1)
        // HarfBuzz composes "a" + U+0301 into the font's "á", as if it had been precomposed.
        #expect(try expected("a\u{301}", noto).glyphs == 1)
        #expect(measurer.size(of: "a\u{301}", font: noto).width == measurer.size(of: "\u{E1}", font: noto).width)
        let devanagari = Font(size: 15, family: "Noto Sans Devanagari")
        #expect(try expected("ज्ञ", devanagari).glyphs == 1)
    }

    @Test(.enabled(if: InstalledFonts.hasShapingFonts, InstalledFonts.shapingFontsMissing))
    func fallbackRunsAreShapedEachInItsOwnFont() throws {
        // "Swift " comes from Noto Sans; 标签 from the CJK font fontconfig's charset
        // matching picks; the Arabic word from the font it picks for Arabic, shaped right
        // to left inside a left-to-right line.
        let font = Font(size: 15, family: "Noto Sans")
        let noto = try #require(measurer.primaryFile(for: font))
        let cjk = try #require(measurer.file(drawing: "标", in: font))
        let arabic = try #require(measurer.file(drawing: "ع", in: font))
        #expect(cjk.family != "Noto Sans" && arabic.family != "Noto Sans")
        let latin = try #require(HarfBuzzReference.shape("Swift ", in: noto, size: 15)).width
        let ideographs = try #require(HarfBuzzReference.shape("标签", in: cjk, size: 15)).width
        let word = try #require(HarfBuzzReference.shape("العربية", in: arabic, size: 15)).width
        #expect(abs(measurer.size(of: "Swift 标签", font: font).width - (latin + ideographs)) <= 1.0 / 64)
        #expect(abs(measurer.size(of: "Swift العربية", font: font).width - (latin + word)) <= 1.0 / 64)
    }
}
