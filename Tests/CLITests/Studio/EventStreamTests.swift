import Foundation
import Testing

@testable import TrellisCommandLine

/// `GET /api/events` (Docs/studio.md, "HTTP API"): Server-Sent Events, every broadcast to
/// every open stream, a keep-alive comment, the end on stop; and the watcher feeding it.
struct EventStreamTests {
    static let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"

    private func openStream(_ studio: TestStudio) throws -> TestSocket {
        let socket = try studio.connect()
        socket.send("GET /api/events HTTP/1.1\r\nHost: \(studio.host)\r\n\r\n")
        #expect(socket.read(until: { $0.count >= Self.head.utf8.count }))
        #expect(socket.takeText() == Self.head)
        return socket
    }

    private func text(_ socket: TestSocket, endingWith suffix: String, timeout: Duration = .seconds(5)) -> String {
        socket.read(until: { String(decoding: $0, as: UTF8.self).hasSuffix(suffix) }, timeout: timeout)
        return socket.takeText()
    }

    @Test func broadcastReachesEveryStreamFramedAsEvents() throws {
        let studio = try TestStudio()
        let streams = try (0..<3).map { _ in try openStream(studio) }
        studio.studio.server.broadcast([
            ServerSentEvent(name: "reload", data: "{\"revision\": 2, \"files\": [\"./a.xml\"]}"),
            ServerSentEvent(name: "goldens", data: "{\"count\": 1}"),
        ])
        for stream in streams {
            #expect(
                text(stream, endingWith: "{\"count\": 1}\n\n")
                    == "event: reload\ndata: {\"revision\": 2, \"files\": [\"./a.xml\"]}\n\nevent: goldens\ndata: {\"count\": 1}\n\n")
        }
        #expect(studio.backend.answered.isEmpty)
    }

    @Test func lineBreaksCannotEndAnEventEarly() {
        let event = ServerSentEvent(name: "reload\nevent: x", data: "{\"a\":\r\n1}")
        #expect(String(decoding: event.bytes, as: UTF8.self) == "event: reload event: x\ndata: {\"a\": 1}\n\n")
    }

    @Test func streamsGetAKeepAliveComment() throws {
        let studio = try TestStudio(timing: HTTPServer.Timing(keepAliveInterval: .milliseconds(200)))
        let stream = try openStream(studio)
        #expect(text(stream, endingWith: ": keep-alive\n\n").hasSuffix(": keep-alive\n\n"))
    }

    @Test func eventsTakeOnlyGetAndPassTheHostCheck() throws {
        let studio = try TestStudio()
        let socket = try studio.connect()
        socket.send("POST /api/events HTTP/1.1\r\nHost: \(studio.host)\r\nX-Trellis-Token: \(TestStudio.token)\r\nContent-Length: 0\r\n\r\n")
        let response = try #require(socket.response())
        #expect(response.status == 405)
        #expect(response.header("Allow") == "GET")
        let refused = try studio.connect()
        refused.send("GET /api/events HTTP/1.1\r\nHost: attacker.example\r\n\r\n")
        #expect(refused.response()?.status == 403)
    }

    @Test func streamEndsWhenTheClientGoes() throws {
        let studio = try TestStudio()
        var stream: TestSocket? = try openStream(studio)
        #expect(stream != nil)
        stream = nil
        // Broadcasting to a closed stream is harmless; the server still answers.
        studio.studio.server.broadcast([ServerSentEvent(name: "reload", data: "{}")])
        #expect(try studio.get("/after")?.status == 200)
    }

    @Test func writeAndRenameOverSaveReachThePage() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "<screen/>".write(toFile: folder + "/a.xml", atomically: false, encoding: .utf8)
        let studio = try TestStudio(backend: TestBackend(watchedFolders: [folder]))
        let stream = try openStream(studio)
        // The spec's bound is 300 ms for 95 % of saves and never over 1 s; on a loaded test
        // machine only the latter is asserted here (a report takes about 30 ms).
        var start = ContinuousClock.now
        try "<screen width=\"10\"/>".write(toFile: folder + "/a.xml", atomically: false, encoding: .utf8)
        let written = text(stream, endingWith: "\n\n")
        #expect(written == "event: reload\ndata: {\"files\": [\"\(folder)/a.xml\"]}\n\n")
        #expect(start.duration(to: .now) < .seconds(1))

        // An editor's save: a hidden temporary file renamed over the screen.
        start = .now
        try "<screen width=\"20\"/>".write(toFile: folder + "/.a.xml.tmp", atomically: false, encoding: .utf8)
        #expect(rename(folder + "/.a.xml.tmp", folder + "/a.xml") == 0)
        let renamed = text(stream, endingWith: "\n\n")
        #expect(renamed == "event: reload\ndata: {\"files\": [\"\(folder)/a.xml\"]}\n\n")
        #expect(start.duration(to: .now) < .seconds(1))
    }

    @Test func foldersMadeLaterAreWatchedAndHiddenOnesAreNot() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
        let studio = try TestStudio(backend: TestBackend(watchedFolders: [folder]))
        let stream = try openStream(studio)
        try "x".write(toFile: folder + "/.git/index", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/flows", withIntermediateDirectories: true)
        #expect(text(stream, endingWith: "\n\n") == "event: reload\ndata: {\"files\": [\"\(folder)/flows\"]}\n\n")
        try "steps".write(toFile: folder + "/flows/f.yaml", atomically: false, encoding: .utf8)
        #expect(text(stream, endingWith: "\n\n") == "event: reload\ndata: {\"files\": [\"\(folder)/flows/f.yaml\"]}\n\n")
    }
}
