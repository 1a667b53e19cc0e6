import Foundation
import Testing
import Trellis

/// Nothing lost: loading writes nothing, and every file the CLI writes (render output,
/// recorded goldens, JUnit reports, artifacts) replaces the old one whole or not at all,
/// leaving no temporary file behind.
///
/// Write failures are made with the file-size limit (`ulimit -f`), which stops root as
/// well as other users: with SIGXFSZ ignored a write past the limit fails with "File too
/// large"; with SIGXFSZ at its default the process is killed in the middle of the write.
struct NothingLostTests {
    /// A screen of 40 buttons: its text dump is about 1,700 bytes, more than the
    /// 1,024-byte limit `ulimit -f 1` sets.
    static let bigScreen = "<screen>\n" + (1...40).map { "  <button id=\"b\($0)\" title=\"Button number \($0)\"/>\n" }.joined() + "</screen>\n"

    /// The thread sanitizer's runtime dies at start-up under a file-size limit (SIGBUS),
    /// so the tests that set one are skipped in `.ci/sanitizers thread`.
    static let notUnderTheThreadSanitizer = ConditionTrait.disabled(
        if: ProcessInfo.processInfo.environment["TRELLIS_SANITIZER"] == "thread",
        "the thread sanitizer's runtime cannot start under a file-size limit")

    let directory: URL

    init() throws {
        directory = try Self.directory(adding: ["snap.yaml": "screen: big.xml\n---\n- assertSnapshot: big\n"])
    }

    /// A fresh directory with `big.xml`, a flow that fails on it (`failing.yaml`) and
    /// `files`.
    static func directory(adding files: [String: String]) throws -> URL {
        try CLIRunner.directory(
            with: files.merging([
                "big.xml": bigScreen, "failing.yaml": "screen: big.xml\n---\n- tapOn: Nowhere\n",
            ]) { $1 })
    }

    struct LimitedResult {
        var status: Int32
        var killedBySignal: Bool
        var stdout: String
        var stderr: String
    }

    /// Runs `trellis` with a file-size limit of `blocks` × 1,024 bytes (bash's `ulimit -f`);
    /// SIGXFSZ is ignored unless `crash`, so a write past the limit fails instead of
    /// killing the process.
    func runLimited(_ arguments: [String], blocks: Int = 0, crash: Bool = false) throws -> LimitedResult {
        let process = Process()
        // The test runner may ignore SIGXFSZ, and children inherit that; env sets it.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script = "ulimit -f \(blocks); exec \"$0\" \"$@\""
        process.arguments = [crash ? "--default-signal=XFSZ" : "--ignore-signal=XFSZ", "bash", "-c", script, CLIRunner.executable.path] + arguments
        let finished = try CLIRunner.collect(process, in: directory)
        return LimitedResult(status: finished.status, killedBySignal: finished.killedBySignal, stdout: finished.stdout, stderr: finished.stderr)
    }

    /// Every file under the directory (relative path → contents).
    func files(under root: URL? = nil) throws -> [String: Data] {
        let base = root ?? directory
        var result: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: base.path) ?? [] {
            var isDirectory: ObjCBool = false
            let url = base.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                result[path + "/"] = Data()
                continue
            }
            result[path] = try Data(contentsOf: url)
        }
        return result
    }

    func temporaryFiles() throws -> [String] {
        try files().keys.filter { $0.hasSuffix(".tmp") }.sorted()
    }

    func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func loadingTheExamplesWritesNothing() throws {
        let examples = SeedScreenTests.examples
        let copy = try CLIRunner.directory(with: [:]).appendingPathComponent("Examples")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: false)
        for name in try FileManager.default.contentsOfDirectory(atPath: examples.path) {
            try FileManager.default.copyItem(at: examples.appendingPathComponent(name), to: copy.appendingPathComponent(name))
        }
        let before = try files(under: copy)
        let dates = try Dictionary(
            uniqueKeysWithValues: before.keys.map { path in
                (path, try FileManager.default.attributesOfItem(atPath: copy.appendingPathComponent(path).path)[.modificationDate] as? Date)
            })
        let xmlFiles = before.keys.filter { $0.hasSuffix(".xml") }.sorted()
        let loader = ScreenLoader(registry: .standard)
        let apps = try xmlFiles.filter { try loader.rootElementName(contentsOfFile: copy.appendingPathComponent($0).path) == "app" }
        // Eight screens at the top, the shop's app file and its five screens.
        #expect(xmlFiles.count == 14)
        #expect(apps == ["shop/app.xml"])
        for file in xmlFiles {
            let path = copy.appendingPathComponent(file).path
            if apps.contains(file) {
                _ = try AppLoader(registry: .standard).parse(contentsOfFile: path)
            } else {
                _ = try loader.load(contentsOfFile: path)
                #expect(try loader.validate(contentsOfFile: path).isEmpty)
            }
            #expect(try CLIRunner.run(["run", file, "--format", "json"], in: copy).status == 0)
        }
        #expect(try CLIRunner.run(["validate", "."], in: copy).status == 0)
        let flows = try CLIRunner.run(["test", "flows"], in: copy)
        #expect(flows.status == 0, "\(flows.stdout)")
        #expect(try files(under: copy) == before)
        for (path, date) in dates {
            let now = try FileManager.default.attributesOfItem(atPath: copy.appendingPathComponent(path).path)[.modificationDate] as? Date
            #expect(now == date, "\(path) was touched")
        }
    }

    @Test(Self.notUnderTheThreadSanitizer) func aRecordThatCannotBeWrittenLeavesTheOldGoldenWhole() throws {
        let first = try CLIRunner.run(["test", "snap.yaml", "--record"], in: directory)
        #expect(first.stdout.contains("recorded 1 golden file: big.snapshot.txt"))
        let golden = try text("big.snapshot.txt")
        #expect(golden.utf8.count > 1024)
        #expect(try temporaryFiles().isEmpty)
        try Self.bigScreen.replacingOccurrences(of: "Button number", with: "Renamed button")
            .write(to: directory.appendingPathComponent("big.xml"), atomically: false, encoding: .utf8)
        let result = try runLimited(["test", "snap.yaml", "--record"])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "snap.yaml:3:3: error: assertSnapshot big: could not record big.snapshot.txt: File too large; the old golden file is unchanged"))
        #expect(try text("big.snapshot.txt") == golden)
        #expect(try temporaryFiles().isEmpty)
    }

    /// `trellis` ignores SIGXFSZ itself, so even when it starts with the signal at its
    /// default action (which would kill it in the middle of the write), a write past the
    /// limit fails cleanly and removes its temporary file.
    @Test(Self.notUnderTheThreadSanitizer) func aRecordPastTheFileSizeLimitFailsCleanlyWhateverSIGXFSZWas() throws {
        _ = try CLIRunner.run(["test", "snap.yaml", "--record"], in: directory)
        let golden = try text("big.snapshot.txt")
        try Self.bigScreen.replacingOccurrences(of: "Button number", with: "Renamed button")
            .write(to: directory.appendingPathComponent("big.xml"), atomically: false, encoding: .utf8)
        // The limit is 1,024 bytes: the new dump is cut part of the way.
        let result = try runLimited(["test", "snap.yaml", "--record"], blocks: 1, crash: true)
        #expect(!result.killedBySignal)
        #expect(result.status == 1)
        #expect(result.stdout.contains("could not record big.snapshot.txt: File too large; the old golden file is unchanged"))
        #expect(try text("big.snapshot.txt") == golden)
        #expect(try temporaryFiles().isEmpty)
    }

    @Test(Self.notUnderTheThreadSanitizer) func aRenderThatCannotBeWrittenLeavesTheOldPictureWhole() throws {
        let rendered = try CLIRunner.run(["render", "big.xml", "-o", "big.svg"], in: directory)
        #expect(rendered.status == 0)
        let picture = try text("big.svg")
        #expect(picture.hasPrefix("<svg") || picture.hasPrefix("<?xml"))
        #expect(try temporaryFiles().isEmpty)
        for output in ["big.svg", "big.png"] {
            try Data("old \(output)\n".utf8).write(to: directory.appendingPathComponent(output))
            let result = try runLimited(["render", "big.xml", "-o", output])
            #expect(result.status == 73)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("trellis: error: cannot "), "\(result.stderr)")
            #expect(result.stderr.contains(output))
            #expect(try text(output) == "old \(output)\n")
            #expect(try temporaryFiles().isEmpty)
        }
    }

    /// With SIGXFSZ at its default when `trellis` starts, a picture past the file-size
    /// limit still fails cleanly: exit 73, the old picture whole, no temporary file.
    @Test(Self.notUnderTheThreadSanitizer) func aPicturePastTheLimitExits73WhateverSIGXFSZWas() throws {
        try Data("old picture\n".utf8).write(to: directory.appendingPathComponent("big.svg"))
        let result = try runLimited(["render", "big.xml", "-o", "big.svg"], blocks: 1, crash: true)
        #expect(!result.killedBySignal)
        #expect(result.status == 73)
        #expect(result.stderr == "trellis: error: cannot write 'big.svg': File too large\n")
        #expect(try text("big.svg") == "old picture\n")
        #expect(try temporaryFiles().isEmpty)
    }

    /// A golden name of 240 characters makes a 253-byte file name; its temporary name is
    /// shortened to fit the 255 bytes a name may have.
    @Test func aLongGoldenNameIsRecorded() throws {
        let name = String(repeating: "g", count: 240)
        try Data("screen: big.xml\n---\n- assertSnapshot: \(name)\n".utf8).write(to: directory.appendingPathComponent("long.yaml"))
        let result = try CLIRunner.run(["test", "long.yaml", "--record"], in: directory)
        #expect(result.stdout.contains("recorded 1 golden file: \(name).snapshot.txt"), "\(result.stdout)")
        #expect(try text(name + ".snapshot.txt").hasPrefix("screen (0, 0, 375, 667)\n"))
        #expect(try temporaryFiles().isEmpty)
    }

    @Test(Self.notUnderTheThreadSanitizer) func aReportThatCannotBeWrittenLeavesTheOldReportWhole() throws {
        try Data("<old report/>\n".utf8).write(to: directory.appendingPathComponent("junit.xml"))
        let result = try runLimited(["test", "failing.yaml", "--report", "junit.xml"])
        #expect(result.status == 73)
        #expect(result.stderr.contains("trellis: error: cannot write the report 'junit.xml': File too large"))
        #expect(try text("junit.xml") == "<old report/>\n")
        #expect(try temporaryFiles().isEmpty)
        let written = try CLIRunner.run(["test", "failing.yaml", "--report", "junit.xml"], in: directory)
        #expect(written.status == 1)
        #expect(try text("junit.xml").contains("<testsuites name=\"trellis\" tests=\"1\" failures=\"1\""))
        #expect(try temporaryFiles().isEmpty)
    }

    @Test(Self.notUnderTheThreadSanitizer) func artifactsThatCannotBeWrittenLeaveTheOldOnesWhole() throws {
        let first = try CLIRunner.run(["test", "failing.yaml", "--artifacts", "art"], in: directory)
        #expect(first.status == 1)
        let dump = try text("art/failing.txt")
        #expect(dump.hasPrefix("screen (0, 0, 375, 667)\n"))
        try Data("old dump\n".utf8).write(to: directory.appendingPathComponent("art/failing.txt"))
        let result = try runLimited(["test", "failing.yaml", "--artifacts", "art"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("could not write artifacts to art: cannot write 'art/failing.txt': File too large"))
        #expect(try text("art/failing.txt") == "old dump\n")
        #expect(try temporaryFiles().isEmpty)
    }
}
