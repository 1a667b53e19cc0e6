import Foundation
import Trellis

extension StudioApplication {
    /// A JSON answer.
    static func json(_ status: Int, _ value: JSONValue) -> HTTPResponse {
        .json(status, value.serialized())
    }

    /// `{"error": message}`.
    static func error(_ status: Int, _ message: String) -> HTTPResponse {
        json(status, .object([("error", .string(message))]))
    }

    /// A session's answer.
    static func answer(_ answer: StudioAnswer) -> HTTPResponse {
        json(answer.status, answer.body)
    }

    /// `body`'s answer when the request's method is `method`, else 405 with `Allow`.
    static func only(_ method: String, _ request: HTTPRequest, _ body: () -> HTTPResponse) -> HTTPResponse {
        guard request.method == method else {
            var response = error(405, "\(request.path) takes \(method), not \(request.method)")
            response.headers.append(("Allow", method))
            return response
        }
        return body()
    }

    /// The request's body as a JSON object; nil when it is not one (400).
    static func body(_ request: HTTPRequest) -> RequestJSON? {
        guard case .object? = RequestJSON.parse(request.body) else { return nil }
        return RequestJSON.parse(request.body)
    }

    /// A finite number from the query parameter `name`, in the screen XML's number syntax;
    /// nil when missing or malformed.
    static func queryNumber(_ request: HTTPRequest, _ name: String) -> CGFloat? {
        guard let text = request.queryValue(name), let value = try? NumberSyntax.parse(text), value.isFinite else { return nil }
        return value
    }

    /// `GET /api/project`: `{"roots", "screens", "flows", "revision", "errors"}`.
    var projectJSON: JSONValue {
        let project = self.project
        let state = projectState
        let errors = state.errors.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.array($0.value.map(JSONValue.string))) }
        return .object([
            ("roots", .array(project.roots.map(JSONValue.string))), ("screens", .array(project.screens.map(JSONValue.string))),
            ("flows", .array(project.flows.map(JSONValue.string))), ("revision", .number(Double(state.revision))), ("errors", .object(errors)),
        ])
    }

    /// `GET /files/PATH`: a regular file under the roots, typed by its extension, with
    /// `X-Content-Type-Options: nosniff` and `Content-Security-Policy: sandbox;
    /// default-src 'none'`; 404 for anything else.
    func file(_ path: String) -> HTTPResponse {
        let project = self.project
        guard let real = project.contained(path), let read = try? RegularFile.read(real, maximumSize: 64 << 20) else {
            return Self.error(404, "no file '\(path)' under the roots")
        }
        return HTTPResponse(
            status: 200,
            headers: [
                ("Content-Type", Self.contentType(of: real)), ("X-Content-Type-Options", "nosniff"),
                ("Content-Security-Policy", "sandbox; default-src 'none'"),
            ], body: Array(read.bytes))
    }

    /// The media type of a file by its extension; `application/octet-stream` when unknown.
    static func contentType(of path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "svg": return "image/svg+xml"
        case "xml": return "application/xml; charset=utf-8"
        case "yaml", "yml": return "application/yaml; charset=utf-8"
        case "json": return "application/json; charset=utf-8"
        case "html": return "text/html; charset=utf-8"
        case "txt", "md", "csv": return "text/plain; charset=utf-8"
        default: return "application/octet-stream"
        }
    }

    /// `GET /api/goldens`.
    var goldensJSON: JSONValue {
        let project = self.project
        return .object([("goldens", .array(goldens.pending(roots: project.roots, project: project).map(\.json)))])
    }

    /// `POST /api/goldens/accept` or `reject` `{"golden": PATH}` → `{"golden"}`; 404 when
    /// it is not pending.
    func reviewGolden(_ request: HTTPRequest, accept: Bool) -> HTTPResponse {
        guard let body = Self.body(request), let golden = body["golden"]?.string else {
            return Self.error(400, "the body must be {\"golden\": PATH}")
        }
        let project = self.project
        if accept {
            guard let outcome = goldens.accept(golden, roots: project.roots, project: project) else { return Self.error(404, "'\(golden)' is not pending") }
            if !outcome.isEmpty { return Self.error(409, outcome) }
        } else if !goldens.reject(golden, roots: project.roots, project: project) {
            return Self.error(404, "'\(golden)' is not pending")
        }
        return Self.json(200, .object([("golden", .string(golden))]))
    }
}
