import Foundation

/// One HTTP/1.1 request as the studio's server read it (RFC 9112), handed to an
/// ``HTTPResponder``.
struct HTTPRequest: Sendable {
    /// The method as sent: `GET`, `POST`, …
    var method: String
    /// The request target as sent: `/api/sessions/3/hit?x=1&y=2`.
    var target: String
    /// The target's path, before `?`, percent-decoded once: `/files/a b.xml`.
    var path: String
    /// The query's parameters in order, each name and value percent-decoded once (`+` is
    /// a space); empty when there is no query.
    var query: [(name: String, value: String)]
    /// The header fields in order, names lower-cased, values with surrounding white
    /// space removed.
    var headers: [(name: String, value: String)]
    /// The body, exactly `Content-Length` bytes; empty when there is none.
    var body: [UInt8]

    /// The value of the first header field named `name` (compared case-insensitively);
    /// nil when there is none.
    func header(_ name: String) -> String? {
        let lowercased = name.lowercased()
        return headers.first { $0.name == lowercased }?.value
    }

    /// The value of the last query parameter named `name`; nil when there is none.
    func queryValue(_ name: String) -> String? {
        query.last { $0.name == name }?.value
    }
}

/// One HTTP/1.1 response: the server adds `Content-Length`, `Date` is never sent, and
/// `Connection` follows the request.
struct HTTPResponse: Sendable {
    /// The status code: 200, 201, 400, …
    var status: Int
    /// The header fields in order, besides `Content-Length` and `Connection`.
    var headers: [(name: String, value: String)]
    /// The body.
    var body: [UInt8]

    init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A JSON answer: `application/json; charset=utf-8` with `body` as its bytes.
    static func json(_ status: Int, _ body: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "application/json; charset=utf-8")], body: Array(body.utf8))
    }
}

/// One event of the studio's event stream (`GET /api/events`, Server-Sent Events): sent as
/// `event: NAME`, one `data: JSON` line and a blank line.
struct ServerSentEvent: Sendable, Equatable {
    /// The event's name: `reload`, `errors`, `goldens`.
    var name: String
    /// The event's data: one line of JSON.
    var data: String
}

/// What answers the studio's requests: everything but the transport, the security checks
/// that come before any route (Host, token, Origin) and the event stream.
protocol HTTPResponder: Sendable {
    /// The answer to `request`; called for one page's requests one at a time, and for
    /// different pages' requests concurrently.
    func respond(to request: HTTPRequest) -> HTTPResponse
}
