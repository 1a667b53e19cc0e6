import Foundation
import Testing

/// `trellis layouts` lists what the plugins declare.
struct LayoutsCommandTests {
    @Test func listsEveryLayoutAndWidgetWithParameters() throws {
        let result = try CLIRunner.run(["layouts"])
        #expect(result.status == 0)
        for name in ["stack:", "absolute:", "flow:", "grid:", "checkin:", "collapsible:", "tag-list:", "check-in:", "item:"] {
            #expect(result.stdout.contains("\n  \(name)"), "\(name) missing")
        }
        #expect(result.stdout.contains("    max-selected: "))
        #expect(result.stdout.contains("    first-line-indent: "))
        #expect(result.stdout.contains("one of leading, center, trailing, justified; default leading"))
    }

    @Test func jsonListingIsGeneratedFromDeclarations() throws {
        let result = try CLIRunner.run(["layouts", "--format", "json"])
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let layouts = try #require(document["layouts"] as? [[String: Any]])
        #expect(layouts.map { $0["name"] as? String } == ["stack", "absolute", "flow", "grid", "checkin", "collapsible"])
        let grid = try #require(layouts.first { $0["name"] as? String == "grid" })
        let columns = try #require((grid["parameters"] as? [[String: Any]])?.first { $0["name"] as? String == "columns" })
        #expect(columns["default"] as? String == "4")
        #expect(columns["type"] as? String == "a whole number from 1 to 1000000 (ASCII digits only)")
    }
}

/// `trellis layouts` lists the elements of app files from `AppVocabulary`, the source the
/// checker and the schema read (Docs/cli.md, "`trellis layouts`").
struct LayoutsAppVocabularyTests {
    @Test func textListsEveryAppElementWithItsAttributes() throws {
        let result = try CLIRunner.run(["layouts"])
        #expect(result.status == 0)
        let section = try #require(result.stdout.components(separatedBy: "\nAPP FILES (the elements of an app file, <app> at the root)\n").last)
        // Each element in listing order, the root first; `argument` and `on` twice (in a
        // screen, and in a route or under <app>).
        let names = section.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("    ") }.map { String($0.dropFirst(2).prefix { $0 != ":" }) }
        #expect(names == ["app", "tabs", "tab", "screen", "argument", "deep-link", "on", "on", "argument", "alert", "button"])
        #expect(
            section.contains(
                "\n  app: an app: its screens, tab bar, alerts and the routes that apply on every screen (the root; children: <tabs>, <screen>, <alert>, <on>)\n    start: the screen or the tabs shown first\n      a screen id or the <tabs>' id; required\n"
            ))
        #expect(section.contains("\n    width: the app's width in points; every screen is shown at it\n      a length in points (a number ≥ 0); default 375\n"))
        #expect(section.contains("\n    type: the argument's type\n      one of string, int, float, bool; default string\n"))
        #expect(
            section.contains(
                "\n    from: what of the control that sent the action gives the value\n      one of sender.tag, sender.id, sender.text; no default\n"))
        #expect(section.contains("\n    back: goes back: pops the top stack, or dismisses a presented stack at its root\n      true; no default\n"))
        #expect(
            section.contains(
                "\n  button: an alert button: default, cancel (at most one) or destructive, sending its action after the alert goes (in <alert>; no children)\n    title: the button's title\n      text; required\n    role: how the button is drawn; back taps the cancel button (at most one)\n      one of default, cancel, destructive; default default\n"
            ))
    }

    @Test func jsonListsEveryAppElementWithAllowedValues() throws {
        let result = try CLIRunner.run(["layouts", "--format", "json"])
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let app = try #require(document["app"] as? [[String: Any]])
        #expect(app.map { $0["name"] as? String } == ["app", "tabs", "tab", "screen", "argument", "deep-link", "on", "on", "argument", "alert", "button"])
        #expect(app.map { $0["in"] as? [String] } == [[], ["app"], ["tabs"], ["app"], ["screen"], ["screen"], ["screen"], ["app"], ["on"], ["app"], ["alert"]])
        let root = try #require(app.first)
        #expect(root["children"] as? [String] == ["tabs", "screen", "alert", "on"])
        let rootAttributes = try #require(root["attributes"] as? [[String: Any]])
        #expect(rootAttributes.map { $0["name"] as? String } == ["start", "width", "height", "text-metrics"])
        #expect(rootAttributes.map { $0["required"] as? Bool } == [true, false, false, false])
        #expect(rootAttributes[1]["default"] as? String == "375")
        #expect(rootAttributes[1]["values"] is NSNull)
        let button = try #require(app.last?["attributes"] as? [[String: Any]])
        #expect(button.map { $0["name"] as? String } == ["title", "role", "action"])
        #expect(button[1]["values"] as? [String] == ["default", "cancel", "destructive"])
        #expect(button[1]["default"] as? String == "default")
        let route = try #require(app[6]["attributes"] as? [[String: Any]])
        #expect(route.map { $0["name"] as? String } == ["action", "push", "present", "replace", "reset", "alert", "back", "dismiss", "pop-to"])
        #expect(route[6]["values"] as? [String] == ["true"])
        #expect(route[1]["type"] as? String == "a screen id")
    }
}
