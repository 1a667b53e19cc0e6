import Foundation
import Testing
import Trellis

/// An alert is accessibility-modal, as UIKit's `UIAlertController` is
/// (`accessibilityViewIsModal`): while it is shown, queries see only its views, and a
/// query for a view it covers fails saying so (Docs/navigation.md, "Chrome").
struct AlertModalityTests {
    let fixture: AppFixture
    let app: App

    init() throws {
        fixture = try AppFixture()
        app = try fixture.makeApp()
        _ = try app.window.tap(id: "ask")
    }

    @Test func queriesSeeOnlyTheAlertWhileItIsShown() throws {
        #expect(app.navigationState.alert == "sure")
        #expect(app.window.views(matching: .text("Open")).isEmpty)
        #expect(app.window.views(matching: .id("open")).isEmpty)
        #expect(app.window.views(matching: .id("nav-bar")).isEmpty)
        #expect(app.window.views(matching: .type("button")).map(\.displayedText) == ["No", "Yes"])
        #expect(app.window.views(matching: .id("sure")).map(\.typeName) == ["alert"])
        // Once the alert is gone, the screen answers again.
        _ = try app.window.tap(text: "No")
        #expect(app.window.views(matching: .text("Open")).map(\.id) == ["open"])
        #expect(app.window.views(matching: .id("open")).count == 1)
    }

    @Test func aQueryForACoveredViewFailsSayingTheAlertCoversIt() throws {
        let covered =
            #"button#open "Open" (\#(fixture.fixture.path("home.xml")):2:3) is covered by alert#sure, which is modal (accessibilityViewIsModal, as UIKit's alerts are): while it is shown, queries see only its views"#
        // The candidates are the alert's own: its texts closest first, or its id.
        for (query, expected) in [
            (ViewQuery.text("Open"), "no visible view matches 'Open'; \(covered); visible candidates: 'Yes', 'Sure?', 'No'"),
            (.id("open"), "no visible view matches '#open'; \(covered); visible candidates: #sure"),
        ] {
            do {
                _ = try app.window.tap(query)
                Issue.record("\(query) was tapped under the alert")
            } catch {
                #expect(error.kind == .noMatch)
                #expect(error.message == expected)
            }
        }
        #expect(app.navigationState == NavigationState(screen: "home", tab: "home", stacks: [["home"]], alert: "sure"))
    }

    @Test func theAlertsButtonsAreTappedByText() throws {
        let moves = try app.window.tap(text: "Yes").records.navigations
        #expect(moves.map(\.description) == ["dismiss sure → home", "present home → sheet (\(fixture.path):11:5)"])
    }
}
