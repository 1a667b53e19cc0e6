import Foundation
import Testing
import Trellis

/// The flow commands of switches and text fields (Docs/flows.md), on a small form.
struct FormFlowTests {
    static let screen = """
        <screen width="300" height="400">
          <label id="title" text="Settings"/>
          <switch id="wifi" action="toggleWiFi"/>
          <switch id="bluetooth" on="true"/>
        </screen>
        """

    let fixture: FlowFixture

    init() throws {
        fixture = try FlowFixture(["form.xml": FormFlowTests.screen])
    }

    /// Runs `steps` on the form.
    private func run(_ steps: String) throws -> FlowResult {
        let name = "form-\(UUID().uuidString).yaml"
        try fixture.write(name, "screen: form.xml\n---\n" + steps + "\n")
        return try fixture.run(name)
    }

    @Test func switchesFlipAndAssertTheirState() throws {
        let result = try run("""
            - assertOff: {id: wifi}
            - assertOn: {id: bluetooth}
            - tapOn: {id: wifi}
            - assertOn: {id: wifi}
            - tapOn: {id: bluetooth}
            - assertOff: {id: bluetooth}
            """)
        expectFlowPasses(result)
        #expect(result.steps.count == 6)
    }

    @Test func assertOnFailsSayingWhatItFound() throws {
        let result = try run("- assertOn: {id: wifi}")
        #expect(result.failure?.message.hasPrefix("expected switch#wifi") == true)
        #expect(result.failure?.message.hasSuffix("to be on, found it off") == true)
    }

    @Test func assertOnNeedsASwitch() throws {
        try fixture.write("button.xml", "<screen><button id=\"b\" title=\"B\"/></screen>")
        try fixture.write("b.yaml", "screen: button.xml\n---\n- assertOff: {id: b}\n")
        let result = try fixture.run("b.yaml")
        #expect(result.failure?.message.hasPrefix("assertOff needs a switch; button#b \"B\"") == true)
    }
}
