import Foundation
import Testing

@testable import TrellisCommandLine

/// Docs/studio.md, "Security": the Host, token and Origin checks come before any route,
/// and a refused request never reaches the application.
struct StudioRequestGateTests {
    @Test func loopbackNamesWithOrWithoutThePortPass() throws {
        let studio = try TestStudio()
        for host in ["127.0.0.1:\(studio.port)", "127.0.0.1", "localhost:\(studio.port)", "LocalHost", "[::1]:\(studio.port)", "[::1]"] {
            let socket = try studio.connect()
            socket.send("GET /ok HTTP/1.1\r\nHost: \(host)\r\n\r\n")
            #expect(socket.response()?.status == 200, "Host: \(host)")
        }
        #expect(studio.backend.answered.count == 6)
    }

    /// A page of another site whose name was made to resolve to 127.0.0.1 (DNS rebinding)
    /// sends its own name; another port or a look-alike is refused the same way.
    @Test func otherNamesAreRefusedWith403() throws {
        let studio = try TestStudio()
        let port = studio.port
        let other = port == 1 ? 2 : port - 1
        for host in [
            "attacker.example:\(port)", "attacker.example", "127.0.0.1:\(other)", "localhost.attacker.example", "127.0.0.2:\(port)", "[::2]", "::1",
            "127.0.0.1:", "127.1", "",
        ] {
            let socket = try studio.connect()
            socket.send("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n")
            let response = try #require(socket.response(), "Host: \(host)")
            #expect(response.status == 403)
            #expect(response.body == "{\"error\": \"host not allowed: \(host)\"}")
        }
        #expect(studio.backend.answered.isEmpty)
    }

    @Test func wildcardAddressAllowsAnyIPLiteralButNoName() {
        let gate = StudioRequestGate(address: IPAddress("0.0.0.0")!, port: 8000, token: TestStudio.token)
        #expect(gate.isAllowed(host: "192.168.1.20:8000"))
        #expect(gate.isAllowed(host: "[fe80::1]:8000"))
        #expect(!gate.isAllowed(host: "192.168.1.20:8001"))
        #expect(!gate.isAllowed(host: "studio.example:8000"))
        let network = StudioRequestGate(address: IPAddress("10.0.0.5")!, port: 8000, token: TestStudio.token)
        #expect(network.isAllowed(host: "10.0.0.5:8000"))
        #expect(!network.isAllowed(host: "10.0.0.6:8000"))
    }

    @Test(arguments: [
        ("", "a POST needs the X-Trellis-Token of the page"),
        ("X-Trellis-Token: 0123456789abcdef0123456789abcdee\r\n", "wrong X-Trellis-Token"),
        ("X-Trellis-Token: 0123456789ABCDEF0123456789ABCDEF\r\n", "wrong X-Trellis-Token"),
        ("X-Trellis-Token: \r\n", "wrong X-Trellis-Token"),
    ])
    func postWithoutTheTokenIsRefused(tokenField: String, message: String) throws {
        let studio = try TestStudio()
        let socket = try studio.connect()
        socket.send("POST /api/sessions HTTP/1.1\r\nHost: \(studio.host)\r\n\(tokenField)Content-Length: 2\r\n\r\n{}")
        let response = try #require(socket.response())
        #expect(response.status == 403)
        #expect(response.body == "{\"error\": \"\(message)\"}")
        #expect(studio.backend.answered.isEmpty)
    }

    @Test func postFromAnotherOriginIsRefused() throws {
        let studio = try TestStudio()
        for origin in ["http://attacker.example", "null", "http://localhost:\(studio.port)", "https://127.0.0.1:\(studio.port)"] {
            let socket = try studio.connect()
            socket.send(
                "POST /api/sessions HTTP/1.1\r\nHost: \(studio.host)\r\nOrigin: \(origin)\r\nX-Trellis-Token: \(TestStudio.token)\r\nContent-Length: 0\r\n\r\n")
            let response = try #require(socket.response())
            #expect(response.status == 403)
            #expect(response.body == "{\"error\": \"origin not allowed: \(origin)\"}")
        }
        #expect(studio.backend.answered.isEmpty)
    }

    @Test func postWithTheTokenFromThePagesOriginPasses() throws {
        let studio = try TestStudio()
        let socket = try studio.connect()
        socket.send(
            "POST /a HTTP/1.1\r\nHost: \(studio.host)\r\nOrigin: http://\(studio.host)\r\nX-Trellis-Token: \(TestStudio.token)\r\nContent-Length: 0\r\n\r\n")
        #expect(socket.response()?.status == 200)
        // Without an Origin (curl, an editor) the token is enough.
        socket.send("POST /b HTTP/1.1\r\nHost: localhost:\(studio.port)\r\nX-Trellis-Token: \(TestStudio.token)\r\nContent-Length: 0\r\n\r\n")
        #expect(socket.response()?.status == 200)
        #expect(studio.backend.answered.map(\.path) == ["/a", "/b"])
    }

    @Test func noAnswerCarriesACORSHeader() throws {
        let backend = TestBackend { _ in HTTPResponse(status: 200, headers: [("Access-Control-Allow-Origin", "*")]) }
        let studio = try TestStudio(backend: backend)
        let socket = try studio.connect()
        socket.send("OPTIONS /api/sessions HTTP/1.1\r\nHost: \(studio.host)\r\nOrigin: http://attacker.example\r\nAccess-Control-Request-Method: POST\r\n\r\n")
        let response = try #require(socket.response())
        #expect(response.headers.allSatisfy { !$0.name.lowercased().hasPrefix("access-control-") })
    }

    @Test func tokenIs32LowercaseHexDigitsAndNewEachRun() {
        let tokens = (0..<100).map { _ in StudioToken.make() }
        #expect(tokens.allSatisfy(StudioToken.isWellFormed))
        #expect(Set(tokens).count == 100)
        #expect(!StudioToken.isWellFormed("0123456789ABCDEF0123456789abcdef"))
    }
}
