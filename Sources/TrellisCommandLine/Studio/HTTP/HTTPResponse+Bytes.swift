extension HTTPResponse {
    /// The response as HTTP/1.1 sends it: status line, the header fields, `Content-Length`,
    /// `Connection: close` when `closes` (`Connection: keep-alive` when `keepAliveNamed`, for
    /// an HTTP/1.0 client that asked for it), a blank line and the body (none when
    /// `omitsBody`, the answer to `HEAD`).
    ///
    /// Header fields the server writes itself (`Content-Length`, `Connection`,
    /// `Transfer-Encoding`) are left out, and so are CORS fields (`Access-Control-…`:
    /// no other site's page may read an answer, Docs/studio.md, "Security"), as is any field whose name is not a token or
    /// whose value holds a line break or another control character: a response never
    /// carries a field it did not mean to. A status outside 100–999 is sent as 500.
    func bytes(closes: Bool, keepAliveNamed: Bool = false, omitsBody: Bool = false) -> [UInt8] {
        let code = (100...999).contains(status) ? status : 500
        var head = "HTTP/1.1 \(code) \(Self.reasonPhrase(code))\r\n"
        for (name, value) in headers where Self.isSendable(name: name, value: value) {
            head += "\(name): \(value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\n"
        if closes {
            head += "Connection: close\r\n"
        } else if keepAliveNamed {
            head += "Connection: keep-alive\r\n"
        }
        head += "\r\n"
        var bytes = Array(head.utf8)
        if !omitsBody { bytes += body }
        return bytes
    }

    /// The head of the event stream's response (Server-Sent Events): the body follows
    /// as the events come and ends when the connection closes.
    static let eventStreamHead = Array(
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n".utf8)

    private static func isSendable(name: String, value: String) -> Bool {
        let reserved: Set<String> = ["content-length", "connection", "transfer-encoding"]
        let tokenCharacters = Set("!#$%&'*+-.^_`|~".utf8)
        let isToken =
            !name.isEmpty
            && name.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || tokenCharacters.contains($0) }
        return isToken && !reserved.contains(name.lowercased()) && !name.lowercased().hasPrefix("access-control-")
            && value.utf8.allSatisfy { ($0 >= 32 && $0 != 127) || $0 == 9 }
    }

    /// The reason phrase of `status` (RFC 9110 §15); empty for a code it does not name,
    /// which HTTP/1.1 allows.
    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 422: "Unprocessable Content"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: ""
        }
    }
}

extension ServerSentEvent {
    /// The event as the stream sends it: `event: NAME`, `data: DATA` and a blank line.
    /// A line break in the name or the data would end the event early, so each is sent
    /// as a space (JSON text holds none outside its strings, where they are escaped).
    var bytes: [UInt8] {
        func oneLine(_ text: String) -> String {
            String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
        }
        return Array("event: \(oneLine(name))\ndata: \(oneLine(data))\n\n".utf8)
    }

    /// The comment sent on every event stream when no event has been sent for a while, so
    /// that proxies and browsers keep the connection.
    static let keepAliveComment = Array(": keep-alive\n\n".utf8)
}
