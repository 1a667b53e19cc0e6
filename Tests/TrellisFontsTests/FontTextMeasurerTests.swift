import Foundation
import Testing
import TrellisCore
import TrellisFonts

/// The real-font measurer against FreeType called directly on the same files.
@Suite struct FontTextMeasurerTests {
    let measurer = InstalledFonts.measurer

    /// FreeType's width of `text`, each scalar from the file the measurer says draws it,
    /// or from the primary file (its .notdef glyph) when no font covers it.
    private func reference(_ text: String, _ font: Font) throws -> CGFloat {
        let reference = try #require(FreeTypeReference())
        let primary = measurer.primaryFile(for: font)
        return try #require(reference.width(of: text, size: font.size) { measurer.file(drawing: $0, in: font) ?? primary })
    }

    @Test(
        .enabled(if: InstalledFonts.hasDejaVu, InstalledFonts.dejaVuMissing),
        arguments: ["Swift", "Hello, World!", "AVATAR To Tokyo", "tags 2024 ()[]"])
    func asciiAgreesWithFreeType(_ text: String) throws {
        for size: CGFloat in [10, 15, 17, 23.5] {
            let font = Font(size: size, family: "DejaVu Sans")
            let measured = measurer.size(of: text, font: font).width
            #expect(abs(measured - (try reference(text, font))) <= 1.0 / 64, "\(text) at \(size)")
        }
    }

    @Test(
        .enabled(if: InstalledFonts.hasDejaVu && InstalledFonts.hasCJK, InstalledFonts.fontsMissing),
        arguments: ["周一", "礼拜六", "新能源汽车", "Swift 标签 ✨", "MSCI中国", "第1天"])
    func cjkAndMixedAgreeWithFreeType(_ text: String) throws {
        let font = InstalledFonts.dejaVu
        let measured = measurer.size(of: text, font: font).width
        #expect(measured > 0)
        #expect(abs(measured - (try reference(text, font))) <= 1.0 / 64, "\(text)")
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVu, InstalledFonts.dejaVuMissing), arguments: ["AV", "To"])
    func kerningPairsAreNarrowerThanTheirGlyphs(_ pair: String) throws {
        let font = Font(size: 40, family: "DejaVu Sans")
        let file = try #require(measurer.primaryFile(for: font))
        let kerns = try #require(FreeTypeReference()).hasKerning(file)
        try #require(kerns, "\(file.family) has no kerning table FreeType reads")
        let whole = measurer.size(of: pair, font: font).width
        let parts = pair.map { measurer.size(of: String($0), font: font).width }.reduce(0, +)
        #expect(whole < parts, "\(pair): \(whole) vs \(parts)")
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVu && InstalledFonts.hasCJK, InstalledFonts.fontsMissing))
    func fallbackPicksACJKFontFor周一() throws {
        let font = InstalledFonts.dejaVu
        let latin = try #require(measurer.file(drawing: "S", in: font))
        #expect(latin.family == "DejaVu Sans")
        for scalar in "周一".unicodeScalars {
            let file = try #require(measurer.file(drawing: scalar, in: font))
            #expect(file.family != "DejaVu Sans", "\(scalar) drawn by \(file.family)")
        }
        let size = measurer.size(of: "周一", font: font)
        #expect(abs(size.width - 30) < 1, "CJK ideographs are about one em wide: \(size)")
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVu, InstalledFonts.dejaVuMissing))
    func linesAndEmptyText() {
        let font = InstalledFonts.dejaVu
        #expect(measurer.size(of: "", font: font) == .zero)
        let line = measurer.lineHeight(for: font)
        #expect(line > font.size && line < 2 * font.size)
        let two = measurer.size(of: "ab\nabc", font: font)
        #expect(two.height == 2 * line)
        #expect(two.width == measurer.size(of: "abc", font: font).width)
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVu, InstalledFonts.dejaVuMissing))
    func cachedMeasurementsAreStableAcrossThreads() async {
        let font = InstalledFonts.dejaVu
        let expected = measurer.size(of: "concurrent 标签", font: font)
        let measurer = self.measurer
        let results = await withTaskGroup(of: CGSize.self) { group in
            for _ in 0..<8 { group.addTask { measurer.size(of: "concurrent 标签", font: font) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test func uncoveredCharacterIsReportedOnce() {
        let measurer = FontTextMeasurer()
        let font = Font(size: 15)
        let text = "\u{10FFFD}"
        _ = measurer.size(of: text, font: font)
        _ = measurer.size(of: "x" + text, font: font)
        let warnings = measurer.takeWarnings()
        #expect(warnings.filter { $0.contains("U+10FFFD") }.count == 1, "\(warnings)")
        #expect(measurer.takeWarnings().isEmpty)
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVu, InstalledFonts.dejaVuMissing))
    func familiesAreCheckedWithSuggestions() throws {
        #expect(measurer.problem(withFamily: "DejaVu Sans") == nil)
        #expect(measurer.problem(withFamily: "dejavu sans") == nil)
        #expect(measurer.problem(withFamily: "sans-serif") == nil)
        let problem = try #require(measurer.problem(withFamily: "DejaVu Snas"))
        #expect(problem.hasPrefix("font family 'DejaVu Snas' is not installed; close installed families: DejaVu Sans"), "\(problem)")
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVu, InstalledFonts.dejaVuMissing))
    func weightsResolveToTheirFaces() throws {
        let bold = try #require(measurer.primaryFile(for: Font(size: 15, family: "DejaVu Sans", weight: .bold)))
        let regular = try #require(measurer.primaryFile(for: InstalledFonts.dejaVu))
        #expect(bold.path != regular.path)
        #expect(
            measurer.size(of: "Bold", font: Font(size: 15, family: "DejaVu Sans", weight: .bold)).width
                > measurer.size(of: "Bold", font: InstalledFonts.dejaVu).width)
    }
}
