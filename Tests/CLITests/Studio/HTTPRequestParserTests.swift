import Foundation
import Testing

@testable import TrellisCommandLine

/// How the server reads one request from the bytes received (RFC 9112), without sockets.
struct HTTPRequestParserTests {
    private func parse(_ text: String) -> HTTPRequestParser.Outcome {
        HTTPRequestParser.parse(Array(text.utf8))
    }

    @Test func requestWithBodyAndWhatFollowsIt() throws {
        let text = "\r\nPOST /a HTTP/1.1\r\nHost: h\r\nX-Name:  spaced value \t\r\nContent-Length: 3\r\n\r\nabcGET /next"
        guard case .request(let request, let consumed, let closes) = parse(text) else {
            Issue.record("not read")
            return
        }
        // The skipped empty line, 2 bytes, + the head's lines, 18 + 9 + 25 + 19 + 2 = 73, + the
        // body, 3 = 78: "GET /next" is left.
        #expect(consumed == text.utf8.count - "GET /next".utf8.count)
        #expect(consumed == 78)
        #expect(!closes)
        #expect(request.method == "POST")
        #expect(request.body == Array("abc".utf8))
        #expect(request.headers.map(\.name) == ["host", "x-name", "content-length"])
        #expect(request.header("X-NAME") == "spaced value")
    }

    @Test func bareLineFeedsEndLinesToo() {
        guard case .request(let request, _, _) = parse("GET /x?a=1 HTTP/1.1\nHost: h\n\n") else {
            Issue.record("not read")
            return
        }
        #expect(request.path == "/x")
        #expect(request.queryValue("a") == "1")
    }

    @Test(arguments: [
        "GET / HTTP/1.1\r\nHost: h\r\n", "GET / HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\nabcd", "", "\r\n", "GE",
    ])
    func partialRequestIsIncomplete(text: String) {
        guard case .incomplete = parse(text) else {
            Issue.record("\(text.debugDescription) read as complete")
            return
        }
    }

    @Test func http10ClosesAndNeedsNoHost() {
        guard case .request(_, _, let closes) = parse("GET / HTTP/1.0\r\n\r\n") else {
            Issue.record("not read")
            return
        }
        #expect(closes)
    }

    @Test func targetIsDecodedOnce() throws {
        let split = try #require(HTTPTarget.split("/files/a%2Fb%20c.xml?q=%E5%91%A8%E4%B8%80&flag&x=a+b%2B"))
        #expect(split.path == "/files/a/b c.xml")
        #expect(split.query.map(\.name) == ["q", "flag", "x"])
        #expect(split.query.map(\.value) == ["周一", "", "a b+"])
        // `+` is a space only in the query.
        #expect(HTTPTarget.split("/a+b")?.path == "/a+b")
    }

    @Test(arguments: ["/a%", "/a%4", "/a%G1", "/%FF", "/?x=%C3", "*", "http://h/", "a"])
    func malformedTargetIsRefused(target: String) {
        #expect(HTTPTarget.split(target) == nil)
    }

    @Test func responseBytesCarryTheLengthAndDropUnsafeFields() {
        let response = HTTPResponse(
            status: 404, headers: [("X-Good", "1"), ("X-Bad", "a\r\nSet-Cookie: x"), ("Content-Length", "99"), ("Bad Name", "v")],
            body: Array("nope".utf8))
        #expect(String(decoding: response.bytes(closes: false), as: UTF8.self) == "HTTP/1.1 404 Not Found\r\nX-Good: 1\r\nContent-Length: 4\r\n\r\nnope")
        #expect(
            String(decoding: HTTPResponse(status: 1200).bytes(closes: true), as: UTF8.self)
                == "HTTP/1.1 500 Internal Server Error\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
    }
}
