import Foundation
import Trellis

/// What `report.json` in an HTML report's directory holds: every flow's row and the
/// run's total time. The index and the merged JUnit file are made from it.
struct ReportSummary: Codable, Sendable, Hashable {
    /// The file's format; 1.
    var version = 1
    /// The run's wall-clock time in seconds (for a merged report, the sum of its parts').
    var time: Double
    var entries: [ReportEntry]

    /// The name of the file in the report's directory: `report.json`.
    static let fileName = "report.json"

    /// The most bytes of a shard's `report.json` or of one of its files that
    /// `trellis report merge` reads: 64 MiB (as a flow's YAML is bounded).
    static let maximumFileSize = 64 << 20

    /// The summary in the `report.json` of the report folder `shard`, read by
    /// ``ContainedFile`` (never through a link, at most ``maximumFileSize`` bytes).
    ///
    /// - Throws: a message naming the file and what is wrong with it: 66 when it is
    ///   missing or unreadable, 65 when it is refused or not a report.
    static func read(inside shard: String) throws(CommandFailure) -> ReportSummary {
        let path = (shard as NSString).appendingPathComponent(fileName)
        let bytes: [UInt8]?
        do {
            bytes = try ContainedFile.read(fileName, inside: shard, limit: maximumFileSize)
        } catch {
            throw CommandFailure(code: error.kind == .refused ? .dataError : .noInput, message: error.description)
        }
        guard let bytes else {
            throw CommandFailure(code: .noInput, message: "cannot read '\(path)': no such file; is it a directory written by 'trellis test --html'?")
        }
        let data = Data(bytes)
        do {
            let summary = try JSONDecoder().decode(ReportSummary.self, from: data)
            guard summary.version == 1 else {
                throw CommandFailure(code: .dataError, message: "\(path): report format version \(summary.version) is not supported (expected 1)")
            }
            if let problem = summary.problem() { throw CommandFailure(code: .dataError, message: "\(path): \(problem)") }
            return summary
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(code: .dataError, message: "\(path): not a report written by 'trellis test --html': \(error)")
        }
    }

    /// What makes the values of a summary read from a file wrong, located by the JSON path
    /// (`entries[2].time`); nil when none is: times are finite and 0 or more, a failure's
    /// line and column 1 or more, and no page is listed twice.
    func problem() -> String? {
        guard time.isFinite, time >= 0 else { return "'time' must be a number of seconds of 0 or more, not \(time)" }
        var pages: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            let at = "entries[\(index)]"
            guard entry.time.isFinite, entry.time >= 0 else { return "\(at).time must be a number of seconds of 0 or more, not \(entry.time)" }
            if let failure = entry.failure {
                guard failure.line >= 1 else { return "\(at).failure.line must be 1 or more, not \(failure.line)" }
                guard failure.column >= 1 else { return "\(at).failure.column must be 1 or more, not \(failure.column)" }
            }
            if let page = entry.page {
                if let first = pages[page] { return "\(at).page '\(page)' is listed by entries[\(first)] too; each flow has a page of its own" }
                pages[page] = index
            }
        }
        return nil
    }

    /// The summary as JSON text that ``read(from:)`` reads: the keys sorted and absent
    /// values left out, one member to a line indented two spaces a level (as
    /// `JSONEncoder` writes with `.sortedKeys` and `.prettyPrinted`), so equal summaries
    /// give equal bytes. Written with ``JSONWriter``, straight into one buffer: a run of
    /// thousands of flows writes its summary at its end, when no other work is left to
    /// share the time with.
    ///
    /// - Throws: `EncodingError.invalidValue` for a time that is not finite, which JSON
    ///   cannot hold.
    func data() throws -> Data {
        for value in [time] + entries.map(\.time) where !value.isFinite {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: [], debugDescription: "a time of \(value) seconds is not a JSON number"))
        }
        var json = JSONWriter()
        json.append("{\"entries\":[")
        for (index, entry) in entries.enumerated() {
            json.append(index == 0 ? "{" : ",{")
            entry.write(to: &json)
            json.append("}")
        }
        json.append("],\"time\":")
        json.write(time)
        json.append(",\"version\":")
        json.write(Double(version))
        json.append("}")
        return Data(json.bytes)
    }

    /// The rows in the index's order: failures first, then passed, then skipped, each
    /// group in run order.
    var ordered: [ReportEntry] {
        entries.filter { $0.status == .failed } + entries.filter { $0.status == .passed } + entries.filter { $0.status == .skipped }
    }

    /// The number of rows with `status`.
    func count(_ status: ReportEntry.Status) -> Int {
        entries.reduce(0) { $0 + ($1.status == status ? 1 : 0) }
    }
}
