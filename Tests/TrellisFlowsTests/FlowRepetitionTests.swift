import Foundation
import Testing
import Trellis

/// `FlowRepetition` (Docs/flows.md, "`--repeat N`: proving a flow deterministic"): runs
/// compared with run 1's step by step, the first difference located with each run's line.
struct FlowRepetitionTests {
    /// Counts the log lines asked for across runs, so that each run's lines differ.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            count += 1
            return count
        }

        var value: Int {
            lock.lock()
            defer { lock.unlock() }
            return count
        }
    }

    @Test func aLogLineThatDiffersFailsAtItsStepNamingBothLines() throws {
        let fixture = try FlowFixture(["f.yaml": FlowFixture.flow("- assertVisible: OK\n- tapOn: OK")])
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("f.yaml"))
        let counter = Counter()
        // Run 1 asks for lines 1 and 2, run 2 for line 3 at its first step.
        let repetition = FlowRepetition(count: 2) { step in "\(step.step) #\(counter.next())" }
        let result = repetition.run(flow, on: FlowRunner(registry: .standard))
        let failure = try #require(result.failure)
        #expect(
            failure.description == fixture.path("f.yaml") + ":3:3: error: assertVisible 'OK': not deterministic: "
                + "run 2 differs from run 1: the step's log line\n  run 1: assertVisible 'OK' #1\n  run 2: assertVisible 'OK' #3")
        #expect(FlowRepetition.isNotDeterministic(result))
        // Run 1's steps, both passed, are the result's.
        #expect(result.steps.map(\.passed) == [true, true])
    }

    @Test func theFaultyRunTapsOnePointRight() throws {
        let fixture = try FlowFixture(["f.yaml": FlowFixture.flow("- assertVisible: OK\n- tapOn: OK")])
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("f.yaml"))
        let repetition = FlowRepetition(count: 3, faultyRun: 2) { $0.step }
        let result = repetition.run(flow, on: FlowRunner(registry: .standard))
        // OK is at (10, 10, 60, 20) in the row at the screen's origin: its centre is
        // (10 + 60 / 2, 10 + 20 / 2) = (40, 20), and run 2 taps (41, 20).
        #expect(
            result.failure?.description == fixture.path("f.yaml") + ":4:3: error: tapOn 'OK': not deterministic: "
                + "run 2 differs from run 1: the step's tap 1\n"
                + "  run 1: tap \"OK\" at (40, 20) hit button#ok: touchDown, touchUpInside, primaryActionTriggered\n"
                + "  run 2: tap \"OK\" at (41, 20) hit button#ok: touchDown, touchUpInside, primaryActionTriggered")
    }

    @Test func oneRunIsAPlainRunAndRecordsNothing() throws {
        let fixture = try FlowFixture(["f.yaml": FlowFixture.flow("- tapOn: OK\n- assertVisible: Nope")])
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("f.yaml"))
        let counter = Counter()
        let result = FlowRepetition(count: 1, faultyRun: 1) { _ in "\(counter.next())" }.run(flow, on: FlowRunner(registry: .standard))
        #expect(counter.value == 0)
        #expect(result.steps.map(\.passed) == [true, false])
        #expect(result.steps.first?.taps.isEmpty == true)
        #expect(!FlowRepetition.isNotDeterministic(result))
    }

    @Test func identicalFailingRunsKeepRun1sFailure() throws {
        let fixture = try FlowFixture(["f.yaml": FlowFixture.flow("- tapOn: OK\n- assertVisible: Nope")])
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("f.yaml"))
        let once = FlowRunner(registry: .standard).run(flow)
        let thrice = FlowRepetition(count: 3) { $0.step }.run(flow, on: FlowRunner(registry: .standard))
        #expect(thrice.failure?.description == once.failure?.description)
        #expect(thrice.failure?.location.line == 4)
        #expect(!FlowRepetition.isNotDeterministic(thrice))
    }
}
