import Foundation
import Testing
import Trellis

/// The seed tag list laid out with the installed fonts: every tag is as wide as its
/// measured title plus its padding (20 each side) and stays inside its container.
@Suite struct SeedScreenWithFontsTests {
    static let weekdays: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/weekdays.xml")

    @Test(.enabled(if: InstalledFonts.hasDejaVu && InstalledFonts.hasCJK, InstalledFonts.fontsMissing))
    func tagsAreTheirMeasuredTitlesPlusPaddingInsideTheContainer() throws {
        let loader = ScreenLoader(registry: .standard, textMetrics: "fonts")
        let screen = try loader.load(contentsOfFile: Self.weekdays.path)
        let list = try #require(screen.view(withID: "weekdays"))
        let measurer = try #require(screen.textMeasurer as? FontTextMeasurer)
        #expect(list.subviews.count == 26)
        for case let tag as Button in list.subviews {
            let title = measurer.size(of: tag.title, font: tag.effectiveFont)
            #expect(abs(tag.frame.width - (title.width + 40)) < 1e-9, "\(tag.title): \(tag.frame) vs \(title)")
            #expect(tag.frame.height == 20)
            #expect(tag.frame.minX >= 0 && tag.frame.maxX <= list.bounds.width + 1e-9, "\(tag.title): \(tag.frame)")
            #expect(tag.frame.maxY <= list.bounds.height + 1e-9, "\(tag.title): \(tag.frame)")
            #expect(tag.visibleText == tag.title)
        }
        #expect(measurer.takeWarnings().isEmpty)
    }
}
