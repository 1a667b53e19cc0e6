import Foundation
import Trellis

/// Everything that answers the studio's requests (Docs/studio.md): the page, the JSON API
/// of sessions, files and goldens, and the events a change of files brings. The server
/// checks Host, token and Origin before calling ``respond(to:)`` and serves
/// `GET /api/events` itself.
///
/// ``respond(to:)`` is called from many connections at once: the project and the errors
/// are guarded by one lock, the session table by its own, and each session by its own,
/// so one session's requests run one at a time in arrival order while others go on.
final class StudioApplication: HTTPResponder, @unchecked Sendable {
    /// The run's token, put in the page as `<meta name="trellis-token">`.
    let token: String
    /// The page's origin: `http://127.0.0.1:PORT`.
    let origin: String
    let registry: Registry = .standard
    let sessions = StudioSessionTable()
    let goldens = GoldenReview()
    private let lock = NSLock()
    private var storedProject: StudioProject
    /// The errors of each file that has some, by its path as written.
    private var storedErrors: [String: [String]] = [:]
    private var storedRevision = 0

    /// Walks the PATHs and checks every screen and flow found.
    ///
    /// - Parameters:
    ///   - paths: the PATH arguments as given.
    ///   - token: the run's 32-hex-digit token.
    ///   - origin: the page's origin, `http://127.0.0.1:PORT`.
    /// - Throws: ``StudioInputError`` when a PATH cannot be read (the command exits 66).
    init(paths: [String], token: String, origin: String) throws(StudioInputError) {
        self.token = token
        self.origin = origin
        storedProject = try StudioProject(paths: paths)
        for file in storedProject.screens + storedProject.flows {
            let lines = FileErrors.lines(of: file, registry: registry)
            if !lines.isEmpty { storedErrors[file] = lines }
        }
    }

    /// The project as it is now.
    var project: StudioProject {
        lock.lock()
        defer { lock.unlock() }
        return storedProject
    }

    /// The project's revision and the errors of its files.
    var projectState: (revision: Int, errors: [String: [String]]) {
        lock.lock()
        defer { lock.unlock() }
        return (storedRevision, storedErrors)
    }

    /// The real paths of the roots, which the server watches.
    var watchedFolders: [String] { project.realRoots }

    /// The answer to `request`: every route of Docs/studio.md but `GET /api/events`.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        let path = request.path
        if path == "/" || path == "/index.html" {
            return Self.only("GET", request) { page(request) }
        }
        if path == "/goldens" { return Self.only("GET", request) { goldensPage() } }
        if path == "/api/project" { return Self.only("GET", request) { Self.json(200, projectJSON) } }
        if path == "/api/goldens" { return Self.only("GET", request) { Self.json(200, goldensJSON) } }
        if path == "/api/goldens/accept" || path == "/api/goldens/reject" {
            return Self.only("POST", request) { reviewGolden(request, accept: path.hasSuffix("accept")) }
        }
        if path.hasPrefix("/files/") { return Self.only("GET", request) { file(String(path.dropFirst("/files/".count))) } }
        if path == "/api/sessions" { return Self.only("POST", request) { createSession(request) } }
        if path.hasPrefix("/api/sessions/") { return sessionRoute(request, String(path.dropFirst("/api/sessions/".count))) }
        return Self.error(404, "no route \(path)")
    }

    /// Called with the paths of files that changed (off the request threads): walks the
    /// PATHs again, checks the changed files, rebuilds the sessions whose screen or flows
    /// changed (running their steps again), and returns the events to broadcast:
    /// `reload {revision, files}`, `errors {revision, errors}` when a changed file has
    /// errors, `goldens {count}` when a picture or report changed.
    func filesChanged(_ paths: [String]) -> [ServerSentEvent] {
        lock.lock()
        try? storedProject.rescan()
        let project = storedProject
        let known = project.screens + project.flows
        let knownReal = Dictionary(known.map { (StudioProject.realPath($0) ?? $0, $0) }, uniquingKeysWith: { first, _ in first })
        var files: [String] = []
        var changedReal: Set<String> = []
        var changedErrors: [String: [String]] = [:]
        for path in paths {
            let real = StudioProject.realPath(path) ?? path
            changedReal.insert(real)
            let written = knownReal[real] ?? path
            files.append(written)
            guard knownReal[real] != nil else {
                storedErrors[written] = nil
                continue
            }
            let lines = FileErrors.lines(of: written, registry: registry)
            storedErrors[written] = lines.isEmpty ? nil : lines
            if !lines.isEmpty { changedErrors[written] = lines }
        }
        storedErrors = storedErrors.filter { known.contains($0.key) }
        storedRevision += 1
        let revision = storedRevision
        lock.unlock()
        let screenChanged = paths.contains { $0.hasSuffix(".xml") }
        for session in sessions.all {
            session.serialized {
                if !session.dependencies.isDisjoint(with: changedReal) || (session.isApp && screenChanged) || session.dependencies.isEmpty {
                    session.rebuild()
                }
            }
        }
        var events = [
            ServerSentEvent(
                name: "reload", data: JSONValue.object([("revision", .number(Double(revision))), ("files", .array(files.map(JSONValue.string)))]).serialized())
        ]
        if !changedErrors.isEmpty {
            let errors = JSONValue.object(changedErrors.sorted { $0.key < $1.key }.map { ($0.key, .array($0.value.map(JSONValue.string))) })
            events.append(ServerSentEvent(name: "errors", data: JSONValue.object([("revision", .number(Double(revision))), ("errors", errors)]).serialized()))
        }
        if paths.contains(where: { $0.hasSuffix(".png") || $0.hasSuffix(ReportSummary.fileName) }) {
            let count = goldens.pending(roots: project.roots, project: project).count
            events.append(ServerSentEvent(name: "goldens", data: JSONValue.object([("count", .number(Double(count)))]).serialized()))
        }
        return events
    }

    /// Removes every temporary file the studio made (the atomic writer's, should a write
    /// be cut short).
    func shutdown() {
        AtomicFile.removeTemporaryFiles()
    }
}
