import Foundation
import Testing
import Trellis

/// The typed accessors that the TrellisScreensPlugin build-tool plugin generates for this
/// target's screen fixtures: a path and the ids of each screen, checked at build time.
struct ScreenAccessorTests {
    @Test func accessorsNameTheScreenFileAndItsIDs() throws {
        let screen = try ScreenLoader.standard.load(contentsOfFile: Screens.fixtures.checkin.seed.url.path)
        // The seed board's seventh day, found by a generated id rather than a string.
        let day = try #require(screen.view(withID: Screens.fixtures.checkin.seed.ids.d7))
        #expect(day.frame == CGRect(x: 195, y: 105, width: 170, height: 85))
        #expect(Screens.fixtures.checkin.seed.url.lastPathComponent == "seed.xml")
    }

    @Test func generatedIDsIncludeTheToggleAContainerMakes() throws {
        let accessors = Screens.fixtures.collapsible.seedCompanyRow.self
        let screen = try ScreenLoader.standard.load(contentsOfFile: accessors.url.path)
        #expect(accessors.ids.rowToggle == "row.toggle")
        let report = try screen.tap(id: accessors.ids.rowToggle)
        #expect(report.valueChangedSenders.map(\.debugName) == ["collapsible#\(accessors.ids.row)"])
    }
}
