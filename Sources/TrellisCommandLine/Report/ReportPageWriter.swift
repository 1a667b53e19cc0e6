import Dispatch
import Foundation
import Trellis

/// Writes the pages of an ``HTMLReport`` on a thread of their own while the flows run
/// (Docs/flows.md, "The HTML report"): a flow's result is handed over as soon as the flow
/// has run, and the run goes on to the next flow without waiting for its page, its
/// pictures and their files.
///
/// Pages are written one at a time, in the order their flows finished. At most
/// ``maximumWaiting`` results wait to be written: a report slower than the run holds the
/// run back rather than keeping every flow's pictures in memory.
final class ReportPageWriter: Sendable {
    /// How many results may wait for their pages: 8.
    static let maximumWaiting = 8

    let report: HTMLReport
    private let queue = DispatchQueue(label: "trellis.html-report.pages")
    private let slots = DispatchSemaphore(value: ReportPageWriter.maximumWaiting)

    init(report: HTMLReport) {
        self.report = report
    }

    /// Hands `result`, with `tags`, over to be written, waiting while
    /// ``maximumWaiting`` results already wait; returns the result without its pictures,
    /// which only its page needs.
    func add(_ result: FlowResult, tags: [String]) -> FlowResult {
        slots.wait()
        queue.async { [report, slots] in
            _ = report.add(result, tags: tags)
            slots.signal()
        }
        return result.withoutPictures
    }

    /// Waits until every page handed over is written.
    func waitForPages() {
        queue.sync {}
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
