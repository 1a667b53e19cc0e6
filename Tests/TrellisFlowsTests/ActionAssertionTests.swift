import Foundation
import Testing
import Trellis

/// `assertAction` and `assertNoAction`: every named action a step sends is recorded,
/// handled or not, with its sender (Docs/flows.md, "Actions").
struct ActionAssertionTests {
    static let screen = """
        <screen width="300" height="400">
          <text-field id="email" placeholder="Email" action="next"/>
          <switch id="remember"/>
          <button id="signIn" title="Sign in" action="signIn"/>
          <button id="cancel" title="Cancel" action="cancel"/>
        </screen>
        """

    let fixture: FlowFixture

    init() throws {
        fixture = try FlowFixture(["form.xml": ActionAssertionTests.screen])
    }

    private func run(_ steps: String) throws -> FlowResult {
        let name = "actions-\(UUID().uuidString).yaml"
        try fixture.write(name, "screen: form.xml\n---\n" + steps + "\n")
        return try fixture.run(name)
    }

    @Test func actionsOfTapsReturnAndSwitchesAreRecorded() throws {
        let result = try run(
            """
            - tapOn: Sign in
            - assertAction: signIn
            - assertAction: {name: signIn, from: {id: signIn}}
            - assertNoAction: cancel
            - tapOn: {id: remember}
            - assertNoAction
            - tapOn: {id: email}
            - inputText: ada
            - assertNoAction
            - pressKey: return
            - assertAction: {name: next, from: {type: text-field}}
            """)
        expectFlowPasses(result)
        #expect(
            result.steps.map(\.step) == [
                "tapOn 'Sign in'", "assertAction signIn", "assertAction signIn from #signIn", "assertNoAction cancel",
                "tapOn #remember", "assertNoAction", "tapOn #email", "inputText \"ada\"", "assertNoAction",
                "pressKey return", "assertAction next from type text-field",
            ])
    }

    @Test func aMissingActionListsWhatWasSentWithSenders() throws {
        let result = try run("- tapOn: Cancel\n- assertAction: signIn")
        #expect(
            result.failure?.message
                == "expected the previous step (tapOn 'Cancel') to send the action 'signIn'; it sent 'cancel' (unhandled) from button#cancel \"Cancel\"")
        #expect(result.failure?.location.line == 4)
    }

    @Test func anActionFromAnotherSenderFails() throws {
        let result = try run("- tapOn: Sign in\n- assertAction: {name: signIn, from: {id: cancel}}")
        #expect(
            result.failure?.message == "expected the previous step (tapOn 'Sign in') to send the action 'signIn' from "
                + "button#cancel \"Cancel\"; it sent 'signIn' (unhandled) from button#signIn \"Sign in\"")
    }

    @Test func assertNoActionFailsWithEveryActionSent() throws {
        let result = try run("- repeat: {times: 2, commands: [{tapOn: Sign in}]}\n- assertNoAction")
        // A repeat is one step: both taps' actions are its.
        #expect(
            result.failure?.message == "expected the previous step (repeat 2 × 1 steps) to send no action; it sent "
                + "'signIn' (unhandled) from button#signIn \"Sign in\", 'signIn' (unhandled) from button#signIn \"Sign in\"")
        let named = try run("- tapOn: Cancel\n- assertNoAction: cancel")
        #expect(
            named.failure?.message == "expected the previous step (tapOn 'Cancel') not to send the action 'cancel'; "
                + "it sent 'cancel' (unhandled) from button#cancel \"Cancel\"")
    }

    @Test func aFirstStepHasNoPreviousStep() throws {
        let result = try run("- assertAction: signIn")
        #expect(result.failure?.message == "assertAction checks the actions of the step before it, and no step ran before it")
        expectFlowPasses(try run("- assertNoAction"))
    }

    @Test func aHandlerFromSwiftMakesActionsHandled() throws {
        let screen = try ScreenLoader.standard.load(contentsOfFile: fixture.path("form.xml"))
        var seen: [String] = []
        screen.actionHandler = { name, sender in
            seen.append("\(name) from \(sender)")
            return name == "signIn"
        }
        let records = try screen.recordingDispatch {
            try screen.tap(text: "Sign in")
            try screen.tap(text: "Cancel")
        }
        #expect(seen == ["signIn from button#signIn \"Sign in\"", "cancel from button#cancel \"Cancel\""])
        #expect(records.sentActions.map(\.action) == [SentAction(name: "signIn", handled: true), SentAction(name: "cancel", handled: false)])
        #expect(records.sentActions.map(\.sender.description) == ["button#signIn \"Sign in\"", "button#cancel \"Cancel\""])
    }

    @Test func badActionStepsAreLocatedBeforeAnythingRuns() throws {
        let errors = try fixture.errors(
            content: """
                screen: form.xml
                ---
                - assertAction: {nam: signIn}
                - assertAction
                - assertNoAction: {name: x}
                - assertAction: {name: signIn, from: {type: swtich}}
                """)
        #expect(errors.count == 5)
        #expect(errors[0] == "3:17: assertAction needs 'name'")
        #expect(errors[1] == "3:18: unknown key 'nam' in assertAction; did you mean 'name'? Allowed keys: name, from")
        #expect(errors[2] == "4:3: 'assertAction' needs an argument (an action name, or {name: …, from: selector})")
        #expect(errors[3] == "5:19: assertNoAction's name must be a string, found a mapping")
        #expect(errors[4].hasPrefix("6:45: unknown widget type 'swtich'; did you mean 'switch'?"))
    }
}
