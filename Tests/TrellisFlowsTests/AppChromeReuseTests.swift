import Foundation
import Testing
import Trellis

/// The tab bar is made once per app; a navigation bar once for each title and back title,
/// and kept with its layout (Docs/navigation.md, "Speed and memory"): what is shown is
/// exactly what a new app in the same state shows.
struct AppChromeReuseTests {
    let fixture: AppFixture
    let app: App

    init() throws {
        fixture = try AppFixture()
        app = try fixture.makeApp()
    }

    /// The app's whole tree as JSON, frames and texts included.
    private func document(_ app: App) -> String {
        ScreenDocument.text(of: app.window, log: nil)
    }

    @Test func aNavigationBarIsMadeOnceForItsTitlesAndKeptWithItsLayout() throws {
        let homeBar = try #require(app.window.view(withID: "nav-bar"))
        let tabBar = try #require(app.window.view(withID: "tab-bar"))
        #expect(app.window.view(withID: "nav-back") == nil)
        _ = try app.window.tap(id: "open")
        let detailBar = try #require(app.window.view(withID: "nav-bar"))
        #expect(detailBar !== homeBar && homeBar.superview == nil)
        #expect(app.window.view(withID: "tab-bar") === tabBar)
        let title = try #require(app.window.view(withID: "nav-title") as? Label)
        let back = try #require(app.window.view(withID: "nav-back") as? Button)
        #expect(title.text == "Detail")
        #expect(back.title == "‹ Home")
        // The test metrics measure 17-point text at 0.5 em a character: "‹ Home" is 6
        // characters, 6 × 8.5 = 51 wide; the title sits 8 clear of it (8 + 51 + 8 = 67),
        // or 88 in, whichever is more; its width 320 − 2 × 88 = 144.
        #expect(back.frame == CGRect(x: 8, y: 0, width: 51, height: 44))
        #expect(title.frame.minX == 88 && title.frame.width == 144)
        let measured = (back.layoutWork.sizeThatFits, title.layoutWork.sizeThatFits)
        _ = try app.window.tap(id: "again")
        #expect(try #require(app.window.view(withID: "nav-back") as? Button).title == "‹ Detail")
        try app.back()
        try app.back()
        #expect(app.window.view(withID: "nav-bar") === homeBar)
        #expect(app.window.view(withID: "nav-back") == nil)
        // Shown again, the bar for "Detail" over "Home" is the same, not measured again.
        _ = try app.window.tap(id: "open")
        #expect(app.window.view(withID: "nav-bar") === detailBar)
        #expect(back.layoutWork.sizeThatFits == measured.0 && title.layoutWork.sizeThatFits == measured.1)
        #expect(back.frame == CGRect(x: 8, y: 0, width: 51, height: 44))
    }

    @Test func onlyTheLastEightNavigationBarsAreKept() throws {
        // Ten screens, each pushing the next: ten bars, (S0) and (S1 over S0) to (S9 over S8).
        var screens = ""
        for index in 0..<10 {
            let route = index < 9 ? "<on action=\"open\" push=\"s\(index + 1)\"/>" : ""
            screens += "<screen id=\"s\(index)\" src=\"home.xml\" title=\"S\(index)\">\(route)</screen>\n"
        }
        let chain = try AppFixture(app: "<app start=\"s0\" width=\"320\" height=\"480\">\n\(screens)</app>\n").makeApp()
        var bars: [View] = [try #require(chain.window.view(withID: "nav-bar"))]
        for _ in 1..<10 {
            _ = try chain.window.tap(id: "open")
            bars.append(try #require(chain.window.view(withID: "nav-bar")))
        }
        #expect(Set(bars.map(ObjectIdentifier.init)).count == 10)
        // Going back: the bars of S8 to S2 are among the last eight made and come back;
        // those of S1 and S0, the first two, were let go and are made again.
        for index in stride(from: 8, through: 0, by: -1) {
            try chain.back()
            let bar = try #require(chain.window.view(withID: "nav-bar"))
            #expect((bar === bars[index]) == (index >= 2), "S\(index)")
        }
    }

    @Test func aRoundTripShowsWhatANewAppShows() throws {
        let fresh = document(try fixture.makeApp())
        _ = try app.window.tap(id: "open")
        _ = try app.window.tap(id: "again")
        try app.back()
        try app.back()
        _ = try app.window.tap(id: "ask")
        #expect(app.navigationState.alert == "sure")
        _ = try app.window.tap(text: "No")
        _ = try app.window.tap(id: "tab-other")
        _ = try app.window.tap(id: "tab-home")
        #expect(document(app) == fresh)
        // And in a state with a back button and an alert, against a new app brought there.
        _ = try app.window.tap(id: "open")
        try app.back()
        _ = try app.window.tap(id: "ask")
        let other = try fixture.makeApp()
        _ = try other.window.tap(id: "ask")
        #expect(document(app) == document(other))
    }
}
