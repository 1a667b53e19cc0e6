import Foundation
import Testing
import Trellis

/// What a run's observers hear: each step's start and end in order, nested steps one
/// level deeper between their command's start and end, a step's own failure once.
struct FlowRunObserverTests {
    /// Writes every call as a line: `began 1 tapOn 'A'`, `failed 0 …`, `finished 0 … passed`.
    final class Recorder: FlowRunObserver {
        var lines: [String] = []

        func stepBegan(_ step: FlowStepEvent) {
            lines.append("began \(step.depth) \(step.step.description)")
        }

        func stepFailed(_ step: FlowStepEvent, failure: inout FlowFailure) {
            lines.append("failed \(step.depth) \(step.step.description)")
        }

        func stepFinished(_ step: FlowStepEvent, result: inout StepResult) {
            #expect(result.depth == step.depth)
            lines.append("finished \(step.depth) \(step.step.description) \(result.passed ? "passed" : "failed")")
        }

        func flowFinished(_ result: inout FlowResult) {
            lines.append("flow \(result.steps.count) steps \(result.passed ? "passed" : "failed")")
            result.name = "renamed"
        }
    }

    @Test func nestedStepsBeginAndFinishInsideTheirCommandOneLevelDeeper() throws {
        let fixture = try FlowFixture(["inc.yaml": "- tapOn: B\n- repeat: {times: 2, commands: [{tapOn: A}]}\n"])
        try fixture.write("main.yaml", FlowFixture.flow("- tapOn: A\n- runFlow: inc.yaml\n- assertVisible: A"))
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("main.yaml"))
        let recorder = Recorder()
        var callbacks: [String] = []
        let result = FlowRunner(registry: .standard).run(flow, observers: [recorder]) { callbacks.append("\($0.depth) \($0.step)") }
        #expect(result.passed)
        #expect(
            recorder.lines == [
                "began 0 tapOn 'A'", "finished 0 tapOn 'A' passed",
                "began 0 runFlow inc.yaml",
                "began 1 tapOn 'B'", "finished 1 tapOn 'B' passed",
                "began 1 repeat 2 × 1 steps",
                "began 2 tapOn 'A'", "finished 2 tapOn 'A' passed",
                "began 2 tapOn 'A'", "finished 2 tapOn 'A' passed",
                "finished 1 repeat 2 × 1 steps passed",
                "finished 0 runFlow inc.yaml passed",
                "began 0 assertVisible 'A'", "finished 0 assertVisible 'A' passed",
                "flow 7 steps passed",
            ])
        // What an observer makes of the flow's result is what the run returns.
        #expect(result.name == "renamed")
        // The result callback hears every step's finish, in the same order, after the observers.
        #expect(
            callbacks
                == recorder.lines.filter { $0.hasPrefix("finished") }.map {
                    String($0.dropFirst("finished ".count).dropLast(" passed".count))
                })
        #expect(result.steps.map(\.depth) == [0, 1, 2, 2, 1, 0, 0])
    }

    @Test func aNestedFailureIsReportedOnceAtItsStepAndFinishesEveryEnclosingStep() throws {
        let fixture = try FlowFixture()
        try fixture.write("main.yaml", FlowFixture.flow("- repeat: {times: 2, commands: [{tapOn: Nope}]}\n- tapOn: A"))
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("main.yaml"))
        let recorder = Recorder()
        let result = FlowRunner(registry: .standard).run(flow, observers: [recorder])
        #expect(result.failure?.step == "tapOn 'Nope'")
        // The failure's screen is kept by the runner's own observers, before this one.
        #expect(result.failure?.json?.hasPrefix(#"{"screen":{"width":200,"height":300},"clock":{"time":0,"animations":[],"timers":[]},"root":"#) == true)
        #expect(
            recorder.lines == [
                "began 0 repeat 2 × 1 steps",
                "began 1 tapOn 'Nope'", "failed 1 tapOn 'Nope'", "finished 1 tapOn 'Nope' failed",
                "finished 0 repeat 2 × 1 steps failed",
                "flow 2 steps failed",
            ])
    }

    @Test func aFlowWhoseScreenCannotLoadStillFinishesForItsObservers() throws {
        let fixture = try FlowFixture()
        try fixture.write("main.yaml", FlowFixture.flow("- tapOn: A"))
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("main.yaml"))
        // The screen breaks after the flow was checked, before it runs.
        try fixture.write("screen.xml", "<screen><nope/></screen>")
        let recorder = Recorder()
        let result = FlowRunner(registry: .standard).run(flow, observers: [recorder])
        #expect(result.failure?.step.hasPrefix("load ") == true)
        #expect(recorder.lines == ["flow 0 steps failed"])
    }

    @Test func picturesAreDrawnByTheirObserverAndSharedWhileTheScreenIsUnchanged() throws {
        let fixture = try FlowFixture()
        try fixture.write("main.yaml", FlowFixture.flow("- tapOn: A\n- assertSelected: A\n- setSize: {width: 100, height: 100}"))
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("main.yaml"))
        let result = FlowRunner(registry: .standard, captures: .pictures).run(flow)
        let pictures = result.steps.map(\.picture)
        #expect(pictures.count == 3)
        // assertSelected changes nothing and taps nothing: it shares tapOn's picture.
        #expect(pictures[0] != nil && pictures[1] == pictures[0])
        #expect(pictures[2] != pictures[1])
        #expect(pictures[2]?.text.contains(#"width="100" height="100""#) == true)
    }
}
