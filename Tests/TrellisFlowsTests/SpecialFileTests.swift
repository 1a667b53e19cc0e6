import Foundation
import Testing
import Trellis

/// A FIFO, a socket or a device given as a flow, named by `screen:` or `runFlow:`, or
/// reached through a symbolic link, is refused with a reason and never blocks (opening a
/// FIFO for reading waits for a writer forever).
@Suite(.timeLimit(.minutes(1)))
struct SpecialFileTests {
    let fixture: FlowFixture

    init() throws {
        fixture = try FlowFixture()
        #expect(mkfifo(fixture.path("pipe.yaml"), 0o644) == 0)
        #expect(mkfifo(fixture.path("pipe.xml"), 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: fixture.path("link.yaml"), withDestinationPath: "pipe.yaml")
    }

    private func unreadableReason(_ path: String) -> String? {
        do {
            _ = try FlowLoader(registry: .standard).load(contentsOfFile: path)
            return nil
        } catch {
            guard case .unreadable(let file, let reason) = error, file == path else { return "\(error)" }
            return reason
        }
    }

    @Test func aFIFOOrDeviceGivenAsAFlowIsRefused() {
        #expect(unreadableReason(fixture.path("pipe.yaml")) == "it is a FIFO (named pipe), not a regular file")
        #expect(unreadableReason(fixture.path("link.yaml")) == "it is a FIFO (named pipe), not a regular file")
        #expect(unreadableReason("/dev/null") == "it is a character device, not a regular file")
        #expect(unreadableReason(fixture.directory.path) == "it is a directory")
        #expect(unreadableReason(fixture.path("missing.yaml")) == "no such file")
    }

    @Test func aSocketGivenAsAFlowIsRefused() throws {
        let path = fixture.path("socket.yaml")
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0)
        #expect(unreadableReason(path) == "it is a socket, not a regular file")
    }

    @Test func aFIFONamedByScreenOrRunFlowIsAnErrorAtTheReference() throws {
        try fixture.write("screen-pipe.yaml", "screen: pipe.xml\n---\n- tapOn: OK\n")
        #expect(
            fixture.errors("screen-pipe.yaml") == [
                "1:1: screen: cannot read '\(fixture.path("pipe.xml"))': it is a FIFO (named pipe), not a regular file"
            ])
        try fixture.write("run-pipe.yaml", FlowFixture.flow("- runFlow: pipe.yaml\n- runFlow: link.yaml"))
        #expect(
            fixture.errors("run-pipe.yaml") == [
                "3:3: runFlow: cannot read '\(fixture.path("pipe.yaml"))': it is a FIFO (named pipe), not a regular file",
                "4:3: runFlow: cannot read '\(fixture.path("link.yaml"))': it is a FIFO (named pipe), not a regular file",
            ])
    }

    @Test func aFIFOAsAGoldenFileFailsTheStep() throws {
        #expect(mkfifo(fixture.path("pipe.snapshot.txt"), 0o644) == 0)
        let result = try fixture.run(steps: "- assertSnapshot: pipe")
        #expect(result.failure?.message == "cannot read the golden file \(fixture.path("pipe.snapshot.txt")): it is a FIFO (named pipe), not a regular file")
    }

    @Test func aScreenLoaderRefusesAFIFO() {
        let path = fixture.path("pipe.xml")
        do {
            _ = try ScreenLoader(registry: .standard).load(contentsOfFile: path)
            Issue.record("a FIFO loaded as a screen")
        } catch {
            #expect(error.description == "cannot read '\(path)': it is a FIFO (named pipe), not a regular file")
        }
    }
}
