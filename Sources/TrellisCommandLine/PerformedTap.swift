import Foundation
import Trellis

/// One tap as the command line performs it, for `trellis run --tap` and the studio alike
/// (Docs/cli.md): the tap and, unless told not to, the settling of the clock after it, as
/// one step of the clock, with the events it sent recorded; its log record is what
/// `run --format json` prints.
struct PerformedTap {
    /// The log entry: the tap's, or its failure's, with the clock's times and the error
    /// of a settle that failed.
    var record: TapRecord
    /// What the tap did, or nil when it was not performed.
    var outcome: Result<TapReport, TapError>?
    /// The message of a settle that failed (the firing limit, an animation that does not
    /// end), or nil.
    var settleFailure: String?

    /// Taps `query` (written `text` in the log) on `screen`; `allowMissed` lets a missed
    /// tap happen (`--allow-missed`), `settles` false leaves the clock where the tap left
    /// it (`--no-settle`).
    static func perform(_ query: ViewQuery, as text: String, on screen: Screen, allowMissed: Bool = false, settles: Bool = true) -> PerformedTap {
        let clock = screen.clock
        let start = clock.milliseconds
        var outcome: Result<TapReport, TapError>?
        var settleFailure: String?
        let records = screen.recordingDispatch {
            clock.asOneStep {
                outcome = Result { () throws(TapError) in try screen.tap(query, allowMissed: allowMissed) }
                guard case .success? = outcome, settles else { return }
                if case .failure(let error) = Result(catching: { () throws(ClockError) in try clock.settle() }) { settleFailure = error.description }
            }
        }
        var record: TapRecord
        switch outcome {
        case .success(var report):
            report.records = records
            outcome = .success(report)
            record = TapRecord(report, query: text)
            record.error = settleFailure
        case .failure(let error):
            record = TapRecord(error, query: text)
        case nil:
            record = TapRecord(TapError(kind: .noMatch, query: text, message: "the tap was not performed"), query: text)
        }
        record.time = start...clock.milliseconds
        return PerformedTap(record: record, outcome: outcome, settleFailure: settleFailure)
    }
}
