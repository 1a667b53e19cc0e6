import Foundation
import Testing
import Trellis

/// `onFlowStart` and `onFlowComplete` (Docs/flows.md, "Hooks"): when each runs, how
/// their failures count and how they are named.
struct FlowHookTests {
    let fixture: FlowFixture

    init() throws {
        fixture = try FlowFixture()
    }

    private func run(start: String, steps: String, complete: String) throws -> FlowResult {
        try fixture.write("hooks.yaml", "screen: screen.xml\nonFlowStart: \(start)\nonFlowComplete: \(complete)\n---\n\(steps)\n")
        return try fixture.run("hooks.yaml")
    }

    /// Each step's section (if it starts one) and line, and whether it passed.
    private func outline(_ result: FlowResult) -> [String] {
        result.steps.flatMap { step in (step.section.map { [$0] } ?? []) + ["\(step.passed ? "✓" : "✗") \(step.step)"] }
    }

    @Test func hooksRunBeforeAndAfterTheStepsUnderTheirNames() throws {
        let result = try run(start: "[{tapOn: OK}]", steps: "- tapOn: Cancel", complete: "[{assertVisible: OK}]")
        #expect(result.passed)
        #expect(outline(result) == ["onFlowStart:", "✓ tapOn 'OK'", "✓ tapOn 'Cancel'", "onFlowComplete:", "✓ assertVisible 'OK'"])
    }

    @Test func aFailedStartSkipsTheStepsButNotTheCompletion() throws {
        // onFlowStart's tap finds nothing: the steps do not run, onFlowComplete does.
        let result = try run(start: "[{tapOn: Nothing}]", steps: "- tapOn: Cancel", complete: "[{assertVisible: OK}]")
        #expect(outline(result) == ["onFlowStart:", "✗ tapOn 'Nothing'", "onFlowComplete:", "✓ assertVisible 'OK'"])
        #expect(result.failure?.step == "onFlowStart: tapOn 'Nothing'")
        #expect(result.failure?.location.line == 2)
        #expect(result.hookFailure == nil)
    }

    @Test func aFailedCompletionAfterAFailedStepIsASecondFailureOfOneTest() throws {
        let result = try run(start: "[]", steps: "- tapOn: Nothing", complete: "[{assertVisible: Gone}, {tapOn: OK}]")
        // The completion stops at its own first failure: the tap on OK does not run.
        #expect(outline(result) == ["✗ tapOn 'Nothing'", "onFlowComplete:", "✗ assertVisible 'Gone'"])
        #expect(result.failures.map(\.step) == ["tapOn 'Nothing'", "onFlowComplete: assertVisible 'Gone'"])
        #expect(result.hookFailure?.location.line == 3)
    }

    @Test func aFailedCompletionAloneFailsTheTest() throws {
        let result = try run(start: "[]", steps: "- tapOn: OK", complete: "[{assertVisible: Gone}]")
        #expect(!result.passed)
        #expect(result.failure?.step == "onFlowComplete: assertVisible 'Gone'")
        #expect(result.hookFailure == nil)
    }

    @Test func hooksAreCheckedAndSubstitutedAsTheStepsAre() throws {
        #expect(
            try fixture.errors(
                content: "screen: screen.xml\nenv: {W: OK}\nonFlowStart: [{tapOnn: OK}]\nonFlowComplete: [{tapOn: \"${X}\"}]\n---\n- tapOn: ${W}\n") == [
                    "3:16: unknown command 'tapOnn'; did you mean 'tapOn'? Commands: " + FlowCommandDescriptor.names.joined(separator: ", "),
                    "4:27: 'X' is not bound; bind it with -e X=…, in the header's env:, in a data row or in runFlow's env:",
                ])
    }
}
