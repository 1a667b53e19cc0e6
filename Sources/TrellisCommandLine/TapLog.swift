import Foundation
import Trellis

/// The `log` of a run: one entry per tap or advance (Docs/cli.md, "JSON output";
/// Docs/time.md, "Command line"), and its text form
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

    /// Records a deep link opened: `{"link": URI, "navigation": {…}}`.
    mutating func append(link: String, navigation: NavigationRecord) {
        entries.append(.object([("link", .string(link)), ("navigation", navigation.json)]))
        lines.append("link \(link): \(navigation)")
    }

    /// Records a deep link that could not be opened: `{"link": URI, "error": …}`.
    mutating func append(link: String, error: String) {
        entries.append(.object([("link", .string(link)), ("error", .string(error))]))
        lines.append("link \(link) failed: \(error)")
    }

    /// Records a tap or an advance as its record says.
    mutating func append(_ record: TapRecord) {
        entries.append(record.json)
        lines.append(record.description)
    }
}
