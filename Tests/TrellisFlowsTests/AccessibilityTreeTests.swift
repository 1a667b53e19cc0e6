import Foundation
import Testing
import Trellis

/// `screen.accessibilityElements` (Docs/accessibility.md, "The accessibility tree").
struct AccessibilityTreeTests {
    @Test func elementsNestUnderLabelledGroupsOnly() throws {
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen width="200" height="300">
                  <view id="player" height="100" accessibility-label="Player" layout="absolute">
                    <view frame="0 0 200 100" layout="absolute">
                      <button id="play" title="▶" accessibility-label="Play" frame="10 10 44 44" selected="true"/>
                      <label text="Paused" frame="60 10 120 20"/>
                    </view>
                  </view>
                  <view height="50" accessibility-hidden="true" layout="absolute">
                    <button title="Hidden" frame="0 0 100 44"/>
                  </view>
                  <button title="Outer" height="44" layout="absolute">
                    <label text="Inner" frame="0 0 40 20"/>
                  </button>
                  <label text=""/>
                  <view height="10"/>
                </screen>
                """, path: "p.xml")
        // Stack: the player view at y 0 (100 tall), the hidden view at 100, the outer
        // button at 150 (44 tall). The play button at (10, 10) inside both views; "Paused"
        // at (60, 10). A view that is not an element (the inner plain view) adds no level.
        #expect(
            AccessibilityElement.dump(screen.accessibilityElements) == """
                group "Player" (0, 0, 200, 100)
                  button "Play" (10, 10, 44, 44) selected
                  staticText "Paused" (60, 10, 120, 20)
                button "Outer" (0, 150, 200, 44)
                """)
        let group = try #require(screen.accessibilityElements.first)
        #expect(group.sourceLocation == SourceLocation(file: "p.xml", line: 2, column: 3))
        #expect(group.children.first?.id == "play")
    }

    @Test func theFrameIsTheVisiblePartOnScreen() throws {
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen width="100" height="100" layout="absolute">
                  <view frame="50 50 100 100" layout="absolute">
                    <button title="Half" frame="30 30 40 40"/>
                  </view>
                </screen>
                """)
        // The button's frame on screen is (80, 80, 40, 40); the screen ends at 100, so
        // 20 × 20 of it shows.
        #expect(screen.accessibilityElements.map(\.frame) == [CGRect(x: 80, y: 80, width: 20, height: 20)])
    }

    @Test func controlsInsideADisabledContainerAreNotEnabled() throws {
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen width="100" height="100">
                  <button title="Box" enabled="false" height="60" layout="stack">
                    <button title="Inside" height="44"/>
                  </button>
                  <view interactive="false" height="30" layout="stack">
                    <button title="Inert" height="30"/>
                  </view>
                </screen>
                """)
        #expect(
            screen.accessibilityElements.map(\.line) == [
                #"button "Box" (0, 0, 100, 60) notEnabled"#,
                #"button "Inert" (0, 60, 100, 30) notEnabled"#,
            ])
    }

    @Test func aPluginWidgetDeclaresItsRoleLabelAndValue() throws {
        final class Toggle: Control {
            var isOn = true
        }
        let widget = WidgetDescriptor(
            name: "toggle", summary: "an on/off switch", isControl: true, content: .none,
            accessibility: AccessibilityDeclaration(
                role: .switch, label: { _ in "Wi-Fi" }, value: { ($0 as? Toggle)?.isOn == true ? "on" : "off" },
                traits: { _ in [.editing] }),
            make: { _ in Toggle() })
        let registry = try Registry(plugins: [.core, Plugin(name: "toggles", widgets: [widget])])
        let screen = try ScreenLoader(registry: registry).load(
            xml: """
                <screen layout="absolute"><toggle id="wifi" frame="300 100 51 31"/></screen>
                """)
        let element = try #require(screen.accessibilityElements.first)
        #expect(element.line == #"switch "Wi-Fi" = "on" (300, 100, 51, 31) editing"#)
        #expect(
            element.json.serialized()
                == #"{"role":"switch","label":"Wi-Fi","value":"on","frame":[300,100,51,31],"traits":["editing"],"id":"wifi","children":[]}"#)
    }

    @Test func switchesAndTextFieldsHaveTheirRolesAndValues() throws {
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen width="300" height="300" layout="absolute">
                  <switch id="s1" accessibility-label="Wi-Fi" frame="0 0 51 31"/>
                  <switch id="s2" accessibility-label="Bluetooth" on="true" frame="0 40 51 31"/>
                  <text-field id="name" text="Ada" accessibility-label="Name" frame="0 80 200 44"/>
                  <text-field id="pin" text="1234" secure="true" accessibility-label="PIN" frame="0 130 200 44"/>
                  <text-field id="mail" placeholder="Email" frame="0 180 200 44"/>
                </screen>
                """)
        // A switch reads "on"/"off"; a text field its visible text (bullets when secure,
        // no value while empty) and, without an accessibility label, its placeholder.
        #expect(
            screen.accessibilityElements.map(\.line) == [
                #"switch "Wi-Fi" = "off" (0, 0, 51, 31)"#,
                #"switch "Bluetooth" = "on" (0, 40, 51, 31)"#,
                #"textField "Name" = "Ada" (0, 80, 200, 44)"#,
                #"textField "PIN" = "••••" (0, 130, 200, 44)"#,
                #"textField "Email" (0, 180, 200, 44)"#,
            ])
        #expect(AccessibilityAudit(rules: [.label]).findings(on: screen).isEmpty)
    }

    @Test func aTextFieldBeingEditedHasTheEditingTrait() throws {
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen width="300" height="300" layout="absolute">
                  <text-field id="name" placeholder="Name" frame="0 0 200 44"/>
                </screen>
                """)
        let field = try #require(screen.view(withID: "name") as? TextField)
        #expect(field.becomeFirstResponder())
        #expect(screen.accessibilityElements.map(\.line) == [#"textField "Name" (0, 0, 200, 44) editing"#])
    }

    @Test func theSeedCheckInBoardReadsTitleAndStatus() throws {
        let path = FlowFixture.packageRoot.appendingPathComponent("Examples/checkin.xml").path
        let screen = try ScreenLoader.standard.load(contentsOfFile: path)
        #expect(screen.accessibilityElements.first?.line == #"button "第一天, ✨领奖✨" (10, 10, 77.5, 85) selected notEnabled"#)
    }
}
