import Foundation
import Testing
import Trellis

/// The bars are made once per app and updated on each move (Docs/navigation.md, "Speed
/// and memory"): what is shown is exactly what a new app in the same state shows.
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

    @Test func theBarsAreKeptAndTheirTextsAndFramesFollowTheMoves() throws {
        let bar = try #require(app.window.view(withID: "nav-bar"))
        let tabBar = try #require(app.window.view(withID: "tab-bar"))
        #expect(app.window.view(withID: "nav-back") == nil)
        _ = try app.window.tap(id: "open")
        #expect(app.window.view(withID: "nav-bar") === bar)
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
        _ = try app.window.tap(id: "again")
        #expect(try #require(app.window.view(withID: "nav-back") as? Button) === back)
        #expect(back.title == "‹ Detail")
        try app.back()
        try app.back()
        #expect(app.window.view(withID: "nav-back") == nil)
        #expect(back.superview == nil)
        #expect(title.text == "Home")
        #expect(app.window.view(withID: "nav-bar") === bar)
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
