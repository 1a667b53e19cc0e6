import Foundation
import Testing
import Trellis

/// The table of flow commands: unique names, documented examples that parse, the
/// list in Docs/flows.md made from it, and state keys that come from the widgets' declarations.
struct FlowCommandTableTests {
    let fixture: FlowFixture

    init() throws {
        fixture = try FlowFixture(["common/login.yaml": "- tapOn: OK\n"])
    }

    @Test func namesAreUniqueAndInOrder() {
        let names = FlowCommandDescriptor.names
        #expect(Set(names).count == names.count)
        #expect(
            names == [
                "tapOn", "longPressOn", "doubleTapOn", "swipe", "scroll", "scrollUntilVisible", "assertVisible", "assertNotVisible",
                "assertSelected", "assertNotSelected", "assertEnabled", "assertDisabled", "assertOn", "assertOff",
                "inputText", "eraseText", "pressKey", "hideKeyboard", "assertText", "assertAction", "assertNoAction", "assertState",
                "assertFrame", "assertPresentation", "assertSnapshot", "assertScreenshot", "assertAccessible",
                "advanceClock", "waitForAnimationToEnd", "runFlow", "repeat", "setSize",
                "back", "openLink", "launchApp", "assertScreen",
            ])
        for name in names { #expect(FlowCommandDescriptor.named(name)?.name == name) }
        #expect(FlowCommandDescriptor.named("tapon") == nil)
    }

    @Test func everyCommandParsesItsDocumentedExample() throws {
        let steps = FlowCommandDescriptor.all.map { "- \($0.name): \($0.example)" }.joined(separator: "\n")
        try fixture.write("examples.yaml", FlowFixture.flow(steps))
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("examples.yaml"))
        // One step per command, written on lines 3, 4, … after the header and '---'.
        #expect(flow.steps.map(\.command.name) == FlowCommandDescriptor.names)
        #expect(flow.steps.map(\.location.line) == Array(3..<(3 + FlowCommandDescriptor.all.count)))
        #expect(
            flow.steps.map(\.description) == [
                "tapOn '周一'", "longPressOn #ok", "doubleTapOn '周一'", "swipe from '周一' to point 300,60",
                "scroll #results to (0, 320)", "scrollUntilVisible 'Product 29' within #results",
                "assertVisible '锂电池'", "assertNotVisible '锂电池'", "assertSelected '周一'", "assertNotSelected '周一'",
                "assertEnabled 'OK'", "assertDisabled 'Off'", "assertOn #wifi", "assertOff #wifi",
                "inputText \"ada@example.com\"", "eraseText 3", "pressKey return", "hideKeyboard", "assertText #user \"ada\"",
                "assertAction signIn", "assertNoAction",
                "assertState #board checked = 5",
                "assertFrame #feedback [0, 0, 375, 105] ± 0.5", "assertPresentation #row x 0, y 0, width 375, height 62.5, alpha 1",
                "assertSnapshot expanded", "assertScreenshot board tolerance 2", "assertAccessible tap-target label minTarget 48",
                "advanceClock 250ms", "waitForAnimationToEnd", "runFlow common/login.yaml",
                "repeat 3 × 1 steps", "setSize width 320, height 480",
                "back", "openLink shop://item/42", "launchApp", "assertScreen detail, stack [home, detail]",
            ])
    }

    @Test func flowsPageListsTheTable() throws {
        let page = try String(contentsOf: FlowFixture.packageRoot.appendingPathComponent("Docs/flows.md"), encoding: .utf8)
        let reference = FlowCommandDescriptor.reference
        #expect(
            page.contains("Every command, with an example:\n\n```yaml\n" + reference + "```\n"), "Docs/flows.md's list of commands should read:\n\(reference)")
        #expect(reference.hasPrefix("- tapOn: 周一                      # tap the one visible view"))
        #expect(reference.split(separator: "\n").count == 36)
    }

    @Test func unknownStateKeyIsLocatedWithASuggestionFromTheDeclarations() throws {
        let errors = try fixture.errors(content: FlowFixture.flow("- assertState: {id: tags, selectoin: [A]}\n- assertState"))
        // Line 3 (after the header and '---'); the key starts at column 27.
        #expect(
            errors == [
                "3:27: unknown state key 'selectoin' in assertState; did you mean 'selection'? State keys: contentOffset, contentSize, selection, checked, checkedToday, expanded, hiddenCount",
                "4:3: 'assertState' needs an argument ({id: …, contentOffset|contentSize|selection|checked|checkedToday|expanded|hiddenCount: value, …})",
            ])
    }

    @Test func stateKeysComeFromTheRegistrysWidgets() throws {
        let rating = WidgetDescriptor(name: "rating", summary: "stars", content: .none, stateKeys: ["value"], make: { _ in View() })
        let registry = try Registry(plugins: [.core, .flow, .grid, .checkIn, .collapsible, Plugin(name: "rating", widgets: [rating])])
        try fixture.write("rating.yaml", FlowFixture.flow("- assertState: {id: tags, valeu: 3}\n- assertState: {id: tags, value: 3}\n- assertState"))
        do {
            _ = try FlowLoader(registry: registry).load(contentsOfFile: fixture.path("rating.yaml"))
            Issue.record("expected errors")
        } catch {
            #expect(
                error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
                    "3:27: unknown state key 'valeu' in assertState; did you mean 'value'? State keys: contentOffset, contentSize, selection, checked, checkedToday, expanded, hiddenCount, value",
                    "5:3: 'assertState' needs an argument ({id: …, contentOffset|contentSize|selection|checked|checkedToday|expanded|hiddenCount|value: value, …})",
                ])
        }
        let core = FlowFixture.flow("- assertState: {id: tags, selection: [A]}")
        try fixture.write("core.yaml", core)
        do {
            _ = try FlowLoader(registry: .core).load(contentsOfFile: fixture.path("core.yaml"))
            Issue.record("expected errors")
        } catch {
            #expect(error.diagnostics.first?.message == "unknown state key 'selection' in assertState; state keys: contentOffset, contentSize")
        }
        let stateless = try Registry(plugins: [Plugin(name: "plain", widgets: [CoreWidgets.screen, CoreWidgets.view, CoreWidgets.button])])
        do {
            _ = try FlowLoader(registry: stateless).load(contentsOfFile: fixture.path("core.yaml"))
            Issue.record("expected errors")
        } catch {
            #expect(error.diagnostics.first?.message == "unknown state key 'selection' in assertState; no widget declares plugin state")
        }
    }

    @Test func everyStandardWidgetReportsTheStateKeysItDeclares() throws {
        let screen = try ScreenLoader(registry: .standard).load(
            xml: """
                <screen width="375" height="600">
                  <tag-list id="tags"><button title="A"/></tag-list>
                  <check-in id="board"><item title="1"/><item title="2"/></check-in>
                  <collapsible id="row"><button title="A"/></collapsible>
                </screen>
                """)
        var checked: [String] = []
        screen.forEachInSubtree { view in
            let declared = Registry.standard.widget(named: view.typeName)?.stateKeys ?? []
            #expect(view.inspectableState?.map(\.key) ?? [] == declared, "\(view.typeName)")
            if !declared.isEmpty { checked.append(view.typeName) }
        }
        #expect(checked == ["tag-list", "check-in", "collapsible"])
    }
}
