import Foundation

/// One client connection of an ``HTTPServer``: the bytes received and not yet read as a
/// request, the bytes to send, and where it is in its life. Only the server's loop thread
/// touches it.
final class HTTPConnection {
    /// Where the connection is.
    enum Phase {
        /// Waiting for (the rest of) a request.
        case reading
        /// A request is being answered; later requests wait in ``input``.
        case responding
        /// An event stream: everything broadcast is sent; what the client sends is
        /// thrown away.
        case streaming
        /// Sending its last answer, then it closes.
        case closing
        /// Its last answer sent and its sending side shut down: read until the client
        /// closes or ``deadline``, then closed.
        case lingering
    }

    /// The connection's number, unique in the server's life (descriptors are reused).
    let number: UInt64
    let descriptor: Int32
    var phase = Phase.reading
    /// Received bytes not read as a request yet.
    var input: [UInt8] = []
    /// Bytes to send; those before ``outputStart`` are sent.
    var output: [UInt8] = []
    var outputStart = 0
    /// When the request being read times out, or when lingering ends; nil when no clock runs.
    var deadline: ContinuousClock.Instant?
    /// Whether an answer was sent, so the connection is a kept-alive one.
    var hasAnswered = false
    /// Whether the client closed its sending side (a read returned 0).
    var peerClosed = false
    /// Since when bytes have waited to be sent without the client taking any; nil when
    /// nothing waits.
    var sendingStalledSince: ContinuousClock.Instant?

    init(number: UInt64, descriptor: Int32) {
        self.number = number
        self.descriptor = descriptor
    }

    /// The bytes still to send.
    var pendingOutput: Int { output.count - outputStart }

    /// Adds `bytes` to what is sent.
    func append(_ bytes: [UInt8]) {
        if outputStart == output.count {
            output.removeAll(keepingCapacity: true)
            outputStart = 0
        }
        output += bytes
    }

    /// Whether the loop should wait for bytes from the client: not once it closed, and
    /// not while its waiting requests fill the buffer.
    var wantsInput: Bool {
        guard !peerClosed else { return false }
        switch phase {
        case .reading, .streaming, .lingering, .closing: return true
        case .responding: return input.count < HTTPRequestParser.headLimit + HTTPRequestParser.bodyLimit
        }
    }

    /// Reads what the client sent, up to 256 KiB a call. Returns false when the connection
    /// failed (reset by the client) and must close.
    func receive(into buffer: inout [UInt8], now: ContinuousClock.Instant, requestTimeout: Duration) -> Bool {
        for _ in 0..<4 {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count > 0 {
                switch phase {
                case .reading, .responding:
                    // The first byte of a request on a kept-alive connection starts its clock.
                    if phase == .reading, input.isEmpty, hasAnswered { deadline = now + requestTimeout }
                    input += buffer[0..<count]
                case .streaming, .closing, .lingering:
                    break
                }
                if count < buffer.count { return true }
            } else if count == 0 {
                peerClosed = true
                return true
            } else {
                let code = errno
                if code == EINTR { continue }
                return code == EAGAIN || code == EWOULDBLOCK
            }
        }
        return true
    }

    /// Sends what it can of the pending bytes without blocking. Returns false when the
    /// connection failed (the client went) and must close.
    func sendPending() -> Bool {
        while pendingOutput > 0 {
            let count = output.withUnsafeBytes { bytes in
                send(descriptor, bytes.baseAddress.map { $0 + outputStart }, pendingOutput, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
            }
            if count > 0 {
                outputStart += count
                sendingStalledSince = nil
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
            }
        }
        output.removeAll(keepingCapacity: output.capacity <= 1 << 16)
        outputStart = 0
        sendingStalledSince = nil
        return true
    }
}
