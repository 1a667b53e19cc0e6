import Trellis

/// Reads one HTTP/1.1 request (RFC 9112) from the start of the bytes a connection has
/// received: a head of at most ``headLimit`` bytes and a body of exactly `Content-Length`
/// bytes, at most ``bodyLimit``.
///
/// Anything it cannot read is a ``Outcome/failure(_:)`` whose response the server sends
/// before closing the connection: 400 a malformed request line, header field, version,
/// `Content-Length` or target, a `Transfer-Encoding` (bodies are read by `Content-Length`
/// only), or HTTP/1.1 without exactly one `Host`; 413 a body over ``bodyLimit``; 431 a head
/// over ``headLimit``; 505 a version other than HTTP/1.x.
enum HTTPRequestParser {
    /// The largest head read, request line and header fields with their line ends: 16 KiB.
    static let headLimit = 16 * 1024
    /// The largest body read: 1 MiB.
    static let bodyLimit = 1 << 20

    enum Outcome {
        /// More bytes are needed.
        case incomplete
        /// A whole request, the number of bytes it took, and whether the connection
        /// closes after its answer (`Connection: close`, or HTTP/1.0 without keep-alive).
        case request(HTTPRequest, consumed: Int, closes: Bool)
        /// A request that cannot be read: the answer to send before closing.
        case failure(HTTPResponse)
    }

    /// Reads the request at the start of `bytes`.
    static func parse(_ bytes: [UInt8]) -> Outcome {
        var start = 0
        // RFC 9112 §2.2: empty lines before a request line are ignored.
        while start < bytes.count, bytes[start] == 13 || bytes[start] == 10 { start += 1 }
        guard let (headEnd, bodyStart) = endOfHead(bytes, from: start) else {
            return bytes.count - start > headLimit ? .failure(refusal(431, "the request head is over \(headLimit) bytes")) : .incomplete
        }
        guard headEnd - start <= headLimit else { return .failure(refusal(431, "the request head is over \(headLimit) bytes")) }
        let head: Head
        switch readHead(bytes[start..<headEnd]) {
        case .success(let read): head = read
        case .failure(let failure): return .failure(failure.response)
        }
        guard bytes.count - bodyStart >= head.contentLength else { return .incomplete }
        let body = Array(bytes[bodyStart..<(bodyStart + head.contentLength)])
        let request = HTTPRequest(method: head.method, target: head.target, path: head.path, query: head.query, headers: head.headers, body: body)
        return .request(request, consumed: bodyStart + head.contentLength, closes: head.closes)
    }

    /// The end of the head's last line and the start of the body: the first empty line,
    /// ended by CRLF or a bare LF (RFC 9112 §2.2).
    private static func endOfHead(_ bytes: [UInt8], from start: Int) -> (Int, Int)? {
        var index = start
        while index < bytes.count {
            if bytes[index] == 10 {
                if index + 1 < bytes.count, bytes[index + 1] == 10 { return (index, index + 2) }
                if index + 2 < bytes.count, bytes[index + 1] == 13, bytes[index + 2] == 10 { return (index, index + 3) }
            }
            index += 1
        }
        return nil
    }

    /// What the head says.
    private struct Head {
        var method: String
        var target: String
        var path: String
        var query: [(name: String, value: String)]
        var headers: [(name: String, value: String)]
        var contentLength: Int
        var closes: Bool
    }

    /// A head that cannot be read, with its answer.
    private struct Failure: Error {
        var response: HTTPResponse
    }

    private static func readHead(_ head: ArraySlice<UInt8>) -> Result<Head, Failure> {
        var lines = head.split(separator: 10, omittingEmptySubsequences: false).map { line in
            line.last == 13 ? line.dropLast() : line
        }
        let requestLine = lines.removeFirst()
        let parts = requestLine.split(separator: 32, omittingEmptySubsequences: false)
        guard parts.count == 3, let method = token(parts[0]), let target = visibleText(parts[1]) else {
            return .failure(Failure(response: refusal(400, "malformed request line")))
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard let minor = minorVersion(version) else {
            let bytes = Array(version.utf8)
            if bytes.count == 8, version.hasPrefix("HTTP/"), bytes[6] == UInt8(ascii: "."), [bytes[5], bytes[7]].allSatisfy({ $0 >= 48 && $0 <= 57 }) {
                return .failure(Failure(response: refusal(505, "HTTP version not supported: \(version)")))
            }
            return .failure(Failure(response: refusal(400, "malformed HTTP version")))
        }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: 58), let name = token(line[line.startIndex..<colon]) else {
                return .failure(Failure(response: refusal(400, "malformed header field")))
            }
            let value = line[(colon + 1)...].drop { $0 == 32 || $0 == 9 }
            let trimmed = value.reversed().drop { $0 == 32 || $0 == 9 }.reversed()
            // Control characters other than a tab are not field content (RFC 9110 §5.5).
            guard trimmed.allSatisfy({ $0 >= 32 && $0 != 127 || $0 == 9 }) else {
                return .failure(Failure(response: refusal(400, "malformed header field")))
            }
            headers.append((name.lowercased(), String(decoding: trimmed, as: UTF8.self)))
        }
        return readFields(method: method, target: target, minor: minor, headers: headers)
    }

    private static func readFields(method: String, target: String, minor: Int, headers: [(name: String, value: String)]) -> Result<Head, Failure> {
        let hosts = headers.filter { $0.name == "host" }
        if minor >= 1, hosts.count != 1 {
            return .failure(Failure(response: refusal(400, hosts.isEmpty ? "an HTTP/1.1 request needs a Host" : "more than one Host")))
        }
        if minor == 0, hosts.count > 1 { return .failure(Failure(response: refusal(400, "more than one Host"))) }
        if headers.contains(where: { $0.name == "transfer-encoding" }) {
            return .failure(Failure(response: refusal(400, "request bodies must have a Content-Length; Transfer-Encoding is not supported")))
        }
        let lengths = Set(
            headers.filter { $0.name == "content-length" }.flatMap { $0.value.split(separator: ",", omittingEmptySubsequences: false) }.map {
                $0.trimmingSpaces
            })
        var contentLength = 0
        if let length = lengths.first {
            guard lengths.count == 1, !length.isEmpty, length.utf8.count <= 18, length.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let value = Int(length) else {
                return .failure(Failure(response: refusal(400, "malformed Content-Length")))
            }
            guard value <= bodyLimit else { return .failure(Failure(response: refusal(413, "the request body is over \(bodyLimit) bytes"))) }
            contentLength = value
        }
        guard let (path, query) = HTTPTarget.split(target) else {
            return .failure(Failure(response: refusal(400, "malformed request target")))
        }
        let options = headers.filter { $0.name == "connection" }.flatMap { $0.value.lowercased().split(separator: ",").map(\.trimmingSpaces) }
        let closes = options.contains("close") || (minor == 0 && !options.contains("keep-alive"))
        return .success(Head(method: method, target: target, path: path, query: query, headers: headers, contentLength: contentLength, closes: closes))
    }

    /// The minor version of `HTTP/1.x`; nil for anything else.
    private static func minorVersion(_ version: String) -> Int? {
        let bytes = Array(version.utf8)
        guard bytes.count == 8, version.hasPrefix("HTTP/1."), bytes[7] >= 48, bytes[7] <= 57 else { return nil }
        return Int(bytes[7] - 48)
    }

    /// `bytes` as a token (RFC 9110 §5.6.2: a method or a field name); nil when empty or
    /// holding another character.
    private static func token(_ bytes: ArraySlice<UInt8>) -> String? {
        let allowed = Set("!#$%&'*+-.^_`|~".utf8)
        guard !bytes.isEmpty, bytes.allSatisfy({ isAlphanumeric($0) || allowed.contains($0) }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `bytes` as a request target: visible ASCII only; nil when empty or otherwise.
    private static func visibleText(_ bytes: ArraySlice<UInt8>) -> String? {
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 > 32 && $0 < 127 }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
    }

    /// The server's own answer to a request it refuses: `{"error": MESSAGE}`.
    static func refusal(_ status: Int, _ message: String) -> HTTPResponse {
        .json(status, "{\"error\": \(JSONValue.string(message).serialized())}")
    }
}

extension Substring {
    /// The text without spaces and tabs at either end.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
