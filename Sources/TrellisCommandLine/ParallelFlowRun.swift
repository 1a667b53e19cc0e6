import Dispatch
import Foundation
import Trellis

/// Runs flows on several threads at once. Each flow loads and drives its own screen on
/// one thread, so results equal a serial run's; output is printed in the flows' order,
/// each flow as soon as it and every flow before it have finished. No flow starts once
/// standard output has failed.
///
/// The shared state is guarded by an `NSLock` (a pthread mutex) rather than
/// Synchronization's `Mutex`: on Linux the thread sanitizer cannot see the `Mutex`'s
/// futex-based ordering and reports races between accesses it does order, while it
/// checks pthread mutexes exactly. Every access to `state` holds `lock`, which is why the
/// class can be `@unchecked Sendable`.
final class ParallelFlowRun: @unchecked Sendable {
    private struct State {
        var next = 0
        var printed = 0
        var results: [FlowResult?]
        /// Each finished flow's output, until it is printed.
        var texts: [String?]
    }

    private let flows: [Flow]
    private let runner: FlowRunner
    /// How many times each flow runs (`--repeat`).
    private let repetition: FlowRepetition
    private let printer: TestPrinter
    /// Told of every flow's steps and end on the thread that runs it (the HTML report's
    /// pages, the JUnit report).
    private let observers: [any FlowRunObserver & Sendable]
    private let lock = NSLock()
    private var state: State

    init(
        flows: [Flow], runner: FlowRunner, repetition: FlowRepetition, printer: TestPrinter,
        observers: [any FlowRunObserver & Sendable] = []
    ) {
        self.flows = flows
        self.runner = runner
        self.repetition = repetition
        self.printer = printer
        self.observers = observers
        state = State(results: Array(repeating: nil, count: flows.count), texts: Array(repeating: nil, count: flows.count))
    }

    /// Runs `body` on the state while holding the lock.
    private func withState<Value>(_ body: (inout State) -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    /// Runs every flow on `jobs` threads and returns the results in the flows' order.
    func run(jobs: Int) -> [FlowResult] {
        DispatchQueue.concurrentPerform(iterations: min(jobs, flows.count)) { _ in
            while let index = takeNext() {
                let result = repetition.run(flows[index], on: runner, observers: observers)
                // The output is made before the lock is taken, so that the threads make
                // theirs at the same time; only the printing is done in turn.
                finished(result, text: printer.text(for: result) + TestCommand.repetitionLine(for: result, repetition), at: index)
            }
        }
        return withState { $0.results.compactMap { $0 } }
    }

    private func takeNext() -> Int? {
        withState { state in
            guard state.next < flows.count, !Output.standardOutputFailed else { return nil }
            defer { state.next += 1 }
            return state.next
        }
    }

    private func finished(_ result: FlowResult, text: String, at index: Int) {
        withState { state in
            state.results[index] = result
            state.texts[index] = text
            // Buffered (``Output/writeBuffered(_:)``), so the lock is not held across a
            // system call per flow while the other threads wait for it.
            while state.printed < flows.count, let ready = state.texts[state.printed] {
                Output.writeBuffered(ready)
                state.texts[state.printed] = nil
                state.printed += 1
            }
        }
    }
}
