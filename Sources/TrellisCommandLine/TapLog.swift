import Foundation
import Trellis

/// The `log` of a run: one entry per tap (Docs/cli.md, "JSON output"), and its text form.
struct TapLog {
    private(set) var entries: [JSONValue] = []
    private(set) var lines: [String] = []

    /// Records a tap that was performed.
    mutating func append(_ report: TapReport, as query: String) {
        let events = report.events.map(\.description)
        let valueChanged = report.valueChangedSenders.map(\.debugName)
        let actions = report.actions
        let scrolled = report.scrolledViews.map { view in
            "\(view.debugName) to (\(view.contentOffset.x.trellisDescription), \(view.contentOffset.y.trellisDescription))"
        }
        var members: [(String, JSONValue)] = [
            ("tap", .string(query)),
            ("point", report.point.map(TapLog.point) ?? .null),
            ("hit", report.hitView.map { .string($0.debugName) } ?? .null),
            ("events", .array(events.map(JSONValue.string))),
            ("valueChanged", .array(valueChanged.map(JSONValue.string))),
        ]
        if !scrolled.isEmpty { members.append(("scrolled", .array(scrolled.map(JSONValue.string)))) }
        members.append(("actions", .array(actions.map { .object([("name", .string($0.name)), ("handled", .bool($0.handled))]) })))
        entries.append(.object(members))
        var line = "tap \(JSONValue.string(query).serialized())"
        if let point = report.point { line += " at (\(point.x.trellisDescription), \(point.y.trellisDescription))" }
        line += " hit \(report.hitView?.debugName ?? "nothing")"
        if !events.isEmpty { line += ": " + events.joined(separator: ", ") }
        if !valueChanged.isEmpty { line += "; valueChanged: " + valueChanged.joined(separator: ", ") }
        if !scrolled.isEmpty { line += "; scrolled: " + scrolled.joined(separator: ", ") }
        for action in actions { line += "; action \(action.name) \(action.handled ? "handled" : "unhandled")" }
        if let missed = report.missed { line += "; missed: \(missed)" }
        lines.append(line)
    }

    /// Records a tap that failed: no events, and the error.
    mutating func append(_ error: TapError, as query: String) {
        entries.append(.object([
            ("tap", .string(query)),
            ("point", error.point.map(TapLog.point) ?? .null),
            ("hit", error.hit.map(JSONValue.string) ?? .null),
            ("events", .array([])),
            ("valueChanged", .array([])),
            ("actions", .array([])),
            ("error", .string(error.message)),
        ]))
        lines.append("tap \(JSONValue.string(query).serialized()) failed: \(error.message)")
    }

    private static func point(_ point: CGPoint) -> JSONValue {
        .array([.number(Double(point.x)), .number(Double(point.y))])
    }
}
