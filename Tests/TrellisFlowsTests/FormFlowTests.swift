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
          <text-field id="user" placeholder="Email" max-length="5"/>
          <text-field id="password" secure="true"/>
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
        let result = try run(
            """
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

    @Test func typingErasingReturnAndHidingTheKeyboard() throws {
        let result = try run(
            """
            - tapOn: {id: user}
            - inputText: "adaXYZ"
            - assertText: {id: user, text: adaXY}
            - eraseText: 2
            - assertText: {id: user, text: ada}
            - pressKey: return
            - tapOn: {id: password}
            - inputText: "pa👍🏽"
            - assertText: {id: password, text: "•••"}
            - assertNotVisible: "pa👍🏽"
            - assertVisible: "•••"
            - eraseText
            - assertText: {id: password, text: ""}
            - hideKeyboard
            """)
        expectFlowPasses(result)
        #expect(result.steps.count == 14)
    }

    @Test func keysWithNoTextFieldEditingFailNamingTheFields() throws {
        let result = try run("- hideKeyboard")
        let message = try #require(result.failure?.message)
        // Each field is named with its place in the screen file (lines 5 and 6, column 3).
        #expect(
            message == "cannot hide the keyboard: no text field is editing; tap one first; text fields on the screen: "
                + "text-field#user (\(fixture.path("form.xml")):5:3), text-field#password (\(fixture.path("form.xml")):6:3)")
    }

    @Test func assertTextSaysWhatItFound() throws {
        let result = try run("- assertText: {id: title, text: Setting}")
        #expect(result.failure?.message.hasPrefix("expected the text of label#title \"Settings\"") == true)
        #expect(result.failure?.message.hasSuffix("to be \"Setting\", found \"Settings\"") == true)
    }

    @Test func badKeyboardStepsAreLocatedBeforeAnythingRuns() throws {
        let errors = try fixture.errors(content: "screen: form.xml\n---\n- pressKey: retrun\n- hideKeyboard: now\n- eraseText: -1\n- inputText\n")
        #expect(
            errors == [
                "3:13: unknown key 'retrun'; did you mean 'return'? Keys: return",
                "4:17: hideKeyboard takes no argument",
                "5:14: eraseText's count must be a whole number from 0 to 1000000, not '-1'",
                "6:3: 'inputText' needs an argument (the text to type)",
            ])
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
