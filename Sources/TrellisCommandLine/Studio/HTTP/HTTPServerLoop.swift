import Foundation

/// The thread of an ``HTTPServer`` that accepts connections, reads requests, sends answers
/// and events, and keeps the clocks; it owns every ``HTTPConnection``.
final class HTTPServerLoop: @unchecked Sendable {
    private let server: HTTPServer
    private var connections: [UInt64: HTTPConnection] = [:]
    private var nextNumber: UInt64 = 0
    private var nextKeepAlive: ContinuousClock.Instant
    /// When accepting resumes after the process ran out of descriptors.
    private var acceptPausedUntil: ContinuousClock.Instant?
    private var readBuffer = [UInt8](repeating: 0, count: 1 << 16)

    init(server: HTTPServer) {
        self.server = server
        nextKeepAlive = .now + server.timing.keepAliveInterval
    }

    /// Serves until the server stops, then closes the socket and every connection.
    func run() {
        var descriptors: [pollfd] = []
        var polled: [HTTPConnection] = []
        while true {
            let now = ContinuousClock.now
            descriptors.removeAll(keepingCapacity: true)
            polled.removeAll(keepingCapacity: true)
            descriptors.append(pollfd(fd: server.wakePipe.readDescriptor, events: Int16(POLLIN), revents: 0))
            if let paused = acceptPausedUntil, paused <= now { acceptPausedUntil = nil }
            let accepting = acceptPausedUntil == nil
            descriptors.append(pollfd(fd: accepting ? server.socket.descriptor : -1, events: Int16(POLLIN), revents: 0))
            for connection in connections.values {
                var events: Int32 = 0
                if connection.wantsInput { events |= Int32(POLLIN) }
                if connection.pendingOutput > 0 { events |= Int32(POLLOUT) }
                descriptors.append(pollfd(fd: connection.descriptor, events: Int16(events), revents: 0))
                polled.append(connection)
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout(now: now))
            if ready < 0, errno != EINTR { usleep(10_000) }
            if descriptors[0].revents != 0 { server.wakePipe.drain() }
            let mail = server.takeMail()
            if mail.stopping { break }
            deliver(mail)
            if descriptors[1].revents != 0 { acceptAll() }
            let after = ContinuousClock.now
            for (index, connection) in polled.enumerated() where connections[connection.number] != nil {
                let events = Int32(descriptors[index + 2].revents)
                if events & Int32(POLLNVAL) != 0 {
                    drop(connection)
                    continue
                }
                if events & Int32(POLLIN | POLLHUP | POLLERR) != 0,
                    !connection.receive(into: &readBuffer, now: after, requestTimeout: server.timing.requestTimeout)
                {
                    drop(connection)
                    continue
                }
                if events & Int32(POLLOUT) != 0, !connection.sendPending() { drop(connection) }
            }
            for connection in Array(connections.values) { advance(connection, now: after) }
            if after >= nextKeepAlive {
                nextKeepAlive = after + server.timing.keepAliveInterval
                for connection in connections.values where connection.phase == .streaming { connection.append(ServerSentEvent.keepAliveComment) }
            }
        }
        close(server.socket.descriptor)
        for connection in connections.values { close(connection.descriptor) }
        connections.removeAll()
    }

    /// The milliseconds `poll` may wait: until the nearest deadline, at most 15 s.
    private func timeout(now: ContinuousClock.Instant) -> Int32 {
        var nearest = nextKeepAlive
        if let paused = acceptPausedUntil { nearest = min(nearest, paused) }
        for connection in connections.values {
            if let deadline = connection.deadline { nearest = min(nearest, deadline) }
            if let since = connection.sendingStalledSince { nearest = min(nearest, since + server.timing.sendTimeout) }
        }
        let wait = now.duration(to: nearest)
        guard wait > .zero else { return 0 }
        let (seconds, attoseconds) = wait.components
        return Int32(min(15_000, seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1))
    }

    /// Adds the answers and broadcast bytes other threads handed over.
    private func deliver(_ mail: HTTPServer.Mail) {
        for answer in mail.answers {
            guard let connection = connections[answer.connection], connection.phase == .responding else { continue }
            guard let bytes = answer.bytes else {
                connection.append(HTTPResponse.eventStreamHead)
                connection.input.removeAll()
                connection.phase = .streaming
                continue
            }
            connection.append(bytes)
            connection.hasAnswered = true
            if answer.closes {
                connection.phase = .closing
            } else {
                connection.phase = .reading
                connection.deadline = .now + server.timing.requestTimeout
            }
        }
        guard !mail.broadcast.isEmpty else { return }
        for connection in connections.values where connection.phase == .streaming { connection.append(mail.broadcast) }
    }

    private func acceptAll() {
        while true {
            let descriptor = accept(server.socket.descriptor, nil, nil)
            if descriptor < 0 {
                switch errno {
                case EINTR, ECONNABORTED, EPROTO: continue
                case EMFILE, ENFILE, ENOBUFS, ENOMEM: acceptPausedUntil = .now + .milliseconds(100)
                default: break
                }
                return
            }
            guard connections.count < HTTPServer.maximumConnections else {
                close(descriptor)
                continue
            }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            var one: Int32 = 1
            setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            nextNumber += 1
            let connection = HTTPConnection(number: nextNumber, descriptor: descriptor)
            connection.deadline = .now + server.timing.requestTimeout
            connections[connection.number] = connection
        }
    }

    /// Moves `connection` on: reads its next request, keeps its clock, closes it when done.
    private func advance(_ connection: HTTPConnection, now: ContinuousClock.Instant) {
        if connection.phase == .reading { read(connection, now: now) }
        if connection.pendingOutput > 0, !connection.sendPending() {
            drop(connection)
            return
        }
        if connection.pendingOutput > 0 {
            let since = connection.sendingStalledSince ?? now
            connection.sendingStalledSince = since
            if since.duration(to: now) > server.timing.sendTimeout {
                drop(connection)
                return
            }
        }
        switch connection.phase {
        case .reading, .responding:
            break
        case .streaming:
            if connection.peerClosed || connection.pendingOutput > HTTPServer.maximumStreamBacklog { drop(connection) }
        case .closing:
            guard connection.pendingOutput == 0 else { return }
            shutdown(connection.descriptor, Int32(SHUT_WR))
            connection.phase = .lingering
            connection.deadline = now + server.timing.lingerTimeout
        case .lingering:
            if connection.peerClosed || connection.deadline.map({ $0 <= now }) ?? true { drop(connection) }
        }
    }

    /// Reads the next request of a connection waiting for one and hands it to a worker;
    /// refuses a malformed one, and times out one that takes too long.
    private func read(_ connection: HTTPConnection, now: ContinuousClock.Instant) {
        switch HTTPRequestParser.parse(connection.input) {
        case .request(let request, let consumed, let closes):
            connection.input.removeFirst(consumed)
            connection.phase = .responding
            connection.deadline = nil
            answer(request, on: connection.number, closes: closes || connection.peerClosed)
        case .failure(let response):
            refuse(connection, with: response)
        case .incomplete:
            if connection.peerClosed {
                connection.phase = .closing
            } else if let deadline = connection.deadline, deadline <= now {
                if connection.input.allSatisfy({ $0 == 13 || $0 == 10 }) && connection.hasAnswered {
                    connection.phase = .closing
                } else {
                    let seconds = server.timing.requestTimeout.components.seconds
                    refuse(connection, with: HTTPRequestParser.refusal(408, "the request was not complete within \(seconds) s"))
                }
            }
        }
    }

    private func refuse(_ connection: HTTPConnection, with response: HTTPResponse) {
        connection.input.removeAll()
        connection.append(response.bytes(closes: true))
        connection.phase = .closing
        connection.deadline = nil
    }

    private func answer(_ request: HTTPRequest, on number: UInt64, closes: Bool) {
        let server = server
        server.workers.run {
            switch server.handler(request) {
            case .response(let response):
                server.deliver(response.bytes(closes: closes, omitsBody: request.method == "HEAD"), to: number, closes: closes)
            case .eventStream:
                server.deliver(nil, to: number, closes: true)
            }
        }
    }

    private func drop(_ connection: HTTPConnection) {
        close(connection.descriptor)
        connections[connection.number] = nil
    }
}
