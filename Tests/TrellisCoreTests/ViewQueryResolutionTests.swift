import Foundation
import Testing
import TrellisCore

/// Queries that say what a flow selector says — regex, index, relations, `within`, widget
/// type — resolved by the screen's one resolver (Docs/flows.md, "Selectors").
struct ViewQueryResolutionTests {
    /// A settings panel (view#settings at (0, 0, 375, 200): "Wi-Fi" and switch#wifi,
    /// "Bluetooth" and switch#bt), view#other at (0, 300, 375, 100) with switch#airplane, and
    /// four day buttons: 周一 (0, 500), 周二 (90, 500), 周三 (180, 500), 周一 again (0, 540).
    /// Views made in code keep their frames.
    private func makePanel() -> (screen: Screen, views: [String: View]) {
        let screen = Screen(size: CGSize(width: 375, height: 667))
        var views: [String: View] = [:]
        func add<Kind: View>(_ view: Kind, _ name: String, _ frame: CGRect, to parent: View) -> Kind {
            view.frame = frame
            parent.addSubview(view)
            views[name] = view
            return view
        }
        let settings = add(View(), "settings", CGRect(x: 0, y: 0, width: 375, height: 200), to: screen)
        settings.id = "settings"
        _ = add(Label(text: "Wi-Fi"), "wifiLabel", CGRect(x: 16, y: 10, width: 100, height: 20), to: settings)
        add(Switch(), "wifi", CGRect(x: 300, y: 5, width: 51, height: 31), to: settings).id = "wifi"
        _ = add(Label(text: "Bluetooth"), "btLabel", CGRect(x: 16, y: 50, width: 100, height: 20), to: settings)
        add(Switch(), "bt", CGRect(x: 300, y: 45, width: 51, height: 31), to: settings).id = "bt"
        let other = add(View(), "other", CGRect(x: 0, y: 300, width: 375, height: 100), to: screen)
        other.id = "other"
        add(Switch(), "airplane", CGRect(x: 300, y: 10, width: 51, height: 31), to: other).id = "airplane"
        _ = add(Button(title: "周一"), "mon", CGRect(x: 0, y: 500, width: 70, height: 20), to: screen)
        _ = add(Button(title: "周二"), "tue", CGRect(x: 90, y: 500, width: 70, height: 20), to: screen)
        _ = add(Button(title: "周三"), "wed", CGRect(x: 180, y: 500, width: 70, height: 20), to: screen)
        _ = add(Button(title: "周一"), "mon2", CGRect(x: 0, y: 540, width: 70, height: 20), to: screen)
        return (screen, views)
    }

    private func ids(_ views: [View]) -> [String] {
        views.map { $0.id ?? $0.displayedText ?? $0.typeName }
    }

    @Test func typeMatchesEveryViewOfTheWidgetInScreenOrder() {
        let (screen, _) = makePanel()
        #expect(ids(screen.views(matching: .type("switch"))) == ["wifi", "bt", "airplane"])
        #expect(ids(screen.views(matching: .type("button"))) == ["周一", "周二", "周三", "周一"])
    }

    @Test func withinKeepsDescendantsOfAnotherMatch() throws {
        let (screen, views) = makePanel()
        #expect(ids(screen.views(matching: .type("switch").within(.id("settings")))) == ["wifi", "bt"])
        #expect(ids(screen.views(matching: .type("switch").within(.id("other")))) == ["airplane"])
        // The ancestor itself is not its own descendant.
        #expect(screen.views(matching: .id("settings").within(.id("settings"))).isEmpty)
        let error = #expect(throws: TapError.self) { try screen.tap(.type("switch").within(.id("settings"))) }
        #expect(error?.kind == .ambiguous)
        #expect(
            error?.message == """
                2 visible views match type switch within '#settings' (add index: n or a relation):
                  switch#wifi at (300, 5, 51, 31)
                  switch#bt at (300, 45, 51, 31)
                """)
        // The second of them, tapped: the switch flips on.
        let report = try screen.tap(.type("switch").within(.id("settings")).index(1))
        #expect(report.events == [.touchDown, .touchUpInside, .valueChanged, .primaryActionTriggered])
        #expect((views["bt"] as? Switch)?.isOn == true)
        #expect((views["wifi"] as? Switch)?.isOn == false)
    }

    @Test func relationsOrderNearestFirstAndATapTakesTheNearest() throws {
        let (screen, views) = makePanel()
        // "Bluetooth" is (16, 50, 100, 20): right edge 116, centre y 60. Every switch lies
        // right of it, each 300 − 116 = 184 away; across: bt's centre y 45 + 15.5 = 60.5
        // (0.5), wifi's 5 + 15.5 = 20.5 (39.5), airplane's 300 + 10 + 15.5 = 325.5 (265.5).
        let query = ViewQuery.type("switch").rightOf(.text("Bluetooth"))
        #expect(ids(screen.views(matching: query)) == ["bt", "wifi", "airplane"])
        #expect(try screen.view(matching: query) === views["bt"])
        // The index counts in the relation's order.
        #expect(try screen.view(matching: query.index(1)) === views["wifi"])
        #expect(screen.views(matching: query.index(3)).isEmpty)
        // Alone, a relation looks at every view that shows text: below 周二 (bottom 520)
        // only the second 周一 (top 540) lies entirely.
        #expect(try screen.view(matching: .below(.text("周二"))) === views["mon2"])
        #expect(try screen.view(matching: .text("周三").rightOf(.text("周二"))) === views["wed"])
    }

    @Test func regexAndIndexPickFromScreenOrder() throws {
        let (screen, views) = makePanel()
        #expect(ids(screen.views(matching: .regex("周."))) == ["周一", "周二", "周三", "周一"])
        #expect(screen.views(matching: .regex("周")).isEmpty, "the whole text must match")
        #expect(try screen.view(matching: .regex("周.").index(3)) === views["mon2"])
        #expect(try screen.view(matching: .text("周一").index(1)) === views["mon2"])
        #expect(screen.views(matching: .text("周一").and(.type("button"))).count == 2)
        #expect(screen.views(matching: .text("周一").and(.type("label"))).isEmpty)
    }

    @Test func queriesThatCannotResolveSayWhy() {
        let (screen, _) = makePanel()
        let bad = #expect(throws: TapError.self) { try screen.tap(.regex("(")) }
        #expect(bad?.message == "invalid regular expression /(/")
        #expect(screen.views(matching: .regex("(")).isEmpty)
        let anchor = #expect(throws: TapError.self) { try screen.tap(.type("switch").below(.text("Wi-Fo"))) }
        // Texts closest to "Wi-Fo" first: one edit to Wi-Fi, five to each day, more to Bluetooth.
        #expect(anchor?.message == "no visible view matches 'Wi-Fo'; visible candidates: 'Wi-Fi', '周一', '周二', '周三', 'Bluetooth'")
        let several = #expect(throws: TapError.self) { try screen.tap(.type("switch").below(.text("周一"))) }
        #expect(several?.kind == .ambiguous)
        #expect(several?.message.hasPrefix("2 visible views match '周一':\n") == true)
        let none = #expect(throws: TapError.self) { try screen.tap(.type("switch").within(.id("other")).index(1)) }
        // Types closest to "switch" first: switch (0 edits), view and button (5), label (6).
        #expect(
            none?.message == "no visible view matches type switch within '#other' index 1; visible candidates: type switch, type view, type button, type label")
    }

    @Test func descriptionsNameQueriesAsFlowsDo() {
        #expect(ViewQuery.text("周二").rightOf(.text("周一")).description == "'周二' rightOf '周一'")
        #expect(ViewQuery.type("switch").within(.id("settings")).index(1).description == "type switch within '#settings' index 1")
        #expect(ViewQuery.regex("周.").description == "/周./")
        #expect(ViewQuery.below(.text("周二")).description == "below '周二'")
        #expect(ViewQuery.text("OK").and(.type("button")).description == "'OK' type button")
        #expect(ViewQuery.text("OK").messageName == "'OK'")
        #expect(ViewQuery.point(CGPoint(x: 1, y: 2)).messageName == "point 1,2")
    }

    @Test func aSenderDescribesItselfAsTypeIDAndTitle() {
        let button = Button(title: "Sign in")
        button.id = "signIn"
        #expect(button.description == "button#signIn \"Sign in\"")
        let toggle = Switch()
        toggle.id = "remember"
        #expect(toggle.description == "switch#remember")
        #expect(View().description == "view")
        #expect("\(Label(text: "Hi"))" == "label \"Hi\"")
    }
}
