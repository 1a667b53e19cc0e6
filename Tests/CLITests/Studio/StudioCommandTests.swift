import Foundation
import Testing

@testable import TrellisCommandLine

/// `trellis studio` as a user runs it (Docs/studio.md, "Running the studio"): the built
/// executable, its one line on stdout, its stop on a signal and its exit statuses.
struct StudioCommandTests {
    /// A folder with one small screen, removed by the caller.
    private func project() throws -> String {
        let folder = try temporaryFolder()
        try "<screen width=\"100\" height=\"100\"><label id=\"hi\" text=\"Hi\"/></screen>\n".write(
            toFile: folder + "/ok.xml", atomically: false, encoding: .utf8)
        return folder
    }

    /// The port of `url` when it is `http://HOST:PORT/` with the host given.
    private func urlPort(of url: String?, host: String = "127.0.0.1") -> UInt16? {
        guard let url, url.hasPrefix("http://\(host):"), url.hasSuffix("/") else { return nil }
        return UInt16(url.dropFirst("http://\(host):".count).dropLast())
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func printsTheURLServesAndStopsCleanlyOnASignal(signal: Int32) throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let studio = try StudioProcess(["studio", folder, "--port", "0"])
        let url = studio.firstLine()
        let port = try #require(urlPort(of: url), "\(url ?? "no line")")
        let socket = try TestSocket(port: port)
        socket.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        #expect(socket.response()?.status == 200)
        let stream = try TestSocket(port: port)
        stream.send("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        #expect(stream.read(until: { String(decoding: $0, as: UTF8.self).contains("text/event-stream") }))

        let start = ContinuousClock.now
        studio.send(signal)
        #expect(studio.exitStatus(within: .seconds(1)) == 0)
        #expect(start.duration(to: .now) < .seconds(1))
        #expect(socket.waitForClose(timeout: .seconds(1)))
        #expect(stream.waitForClose(timeout: .seconds(1)))
        let rest = studio.remainingOutput()
        #expect(rest.stdout == "")
        #expect(rest.stderr == "")
        #expect(throws: TestSocket.Failure.self) { try TestSocket(port: port) }
    }

    @Test func portTakenExits69WithTheAddress() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let taken = try ListeningSocket.listen(on: .loopbackIPv4, port: 0)
        defer { close(taken.descriptor) }
        let result = try CLIRunner.run(["studio", folder, "--port", "\(taken.port)"])
        #expect(result.status == 69)
        #expect(result.stdout == "")
        #expect(result.stderr == "trellis: error: cannot listen on 127.0.0.1:\(taken.port): Address already in use\n")
    }

    @Test func defaultPortTakenFallsBackToAFreeOne() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Held here, or by another process already: either way 7357 is taken.
        let held = try? ListeningSocket.listen(on: .loopbackIPv4, port: 7357)
        defer { if let held { close(held.descriptor) } }
        let studio = try StudioProcess(["studio", folder])
        let port = try #require(urlPort(of: studio.firstLine()))
        #expect(port != 7357)
        studio.send(SIGTERM)
        #expect(studio.exitStatus(within: .seconds(1)) == 0)
    }

    @Test func ipv6LoopbackIsServedInBrackets() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let studio = try StudioProcess(["studio", folder, "--port", "0", "--host", "::1"])
        let port = try #require(urlPort(of: studio.firstLine(), host: "[::1]"))
        let socket = try TestSocket(port: port, address: .loopbackIPv6)
        socket.send("GET / HTTP/1.1\r\nHost: [::1]:\(port)\r\n\r\n")
        #expect(socket.response()?.status == 200)
        studio.send(SIGTERM)
        #expect(studio.exitStatus(within: .seconds(1)) == 0)
        #expect(studio.remainingOutput().stderr == "")
    }

    @Test func wildcardAddressWarnsAndPrintsItsLoopback() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let studio = try StudioProcess(["studio", folder, "--port", "0", "--host", "0.0.0.0"])
        let port = try #require(urlPort(of: studio.firstLine()))
        studio.send(SIGTERM)
        #expect(studio.exitStatus(within: .seconds(1)) == 0)
        #expect(
            studio.remainingOutput().stderr
                == "trellis: warning: studio is reachable from other machines at 0.0.0.0:\(port); anyone who reaches it can read the roots\n")
    }

    @Test func openRunsTheBrowserWithTheURL() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/.browser.sh"
        try "#!/bin/sh\necho \"$1\" > \"$(dirname \"$0\")/.opened\"\n".write(toFile: script, atomically: false, encoding: .utf8)
        chmod(script, 0o755)
        let studio = try StudioProcess(["studio", folder, "--port", "0", "--open"], environment: ["BROWSER": script])
        let url = try #require(studio.firstLine())
        let deadline = ContinuousClock.now + .seconds(5)
        while !FileManager.default.fileExists(atPath: folder + "/.opened"), ContinuousClock.now < deadline { usleep(10_000) }
        usleep(50_000)
        #expect((try? String(contentsOfFile: folder + "/.opened", encoding: .utf8)) == url + "\n")
        studio.send(SIGTERM)
        #expect(studio.exitStatus(within: .seconds(1)) == 0)
    }

    @Test func missingBrowserIsAWarningOnly() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let studio = try StudioProcess(["studio", folder, "--port", "0", "--open"], environment: ["BROWSER": "/nonexistent/browser"])
        #expect(urlPort(of: studio.firstLine()) != nil)
        studio.send(SIGTERM)
        #expect(studio.exitStatus(within: .seconds(1)) == 0)
        #expect(studio.remainingOutput().stderr == "trellis: warning: cannot open a browser: /nonexistent/browser: No such file or directory\n")
    }

    @Test(arguments: [
        (["studio"], "trellis: error: missing a screen, flow or folder to serve\n"),
        (["studio", ".", "--port", "65536"], "trellis: error: --port expects a port number from 0 to 65535, not '65536'\n"),
        (["studio", ".", "--port", "-1"], "trellis: error: --port expects a port number from 0 to 65535, not '-1'\n"),
        (["studio", ".", "--host", "studio.example"], "trellis: error: --host expects an IP address (127.0.0.1, ::1, 0.0.0.0), not 'studio.example'\n"),
    ])
    func badUsageExits2(arguments: [String], message: String) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == message + "see 'trellis studio --help'\n")
    }

    @Test func unreadablePathExits66() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try CLIRunner.run(["studio", folder + "/missing.xml", "--port", "0"])
        #expect(result.status == 66)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("trellis: error: "))
    }

    @Test func closedStandardOutputExits74() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "exec \"$0\" studio \"$1\" --port 0 >&-", CLIRunner.executable.path, folder]
        let result = try CLIRunner.collect(shell, in: nil)
        #expect(result.status == 74)
        #expect(result.stderr == "trellis: error: cannot write to standard output: Bad file descriptor\n")
    }
}
