import Foundation

@testable import TrellisCommandLine

/// A raw TCP client for the server tests: sends bytes as given and reads answers with a
/// deadline, so a test never hangs.
final class TestSocket {
    let descriptor: Int32
    /// Bytes received and not yet read as a response.
    private(set) var received: [UInt8] = []
    /// Whether the server closed the connection (a read returned 0 or failed).
    private(set) var closedByServer = false

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Connects to `address` (default 127.0.0.1) at `port`; with `receiveBuffer`, the
    /// kernel buffers at most about that many received bytes (`SO_RCVBUF`).
    init(port: UInt16, address: IPAddress = .loopbackIPv4, receiveBuffer: Int32? = nil) throws {
        descriptor = socket(address.isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        if var size = receiveBuffer { setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size)) }
        let connected = address.withSocketAddress(port: port) { connect(descriptor, $0, $1) }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw Failure(description: "connect: \(reason)")
        }
    }

    deinit {
        close(descriptor)
    }

    /// Sends `text` as UTF-8.
    func send(_ text: String) {
        send(Array(text.utf8))
    }

    /// Sends `bytes`; a failed send (the server closed) is ignored.
    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return }
            offset += count
        }
    }

    /// Reads until `enough` holds for the bytes received, the server closes, or `timeout`
    /// passes; returns whether `enough` holds.
    @discardableResult
    func read(until enough: ([UInt8]) -> Bool, timeout: Duration = .seconds(5)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while !enough(received), !closedByServer {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return false }
            var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            let milliseconds = Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            guard poll(&descriptors, 1, milliseconds) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 {
                closedByServer = true
            } else {
                received += buffer[0..<count]
            }
        }
        return enough(received)
    }

    /// Reads until the server closes the connection; returns whether it did within `timeout`.
    func waitForClose(timeout: Duration = .seconds(5)) -> Bool {
        read(until: { _ in false }, timeout: timeout)
        return closedByServer
    }

    /// Reads one whole response (by `Content-Length`) and removes it from ``received``;
    /// nil when none came within `timeout`.
    func response(timeout: Duration = .seconds(5)) -> TestResponse? {
        guard read(until: { TestResponse.parse($0) != nil }, timeout: timeout), let (response, length) = TestResponse.parse(received) else { return nil }
        received.removeFirst(length)
        return response
    }

    /// The text received so far, removed from ``received``.
    func takeText() -> String {
        defer { received.removeAll() }
        return String(decoding: received, as: UTF8.self)
    }
}

/// One response as a test reads it.
struct TestResponse {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: String

    /// The first header field named `name`, compared case-insensitively.
    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The response at the start of `bytes` and its length; nil while incomplete.
    static func parse(_ bytes: [UInt8]) -> (TestResponse, Int)? {
        let separator = Array("\r\n\r\n".utf8)
        guard bytes.count >= 4, let end = (0...(bytes.count - 4)).first(where: { Array(bytes[$0..<($0 + 4)]) == separator }) else { return nil }
        let lines = String(decoding: bytes[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
        let headers = lines.dropFirst().compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        let length = headers.first { $0.0.lowercased() == "content-length" }.flatMap { Int($0.1) } ?? 0
        guard bytes.count >= end + 4 + length else { return nil }
        let body = String(decoding: bytes[(end + 4)..<(end + 4 + length)], as: UTF8.self)
        return (TestResponse(status: status, headers: headers, body: body), end + 4 + length)
    }
}
