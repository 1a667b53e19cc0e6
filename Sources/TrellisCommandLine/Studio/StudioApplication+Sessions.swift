import Foundation
import Trellis

extension StudioApplication {
    /// `POST /api/sessions` `{"screen": PATH}` or `{"flow": PATH}` (`width`, `height`
    /// optional, numbers above 0) → 201 SESSION; 404 for a file not under the roots.
    func createSession(_ request: HTTPRequest) -> HTTPResponse {
        guard let body = Self.body(request) else { return Self.error(400, "the body must be a JSON object") }
        let source: StudioSession.Source
        if let screen = body["screen"]?.string, body["flow"] == nil {
            source = .screen(screen)
        } else if let flow = body["flow"]?.string, body["screen"] == nil {
            source = .flow(flow)
        } else {
            return Self.error(400, "the body must name one \"screen\" or one \"flow\"")
        }
        var size: [CGFloat?] = []
        for key in ["width", "height"] {
            guard let value = body[key], value != .null else {
                size.append(nil)
                continue
            }
            guard let number = value.number, number > 0, number <= 100_000 else { return Self.error(400, "\"\(key)\" must be a number of points above 0") }
            size.append(CGFloat(number))
        }
        let project = self.project
        guard project.contained(source.path) != nil, FileManager.default.isReadableFile(atPath: source.path) else {
            return Self.error(404, "no file '\(source.path)' under the roots")
        }
        let session = StudioSession(id: sessions.makeID(), source: source, width: size[0], height: size[1], registry: registry)
        let document = session.serialized {
            session.rebuild()
            return session.document
        }
        sessions.insert(session)
        return .json(201, document)
    }

    /// The routes under `/api/sessions/ID`.
    func sessionRoute(_ request: HTTPRequest, _ rest: String) -> HTTPResponse {
        let parts = rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 2, let id = parts.first, !id.isEmpty else { return Self.error(404, "no route \(request.path)") }
        let action = parts.count == 2 ? parts[1] : ""
        let methods = [
            "": "GET", "picture.svg": "GET", "hit": "GET", "view": "GET", "flow": "GET", "tap": "POST", "input": "POST", "assert": "POST",
            "undo": "POST", "reset": "POST", "save": "POST",
        ]
        guard let method = methods[action] else { return Self.error(404, "no route \(request.path)") }
        return Self.only(method, request) {
            guard let session = sessions.session(id) else { return Self.error(404, "no session \(id)") }
            return session.serialized { perform(action, request, on: session) }
        }
    }

    /// Performs `action` on `session` (which the caller holds).
    private func perform(_ action: String, _ request: HTTPRequest, on session: StudioSession) -> HTTPResponse {
        switch action {
        case "": return .json(200, session.document)
        case "picture.svg":
            guard let screen = session.screen else { return Self.error(409, session.errors.first ?? "the screen could not be built") }
            return HTTPResponse(
                status: 200, headers: [("Content-Type", "image/svg+xml"), ("Cache-Control", "no-store")], body: SVGRenderer().renderUTF8(screen, taps: []))
        case "hit":
            guard let x = Self.queryNumber(request, "x"), let y = Self.queryNumber(request, "y") else {
                return Self.error(400, "hit needs ?x=X&y=Y, two numbers")
            }
            return Self.json(200, session.hit(at: CGPoint(x: x, y: y)))
        case "view":
            guard let text = request.queryValue("path"), let path = ViewPath.parse(text) else {
                return Self.error(400, "view needs ?path=[…], a JSON list of indices")
            }
            return Self.answer(session.viewInfo(at: path))
        case "flow": return flowText(request)
        case "tap": return tap(request, on: session)
        case "input": return input(request, on: session)
        case "assert":
            guard let body = Self.body(request), let text = body["path"].map(Self.pathText), let path = text.flatMap(ViewPath.parse) else {
                return Self.error(400, "the body must be {\"path\": […]}")
            }
            return Self.answer(session.assert(path: path))
        case "undo":
            session.undo()
            return .json(200, session.document)
        case "reset":
            session.reset()
            return .json(200, session.document)
        default: return save(request, on: session)
        }
    }

    /// A path member given as a JSON list, back as text for ``ViewPath/parse(_:)``.
    private static func pathText(_ value: RequestJSON) -> String? {
        guard case .array(let items) = value else { return nil }
        var parts: [String] = []
        for item in items {
            guard let number = item.number, number >= 0, number == number.rounded(), number < 1e9 else { return nil }
            parts.append(String(Int(number)))
        }
        return "[" + parts.joined(separator: ",") + "]"
    }

    /// `POST tap` `{"x", "y"}` or `{"query": Q}`.
    private func tap(_ request: HTTPRequest, on session: StudioSession) -> HTTPResponse {
        guard let body = Self.body(request) else { return Self.error(400, "the body must be a JSON object") }
        if let query = body["query"] {
            guard let text = query.string else { return Self.error(400, "\"query\" must be a string in --tap's syntax") }
            do {
                return Self.answer(session.tap(try ViewQuery(parsing: text), as: text))
            } catch {
                return Self.error(400, "query: \(error.description)")
            }
        }
        guard let x = body["x"]?.number, let y = body["y"]?.number else { return Self.error(400, "tap needs {\"x\", \"y\"} (finite numbers) or {\"query\"}") }
        let point = CGPoint(x: x, y: y)
        return Self.answer(session.tap(.point(point), as: StudioTap.text(of: point)))
    }

    /// `POST input`: `{"inputText": T}`, `{"eraseText": N}`, `{"pressKey": "return"}` or
    /// `{"hideKeyboard": true}`.
    private func input(_ request: HTTPRequest, on session: StudioSession) -> HTTPResponse {
        guard let body = Self.body(request) else { return Self.error(400, "the body must be a JSON object") }
        if let text = body["inputText"] {
            guard let string = text.string else { return Self.error(400, "\"inputText\" must be a string") }
            return Self.answer(session.input(.text(string)))
        }
        if let erase = body["eraseText"] {
            guard let count = erase.number, count >= 1, count <= 1_000_000, count == count.rounded() else {
                return Self.error(400, "\"eraseText\" must be a whole number from 1 to 1000000")
            }
            return Self.answer(session.input(.delete(Int(count))))
        }
        if let key = body["pressKey"] {
            guard key.string == "return" else { return Self.error(400, "\"pressKey\" must be \"return\"") }
            return Self.answer(session.input(.returnKey))
        }
        if body["hideKeyboard"]?.bool == true { return Self.answer(session.input(.hideKeyboard)) }
        return Self.error(400, "input needs inputText, eraseText, pressKey or hideKeyboard")
    }

    /// `GET flow?path=P` → `{"path", "yaml"}`: a flow file's text.
    private func flowText(_ request: HTTPRequest) -> HTTPResponse {
        guard let path = request.queryValue("path") else { return Self.error(400, "flow needs ?path=P") }
        guard FileErrors.isFlow(path), let real = project.contained(path), let text = try? String(contentsOfFile: real, encoding: .utf8) else {
            return Self.error(404, "no flow '\(path)' under the roots")
        }
        return Self.json(200, .object([("path", .string(path)), ("yaml", .string(text))]))
    }
}
