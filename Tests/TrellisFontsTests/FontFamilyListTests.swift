import Foundation
import Testing
import Trellis

/// `font-family` as a CSS list: the first installed or generic family wins, and a list of
/// which none is installed is an error of the screen file.
@Suite struct FontFamilyListTests {
    let measurer = InstalledFonts.measurer

    @Test(.enabled(if: InstalledFonts.hasShapingFonts, InstalledFonts.shapingFontsMissing))
    func theFirstInstalledFamilyWins() throws {
        // Neither iOS family is installed here; Noto Sans is, and comes before DejaVu Sans.
        let font = Font(size: 15, family: "SF Pro Text, 'PingFang SC', Noto Sans, DejaVu Sans, sans-serif")
        #expect(measurer.primaryFile(for: font)?.family == "Noto Sans")
        #expect(measurer.size(of: "AVATAR", font: font) == measurer.size(of: "AVATAR", font: Font(size: 15, family: "Noto Sans")))
        #expect(measurer.problem(withFamily: font.family ?? "") == nil)
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVu, InstalledFonts.dejaVuMissing))
    func aGenericFamilyResolvesThroughFontconfig() throws {
        // "sans-serif" is what fontconfig's configuration makes of it, as when named alone.
        let listed = try #require(measurer.primaryFile(for: Font(size: 15, family: "SF Pro Text, sans-serif")))
        let alone = try #require(measurer.primaryFile(for: Font(size: 15, family: "sans-serif")))
        #expect(listed == alone)
        #expect(measurer.problem(withFamily: "SF Pro Text, sans-serif") == nil)
        #expect(measurer.problem(withFamily: "No Such Family, monospace") == nil)
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVu && InstalledFonts.hasCJK, InstalledFonts.fontsMissing))
    func theListGivesTheFallbackOrder() throws {
        // 周 is not in DejaVu Sans; the list names WenQuanYi Micro Hei next, so it draws 周.
        try #require(InstalledFonts.hasCJK, InstalledFonts.fontsMissing)
        let font = Font(size: 15, family: "DejaVu Sans, WenQuanYi Micro Hei")
        #expect(measurer.primaryFile(for: font)?.family == "DejaVu Sans")
        #expect(measurer.file(drawing: "周", in: font)?.family == "WenQuanYi Micro Hei")
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVu, InstalledFonts.dejaVuMissing))
    func aListOfWhichNoneIsInstalledIsAnErrorWithCloseNames() {
        let xml = """
            <screen text-metrics="fonts">
              <label font-family="SF Pro Text, 'DejaVu Snas'">x</label>
            </screen>
            """
        #expect {
            try ScreenLoader.standard.load(xml: xml, path: "l.xml")
        } throws: { error in
            "\(error)".hasPrefix(
                "l.xml:2:10: error: none of the font families 'SF Pro Text', 'DejaVu Snas' is installed; close installed families: DejaVu Sans")
        }
    }

    @Test func anEmptyNameInTheListIsAnError() {
        #expect(
            measurer.problem(withFamily: "DejaVu Sans,, serif")
                == "font-family list 'DejaVu Sans,, serif' has an empty name; expected family names separated by commas")
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVu, InstalledFonts.dejaVuMissing))
    func anInstalledFamilyInTheListIsAcceptedByTheLoader() throws {
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen text-metrics="fonts"><label id="l" font-family="PingFang SC, &quot;DejaVu Sans&quot;">x</label></screen>
                """)
        let label = try #require(screen.view(withID: "l"))
        #expect(measurer.primaryFile(for: label.effectiveFont)?.family == "DejaVu Sans")
    }
}
