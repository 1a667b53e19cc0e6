import Foundation
import Trellis

/// Writes the pages of an ``HTMLReport`` on a thread of their own while the flows run
/// (Docs/flows.md, "The HTML report"): a flow's result is handed over as soon as the flow
/// has run, and the run goes on to the next flow without waiting for its page, its
/// pictures and their files.
///
/// Pages are written in the order their flows finished, a few at a time: the writer is
/// woken when ``batchSize`` results wait (or when the run ends), not for each flow, which
/// spares the run a switch between threads per flow. At most ``maximumWaiting`` results
/// wait: a report slower than the run holds the run back rather than keeping every
/// flow's pictures in memory.
final class ReportPageWriter: @unchecked Sendable {
    /// How many results may wait for their pages: 8.
    static let maximumWaiting = 8
    /// How many results wake the writer: 4.
    static let batchSize = 4

    let report: HTMLReport
    /// Guards everything below; signalled when results are handed over, taken, or
    /// written, and when the run ends.
    private let condition = NSCondition()
    private var waiting: [(result: FlowResult, tags: [String])] = []
    /// Whether the writer is writing results it took.
    private var writing = false
    /// Whether the run has ended: the writer writes what waits, then stops.
    private var ended = false

    init(report: HTMLReport) {
        self.report = report
        Thread.detachNewThread { [self] in writePages() }
    }

    /// Hands `result`, with `tags`, over to be written, waiting while
    /// ``maximumWaiting`` results already wait; returns the result without its pictures,
    /// which only its page needs.
    func add(_ result: FlowResult, tags: [String]) -> FlowResult {
        condition.lock()
        while waiting.count >= Self.maximumWaiting { condition.wait() }
        waiting.append((result, tags))
        if waiting.count >= Self.batchSize { condition.broadcast() }
        condition.unlock()
        return result.withoutPictures
    }

    /// Ends the run: waits until every page handed over is written.
    func waitForPages() {
        condition.lock()
        ended = true
        condition.broadcast()
        while !waiting.isEmpty || writing { condition.wait() }
        condition.unlock()
    }

    /// The writer's thread: takes the waiting results whenever a batch is ready (or the
    /// run has ended) and writes their pages, until the run has ended and none wait.
    private func writePages() {
        condition.lock()
        while true {
            while waiting.count < Self.batchSize, !ended { condition.wait() }
            if waiting.isEmpty { break }
            let taken = waiting
            waiting.removeAll(keepingCapacity: true)
            writing = true
            condition.broadcast()
            condition.unlock()
            for (result, tags) in taken { _ = report.add(result, tags: tags) }
            condition.lock()
            writing = false
            condition.broadcast()
        }
        condition.unlock()
    }
}

extension FlowResult {
    /// The result with no step's picture: what is kept of a flow once its page is written.
    var withoutPictures: FlowResult {
        var slim = self
        for index in slim.steps.indices { slim.steps[index].picture = nil }
        return slim
    }
}
