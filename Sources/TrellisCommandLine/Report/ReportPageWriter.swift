import Foundation
import Trellis

/// Writes the pages of an ``HTMLReport`` on a thread of their own while the flows run
/// (Docs/flows.md, "The HTML report"): a flow's result is handed over as soon as the flow
/// has run, and the run goes on to the next flow without waiting for its page, its
/// pictures and their files.
///
/// It is an observer of the run (``FlowRunObserver``): each flow's result is handed over
/// when the flow finishes, on the thread that ran it.
///
/// Pages are written in the order their flows finished, several at a time: the writer is
/// woken when ``batchSize`` results wait (or when the run ends), not for each flow, which
/// spares the run a switch between threads per flow (``HTMLReport/add(_:)``). At most
/// ``maximumWaiting`` results
/// wait: a report slower than the run holds the run back rather than keeping every
/// flow's pictures in memory.
///
/// A flow's pictures are released by the thread that drew them, the next time it hands a
/// result over, not by the writer: memory is given back to the allocator it came from
/// (each thread has its own), so the writer and the flows' threads do not take turns at
/// one allocator's lock.
final class ReportPageWriter: FlowRunObserver, @unchecked Sendable {
    /// A flow that has run, and the thread that ran it.
    private struct Handover {
        let flow: HTMLReport.RanFlow
        let thread: pthread_t
    }

    /// How many results may wait for their pages: 16.
    static let maximumWaiting = 16
    /// How many results wake the writer: 8.
    static let batchSize = 8

    let report: HTMLReport
    /// Each flow's tags, by its path, shown on its page.
    private let tags: [String: [String]]
    /// Guards everything below; signalled when results are handed over, taken, or
    /// written, and when the run ends.
    private let condition = NSCondition()
    private var waiting: [Handover] = []
    /// The pictures of pages written, each with the thread that drew them, which
    /// releases them.
    private var written: [(pictures: [SVGPicture?], thread: pthread_t)] = []
    /// Whether the writer is writing results it took.
    private var writing = false
    /// Whether the run has ended: the writer writes what waits, then stops.
    private var ended = false

    init(report: HTMLReport, tags: [String: [String]]) {
        self.report = report
        self.tags = tags
        Thread.detachNewThread { [self] in writePages() }
    }

    /// Hands the finished flow's result over to be written and leaves it without its
    /// pictures (``add(_:tags:)``).
    func flowFinished(_ result: inout FlowResult) {
        add(&result, tags: tags[result.testPath] ?? [])
    }

    /// Hands `result`, with `tags`, over to be written, waiting while
    /// ``maximumWaiting`` results already wait, and leaves it without its pictures, which
    /// only its page needs (taken out in place, so that the steps are not copied).
    /// Releases the pictures of this thread's results whose pages are written.
    func add(_ result: inout FlowResult, tags: [String]) {
        var pictures: [SVGPicture?] = []
        pictures.reserveCapacity(result.steps.count)
        for index in result.steps.indices {
            pictures.append(result.steps[index].picture)
            result.steps[index].picture = nil
        }
        let thread = pthread_self()
        var released: [[SVGPicture?]] = []
        condition.lock()
        while waiting.count >= Self.maximumWaiting { condition.wait() }
        waiting.append(Handover(flow: HTMLReport.RanFlow(result: result, pictures: pictures, tags: tags), thread: thread))
        if waiting.count >= Self.batchSize { condition.broadcast() }
        written.removeAll { entry in
            guard pthread_equal(entry.thread, thread) != 0 else { return false }
            released.append(entry.pictures)
            return true
        }
        condition.unlock()
        // Freed here, on this thread and outside the lock.
        released.removeAll()
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
            report.add(taken.map(\.flow))
            condition.lock()
            written.append(contentsOf: taken.lazy.map { ($0.flow.pictures, $0.thread) })
            writing = false
            condition.broadcast()
        }
        condition.unlock()
    }
}
