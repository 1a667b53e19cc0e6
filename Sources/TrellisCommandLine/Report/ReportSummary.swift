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

    /// The summary in the file at `path`.
    ///
    /// - Throws: a message naming the file and what is wrong with it.
    static func read(from path: String) throws(CommandFailure) -> ReportSummary {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(code: .noInput, message: "cannot read '\(path)': \(error.localizedDescription); is it a directory written by 'trellis test --html'?")
        }
        do {
            let summary = try JSONDecoder().decode(ReportSummary.self, from: data)
            guard summary.version == 1 else {
                throw CommandFailure(code: .dataError, message: "\(path): report format version \(summary.version) is not supported (expected 1)")
            }
            return summary
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(code: .dataError, message: "\(path): not a report written by 'trellis test --html': \(error)")
        }
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
        json.append("{\n  \"entries\" : [")
        for (index, entry) in entries.enumerated() {
            json.append(index == 0 ? "\n    {\n" : ",\n    {\n")
            entry.write(to: &json)
            json.append("\n    }")
        }
        // An empty array as the encoder writes one: an empty line inside.
        json.append(entries.isEmpty ? "\n\n  ],\n  \"time\" : " : "\n  ],\n  \"time\" : ")
        json.write(time)
        json.append(",\n  \"version\" : ")
        json.write(Double(version))
        json.append("\n}")
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
