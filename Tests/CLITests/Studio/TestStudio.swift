import Foundation

@testable import TrellisCommandLine

/// A stand-in for the studio application: answers every request with
/// `{"method", "path", "body"}` (or what ``answer`` makes of it), records each request it
/// was given, and turns file changes into one `reload` event listing the paths.
final class TestBackend: StudioBackend, @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [HTTPRequest] = []
    private var changes: [[String]] = []
    private var shutDown = false
    let watchedFolders: [String]
    /// Makes the answer to a request; by default the echo above.
    let answer: @Sendable (HTTPRequest) -> HTTPResponse

    init(watchedFolders: [String] = [], answer: (@Sendable (HTTPRequest) -> HTTPResponse)? = nil) {
        self.watchedFolders = watchedFolders
        self.answer =
            answer ?? { request in
                .json(200, "{\"method\": \"\(request.method)\", \"path\": \"\(request.path)\", \"body\": \"\(String(decoding: request.body, as: UTF8.self))\"}")
            }
    }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        lock.lock()
        requests.append(request)
        lock.unlock()
        return answer(request)
    }

    func filesChanged(_ paths: [String]) -> [ServerSentEvent] {
        lock.lock()
        changes.append(paths)
        lock.unlock()
        let list = paths.map { "\"\($0)\"" }.joined(separator: ", ")
        return [ServerSentEvent(name: "reload", data: "{\"files\": [\(list)]}")]
    }

    func shutdown() {
        lock.lock()
        shutDown = true
        lock.unlock()
    }

    /// The requests answered so far, in the order they came.
    var answered: [HTTPRequest] {
        lock.lock()
        defer { lock.unlock() }
        return requests
    }

    var wasShutDown: Bool {
        lock.lock()
        defer { lock.unlock() }
        return shutDown
    }
}

/// A ``StudioServer`` started on a free port of 127.0.0.1 (or `address`) for one test, with
/// its token; stopped by ``stop()`` or when released.
final class TestStudio: Sendable {
    static let token = "0123456789abcdef0123456789abcdef"

    let backend: TestBackend
    let studio: StudioServer
    var port: UInt16 { studio.server.socket.port }
    /// The `Host` value naming this server: `127.0.0.1:PORT`.
    var host: String { "127.0.0.1:\(port)" }

    init(
        backend: TestBackend = TestBackend(), address: IPAddress = .loopbackIPv4, timing: HTTPServer.Timing = HTTPServer.Timing(),
        coalescing: Duration = .milliseconds(30)
    ) throws {
        self.backend = backend
        let socket = try ListeningSocket.listen(on: address, port: 0)
        studio = try StudioServer(socket: socket, token: Self.token, backend: backend, timing: timing, coalescing: coalescing)
        studio.start()
    }

    deinit {
        studio.stop()
    }

    func stop() {
        studio.stop()
    }

    /// A new connection to the server.
    func connect() throws -> TestSocket {
        try TestSocket(port: port, address: studio.server.socket.address)
    }

    /// Sends one GET of `path` on a new connection and reads its answer.
    func get(_ path: String, headers: String = "") throws -> TestResponse? {
        let socket = try connect()
        socket.send("GET \(path) HTTP/1.1\r\nHost: \(host)\r\n\(headers)\r\n")
        return socket.response()
    }
}

/// A fresh temporary folder for one test, removed by the caller; its real path (symbolic
/// links resolved), as the watcher reports paths under it.
func temporaryFolder() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-studio-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.resolvingSymlinksInPath().path
}
