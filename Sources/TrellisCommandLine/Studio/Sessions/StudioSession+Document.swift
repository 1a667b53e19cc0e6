import Foundation
import Trellis

extension StudioSession {
    /// The session's document (Docs/studio.md, "HTTP API", SESSION): `trellis run
    /// --format json`'s members for the screen as it is (its `log` the taps since the
    /// session was built), then `id`, `file`, `flow`, `revision`, `editing`, `dump`,
    /// `steps`, `yaml`, `savePath` and `errors`, and `logLines` (each tap's line as `run`'s
    /// text output writes it). A session never built without errors has
    /// `screen` and `root` null.
    var document: String {
        var members: [(String, JSONValue)] = [
            ("id", .string(id)), ("file", .string(screenPath)),
            ("flow", { if case .flow(let path) = source { return .string(path) } else { return .null } }()),
            ("revision", .number(Double(revision))),
        ]
        guard let session else {
            members = [("screen", .null), ("root", .null), ("log", .array([]))] + members + [("editing", .null), ("dump", .array([]))] + recorderMembers
            return JSONValue.object(members).serialized()
        }
        let screen = session.screen
        screen.layoutIfNeeded()
        let editing = screen.firstResponder.map { ViewPath.json(ViewPath.of($0)) } ?? .null
        let dump = TreePrinter.dump(screen).split(separator: "\n", omittingEmptySubsequences: true).map { JSONValue.string(String($0)) }
        members += [("editing", editing), ("dump", .array(dump)), ("logLines", .array(log.lines.map(JSONValue.string)))] + recorderMembers
        let navigation = session.app.map { [("navigation", $0.navigationState.json)] } ?? []
        return ScreenDocument.text(of: screen, log: log.entries, members: navigation + members)
    }

    /// `steps`, `yaml`, `savePath` and `errors`.
    private var recorderMembers: [(String, JSONValue)] {
        [
            ("steps", stepsJSON), ("yaml", .string(yaml)), ("savePath", .string(defaultSavePath)),
            ("errors", .array(errors.map(JSONValue.string))),
        ]
    }

    /// What hit-testing picks at `point` and why (Docs/studio.md, `GET hit`): `{"point",
    /// "hit", "path", "explain"}`, plus `error` for a point outside the screen; changes
    /// nothing.
    func hit(at point: CGPoint) -> JSONValue {
        guard let screen else { return .object([("error", .string(errors.first ?? "the screen could not be built"))]) }
        let explanation = HitExplanation(screen: screen, point: point)
        var members: [(String, JSONValue)] = [
            ("point", .array([.number(Double(point.x)), .number(Double(point.y))])),
            ("hit", explanation.hit.map { .string($0.debugName) } ?? .null),
            ("path", explanation.hit.map { ViewPath.json(ViewPath.of($0)) } ?? .null),
            ("explain", explanation.json),
            ("visibleFrame", explanation.hit?.visibleRect.map(Self.rect) ?? .null),
        ]
        if !screen.bounds.containsHalfOpen(point) {
            let size = "\(screen.bounds.width.humanDescription) × \(screen.bounds.height.humanDescription)"
            members.append(("error", .string("point (\(point.x.humanDescription), \(point.y.humanDescription)) is outside the screen (\(size))")))
        }
        return .object(members)
    }

    /// The view at `path` for the inspector (Docs/studio.md, `GET view`): `{"path",
    /// "view", "frame", "visibleFrame", "source", "selector", "assertion"}`; 404 when no
    /// view is there.
    func viewInfo(at path: [Int]) -> StudioAnswer {
        guard let screen else { return Self.failure(409, errors.first ?? "the screen could not be built") }
        screen.layoutIfNeeded()
        guard let view = ViewPath.view(at: path, in: screen) else { return Self.failure(404, "no view at \(Self.pathText(path))") }
        let source: JSONValue =
            view.sourceLocation.map { location in
                .object([
                    ("file", .string(location.file)), ("line", .number(Double(location.line))), ("column", .number(Double(location.column))),
                    ("text", Self.sourceLine(location.file, line: location.line).map(JSONValue.string) ?? .null),
                ])
            } ?? .null
        return (
            200,
            .object([
                ("path", ViewPath.json(path)), ("view", .string(screen.describe(view))), ("frame", Self.rect(view.frame)),
                ("visibleFrame", view.visibleRect.map(Self.rect) ?? .null), ("source", source),
                ("selector", ViewSelector.selector(for: view, on: screen).map { .string($0.yaml) } ?? .null),
                ("assertion", ViewSelector.assertion(for: view, on: screen).map(JSONValue.string) ?? .null),
            ])
        )
    }

    /// `[x, y, width, height]`.
    static func rect(_ rect: CGRect) -> JSONValue {
        .array([rect.minX, rect.minY, rect.width, rect.height].map { .number(Double($0)) })
    }

    /// Line `line` (from 1) of the file `path`, without its line break; nil when it
    /// cannot be read.
    static func sourceLine(_ path: String, line: Int) -> String? {
        guard line >= 1, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        var number = 1
        for piece in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if number == line { return String(piece.hasSuffix("\r") ? piece.dropLast() : piece) }
            number += 1
        }
        return nil
    }
}
