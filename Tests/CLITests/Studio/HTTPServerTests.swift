import Foundation
import Testing

@testable import TrellisCommandLine

/// The studio's HTTP/1.1 server over real sockets on a free port: keep-alive, pipelining,
/// bodies, and what it refuses before any handler.
struct HTTPServerTests {
    @Test func keptAliveConnectionAnswersSeveralRequestsInTurn() throws {
        let studio = try TestStudio()
        let socket = try studio.connect()
        for index in 0..<5 {
            socket.send("GET /screen/\(index) HTTP/1.1\r\nHost: \(studio.host)\r\n\r\n")
            let response = try #require(socket.response())
            #expect(response.status == 200)
            #expect(response.body == "{\"method\": \"GET\", \"path\": \"/screen/\(index)\", \"body\": \"\"}")
            #expect(response.header("Content-Length") == "\(response.body.utf8.count)")
            #expect(response.header("Connection") == nil)
        }
        #expect(studio.backend.answered.map(\.path) == (0..<5).map { "/screen/\($0)" })
    }

    @Test func pipelinedRequestsAreAnsweredInOrder() throws {
        // The first answer is the slowest: answers must still come in request order.
        let backend = TestBackend { request in
            if request.path == "/0" { usleep(200_000) }
            return .json(200, "\"\(request.path)\"")
        }
        let studio = try TestStudio(backend: backend)
        let socket = try studio.connect()
        socket.send((0..<4).map { "GET /\($0) HTTP/1.1\r\nHost: \(studio.host)\r\n\r\n" }.joined())
        let bodies = (0..<4).compactMap { _ in socket.response()?.body }
        #expect(bodies == ["\"/0\"", "\"/1\"", "\"/2\"", "\"/3\""])
    }

    @Test func bodyByContentLengthAndQueryDecodedOnce() throws {
        let studio = try TestStudio()
        let socket = try studio.connect()
        // The body arrives in two pieces; `%2541` decodes once, to `%41`.
        socket.send(
            "POST /files/a%20b.xml?x=1+2&y=%2541 HTTP/1.1\r\nHost: \(studio.host)\r\nX-Trellis-Token: \(TestStudio.token)\r\nContent-Length: 11\r\n\r\nhello")
        usleep(50_000)
        socket.send(" world")
        let response = try #require(socket.response())
        #expect(response.body == "{\"method\": \"POST\", \"path\": \"/files/a b.xml\", \"body\": \"hello world\"}")
        let request = try #require(studio.backend.answered.first)
        #expect(request.query.map { "\($0.name)=\($0.value)" } == ["x=1 2", "y=%41"])
        #expect(request.target == "/files/a%20b.xml?x=1+2&y=%2541")
        #expect(request.header("Content-Length") == "11")
    }

    @Test func connectionCloseIsHonoured() throws {
        let studio = try TestStudio()
        let socket = try studio.connect()
        socket.send("GET / HTTP/1.1\r\nHost: \(studio.host)\r\nConnection: close\r\n\r\nGET /second HTTP/1.1\r\nHost: \(studio.host)\r\n\r\n")
        let response = try #require(socket.response())
        #expect(response.header("Connection") == "close")
        #expect(socket.waitForClose())
        #expect(studio.backend.answered.map(\.path) == ["/"])
    }

    @Test func headAnswerHasTheLengthButNoBody() throws {
        let studio = try TestStudio()
        let socket = try studio.connect()
        socket.send("HEAD /x HTTP/1.1\r\nHost: \(studio.host)\r\n\r\nGET /y HTTP/1.1\r\nHost: \(studio.host)\r\n\r\n")
        // `{"method": "HEAD", "path": "/x", "body": ""}` is 44 bytes (the GET's 43, one letter
        // more), not sent: the next answer follows the blank line.
        #expect(socket.read(until: { String(decoding: $0, as: UTF8.self).contains("\"/y\"") }))
        let text = socket.takeText()
        #expect(text.hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: 44\r\n\r\nHTTP/1.1 200 OK\r\n"))
    }

    /// Each malformed request gets its status and `{"error": …}`, then the connection closes.
    @Test(arguments: [
        ("GET /\r\n\r\n", 400, "malformed request line"),
        ("GET  / HTTP/1.1\r\nHost: h\r\n\r\n", 400, "malformed request line"),
        ("GET / HTTP/1.1 extra\r\nHost: h\r\n\r\n", 400, "malformed request line"),
        ("GET / HTTP/x.y\r\nHost: h\r\n\r\n", 400, "malformed HTTP version"),
        ("GET / HTTP/2.0\r\nHost: h\r\n\r\n", 505, "HTTP version not supported: HTTP/2.0"),
        ("GET / HTTP/1.1\r\n\r\n", 400, "an HTTP/1.1 request needs a Host"),
        ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400, "more than one Host"),
        ("GET / HTTP/1.1\r\nHost : h\r\n\r\n", 400, "malformed header field"),
        ("GET / HTTP/1.1\r\nHost: h\r\n folded\r\n\r\n", 400, "malformed header field"),
        ("GET / HTTP/1.1\r\nHost: h\r\nX: a\u{1}b\r\n\r\n", 400, "malformed header field"),
        ("GET /a%zz HTTP/1.1\r\nHost: h\r\n\r\n", 400, "malformed request target"),
        ("GET http://h/ HTTP/1.1\r\nHost: h\r\n\r\n", 400, "malformed request target"),
        ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: -1\r\n\r\n", 400, "malformed Content-Length"),
        ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", 400, "malformed Content-Length"),
        (
            "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n", 400,
            "request bodies must have a Content-Length; Transfer-Encoding is not supported"
        ),
        ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 1048577\r\n\r\n", 413, "the request body is over 1048576 bytes"),
    ])
    func malformedRequestIsRefusedAndClosed(request: String, status: Int, message: String) throws {
        let studio = try TestStudio()
        let socket = try studio.connect()
        socket.send(request)
        let response = try #require(socket.response())
        #expect(response.status == status)
        #expect(response.body == "{\"error\": \"\(message)\"}")
        #expect(response.header("Connection") == "close")
        #expect(socket.waitForClose())
        #expect(studio.backend.answered.isEmpty)
    }

    @Test func headOverSixteenKiBIs431() throws {
        let studio = try TestStudio()
        let socket = try studio.connect()
        // 16,384 bytes of one header field and no end of head yet: over the limit.
        socket.send("GET / HTTP/1.1\r\nHost: \(studio.host)\r\nX-Big: " + String(repeating: "a", count: 16_384))
        let response = try #require(socket.response())
        #expect(response.status == 431)
        #expect(response.body == "{\"error\": \"the request head is over 16384 bytes\"}")
        #expect(socket.waitForClose())
    }

    @Test func bodyOfExactlyOneMiBIsRead() throws {
        let studio = try TestStudio(backend: TestBackend { .json(200, "\($0.body.count)") })
        let socket = try studio.connect()
        socket.send("POST / HTTP/1.1\r\nHost: \(studio.host)\r\nX-Trellis-Token: \(TestStudio.token)\r\nContent-Length: 1048576\r\n\r\n")
        socket.send([UInt8](repeating: 65, count: 1 << 20))
        #expect(socket.response()?.body == "1048576")
    }

    @Test func incompleteHeadTimesOutWith408() throws {
        let studio = try TestStudio(timing: HTTPServer.Timing(requestTimeout: .milliseconds(300)))
        let socket = try studio.connect()
        let start = ContinuousClock.now
        socket.send("GET / HTTP/1.1\r\nHost: \(studio.host)\r\n")
        let response = try #require(socket.response())
        #expect(response.status == 408)
        #expect(start.duration(to: .now) >= .milliseconds(300))
        #expect(socket.waitForClose())
    }

    @Test func idleKeptAliveConnectionClosesWithoutAnAnswer() throws {
        let studio = try TestStudio(timing: HTTPServer.Timing(requestTimeout: .milliseconds(300)))
        let socket = try studio.connect()
        socket.send("GET / HTTP/1.1\r\nHost: \(studio.host)\r\n\r\n")
        #expect(socket.response()?.status == 200)
        #expect(socket.waitForClose())
        #expect(socket.takeText() == "")
    }
}
