import Foundation
import Trellis

/// An answer of a session's action: the HTTP status and the JSON body.
typealias StudioAnswer = (status: Int, body: JSONValue)

extension StudioSession {
    /// `{"error": message}` with `status`.
    static func failure(_ status: Int, _ message: String) -> StudioAnswer {
        (status, .object([("error", .string(message))]))
    }

    /// Taps `query` (written `text`; a point for a click) as `trellis run --tap` does and
    /// records it (Docs/studio.md, "Sessions and the recorder"): `{"entry", "path", "explain", "step",
    /// "revision"}`. The explanation is of the point before the tap; a failed tap is not
    /// recorded and its `step` is null.
    func tap(_ query: ViewQuery, as text: String) -> StudioAnswer {
        guard let screen else { return Self.failure(409, errors.first ?? "the screen could not be built") }
        screen.layoutIfNeeded()
        var aim: CGPoint?
        if case .point(let point) = query {
            aim = point
        } else if let target = try? screen.view(matching: query), let visible = target.visibleRect {
            aim = CGPoint(x: visible.midX, y: visible.midY)
        }
        let explanation = aim.map { HitExplanation(screen: screen, point: $0) }
        let selector = aim.map { ViewSelector.tapSelector(hit: explanation?.hit, point: $0, on: screen) }
        // Written before the tap: a tap that navigates takes the views it explains out of
        // the tree.
        let explained = explanation?.json ?? .array([])
        let path = explanation?.hit.map { ViewPath.json(ViewPath.of($0)) } ?? .null
        let outcome = StudioTap.perform(query, as: text, on: screen)
        var step: JSONValue = .null
        if let report = outcome.report, outcome.record.error == nil, let point = report.point ?? aim, let selector {
            let recorded = RecordedStep.tap(point: point, selector: selector.yaml)
            record(recorded)
            step = .string("- " + recorded.yaml)
        }
        if outcome.record.error == nil { log.append(outcome.record) }
        revision += 1
        return (
            200,
            .object([
                ("entry", outcome.record.json), ("path", path), ("explain", explained), ("step", step),
                ("revision", .number(Double(revision))),
            ])
        )
    }

    /// Sends `key` to the first responder and records it: `{"step", "revision"}`; 409 with
    /// ``TextInputError``'s message when no text field is editing.
    func input(_ key: TextInputCommand.Key) -> StudioAnswer {
        guard let screen else { return Self.failure(409, errors.first ?? "the screen could not be built") }
        if let error = StudioTap.type(key, on: screen) { return Self.failure(409, error) }
        let recorded: RecordedStep
        switch key {
        case .text(let text): recorded = .inputText(text)
        case .delete(let count): recorded = .eraseText(count ?? 0)
        case .returnKey: recorded = .pressReturn
        case .hideKeyboard: recorded = .hideKeyboard
        }
        record(recorded)
        revision += 1
        let line = steps.last.map { "- " + $0.yaml } ?? ""
        return (200, .object([("step", .string(line)), ("revision", .number(Double(revision)))]))
    }

    /// Records "assert this" on the view at `path`: `{"step"}`; 404 for no view there,
    /// 409 `no selector names VIEW; give it an id` when it needs a selector or id it lacks.
    func assert(path: [Int]) -> StudioAnswer {
        guard let screen else { return Self.failure(409, errors.first ?? "the screen could not be built") }
        guard let view = ViewPath.view(at: path, in: screen) else { return Self.failure(404, "no view at \(Self.pathText(path))") }
        guard let line = ViewSelector.assertion(for: view, on: screen) else {
            return Self.failure(409, "no selector names \(screen.describe(view)); give it an id")
        }
        record(.assertion(line))
        revision += 1
        return (200, .object([("step", .string("- " + line))]))
    }

    /// Drops the last recorded step (``undo()``) or all of them (``reset()``) and
    /// rebuilds the session.
    func undo() {
        if !steps.isEmpty { steps.removeLast() }
        rebuild()
    }

    func reset() {
        steps = []
        rebuild()
    }

    /// Adds `step` to the recording and its status (passed: it was just performed).
    private func record(_ step: RecordedStep) {
        let joined = RecordedStep.append(step, to: &steps)
        let line = "- " + (steps.last?.yaml ?? step.yaml)
        if joined, let last = statuses.indices.last, last >= flowStepCount {
            statuses[last].step = line
        } else {
            statuses.append(StepStatus(step: line, line: yamlFirstStepLine + steps.count - 1, status: "passed", error: nil))
        }
    }

    /// `[0,3]`.
    static func pathText(_ path: [Int]) -> String {
        "[" + path.map(String.init).joined(separator: ",") + "]"
    }
}
