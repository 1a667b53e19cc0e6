import Foundation
import Trellis

/// One flow's row of an HTML report, as `report.json` keeps it so that
/// `trellis report merge` can rebuild the index and the JUnit file of several runs.
struct ReportEntry: Codable, Sendable, Hashable {
    /// How the flow ended.
    enum Status: String, Codable, Sendable, Hashable {
        case passed, failed, skipped
    }

    /// Where and why a flow failed.
    struct Failure: Codable, Sendable, Hashable {
        var file: String
        var line: Int
        var column: Int
        var step: String
        var message: String
        var textDump: String?
        /// The screen's clock at the failure, in ms; nil when nothing moved it.
        var clock: Int64?
    }

    var status: Status
    var name: String
    /// The flow's path relative to the working directory (``FlowPath/relative(_:to:)``).
    var path: String
    var tags: [String]
    /// The run time in seconds.
    var time: Double
    /// The shard that ran the flow, `I/N`; nil for an unsharded run.
    var shard: String?
    /// The flow's page, relative to the report's directory; nil for a skipped flow.
    var page: String?
    var failure: Failure?
    /// The screen's clock when the flow ended, in ms (Docs/time.md); nil when nothing
    /// moved it (and for a skipped flow).
    var clock: Int64?

    /// The row of a flow that ran; its failure's file is made relative as its path is,
    /// to `directory` (the working directory by default).
    init(_ result: FlowResult, tags: [String], shard: String?, page: String?, relativeTo directory: String = FileManager.default.currentDirectoryPath) {
        status = result.passed ? .passed : .failed
        name = result.name
        path = FlowPath.relative(result.path, to: directory) + (result.row.map { "[\($0.number)]" } ?? "")
        self.tags = tags
        time = result.duration
        clock = result.clock > 0 ? result.clock : nil
        self.shard = shard
        self.page = page
        // A flow that ran to its end fails by its audit's first finding.
        failure = (result.failure ?? result.auditFailures.first).map {
            Failure(
                file: FlowPath.relative($0.location.file, to: directory), line: $0.location.line, column: $0.location.column,
                step: $0.step, message: $0.message, textDump: $0.textDump, clock: $0.clock.flatMap { $0 > 0 ? $0 : nil })
        }
    }

    /// The row of a flow that --tags left out.
    init(skipped flow: Flow, shard: String?) {
        status = .skipped
        name = flow.name
        path = FlowPath.relative(flow.path) + (flow.row.map { "[\($0.number)]" } ?? "")
        tags = flow.tags
        time = 0
        self.shard = shard
        page = nil
        failure = nil
    }

    /// The flow's result as JUnit reports it: path, name, time and failure; no steps.
    var result: FlowResult {
        var result = FlowResult(
            path: path, name: name, steps: [],
            failure: failure.map {
                var failure = FlowFailure(
                    location: SourceLocation(file: $0.file, line: $0.line, column: $0.column), step: $0.step,
                    message: $0.message, textDump: $0.textDump)
                failure.clock = $0.clock
                return failure
            }, duration: time)
        result.clock = clock ?? 0
        return result
    }

    /// Writes the row's members, keys sorted, with no white space between tokens
    /// (``ReportSummary/data()``).
    func write(to json: inout JSONWriter) {
        var first = true
        func key(_ name: StaticString) {
            json.append(first ? "\"" : ",\"")
            json.append(name)
            json.append("\":")
            first = false
        }
        if let clock {
            key("clock")
            json.write(Double(clock))
        }
        if let failure {
            key("failure")
            json.append(failure.clock == nil ? "{\"column\":" : "{\"clock\":")
            if let clock = failure.clock {
                json.write(Double(clock))
                json.append(",\"column\":")
            }
            json.write(Double(failure.column))
            json.append(",\"file\":")
            json.write(failure.file)
            json.append(",\"line\":")
            json.write(Double(failure.line))
            json.append(",\"message\":")
            json.write(failure.message)
            json.append(",\"step\":")
            json.write(failure.step)
            if let textDump = failure.textDump {
                json.append(",\"textDump\":")
                json.write(textDump)
            }
            json.append("}")
        }
        key("name")
        json.write(name)
        if let page {
            key("page")
            json.write(page)
        }
        key("path")
        json.write(path)
        if let shard {
            key("shard")
            json.write(shard)
        }
        key("status")
        json.write(status.rawValue)
        key("tags")
        json.append("[")
        for (index, tag) in tags.enumerated() {
            if index > 0 { json.append(",") }
            json.write(tag)
        }
        json.append("]")
        key("time")
        json.write(time)
    }

    /// The first line of the failure, as the index shows it.
    var reason: String? {
        failure.map { "\($0.file):\($0.line): \($0.step): " + ($0.message.split(separator: "\n").first.map(String.init) ?? "") }
    }
}
