import Foundation
import Testing
import Trellis

/// The traits every command of the table declares, read from each command as its
/// documented example parses: the runner, the loader and the checker know commands by
/// these alone.
struct FlowCommandTraitsTests {
    /// Every command name with its traits, in the order of the table.
    static let expected: [(name: String, traits: FlowCommandTraits)] = [
        ("tapOn", [.changesScreen, .recordsActions]), ("longPressOn", [.changesScreen, .recordsActions]),
        ("doubleTapOn", [.changesScreen, .recordsActions]), ("swipe", [.changesScreen, .recordsActions]),
        ("scroll", [.changesScreen, .recordsActions]), ("scrollUntilVisible", [.changesScreen, .recordsActions]),
        ("assertVisible", [.isAssertion, .recordsActions]), ("assertNotVisible", [.isAssertion, .recordsActions]),
        ("assertSelected", [.isAssertion, .recordsActions]), ("assertNotSelected", [.isAssertion, .recordsActions]),
        ("assertEnabled", [.isAssertion, .recordsActions]), ("assertDisabled", [.isAssertion, .recordsActions]),
        ("assertOn", [.isAssertion, .recordsActions]), ("assertOff", [.isAssertion, .recordsActions]),
        ("inputText", [.changesScreen, .recordsActions]), ("eraseText", [.changesScreen, .recordsActions]),
        ("pressKey", [.changesScreen, .recordsActions]), ("hideKeyboard", [.changesScreen, .recordsActions]),
        ("assertText", [.isAssertion, .recordsActions]),
        ("assertAction", [.isAssertion]), ("assertNoAction", [.isAssertion]),
        ("assertState", [.isAssertion, .recordsActions]), ("assertFrame", [.isAssertion, .recordsActions]),
        ("assertPresentation", [.isAssertion, .recordsActions]),
        ("assertSnapshot", [.isAssertion, .recordsActions]), ("assertScreenshot", [.isAssertion, .recordsActions]),
        ("assertAccessible", [.isAssertion, .recordsActions]),
        ("advanceClock", [.changesScreen, .recordsActions, .movesClock]),
        ("waitForAnimationToEnd", [.changesScreen, .recordsActions, .movesClock]),
        ("runFlow", [.hasNestedSteps, .recordsActions]), ("repeat", [.hasNestedSteps, .recordsActions]),
        ("setSize", [.changesScreen, .recordsActions]),
        ("back", [.changesScreen, .recordsActions]), ("openLink", [.changesScreen, .recordsActions]),
        ("launchApp", [.changesScreen, .recordsActions]), ("assertScreen", [.isAssertion]),
    ]

    @Test func everyCommandOfTheTableDeclaresItsTraits() throws {
        let fixture = try FlowFixture(["common/login.yaml": "- tapOn: OK\n"])
        let steps = FlowCommandDescriptor.all.map { "- \($0.name): \($0.example)" }.joined(separator: "\n")
        try fixture.write("examples.yaml", FlowFixture.flow(steps))
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("examples.yaml"))
        #expect(flow.steps.map(\.command.name) == Self.expected.map(\.name))
        for (step, expected) in zip(flow.steps, Self.expected) {
            #expect(step.command.traits == expected.traits, "\(expected.name): \(step.command.traits)")
        }
    }

    @Test func onlyCommandsWithNestedStepsHoldThem() throws {
        let fixture = try FlowFixture(["common/login.yaml": "- tapOn: OK\n"])
        let steps = FlowCommandDescriptor.all.map { "- \($0.name): \($0.example)" }.joined(separator: "\n")
        try fixture.write("examples.yaml", FlowFixture.flow(steps))
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("examples.yaml"))
        let holding = flow.steps.filter { !$0.command.nestedSteps.isEmpty }.map(\.command.name)
        // runFlow holds common/login.yaml's one step; repeat its one tapOn.
        #expect(holding == ["runFlow", "repeat"])
        #expect(flow.steps.allSatisfy { $0.command.traits.contains(.hasNestedSteps) == !$0.command.nestedSteps.isEmpty })
        let run = try #require(flow.steps.first { $0.command.name == "runFlow" })
        #expect(run.command.includedFlowPath == "common/login.yaml")
        let repeated = try #require(flow.steps.first { $0.command.name == "repeat" })
        #expect(repeated.command.repetitions == 3)
    }

    @Test func traitsPrintByName() {
        #expect(FlowCommandTraits([.changesScreen, .recordsActions]).description == "changesScreen, recordsActions")
        #expect(FlowCommandTraits([.isAssertion, .hasNestedSteps]).description == "hasNestedSteps, isAssertion")
        #expect(FlowCommandTraits().description == "none")
    }
}
