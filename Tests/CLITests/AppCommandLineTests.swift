import Foundation
import Testing
import Trellis

/// `trellis run`, `render`, `validate` and `test` on an app file (Docs/navigation.md,
/// "Command line" and "Flows"), on the shop in Examples/shop.
struct AppCommandLineTests {
    static let shop = SeedScreenTests.examples.appendingPathComponent("shop/app.xml").path

    @Test func runPrintsTheNavigationStateAndEachMove() throws {
        let result = try CLIRunner.run(["run", Self.shop, "--tap", "Teapot", "--tap", "Delete item", "--tap", "Delete", "--format", "json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let navigation = try #require(json["navigation"] as? [String: Any])
        #expect(navigation["screen"] as? String == "home")
        #expect(navigation["tab"] as? String == "home")
        #expect(navigation["stacks"] as? [[String]] == [["home"]])
        #expect(navigation["alert"] is NSNull)
        let moves = try #require(json["log"] as? [[String: Any]]).map { $0["navigation"] as? [String: Any] }
        // Teapot pushes the detail (the <on> at app.xml:11:5), Delete item shows the alert
        // (18:5); Delete dismisses it, then its action pops to home (19:5).
        #expect(moves[0]?["transition"] as? String == "push")
        #expect(moves[0]?["route"] as? String == Self.shop + ":11:5")
        #expect(moves[1]?["to"] as? String == "confirmDelete")
        #expect(moves[2]?["transition"] as? String == "dismiss")
        #expect(moves[2]?["from"] as? String == "confirmDelete")
        #expect(moves[2]?["route"] is NSNull)
        let then = try #require(moves[2]?["then"] as? [[String: Any]])
        #expect(then.map { $0["transition"] as? String } == ["pop-to"])
        // The root is the app's window; the shown screen's node names its <screen>.
        let root = try #require(json["root"] as? [String: Any])
        #expect(root["type"] as? String == "app")
        let children = try #require(root["children"] as? [[String: Any]])
        #expect(children.first?["screen"] as? String == "home")
    }

    @Test func aLinkOpensBeforeTheTapsAndABadOneFailsTheRun() throws {
        let opened = try CLIRunner.run(["run", Self.shop, "--link", "shop://item/42"])
        #expect(opened.status == 0)
        #expect(opened.stdout.contains("label#item-title \"Item 42\""))
        #expect(opened.stdout.contains("link shop://item/42: link home → detail"))
        let failed = try CLIRunner.run(["run", Self.shop, "--link", "shop://item/abc", "--format", "json"])
        #expect(failed.status == 1)
        #expect(failed.stderr == "trellis: error: argument 'id' of screen 'detail': 'abc' is not an int\n")
        #expect(failed.stdout.contains(#"{"link":"shop://item/abc","error":"argument 'id' of screen 'detail': 'abc' is not an int"}"#))
    }

    @Test func aLinkOnAScreenFileIsAUsageError() throws {
        let result = try CLIRunner.run(["run", SeedScreenTests.examples.appendingPathComponent("weekdays.xml").path, "--link", "shop://item/1"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
    }

    @Test func anAppFileWithErrorsExits65WithEveryError() throws {
        let directory = try CLIRunner.directory(with: [
            "app.xml": "<app start=\"hom\">\n  <screen id=\"home\" src=\"home.xml\"/>\n</app>\n",
            "home.xml": "<screen>\n  <buton/>\n</screen>\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        for command in ["run", "validate"] {
            let result = try CLIRunner.run([command, "app.xml"], in: directory)
            #expect(result.status == 65)
            #expect(result.stderr.contains("app.xml:1:6: error: start 'hom' names no screen or tabs; did you mean 'home'?"))
            #expect(result.stderr.contains("home.xml:2:3: error: unknown element <buton>; did you mean <button>?"))
        }
    }

    @Test func anAppFlowFailsNamingEachKeyThatDiffers() throws {
        let directory = try CLIRunner.directory(with: [
            "flow.yaml": "app: \(Self.shop)\n---\n- tapOn: Kettle\n- assertScreen: {screen: home, stack: [home], alert: confirmDelete}\n"
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["test", "flow.yaml"], in: directory)
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "flow.yaml:4:3: error: assertScreen home, stack [home], alert confirmDelete: screen is 'detail', expected 'home'; stack is [home, detail], expected [home]; alert is none, expected 'confirmDelete'"
            ))
    }

    /// The step's line names the move once: `back: ` is not repeated before the reason.
    @Test func backAtTheRootOfAStackSaysWhyOnce() throws {
        let directory = try CLIRunner.directory(with: ["flow.yaml": "app: \(Self.shop)\n---\n- back\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["test", "flow.yaml"], in: directory)
        #expect(result.status == 1)
        #expect(result.stdout.contains("flow.yaml:3:3: error: back: 'home' is the root of its stack; there is nothing to go back to\n"), "\(result.stdout)")
    }

    /// A tap that pushes a screen is outlined where its view was when it was touched:
    /// Teapot's row is (16, 50.4, 343, 44) in the home screen, which starts below the
    /// 44-point navigation bar, so (16, 94.4) in the app; the tap lands at its centre,
    /// (16 + 343 / 2, 94.4 + 44 / 2) = (187.5, 116.4).
    @Test func showTapsOutlinesAPushingTapWhereItsViewWas() throws {
        let result = try CLIRunner.run(["render", Self.shop, "--tap", "Teapot", "--show-taps"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#"<rect x="16" y="94.4" width="343" height="44" fill="none"/>"#), "\(result.stdout)")
        #expect(result.stdout.contains(#"<circle cx="187.5" cy="116.4" r="6""#))
    }

    /// `validate`, and `test` before its first step, check the ids `assertScreen` names
    /// against the app's screens, tabs and alerts, with "did you mean".
    @Test func assertScreenIDsAreCheckedBeforeRunning() throws {
        let directory = try CLIRunner.directory(with: [
            "flow.yaml": "app: \(Self.shop)\n---\n- assertScreen: hme\n- assertScreen: {screen: home, stack: [hom], tab: settngs, alert: confirmDelet}\n"
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let expected = """
            flow.yaml:3:3: error: assertScreen's 'screen': the app has no screen 'hme'; did you mean 'home'?
            flow.yaml:4:3: error: assertScreen's 'stack': the app has no screen 'hom'; did you mean 'home'?
            flow.yaml:4:3: error: assertScreen's 'tab': the app has no tab 'settngs'; did you mean 'settings'?
            flow.yaml:4:3: error: assertScreen's 'alert': the app has no alert 'confirmDelet'; did you mean 'confirmDelete'?

            """
        let validate = try CLIRunner.run(["validate", "flow.yaml"], in: directory)
        #expect(validate.status == 65)
        #expect(validate.stderr == expected + "trellis: 1 of 1 file has errors\n")
        let test = try CLIRunner.run(["test", "flow.yaml"], in: directory)
        #expect(test.status == 65)
        #expect(test.stderr.hasPrefix(expected), "\(test.stderr)")
    }

    @Test func aFlowOnAScreenFileCannotGoBack() throws {
        let directory = try CLIRunner.directory(with: [
            "screen.xml": "<screen><button title=\"A\"/></screen>",
            "flow.yaml": "screen: screen.xml\n---\n- back\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["test", "flow.yaml"], in: directory)
        #expect(result.status == 1)
        #expect(result.stdout.contains("flow.yaml:3:3: error: back: the flow's header names a screen file, not an app; this command moves an app"))
    }
}

extension AppCommandLineTests {
    @Test func validateWarnsAndStrictMakesWarningsErrors() throws {
        let directory = try CLIRunner.directory(with: [
            "app.xml": "<app start=\"home\">\n  <screen id=\"home\" src=\"home.xml\"/>\n  <screen id=\"lonely\" src=\"home.xml\"/>\n</app>\n",
            "home.xml": "<screen>\n  <button title=\"A\"/>\n</screen>\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let warning = "app.xml:3:3: warning: screen 'lonely' is not reached from 'home' by any route, tab or deep link\n"
        let plain = try CLIRunner.run(["validate", "app.xml"], in: directory)
        #expect(plain.status == 0)
        #expect(plain.stderr == warning)
        let strict = try CLIRunner.run(["validate", "--strict", "app.xml"], in: directory)
        #expect(strict.status == 65)
        #expect(strict.stderr == warning.replacingOccurrences(of: "warning:", with: "error:") + "trellis: 1 of 1 file has errors\n")
    }
}

extension AppCommandLineTests {
    /// After a tap by text, which a run decides, an app flow's ids are checked before it
    /// runs against every screen of the app and the chrome, with "did you mean".
    @Test func anAppFlowsIdsAreCheckedAgainstEveryScreenAndTheChrome() throws {
        let directory = try CLIRunner.directory(with: [
            "flow.yaml": "app: \(Self.shop)\n---\n- tapOn: Teapot\n- tapOn: {id: nav-bck}\n- tapOn: {id: delete}\n- assertVisible: {id: tab-settings}\n"
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["validate", "flow.yaml"], in: directory)
        #expect(result.status == 65)
        #expect(result.stderr == "flow.yaml:4:3: error: no view in app.xml has id 'nav-bck'; did you mean 'nav-back'?\ntrellis: 1 of 1 file has errors\n")
    }
}

extension AppCommandLineTests {
    /// `--coverage` counts what the flows did against everything the app declares.
    @Test func coverageCountsWhatTheFlowsReached() throws {
        let directory = try CLIRunner.directory(with: [
            "link.yaml": "app: \(Self.shop)\n---\n- openLink: shop://item/2\n- tapOn: {id: nav-back}\n- tapOn: Teapot\n"
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["test", "link.yaml", "--coverage", "out/coverage.json"], in: directory)
        #expect(result.status == 0)
        // Shown: home at the start and after back, detail after the link and after the
        // tap (2 of 5 screens); one route (openItem) of 7; the one link; one control
        // (Teapot) of the 9 with an action (home's 3, detail's 1, settings' 3, login's 1,
        // the alert's Delete).
        #expect(
            result.stdout.contains(
                "coverage of \(Self.shop): routes 1/7, screens 2/5, links 1/1, controls 1/9\nwrote the route coverage to out/coverage.json\n"))
        let data = try Data(contentsOf: directory.appendingPathComponent("out/coverage.json"))
        let app = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["apps"] as? [[String: Any]]).first
        let screens = try #require(app?["screens"] as? [[String: Any]])
        #expect(screens.map { $0["id"] as? String } == ["home", "detail", "settings", "about", "login"])
        #expect(screens.map { $0["shown"] as? Int } == [2, 2, 0, 0, 0])
        let routes = try #require(app?["routes"] as? [[String: Any]])
        #expect(routes.first?["location"] as? String == Self.shop + ":11:5")
        #expect(routes.map { $0["taken"] as? Int } == [1, 0, 0, 0, 0, 0, 0])
        let controls = try #require(app?["controls"] as? [[String: Any]])
        #expect(controls.first?["control"] as? String == #"button "Teapot""#)
        #expect(controls.first?["tapped"] as? Int == 1)
    }

    @Test func theExampleFlowsReachEveryRouteOfTheShop() throws {
        let directory = try CLIRunner.directory(with: [:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let flows = SeedScreenTests.examples.appendingPathComponent("flows").path
        let result = try CLIRunner.run(["test", flows, "--coverage", "coverage.json"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout.contains("routes 7/7, screens 5/5, links 1/1, controls 9/9"))
    }
}

extension AppCommandLineTests {
    /// `audit --all-screens` walks to each screen by its shortest walk and names it.
    @Test func auditAllScreensNamesEachWalkAndFindsWhatIsDeep() throws {
        let directory = try CLIRunner.directory(with: [
            "app.xml": """
            <app start="home">
              <screen id="home" src="home.xml"><on action="go" push="small"/></screen>
              <screen id="small" src="small.xml"><on action="deeper" present="home"/></screen>
            </app>
            """,
            "home.xml": "<screen>\n  <button title=\"Go\" action=\"go\" height=\"44\"/>\n</screen>\n",
            // The stack stretches the button across the 375-point screen.
            "small.xml": "<screen>\n  <button title=\"x\" action=\"deeper\" height=\"10\"/>\n</screen>\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["audit", "app.xml", "--all-screens"], in: directory)
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                screen home of app.xml: the start
                screen small of app.xml: go (push)
                small.xml:2:3: warning: [tap-target] button "x" is 375 × 10 pt; tap targets should be at least 44 × 44
                1 finding

                """)
        #expect(try CLIRunner.run(["audit", "app.xml", "--all-screens", "--tap", "Go"], in: directory).status == 2)
    }
}

extension AppCommandLineTests {
    /// The HTML report shows each app's graph, the routes no flow took marked, and each
    /// step's picture shows the whole app, bars included.
    @Test func theHTMLReportDrawsTheGraphWithUntakenRoutesMarked() throws {
        let directory = try CLIRunner.directory(with: [
            "link.yaml": "app: \(Self.shop)\n---\n- openLink: shop://item/2\n- tapOn: {id: nav-back}\n- tapOn: Teapot\n"
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try CLIRunner.run(["test", "link.yaml", "--html", "report"], in: directory).status == 0)
        let index = try String(contentsOf: directory.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(index.contains("<h2>Navigation of \(Self.shop)</h2>"))
        #expect(index.contains("routes 1/7, screens 2/5, links 1/1, controls 1/9; routes no flow took are red and marked never taken"))
        // Of the 10 route edges (5 screen routes, signOut from each of 5 screens), only
        // openItem was taken: 9 never were; nor was login's stay, cancel (dismiss), drawn
        // in its screen's box.
        #expect(index.components(separatedBy: " — never taken</text>").count - 1 == 10)
        #expect(index.contains(">cancel (dismiss) — never taken</text>"))
        #expect(index.contains(">openItem (push)</text>"))
        #expect(!index.contains("<?xml"))
    }
}

extension AppCommandLineTests {
    /// Where the screen a step meets is known without running (the start, `launchApp`,
    /// `openLink` of a literal link, `assertScreen`), its ids are checked against that
    /// screen and the chrome, with "did you mean" from them; after a step whose outcome
    /// a run decides (a tap, `back`), against every screen (Docs/navigation.md, "Flows").
    @Test func anAppFlowsIdsAreCheckedAgainstTheScreenKnownAtEachStep() throws {
        let directory = try CLIRunner.directory(with: [
            "flow.yaml": """
            app: \(Self.shop)
            ---
            - assertVisible: {id: delete}
            - openLink: shop://item/42
            - assertVisible: {id: item-2}
            - assertVisible: {id: delet}
            - tapOn: {id: delete}
            - assertVisible: {id: sign-in}
            - assertScreen: settings
            - tapOn: {id: sign-ot}
            - launchApp
            - tapOn: {id: nav-back}
            - tapOn: {id: tab-settings}

            """
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["validate", "flow.yaml"], in: directory)
        #expect(result.status == 65)
        // Line 3: the app starts on its first tab, home, where delete is not; line 5:
        // the link shows detail; line 6: a misspelling gets detail's id; line 8 follows
        // a tap, so every screen counts and sign-in is there; line 10: settings' own id;
        // lines 12 and 13 name the chrome's ids, which every screen may show.
        #expect(
            result.stderr == """
                flow.yaml:3:3: error: no view in screen 'home' (home.xml) or the app's chrome has id 'delete'
                flow.yaml:5:3: error: no view in screen 'detail' (detail.xml) or the app's chrome has id 'item-2'
                flow.yaml:6:3: error: no view in screen 'detail' (detail.xml) or the app's chrome has id 'delet'; did you mean 'delete'?
                flow.yaml:10:3: error: no view in screen 'settings' (settings.xml) or the app's chrome has id 'sign-ot'; did you mean 'sign-out'?
                trellis: 1 of 1 file has errors

                """)
    }

    /// A plain `tapOn: {id: …}` of a control whose one action a route takes is followed
    /// to the route's target: the next steps are checked against that screen. A tap whose
    /// route shows an alert, a tap on the chrome and `back` make the screen unknown again.
    @Test func anAppFlowsTapsAreFollowedThroughTheirRoutes() throws {
        let directory = try CLIRunner.directory(with: [
            "flow.yaml": """
            app: \(Self.shop)
            ---
            - tapOn: {id: item-2}
            - assertVisible: {id: item-3}
            - tapOn: {id: delete}
            - assertVisible: {id: sign-in}
            - launchApp
            - tapOn: {id: tab-settings}
            - assertVisible: {id: item-1}
            - assertScreen: settings
            - tapOn: {id: about}
            - assertVisible: {id: sign-out}
            - back
            - assertScreen: settings
            - tapOn: {id: sign-out}
            - assertVisible: {id: item-title}

            """
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["validate", "flow.yaml"], in: directory)
        #expect(result.status == 65)
        // Line 3: item-2 sends openItem, which home's route pushes: detail, without
        // item-3 (line 4). Line 5's delete shows an alert: unknown, so sign-in (line 6)
        // counts. Line 8 taps the chrome: unknown (line 9). Line 11: settings' about
        // pushes about, without sign-out (line 12). After back (line 13) the screen is
        // unknown until line 14 pins it; sign-out (line 15) sends signOut, which the
        // app's route resets to the tabs: home, without item-title (line 16).
        #expect(
            result.stderr == """
                flow.yaml:4:3: error: no view in screen 'detail' (detail.xml) or the app's chrome has id 'item-3'
                flow.yaml:12:3: error: no view in screen 'about' (about.xml) or the app's chrome has id 'sign-out'
                flow.yaml:16:3: error: no view in screen 'home' (home.xml) or the app's chrome has id 'item-title'
                trellis: 1 of 1 file has errors

                """)
    }
}
