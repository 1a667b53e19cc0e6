import Foundation
import Trellis

/// The `log` of a run: one entry per tap (Docs/cli.md, "JSON output"), and its text form
/// (``TapRecord``).
struct TapLog {
    private(set) var entries: [JSONValue] = []
    private(set) var lines: [String] = []

    /// Records a tap that was performed.
    mutating func append(_ report: TapReport, as query: String) {
        append(TapRecord(report, query: query))
    }

    /// Records a tap that failed: no events, and the error.
    mutating func append(_ error: TapError, as query: String) {
        append(TapRecord(error, query: query))
    }

    private mutating func append(_ record: TapRecord) {
        entries.append(record.json)
        lines.append(record.description)
    }
}
