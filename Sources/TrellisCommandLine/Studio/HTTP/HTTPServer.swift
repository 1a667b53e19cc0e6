import Foundation

/// An HTTP/1.1 server over POSIX sockets (RFC 9112): keep-alive, pipelined requests answered
/// in order, bodies by `Content-Length`, and event streams (Server-Sent Events) fed by
/// ``broadcast(_:)``.
///
/// One thread waits on every connection with `poll` and does all reading and writing
/// without blocking, so a client that stalls (sends half a head, or stops reading) delays
/// no other; each request is answered on a thread of a ``WorkerPool``. A connection has at
/// most one request being answered; the next one waits in its buffer. What the server
/// refuses by itself, before any handler: see ``HTTPRequestParser`` (400, 413, 431, 505)
/// and ``Timing/requestTimeout`` (408). After one of those the connection closes.
final class HTTPServer: @unchecked Sendable {
    /// What a handler makes of a request.
    enum Answer: Sendable {
        /// A response with a length, sent as is.
        case response(HTTPResponse)
        /// The start of an event stream: the response head, then every event broadcast
        /// from now on, until the server stops or the client goes.
        case eventStream
    }

    /// The server's clocks.
    struct Timing: Sendable {
        /// How long a request may take to arrive, head and body: counted from the
        /// connection's opening, or from the first byte after an answer on a kept-alive
        /// connection. Then 408 and the connection closes; a kept-alive connection idle
        /// that long closes without an answer. Default 10 s.
        var requestTimeout = Duration.seconds(10)
        /// How often every event stream gets a `: keep-alive` comment. Default 15 s.
        var keepAliveInterval = Duration.seconds(15)
        /// How long a connection that is closing is still read (and what it sends thrown
        /// away) after its last answer, so the client reads that answer before the
        /// connection resets. Default 2 s.
        var lingerTimeout = Duration.seconds(2)
        /// How long a connection may have bytes waiting to be sent without the client
        /// taking any (a client that stopped reading) before it is closed. Default 30 s.
        var sendTimeout = Duration.seconds(30)
    }

    /// The most connections open at once: further ones are accepted and closed at once.
    static let maximumConnections = 4096
    /// The most bytes an event stream may hold unsent before the server closes it as
    /// stalled: 1 MiB.
    static let maximumStreamBacklog = 1 << 20

    /// The socket listened on.
    let socket: ListeningSocket
    let timing: Timing
    let handler: @Sendable (HTTPRequest) -> Answer
    let wakePipe: WakePipe
    let workers = WorkerPool()

    private let lock = NSLock()
    /// What other threads have for the loop; guarded by `lock`.
    private var mail = Mail()
    private var state = State.idle
    private let finished = DispatchSemaphore(value: 0)

    private enum State { case idle, running, stopped }

    /// What other threads hand to the loop thread.
    struct Mail {
        /// Answers ready: the connection's number, the bytes, whether it closes after them,
        /// or nil bytes for the start of an event stream.
        var answers: [(connection: UInt64, bytes: [UInt8]?, closes: Bool)] = []
        /// Bytes for every event stream.
        var broadcast: [UInt8] = []
        var stopping = false
    }

    /// A server on `socket` whose requests `handler` answers, on any thread.
    ///
    /// - Throws: ``ListeningSocket/Failure`` when no pipe can be made to wake the server
    ///   (the process has no descriptor left).
    init(socket: ListeningSocket, timing: Timing = Timing(), handler: @escaping @Sendable (HTTPRequest) -> Answer) throws(ListeningSocket.Failure) {
        guard let wakePipe = WakePipe() else {
            throw ListeningSocket.Failure(address: socket.authority, reason: String(cString: strerror(errno)), code: errno)
        }
        self.socket = socket
        self.timing = timing
        self.handler = handler
        self.wakePipe = wakePipe
    }

    /// Starts serving on a thread of its own; does nothing after the first call.
    func start() {
        lock.lock()
        defer { lock.unlock() }
        guard state == .idle else { return }
        state = .running
        let loop = HTTPServerLoop(server: self)
        Thread.detachNewThread {
            loop.run()
            self.finished.signal()
        }
    }

    /// Sends `events` to every open event stream, in order.
    func broadcast(_ events: [ServerSentEvent]) {
        guard !events.isEmpty else { return }
        send(events.flatMap(\.bytes))
    }

    /// Sends `bytes` to every open event stream.
    func send(_ bytes: [UInt8]) {
        lock.lock()
        mail.broadcast += bytes
        lock.unlock()
        wakePipe.wake()
    }

    /// Stops listening and closes every connection and event stream; returns once they
    /// are closed. Answers being made are dropped. Calling it again does nothing.
    func stop() {
        lock.lock()
        let wasRunning = state == .running
        if state == .idle { close(socket.descriptor) }
        state = .stopped
        mail.stopping = true
        lock.unlock()
        guard wasRunning else { return }
        wakePipe.wake()
        finished.wait()
        // Later callers return at once; the loop has ended.
        finished.signal()
    }

    /// Hands an answer to the loop thread.
    func deliver(_ bytes: [UInt8]?, to connection: UInt64, closes: Bool) {
        lock.lock()
        mail.answers.append((connection, bytes, closes))
        lock.unlock()
        wakePipe.wake()
    }

    /// Takes what other threads have handed over since the last call.
    func takeMail() -> Mail {
        lock.lock()
        defer { lock.unlock() }
        let taken = mail
        mail = Mail(stopping: mail.stopping)
        return taken
    }
}
