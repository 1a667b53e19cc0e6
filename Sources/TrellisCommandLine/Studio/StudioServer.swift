import Foundation

/// The studio's server (Docs/studio.md, "Server"): an ``HTTPServer`` whose requests pass
/// the ``StudioRequestGate`` and then go to the backend, except `GET /api/events`, the
/// event stream, which it serves itself; and a ``FolderWatcher`` on the backend's folders
/// whose changes the backend turns into events for every stream.
final class StudioServer: Sendable {
    /// The path of the event stream.
    static let eventsPath = "/api/events"

    let server: HTTPServer
    let backend: any StudioBackend
    /// The watcher; nil when inotify could not be used (the page then does not reload).
    let watcher: FolderWatcher?

    /// A server on `socket` for `backend`, whose POSTs need `token`.
    ///
    /// - Throws: ``ListeningSocket/Failure`` when the process has no descriptor left.
    init(
        socket: ListeningSocket, token: String, backend: any StudioBackend, timing: HTTPServer.Timing = HTTPServer.Timing(),
        coalescing: Duration = .milliseconds(30)
    ) throws(ListeningSocket.Failure) {
        let gate = StudioRequestGate(address: socket.address, port: socket.port, token: token)
        server = try HTTPServer(socket: socket, timing: timing) { request in
            Self.answer(request, gate: gate, backend: backend)
        }
        self.backend = backend
        let server = server
        watcher = FolderWatcher(roots: backend.watchedFolders, coalescing: coalescing) { paths in
            server.broadcast(backend.filesChanged(paths))
        }
    }

    /// The folders that could not be watched, each with the system's reason.
    var watchFailures: [(folder: String, reason: String)] { watcher?.failures ?? [] }

    /// Starts serving and watching.
    func start() {
        server.start()
        watcher?.start()
    }

    /// Stops listening, ends every connection and event stream and the watcher, then lets
    /// the backend remove its temporary files.
    func stop() {
        server.stop()
        watcher?.stop()
        backend.shutdown()
    }

    /// What the server makes of `request`: the gate's refusal, the event stream, or the
    /// backend's answer.
    static func answer(_ request: HTTPRequest, gate: StudioRequestGate, backend: any StudioBackend) -> HTTPServer.Answer {
        if let refusal = gate.refusal(of: request) { return .response(refusal) }
        guard request.path == eventsPath else { return .response(backend.respond(to: request)) }
        guard request.method == "GET" else {
            var response = HTTPRequestParser.refusal(405, "\(eventsPath) takes GET")
            response.headers.append(("Allow", "GET"))
            return .response(response)
        }
        return .eventStream
    }
}
