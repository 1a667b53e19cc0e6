import Foundation
import Testing

/// What `--report`, `--artifacts` and `render -o` do to what is already at their paths:
/// FIFOs are written in place, links are replaced and never written through, modes are kept, and
/// artifact names never collide.
struct OutputDestinationTests: ScratchDirectoryTests {
    let directory: URL

    init() throws {
        directory = try NothingLostTests.directory(adding: [:])
    }

    @Test(.timeLimit(.minutes(1))) func aReportToAFIFOIsWrittenInPlace() throws {
        #expect(mkfifo(path("report.fifo"), 0o600) == 0)
        // `cat` reads the FIFO to its end, as a consumer of the report would.
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [path("report.fifo")]
        let pipe = Pipe()
        reader.standardOutput = pipe
        try reader.run()
        let result = try CLIRunner.run(["test", "failing.yaml", "--report", "report.fifo"], in: directory)
        let report = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        reader.waitUntilExit()
        #expect(result.status == 1)
        #expect(report.contains("<testsuites name=\"trellis\" tests=\"1\" failures=\"1\""))
        #expect(kind("report.fifo") == S_IFIFO)
    }

    @Test func aPictureToALinkReplacesTheLinkAndLeavesItsTarget() throws {
        try FileManager.default.createDirectory(atPath: path("pictures"), withIntermediateDirectories: false)
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path("pictures/big.svg")))
        #expect(symlink("pictures/big.svg", path("current.svg")) == 0)
        let result = try CLIRunner.run(["render", "big.xml", "-o", "current.svg"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(kind("current.svg") == S_IFREG)
        #expect(try String(contentsOfFile: path("current.svg"), encoding: .utf8).contains("<svg "))
        #expect(try String(contentsOfFile: path("pictures/big.svg"), encoding: .utf8) == "old\n")
    }

    @Test func aReplacedReportKeepsItsMode() throws {
        try Data("<old/>\n".utf8).write(to: URL(fileURLWithPath: path("junit.xml")))
        #expect(chmod(path("junit.xml"), 0o600) == 0)
        _ = try CLIRunner.run(["test", "failing.yaml", "--report", "junit.xml"], in: directory)
        var info = stat()
        stat(path("junit.xml"), &info)
        #expect(info.st_mode & 0o7777 == 0o600)
        #expect(try String(contentsOfFile: path("junit.xml"), encoding: .utf8).contains("<testsuites"))
    }

    /// `a_b.yaml` and `a/b.yaml` would both be `a_b`: each gets the hash of its own path.
    @Test func artifactNamesNeverCollide() throws {
        try FileManager.default.createDirectory(atPath: path("a"), withIntermediateDirectories: false)
        try Data("screen: big.xml\n---\n- tapOn: Nowhere\n".utf8).write(to: URL(fileURLWithPath: path("a_b.yaml")))
        try Data("<screen>\n  <label text=\"small\"/>\n</screen>\n".utf8).write(to: URL(fileURLWithPath: path("a/small.xml")))
        try Data("screen: small.xml\n---\n- tapOn: Elsewhere\n".utf8).write(to: URL(fileURLWithPath: path("a/b.yaml")))
        let result = try CLIRunner.run(["test", "a_b.yaml", "a/b.yaml", "failing.yaml", "--artifacts", "art", "--jobs", "1"], in: directory)
        #expect(result.status == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: path("art")).sorted()
        let texts = files.filter { $0.hasSuffix(".txt") }
        #expect(texts.count == 3, "\(files)")
        #expect(texts.contains("failing.txt"), "a name no other flow shares stays plain")
        let hashed = texts.filter { $0.hasPrefix("a_b-") }
        #expect(hashed.count == 2)
        #expect(hashed.allSatisfy { $0.count == "a_b-".count + 8 + ".txt".count })
        let dumps = try hashed.map { try String(contentsOfFile: path("art/" + $0), encoding: .utf8) }
        #expect(Set(dumps).count == 2, "each flow's own screen at its failure")
        for name in hashed { #expect(result.stdout.contains("art/" + name)) }
    }

    /// Names of one character: Foundation's `deletingLastPathComponent` traps on them on
    /// Linux, so an artifacts folder, a report and a flow named `b` must all still work.
    @Test func oneCharacterNamesAreOrdinaryPaths() throws {
        try Data("<screen>\n  <button title=\"OK\"/>\n</screen>\n".utf8).write(to: URL(fileURLWithPath: path("s")))
        try Data("screen: s\n---\n- tapOn: Nope\n".utf8).write(to: URL(fileURLWithPath: path("f")))
        let result = try CLIRunner.run(["test", "f", "--artifacts", "b", "--report", "r"], in: directory)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("f:3:3"), "\(result.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("b")).contains("f.txt"))
        #expect(kind("r") == S_IFREG)
    }
}
