import Foundation
import TrellisCore
import TrellisRender

/// One tap of a flow as the reports show it: an entry of the tap log (Docs/cli.md, "JSON
/// output", `log`) plus the frames a picture marks. A value, so results that hold it can
/// cross threads.
public struct TapRecord: Sendable, Hashable, CustomStringConvertible {
    /// The query as written.
    public var query: String
    /// The point tapped, in screen coordinates (points); nil when no point was reached.
    public var point: CGPoint?
    /// The view hit-testing returned at ``point``, named "type#id"; for a missed tap, the
    /// view on top that took (or would take) the touch; nil when nothing was hit.
    public var hit: String?
    /// The frame of the view hit, in screen coordinates; nil when nothing was hit.
    public var hitFrame: CGRect?
    /// The frame of the view the tap was aimed at, in screen coordinates, when the tap
    /// missed it; nil otherwise.
    public var targetFrame: CGRect?
    /// The control events the control taking the touch sent, in order.
    public var events: [String]
    /// The views other than that control that sent valueChanged, in order.
    public var valueChanged: [String]
    /// The scroll views the tap scrolled, each with its new content offset:
    /// `scroll#list to (0, 120)`.
    public var scrolled: [String]
    /// The named actions sent, in order.
    public var actions: [SentAction]
    /// The sender of each of ``actions``, in the same order, as `View.description` writes
    /// it: `button#signIn "Sign in"`.
    public var actionSenders: [String]
    /// Why the tap missed its target (performed anyway under `allowMissed`, or not
    /// performed when ``error`` is set); nil for a tap that reached its target.
    public var missed: String?
    /// Why the tap failed and was not performed; nil when it was performed.
    public var error: String?
    /// The app's moves the tap caused, in order (Docs/navigation.md); empty on a screen
    /// file.
    public var navigation: [NavigationRecord] = []
    /// When the entry began and ended on the screen's clock, in ms (Docs/time.md,
    /// "Command line"): for a tap, from its `began` to its end and the settling after
    /// it; nil when not known (the log then has no `time`).
    public var time: ClosedRange<Int64>?
    /// For an advance of the clock (`--advance 125ms`), the duration as written; the
    /// entry is then `advance` rather than a tap, and ``query`` is empty.
    public var advance: String?

    /// The record of a performed tap; the report is borrowed, not copied, and its records
    /// are read in one pass (the report's `events`, `valueChangedSenders`,
    /// `scrolledViews`, actions and the app's moves, each in order).
    public init(_ report: borrowing TapReport, query: String, target: View? = nil) {
        self.query = query
        point = report.point
        hit = report.hitView?.debugName
        hitFrame = report.hitFrame
        targetFrame = report.missed == nil ? nil : target.map { $0.convert($0.bounds, to: nil) }
        (events, valueChanged, scrolled, actions, actionSenders, navigation) = ([], [], [], [], [], [])
        events.reserveCapacity(report.records.count)
        var scrolledViews: Set<ObjectIdentifier> = []
        for record in report.records {
            switch record {
            case .event(let event, let sender):
                if sender === report.trackingView { events.append(event.description) }
                guard event == .valueChanged else { continue }
                if sender !== report.trackingView { valueChanged.append(sender.debugName) }
                if let view = sender as? ScrollView, scrolledViews.insert(ObjectIdentifier(view)).inserted {
                    scrolled.append("\(view.debugName) to (\(view.contentOffset.x.humanDescription), \(view.contentOffset.y.humanDescription))")
                }
            case .action(let action, let sender):
                actions.append(action)
                actionSenders.append(sender.description)
            case .navigation(let move):
                navigation.append(move)
            }
        }
        missed = report.missed
        error = nil
        time = report.time
    }

    /// The record of an advance of the clock by `duration` (as written) over `time`, in
    /// which `records` were sent (timer firings, a scroll view's animated offset):
    /// every view that sent `valueChanged` and every named action, in order; `error`
    /// when the clock stopped short (the firing limit).
    public init(advance duration: String, time: ClosedRange<Int64>, records: [DispatchRecord], error: String? = nil) {
        query = ""
        advance = duration
        self.time = time
        point = nil
        hit = nil
        events = []
        var senders: [View] = []
        for record in records {
            if case .event(.valueChanged, let sender) = record { senders.append(sender) }
        }
        valueChanged = senders.map(\.debugName)
        var seen: Set<ObjectIdentifier> = []
        scrolled = senders.compactMap { sender -> String? in
            guard let view = sender as? ScrollView, seen.insert(ObjectIdentifier(view)).inserted else { return nil }
            return "\(view.debugName) to (\(view.contentOffset.x.humanDescription), \(view.contentOffset.y.humanDescription))"
        }
        let sent = records.sentActions
        actions = sent.map(\.action)
        actionSenders = sent.map(\.sender.description)
        missed = nil
        self.error = error
        navigation = records.navigations
    }

    /// The record of a tap that failed on `screen`: no events, the error, and for a
    /// missed tap the frames of the target and of the view on top at the point.
    public init(_ failure: TapError, query: String, target: View? = nil, on screen: Screen? = nil) {
        self.query = query
        point = failure.point
        hit = failure.hit
        let onTop = failure.point.flatMap { screen?.hitTest($0) }
        hitFrame = onTop.map { $0.convert($0.bounds, to: nil) }
        targetFrame = failure.kind == .missed ? target.map { $0.convert($0.bounds, to: nil) } : nil
        events = []
        valueChanged = []
        scrolled = []
        actions = []
        actionSenders = []
        missed = failure.kind == .missed ? failure.message : nil
        error = failure.message
    }

    /// The tap log entry (Docs/cli.md, "JSON output"): `tap`, `time` (`[start, end]` in
    /// ms of the clock, when known), `point`, `hit`, `events`, `valueChanged`, `scrolled`
    /// when a view scrolled, `actions`, and `error` for a failed tap. An advance is
    /// `advance` (the duration as written), `time`, `valueChanged`, `scrolled`, `actions`
    /// (Docs/time.md, "Command line").
    public var json: JSONValue {
        let timeMember = time.map { [("time", JSONValue.array([.number(Double($0.lowerBound)), .number(Double($0.upperBound))]))] } ?? []
        var members: [(String, JSONValue)]
        if let advance {
            members = [("advance", .string(advance))] + timeMember + [("valueChanged", .array(valueChanged.map(JSONValue.string)))]
        } else {
            members =
                [("tap", .string(query))] + timeMember + [
                    ("point", point.map { .array([.number(Double($0.x)), .number(Double($0.y))]) } ?? .null),
                    ("hit", hit.map(JSONValue.string) ?? .null),
                    ("events", .array(events.map(JSONValue.string))),
                    ("valueChanged", .array(valueChanged.map(JSONValue.string))),
                ]
        }
        if !scrolled.isEmpty { members.append(("scrolled", .array(scrolled.map(JSONValue.string)))) }
        members.append(
            (
                "actions",
                .array(
                    zip(actions, actionSenders).map { action, sender in
                        .object([("name", .string(action.name)), ("handled", .bool(action.handled)), ("sender", .string(sender))])
                    })
            ))
        if let first = navigation.first {
            // One move is the object the spec gives; an alert button whose action routes
            // makes two (the alert's dismissal, then the route's move), the later ones
            // listed under `then`.
            var object = first.jsonMembers
            if navigation.count > 1 { object.append(("then", .array(navigation.dropFirst().map(\.json)))) }
            members.append(("navigation", .object(object)))
        }
        if let error { members.append(("error", .string(error))) }
        return .object(members)
    }

    /// The tap log's text line (as `trellis run` prints it): `tap "Q" at (x, y) hit
    /// button#ok: touchDown, touchUpInside; valueChanged: …; action NAME unhandled from
    /// button#ok "OK"; missed: …`, ending `; clock 0ms → 250ms` when the tap moved the
    /// clock; or `tap "Q" failed: MESSAGE`. An advance is `advance 125ms: clock 0ms →
    /// 125ms`, then its actions as a tap line's (Docs/time.md, "Command line").
    public var description: String {
        var line = JSONWriter()
        writeDescription(to: &line)
        return line.text
    }

    /// Appends ``description`` to `line` as UTF-8, piece by piece: a report writes one per
    /// tap. When `brief`, a tap's line leaves out what the step that made it already says
    /// or what every tap of a control sends, as the HTML report's step cards show it
    /// (Docs/flows.md, "The HTML report"): no `tap "Q"` (the step names its query) and no
    /// touch events, so `at (51, 60) hit button; valueChanged: tag-list#tags`, or `failed:
    /// MESSAGE`; an advance's line is written whole.
    public func writeDescription(to line: inout JSONWriter, brief: Bool = false) {
        if let advance {
            line.append("advance ")
            line.appendUnescaped(advance)
            line.append(": clock ")
            line.appendUnescaped(Self.clockText(time))
        } else if !brief {
            line.append("tap ")
            line.write(query)
        }
        if let error {
            line.append(advance != nil ? "; failed: " : brief ? "failed: " : " failed: ")
            line.appendUnescaped(error)
            return
        }
        if advance == nil, let point {
            line.append(brief ? "at (" : " at (")
            Self.writeNumber(point.x, to: &line)
            line.append(", ")
            Self.writeNumber(point.y, to: &line)
            line.append(")")
        }
        if advance == nil {
            line.append(brief && point == nil ? "hit " : " hit ")
            line.appendUnescaped(hit ?? "nothing")
        }
        func list(_ label: StaticString, _ items: [String]) {
            guard !items.isEmpty else { return }
            line.append(label)
            for (index, item) in items.enumerated() {
                if index > 0 { line.append(", ") }
                line.appendUnescaped(item)
            }
        }
        if !brief { list(": ", events) }
        list("; valueChanged: ", valueChanged)
        list("; scrolled: ", scrolled)
        for (action, sender) in zip(actions, actionSenders) {
            line.append("; action ")
            line.appendUnescaped(action.name)
            line.append(action.handled ? " handled from " : " unhandled from ")
            line.appendUnescaped(sender.debugEscaped)
        }
        if let missed {
            line.append("; missed: ")
            line.appendUnescaped(missed)
        }
        for move in navigation {
            line.append("; ")
            line.appendUnescaped(move.description)
        }
        if advance == nil, let time, time.lowerBound != time.upperBound {
            line.append("; clock ")
            line.appendUnescaped(Self.clockText(time))
        }
    }

    /// `0ms → 250ms`: how a log line shows the clock moving over `time`.
    private static func clockText(_ time: ClosedRange<Int64>?) -> String {
        guard let time else { return "" }
        return "\(time.lowerBound)ms → \(time.upperBound)ms"
    }

    /// Appends `value` as people read it (``CGFloat/humanDescription``; `inf` and `nan` too).
    private static func writeNumber(_ value: CGFloat, to line: inout JSONWriter) {
        line.appendUnescaped(value.humanDescription)
    }

    /// The mark a picture draws for this tap, numbered `number`; nil when no point was
    /// reached.
    public func mark(number: Int) -> TapMark? {
        guard let point else { return nil }
        return TapMark(point: point, hitFrame: hitFrame, hitName: hit, number: number, targetFrame: targetFrame, isMissed: missed != nil)
    }
}
