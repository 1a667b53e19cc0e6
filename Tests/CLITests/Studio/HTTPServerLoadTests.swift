import Foundation
import Testing

@testable import TrellisCommandLine

/// The server under hostile and heavy use: garbage, stalled clients, many connections,
/// and stopping with everything open.
struct HTTPServerLoadTests {
    @Test func garbageNeverStopsTheServer() throws {
        let studio = try TestStudio(timing: HTTPServer.Timing(requestTimeout: .milliseconds(500)))
        var generator = SeededGenerator(seed: 37)
        let pieces = ["GET ", "POST ", "/", " HTTP/1.1", "\r\n", "\n", ":", "Host: ", "Content-Length: ", "99999999999999999999", "\0", "\u{FF}", " ", "%"]
        var sockets: [TestSocket] = []
        for _ in 0..<60 {
            let socket = try studio.connect()
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...40, using: &generator) {
                if let piece = pieces.randomElement(using: &generator), Bool.random(using: &generator) {
                    bytes += Array(piece.utf8)
                } else {
                    bytes += (0..<Int.random(in: 1...20, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
                }
            }
            socket.send(bytes)
            sockets.append(socket)
        }
        // Every connection ends, with an answer or without, within the request timeout
        // (0.5 s) and the closing connection's linger (2 s).
        for socket in sockets { #expect(socket.waitForClose(timeout: .seconds(5))) }
        #expect(try studio.get("/after")?.status == 200)
    }

    @Test func stalledClientsDelayNoOther() throws {
        let studio = try TestStudio()
        // Half a head, a head with half a body, and a client that never reads its answers.
        let halfHead = try studio.connect()
        halfHead.send("GET / HTTP/1.1\r\nHost: \(studio.host)\r\nX-Slow: ")
        let halfBody = try studio.connect()
        halfBody.send("POST / HTTP/1.1\r\nHost: \(studio.host)\r\nX-Trellis-Token: \(TestStudio.token)\r\nContent-Length: 100\r\n\r\nabc")
        let notReading = try studio.connect()
        notReading.send(String(repeating: "GET /big HTTP/1.1\r\nHost: \(studio.host)\r\n\r\n", count: 200))
        let start = ContinuousClock.now
        for _ in 0..<10 { #expect(try studio.get("/quick")?.status == 200) }
        #expect(start.duration(to: .now) < .seconds(2))
    }

    @Test func clientThatStopsReadingIsClosedAfterTheSendTimeout() throws {
        let body = [UInt8](repeating: 66, count: 8 << 20)
        let studio = try TestStudio(
            backend: TestBackend { _ in HTTPResponse(status: 200, body: body) }, timing: HTTPServer.Timing(sendTimeout: .milliseconds(300)))
        let socket = try TestSocket(port: studio.port, receiveBuffer: 4096)
        socket.send("GET /big HTTP/1.1\r\nHost: \(studio.host)\r\n\r\n")
        usleep(1_500_000)
        // Reading now finds what the buffers held, then the end: far from the 8 MiB answer.
        #expect(socket.waitForClose(timeout: .seconds(5)))
        #expect(socket.received.count < 4 << 20)
        #expect(try studio.get("/after")?.status == 200)
    }

    @Test func fiveHundredTwelveConnectionsStayOpenAndAnswer() throws {
        let studio = try TestStudio()
        let sockets = try (0..<512).map { _ in try studio.connect() }
        for (index, socket) in sockets.enumerated() { socket.send("GET /\(index) HTTP/1.1\r\nHost: \(studio.host)\r\n\r\n") }
        let answered = sockets.enumerated().filter { index, socket in socket.response()?.body.contains("\"/\(index)\"") == true }
        #expect(answered.count == 512)
        // Still open: each answers a second request.
        sockets[0].send("GET /again HTTP/1.1\r\nHost: \(studio.host)\r\n\r\n")
        #expect(sockets[0].response()?.status == 200)
        sockets[511].send("GET /again HTTP/1.1\r\nHost: \(studio.host)\r\n\r\n")
        #expect(sockets[511].response()?.status == 200)
    }

    @Test func twoHundredConcurrentRequestsAreAnsweredWithinFiveSeconds() throws {
        // Each answer takes 20 ms of work: 200 of them in turn would take 4 s.
        let studio = try TestStudio(
            backend: TestBackend { _ in
                usleep(20_000)
                return .json(200, "true")
            })
        let start = ContinuousClock.now
        let answered = LockedCount()
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            guard let socket = try? studio.connect() else { return }
            socket.send("GET /\(index) HTTP/1.1\r\nHost: \(studio.host)\r\n\r\n")
            if socket.response(timeout: .seconds(5))?.status == 200 { answered.add() }
        }
        #expect(answered.value == 200)
        #expect(start.duration(to: .now) < .seconds(5))
    }

    @Test func stopClosesEveryConnectionAndStream() throws {
        let studio = try TestStudio()
        let idle = try studio.connect()
        let partial = try studio.connect()
        partial.send("GET / HTTP/1.1\r\n")
        let stream = try studio.connect()
        stream.send("GET /api/events HTTP/1.1\r\nHost: \(studio.host)\r\n\r\n")
        #expect(stream.read(until: { String(decoding: $0, as: UTF8.self).hasSuffix("\r\n\r\n") }))
        let start = ContinuousClock.now
        studio.stop()
        #expect(start.duration(to: .now) < .seconds(1))
        #expect(idle.waitForClose(timeout: .seconds(1)))
        #expect(partial.waitForClose(timeout: .seconds(1)))
        #expect(stream.waitForClose(timeout: .seconds(1)))
        #expect(studio.backend.wasShutDown)
        #expect(throws: TestSocket.Failure.self) { try studio.connect() }
    }
}

/// A reproducible source of random numbers (SplitMix64), so a failing garbage case can
/// be run again.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A count several threads add to.
final class LockedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
