import Foundation
import Testing
import Trellis

/// The navigation state and its transitions (Docs/navigation.md, "State and
/// transitions"), the routes' place on the responder chain and the chrome's frames, on
/// ``AppFixture``'s app (320 × 480 points).
struct AppNavigationTests {
    let fixture: AppFixture
    let app: App

    init() throws {
        fixture = try AppFixture()
        app = try fixture.makeApp()
    }

    /// The frame of the view with `id`, in the window's coordinates.
    func frame(_ id: String) throws -> CGRect {
        let view = try #require(app.window.view(withID: id))
        return view.convert(view.bounds, to: nil)
    }

    /// The moves a tap on the view with `id` made.
    func tap(_ id: String) throws -> [NavigationRecord] {
        try app.window.tap(id: id).records.navigations
    }

    @Test func theAppStartsOnItsFirstTabWithItsBars() throws {
        #expect(app.navigationState == NavigationState(screen: "home", tab: "home", stacks: [["home"]], alert: nil))
        #expect(app.window.typeName == "app")
        // Home has a title: a 44-point bar at the top. Tabs show: a 49-point bar at the
        // bottom, at 480 − 49 = 431. The screen gets what is left: 480 − 44 − 49 = 387.
        #expect(try frame("nav-bar") == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(try frame("tab-bar") == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(app.shown.screen.frame == CGRect(x: 0, y: 44, width: 320, height: 387))
        // Two tabs of equal width: 320 ÷ 2 = 160 each; the first is selected.
        #expect(try frame("tab-home") == CGRect(x: 0, y: 431, width: 160, height: 49))
        #expect(try frame("tab-other") == CGRect(x: 160, y: 431, width: 160, height: 49))
        #expect((app.window.view(withID: "tab-home") as? Button)?.isSelected == true)
        #expect((app.window.view(withID: "tab-other") as? Button)?.isSelected == false)
        // No back button at depth 1; the title is the screen's.
        #expect(app.window.view(withID: "nav-back") == nil)
        #expect((app.window.view(withID: "nav-title") as? Label)?.text == "Home")
    }

    @Test func aRouteTakesTheTappedRowsTagAsAnIntArgument() throws {
        let moves = try tap("open")
        // The route is the <on> at line 7, column 5 of app.xml.
        #expect(moves.map(\.description) == ["push home → detail (\(fixture.path):7:5)"])
        #expect(app.navigationState.stacks == [["home", "detail"]])
        #expect(app.shown.arguments == ["id": .int(7)])
        #expect((app.window.view(withID: "title") as? Label)?.text == "Item 7")
        #expect((app.window.view(withID: "nav-back") as? Button)?.title == "‹ Home")
        #expect((app.window.view(withID: "nav-title") as? Label)?.text == "Detail")
        // The action counts as handled: a route took it.
        #expect(try app.window.tap(id: "again").records.sentActions.map(\.action) == [SentAction(name: "open", handled: true)])
        #expect(app.navigationState.stacks == [["home", "detail", "detail"]])
        #expect((app.window.view(withID: "title") as? Label)?.text == "Item 8")
    }

    @Test func aSenderWithoutTheTagAnArgumentReadsFailsTheMoveAndChangesNothing() throws {
        _ = try tap("open")
        let moves = try tap("notag")
        #expect(moves.map(\.error) == [#"argument 'id' of screen 'detail' comes from sender.tag, and button#notag "No tag" has no tag"#])
        #expect(app.navigationState.stacks == [["home", "detail"]])
    }

    @Test func backButtonPopToAndBackAtTheRoot() throws {
        _ = try tap("open")
        _ = try tap("again")
        #expect(try tap("nav-back").map(\.description) == ["back detail → detail"])
        #expect(app.navigationState.stacks == [["home", "detail"]])
        _ = try tap("again")
        #expect(try tap("home").map(\.description) == ["pop-to detail → home (\(fixture.path):19:5)"])
        #expect(app.navigationState.stacks == [["home"]])
        #expect(throws: NavigationError.self) { try app.back() }
        do {
            try app.back()
        } catch {
            #expect(error.description == "back: 'home' is the root of its stack; there is nothing to go back to")
        }
    }

    @Test func tabsKeepTheirStacksAndTheCurrentTabPopsToItsRoot() throws {
        _ = try tap("open")
        #expect(try tap("tab-other").map(\.description) == ["tab detail → other"])
        // The other tab's screen has no title and its stack one screen: no navigation bar,
        // so the screen starts at 0 and is 480 − 49 = 431 high.
        #expect(app.window.view(withID: "nav-bar") == nil)
        #expect(app.shown.screen.frame == CGRect(x: 0, y: 0, width: 320, height: 431))
        #expect(app.navigationState == NavigationState(screen: "other", tab: "other", stacks: [["other"]], alert: nil))
        _ = try tap("tab-home")
        #expect(app.navigationState.stacks == [["home", "detail"]])
        #expect((app.window.view(withID: "title") as? Label)?.text == "Item 7")
        _ = try tap("tab-home")
        #expect(app.navigationState.stacks == [["home"]])
    }

    @Test func anAlertTakesEveryTouchAndItsButtonsActionGoesToTheScreenUnder() throws {
        #expect(try tap("ask").map(\.description) == ["alert home → sure (\(fixture.path):10:5)"])
        #expect(app.navigationState.alert == "sure")
        // 270 wide, centred: x = (320 − 270) ÷ 2 = 25. Its height is 20 + the title's
        // line (17 × 1.2 = 20.4) + 20 + one row of two 44-point buttons = 104.4, so
        // y = (480 − 104.4) ÷ 2 = 187.8.
        let alert = try frame("sure")
        #expect(alert.origin.x == 25 && alert.width == 270)
        #expect(abs(alert.height - 104.4) < 1e-9 && abs(alert.origin.y - 187.8) < 1e-9)
        // The backdrop covers the screen: a tap on a button under it misses.
        #expect(throws: TapError.self) { try app.window.tap(id: "lost") }
        let moves = try app.window.tap(text: "Yes").records.navigations
        #expect(moves.map(\.description) == ["dismiss sure → home", "present home → sheet (\(fixture.path):11:5)"])
        #expect(app.navigationState == NavigationState(screen: "sheet", tab: "home", stacks: [["home"], ["sheet"]], alert: nil))
    }

    @Test func backOnAnAlertTapsItsCancelButton() throws {
        _ = try tap("ask")
        #expect(try app.back().description == "dismiss sure → home")
        #expect(app.navigationState.alert == nil)
    }

    @Test func aPresentedStackCoversTheWholeAppAndBackDismissesItsRoot() throws {
        _ = try tap("modal")
        // No title, depth 1, no tab bar while presented: the whole 320 × 480.
        #expect(app.shown.screen.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(app.window.view(withID: "tab-bar") == nil)
        #expect(try tap("close").map(\.description) == ["dismiss sheet → home (\(fixture.path):23:5)"])
        _ = try tap("modal")
        #expect(try app.back().description == "back sheet → home")
        #expect(app.navigationState.stacks == [["home"]])
    }

    @Test func anAppRouteAppliesOnEveryScreenAfterTheScreensOwn() throws {
        #expect(try tap("swap").map(\.description) == ["replace home → other (\(fixture.path):29:3)"])
        #expect(app.navigationState.stacks == [["other"]])
    }

    @Test func theScreensOwnHandlerComesBeforeTheRoutes() throws {
        var heard: [String] = []
        app.shown.screen.actionHandler = { name, _ in
            heard.append(name)
            return name == "open"
        }
        let report = try app.window.tap(id: "open")
        #expect(heard == ["open"])
        #expect(report.records.navigations.isEmpty)
        #expect(report.records.sentActions.map(\.action) == [SentAction(name: "open", handled: true)])
        // An action neither the screen nor a route takes is unhandled.
        #expect(try app.window.tap(id: "lost").records.sentActions.map(\.action) == [SentAction(name: "lost", handled: false)])
    }

    @Test func screensAppearAndDisappearInUIKitsOrder() throws {
        var events: [AppearanceEvent] = []
        app.appearanceHandler = { events.append($0) }
        _ = try tap("open")
        #expect(events == [.willDisappear("home"), .willAppear("detail"), .didDisappear("home"), .didAppear("detail")])
        // A restart tells each once, though every instance is new.
        events = []
        try app.launch()
        #expect(events == [.willDisappear("detail"), .willAppear("home"), .didDisappear("detail"), .didAppear("home")])
    }

    @Test func aStackHoldsAtMostAThousandScreens() throws {
        for _ in 1..<App.maximumStackDepth { try app.perform(.push("detail"), arguments: ["id": .int(1)]) }
        #expect(app.topStack.count == 1000)
        do {
            try app.perform(.push("detail"), arguments: ["id": .int(1)])
            Issue.record("the 1,001st push was made")
        } catch {
            #expect(error.description == "push detail: the stack 'home' already holds 1,000 screens, the most a stack may hold")
        }
        #expect(app.topStack.count == 1000)
    }

    @Test func deepLinksOpenTheirScreenOnTheFirstTab() throws {
        _ = try tap("tab-other")
        #expect(try app.open("app://item/42").description == "link other → detail")
        #expect(app.navigationState == NavigationState(screen: "detail", tab: "home", stacks: [["home", "detail"]], alert: nil))
        #expect((app.window.view(withID: "title") as? Label)?.text == "Item 42")
        // Percent-encoding is decoded before the value is converted.
        try app.open("app://item/%34%32")
        #expect(app.shown.arguments == ["id": .int(42)])
    }

    @Test(arguments: [
        ("app://item/abc", "argument 'id' of screen 'detail': 'abc' is not an int"),
        ("app://items/1", "no deep link matches 'app://items/1'; the app's links are app://item/{id}"),
        ("app://item/%4", "cannot open 'app://item/%4': '%4' has a '%' not followed by two hex digits"),
        ("item/1", "cannot open 'item/1': expected scheme://host/path, such as shop://item/42"),
    ])
    func aLinkThatCannotOpenSaysWhy(uri: String, message: String) throws {
        do {
            try app.open(uri)
            Issue.record("opened \(uri)")
        } catch {
            #expect(error.description == message)
        }
        #expect(app.navigationState.stacks == [["home"]])
    }

    @Test func aURIOfAMegabyteIsRefusedByItsLength() throws {
        let uri = "app://item/" + String(repeating: "1", count: 1 << 20)
        #expect(throws: NavigationError.self) { try app.open(uri) }
        do {
            try app.open(uri)
        } catch {
            #expect(error.description.hasSuffix("the URI is 1,048,587 bytes long; the longest accepted is 8,192"))
        }
    }

    @Test func launchAppStartsOverWithNewInstances() throws {
        _ = try tap("open")
        let before = app.rootStacks[0][0].screen
        try app.launch()
        #expect(app.navigationState == NavigationState(screen: "home", tab: "home", stacks: [["home"]], alert: nil))
        #expect(app.rootStacks[0][0].screen !== before)
    }
}
