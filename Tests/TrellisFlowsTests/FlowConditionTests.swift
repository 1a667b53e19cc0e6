import Foundation
import Testing
import Trellis

/// `runFlow` with `when:` (Docs/flows.md, "Conditions"): `visible` and `notVisible`
/// decided when the step is reached, a skipped step that sends nothing, and the mapping's
/// errors.
struct FlowConditionTests {
    let fixture: FlowFixture

    init() throws {
        fixture = try FlowFixture()
    }

    /// Each step's line as `trellis test` shows its outcome: `✓ STEP`, `✗ STEP` or `○ STEP
    /// (skipped: REASON)`, indented two spaces per level.
    private func outline(_ result: FlowResult) -> [String] {
        result.steps.map { step in
            String(repeating: "  ", count: step.depth) + (step.skipped.map { "○ \(step.step) (skipped: \($0))" } ?? "\(step.passed ? "✓" : "✗") \(step.step)")
        }
    }

    @Test func visibleAndNotVisibleAreDecidedWhenTheStepIsReached() throws {
        // "Secret" is hidden, "OK" is visible: the first runFlow is skipped at its first
        // false condition, the second runs its step one level deeper.
        let result = try fixture.run(
            steps: """
                - runFlow: {when: {visible: OK, notVisible: Cancel}, commands: [{tapOn: OK}]}
                - runFlow: {when: {visible: OK, notVisible: Secret}, commands: [{tapOn: OK}]}
                - runFlow: {when: {visible: Secret}, commands: [{tapOn: OK}]}
                """)
        #expect(result.passed)
        #expect(
            outline(result) == [
                "○ runFlow 1 command (skipped: notVisible 'Cancel' is false)",
                "  ✓ tapOn 'OK'",
                "✓ runFlow 1 command",
                "○ runFlow 1 command (skipped: visible 'Secret' is false)",
            ])
    }

    @Test func aSkippedStepIsNotThePreviousStepOfAssertAction() throws {
        // The tap on OK sends nothing named; the skipped step between leaves assertNoAction
        // reading the tap, and the next step's check of a name fails on the tap's record,
        // not on the skipped step.
        try fixture.write("action.xml", "<screen width=\"200\" height=\"100\"><button id=\"go\" title=\"Go\" action=\"go\" height=\"40\"/></screen>")
        try fixture.write(
            "flow.yaml", "screen: action.xml\n---\n- tapOn: Go\n- runFlow: {when: {visible: Nothing}, commands: [{tapOn: Go}]}\n- assertAction: {name: go}\n")
        let result = try fixture.run("flow.yaml")
        #expect(result.passed)
        #expect(result.steps.map(\.step) == ["tapOn 'Go'", "runFlow 1 command", "assertAction go"])
    }

    @Test func theStepsUnderAConditionAreCheckedWhetherOrNotTheyRun() throws {
        #expect(
            try fixture.errors(content: FlowFixture.flow("- runFlow: {when: {visible: Nothing}, commands: [{tapOn: {id: missing}}, {tapOnn: OK}]}")) == [
                "3:75: unknown command 'tapOnn'; did you mean 'tapOn'? Commands: " + FlowCommandDescriptor.names.joined(separator: ", ")
            ])
    }

    @Test(arguments: [
        ("- runFlow: {when: {}, commands: [{tapOn: OK}]}", "3:19: when: {} holds no condition: give visible, notVisible or true"),
        (
            "- runFlow: {when: {platform: iOS}, commands: [{tapOn: OK}]}",
            "3:20: 'platform' is not a condition: Trellis runs on one platform; conditions are visible, notVisible and true"
        ),
        (
            "- runFlow: {when: {visibel: OK}, commands: [{tapOn: OK}]}",
            "3:20: unknown key 'visibel' in when; did you mean 'visible'? Allowed keys: visible, notVisible, true"
        ),
        ("- runFlow: {when: [OK], commands: [{tapOn: OK}]}", "3:19: when: holds conditions (visible, notVisible, true), found a list"),
        (
            "- runFlow: {file: a.yaml, commands: [{tapOn: OK}]}",
            "3:12: runFlow takes exactly one of 'file' (a flow file's path) and 'commands' (a list of steps)"
        ),
        ("- runFlow: {when: {visible: OK}}", "3:12: runFlow takes exactly one of 'file' (a flow file's path) and 'commands' (a list of steps)"),
        (
            "- runFlow: {commands: [{tapOn: OK}], envv: {A: b}}",
            "3:38: unknown key 'envv' in runFlow; did you mean 'env'? Allowed keys: file, commands, when, env"
        ),
    ])
    func badConditionsAreLocated(step: String, expected: String) throws {
        #expect(try fixture.errors(content: FlowFixture.flow(step)) == [expected])
    }

    @Test func aSelectorOfAConditionNamesIdsTheScreenHas() throws {
        try fixture.write("flow.yaml", FlowFixture.flow("- runFlow: {when: {visible: {id: okk}}, commands: [{tapOn: OK}]}"))
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("flow.yaml"))
        let problems = FlowScreenCheck(registry: .standard).problems(in: [flow]).map(\.message)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("has id 'okk'; did you mean 'ok'?") == true)
    }
}
