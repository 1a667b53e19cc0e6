import Dispatch
import Synchronization
import Trellis

/// Runs flows on several threads at once. Each flow loads and drives its own screen on
/// one thread, so results equal a serial run's; output is printed in the flows' order,
/// each flow as soon as it and every flow before it have finished.
final class ParallelFlowRun: Sendable {
    private struct State {
        var next = 0
        var printed = 0
        var results: [FlowResult?]
    }

    private let flows: [Flow]
    private let runner: FlowRunner
    private let printer: TestPrinter
    private let state: Mutex<State>

    init(flows: [Flow], runner: FlowRunner, printer: TestPrinter) {
        self.flows = flows
        self.runner = runner
        self.printer = printer
        state = Mutex(State(results: Array(repeating: nil, count: flows.count)))
    }

    /// Runs every flow on `jobs` threads and returns the results in the flows' order.
    func run(jobs: Int) -> [FlowResult] {
        DispatchQueue.concurrentPerform(iterations: min(jobs, flows.count)) { _ in
            while let index = takeNext() {
                let result = runner.run(flows[index])
                finished(result, at: index)
            }
        }
        return state.withLock { $0.results.compactMap { $0 } }
    }

    private func takeNext() -> Int? {
        state.withLock { state in
            guard state.next < flows.count else { return nil }
            defer { state.next += 1 }
            return state.next
        }
    }

    private func finished(_ result: FlowResult, at index: Int) {
        state.withLock { state in
            state.results[index] = result
            while state.printed < flows.count, let ready = state.results[state.printed] {
                Output.write(printer.text(for: ready))
                state.printed += 1
            }
        }
    }
}
