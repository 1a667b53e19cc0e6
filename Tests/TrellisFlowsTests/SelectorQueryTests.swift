import Foundation
import Testing
import Trellis

/// A flow selector means a ``ViewQuery``, resolved by the same code as a query from Swift
/// (Docs/flows.md, "Selectors").
struct SelectorQueryTests {
    let fixture: FlowFixture

    init() throws {
        fixture = try FlowFixture([
            "panel.xml": """
            <screen width="300" height="400">
              <view id="settings" layout="stack">
                <label text="Wi-Fi"/>
                <switch id="wifi"/>
                <label text="Bluetooth"/>
                <switch id="bt" on="true"/>
              </view>
              <switch id="airplane"/>
            </screen>
            """
        ])
    }

    private func selector(_ yaml: String) throws -> FlowSelector {
        try fixture.write("s.yaml", "screen: panel.xml\n---\n- tapOn: \(yaml)\n")
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("s.yaml"))
        return try #require(flow.steps.first?.command as? TapCommand).selector
    }

    @Test func everySelectorKeyIsAQuery() throws {
        #expect(try selector("周一").query == .text("周一"))
        #expect(try selector("/周./").query == .regex("周."))
        #expect(try selector("{id: ok}").query == .id("ok"))
        #expect(try selector("{label: Play}").query == .accessibilityLabel("Play"))
        #expect(try selector("{point: \"1,2\"}").query == .point(CGPoint(x: 1, y: 2)))
        #expect(
            try selector("{type: switch, within: {id: settings}, index: 1}").query
                == .type("switch").within(.id("settings")).index(1))
        #expect(
            try selector("{text: 周二, rightOf: {text: 周一, index: 1}}").query
                == .text("周二").rightOf(.text("周一").index(1)))
        #expect(try selector("{below: 周一}").query == .below(.text("周一")))
        #expect(try selector("{text: OK, type: button}").query == .text("OK").and(.type("button")))
    }

    @Test func typeAndWithinSelectInAFlow() throws {
        try fixture.write(
            "f.yaml",
            """
            screen: panel.xml
            ---
            - tapOn: {type: switch, within: {id: settings}, index: 0}
            - assertOn: {id: wifi}
            - assertOn: {type: switch, below: Wi-Fi, within: {id: settings}, index: 1}
            - tapOn: {type: switch, within: {id: settings}}
            """)
        let result = try fixture.run("f.yaml")
        // The last step matches two switches: the same message as the Swift query's.
        let swift = #expect(throws: TapError.self) {
            let screen = try ScreenLoader.standard.load(contentsOfFile: fixture.path("panel.xml"))
            try screen.tap(.type("switch").within(.id("settings")))
        }
        #expect(result.failure?.location.line == 6)
        #expect(result.failure?.message == swift?.message)
        #expect(result.failure?.message.hasPrefix("2 visible views match type switch within '#settings' (add index: n or a relation):\n  switch#wifi") == true)
        #expect(result.steps.count == 4)
    }

    @Test func theReadmeQueriesDoWhatTheReadmeSays() throws {
        let path = FlowFixture.packageRoot.appendingPathComponent("Examples/feedback-grid.xml").path
        let screen = try ScreenLoader.standard.load(contentsOfFile: path)
        // Screen order: 堵成狗 堵成翔 路太窄 沒燈 / 路不平 積水多 顛簸 路太髒; the second 路… is 路不平.
        #expect(try screen.view(matching: .regex("路.*").index(1)).displayedText == "路不平")
        // 路太窄 is (190, 5, 87.5, 45); the row below starts 5 points under it, and 顛簸 has
        // the same centre x (233.75).
        #expect(try screen.view(matching: .type("button").below(.text("路太窄"))).displayedText == "顛簸")
        #expect(screen.views(matching: .type("button").within(.id("feedback"))).count == 8)
    }
}
