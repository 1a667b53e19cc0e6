import Foundation
import Trellis

/// Keeps each flow's result as the flow finishes (``FlowRunObserver``), on whichever
/// thread ran it, for the JUnit report `trellis test --report` writes after the run
/// (Docs/flows.md, "Reports"): its test cases are in the order the flows were given, not
/// the order they finished.
///
/// Every access to the results holds `lock`, which is why the class can be
/// `@unchecked Sendable` (an `NSLock`, for the thread sanitizer's sake, as
/// ``ParallelFlowRun``'s).
final class JUnitReportObserver: FlowRunObserver, @unchecked Sendable {
    /// Each flow path's place in the order the flows were given.
    private let order: [String: Int]
    private let lock = NSLock()
    private var finished: [(place: Int, result: FlowResult)] = []

    /// An observer of the flows at `flowPaths`, in that order.
    init(flowPaths: [String]) {
        order = Dictionary(flowPaths.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func flowFinished(_ result: inout FlowResult) {
        let place = order[result.testPath] ?? Int.max
        let kept = result
        lock.lock()
        finished.append((place, kept))
        lock.unlock()
    }

    /// The report of every flow finished so far, in the order the flows were given.
    var report: JUnitReport {
        lock.lock()
        defer { lock.unlock() }
        return JUnitReport(results: finished.enumerated().sorted { ($0.element.place, $0.offset) < ($1.element.place, $1.offset) }.map(\.element.result))
    }
}
