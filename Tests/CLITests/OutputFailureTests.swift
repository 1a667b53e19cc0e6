import Foundation
import Testing

/// Output failures are errors, not crashes: a full, closed or limited standard output or
/// error ends `trellis` with 74 (EX_IOERR) and one line on standard error, and signals
/// leave no temporary file behind.
struct OutputFailureTests {
    let directory: URL

    init() throws {
        directory = try NothingLostTests.directory(adding: ["passing.yaml": "screen: big.xml\n---\n- tapOn: Button number 1\n"])
    }

    /// Runs `trellis` through `bash` with `redirections` applied to it (`>/dev/full`,
    /// `>&-`) and, when given, a file-size limit of `blocks` × 1,024 bytes.
    func run(_ arguments: [String], redirections: String, blocks: Int? = nil) throws -> (status: Int32, killedBySignal: Bool, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let limit = blocks.map { "ulimit -f \($0); " } ?? ""
        process.arguments = ["--default-signal=XFSZ", "bash", "-c", "\(limit)exec \"$0\" \"$@\" \(redirections)", CLIRunner.executable.path] + arguments
        return try CLIRunner.collect(process, in: directory)
    }

    @Test(arguments: [["run", "big.xml"], ["render", "big.xml"], ["layouts"], ["schema"], ["test", "passing.yaml"], ["--help"]])
    func aFullStandardOutputExits74WithOneLine(_ arguments: [String]) throws {
        let result = try run(arguments, redirections: ">/dev/full")
        #expect(result.status == 74)
        #expect(!result.killedBySignal)
        #expect(result.stderr.hasSuffix("trellis: error: cannot write to standard output: No space left on device\n"), "\(result.stderr)")
        #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("crashed"))
    }

    @Test(arguments: [["run", "big.xml"], ["validate", "big.xml"], ["test", "passing.yaml", "--jobs", "2"]])
    func aClosedStandardOutputExits74(_ arguments: [String]) throws {
        let result = try run(arguments, redirections: ">&-")
        #expect(result.status == 74)
        #expect(result.stderr == "trellis: error: cannot write to standard output: Bad file descriptor\n")
    }

    /// The limit cuts the output part of the way: the first `write` is short, the next
    /// fails with "File too large" (SIGXFSZ, at its default in the parent, is ignored by
    /// `trellis` itself).
    @Test(NothingLostTests.notUnderTheThreadSanitizer) func aShortWriteThenALimitExits74() throws {
        let result = try run(["layouts"], redirections: ">layouts.txt", blocks: 1)
        #expect(result.status == 74)
        #expect(!result.killedBySignal)
        #expect(result.stderr == "trellis: error: cannot write to standard output: File too large\n")
        let written = try Data(contentsOf: directory.appendingPathComponent("layouts.txt"))
        #expect(written.count == 1024)
        let full = try CLIRunner.run(["layouts"], in: directory)
        #expect(full.stdout.utf8.count > 1024)
        #expect(written == Data(full.stdout.utf8.prefix(1024)))
    }

    @Test func aFailureThatCannotBeReportedStillExits74() throws {
        let closed = try run(["run", "missing.xml"], redirections: "2>&-")
        #expect(closed.status == 74)
        let full = try run(["run", "big.xml", "--tap", "Nowhere"], redirections: "2>/dev/full")
        #expect(full.status == 74)
        #expect(full.stdout.hasPrefix("screen (0, 0, 375, 667)\n"))
    }

    @Test func aReportOrArtifactsPathThatCannotBeWrittenIsKnownBeforeTheFlowsRun() throws {
        try Data("a file\n".utf8).write(to: directory.appendingPathComponent("plain"))
        let report = try CLIRunner.run(["test", "failing.yaml", "--report", "plain/junit.xml"], in: directory)
        #expect(report.status == 73)
        #expect(report.stdout.isEmpty, "no flow ran")
        #expect(report.stderr == "trellis: error: cannot write the report 'plain/junit.xml': Not a directory\n")
        let artifacts = try CLIRunner.run(["test", "failing.yaml", "--artifacts", "plain"], in: directory)
        #expect(artifacts.status == 73)
        #expect(artifacts.stdout.isEmpty)
        #expect(artifacts.stderr == "trellis: error: cannot write artifacts to 'plain': 'plain' is not a directory\n")
        let directoryReport = try CLIRunner.run(["test", "failing.yaml", "--report", "."], in: directory)
        #expect(directoryReport.status == 73)
        #expect(directoryReport.stderr == "trellis: error: cannot write the report '.': Is a directory\n")
    }

    /// SIGTERM arrives while flows record golden files: the process still dies by the
    /// signal (its handling thread removes the temporary files, then lets the signal's
    /// default action run), and no temporary file is left, whatever was being written.
    @Test func aTerminatedRunDiesByTheSignalAndLeavesNoTemporaryFile() throws {
        let (process, flows) = try startRecording(flows: 30, buttons: 3000)
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGTERM)
        let left = try FileManager.default.contentsOfDirectory(atPath: flows.path).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty)
    }

    /// SIGTERM arrives while an HTML report's pages are written: the new pages' hidden
    /// folder is removed and the earlier report is left as it was.
    @Test func aTerminatedReportLeavesTheEarlierOneAsItWas() throws {
        let rows = (1...3000).map { "  <button id=\"b\($0)\" title=\"Button number \($0)\"/>\n" }.joined()
        var files = ["huge.xml": "<screen>\n\(rows)</screen>\n"]
        for index in 1...30 { files["tap\(index).yaml"] = "screen: huge.xml\n---\n- tapOn: Button number \(index)\n- tapOn: Button number 2\n" }
        let (process, output, report) = try startReport(over: files)
        // The first flow's line: its page is being written or written.
        _ = output.fileHandleForReading.availableData
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        try expectEarlierReport(in: report)
    }

    /// The reader of standard output goes away (`trellis test … --html report | head`):
    /// `trellis` ends by SIGPIPE, quietly, as coreutils do, with the new report's hidden
    /// folder removed and the earlier report as it was.
    @Test func aReaderThatGoesAwayEndsTheRunBySIGPIPEWithNothingLeft() throws {
        // 9,000 step lines of some 25 bytes: more than a pipe holds, so the run is still
        // writing when the reader goes.
        var files: [String: String] = ["screen.xml": "<screen>\n  <button id=\"ok\" title=\"OK\"/>\n</screen>\n"]
        let steps = String(repeating: "- tapOn: OK\n", count: 300)
        for index in 1...30 { files["flow\(index).yaml"] = "screen: screen.xml\n---\n" + steps }
        let (process, output, report) = try startReport(over: files)
        // The first flow's line, then the reader goes.
        _ = output.fileHandleForReading.availableData
        try output.fileHandleForReading.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGPIPE)
        try expectEarlierReport(in: report)
    }

    /// Starts `trellis test . --html report --jobs 1` in a folder of `files`, where
    /// `report/` already holds an earlier report (`index.html`, `report.json` and
    /// `flows/old.html`, each "earlier"); returns the process, its standard output and the report's folder.
    func startReport(over files: [String: String]) throws -> (Process, Pipe, URL) {
        let flows = try CLIRunner.directory(with: files)
        let report = flows.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: report.appendingPathComponent("flows"), withIntermediateDirectories: true)
        for name in ["index.html", "report.json", "flows/old.html"] { try Data("earlier".utf8).write(to: report.appendingPathComponent(name)) }
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = ["test", ".", "--html", "report", "--jobs", "1"]
        process.currentDirectoryURL = flows
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, output, report)
    }

    /// Expects `report` to hold the earlier report ``startReport(over:)`` put there, as
    /// it was, and nothing else (no hidden folder of new pages).
    func expectEarlierReport(in report: URL) throws {
        #expect(try FileManager.default.contentsOfDirectory(atPath: report.path).sorted() == ["flows", "index.html", "report.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: report.appendingPathComponent("flows").path) == ["old.html"])
        #expect(try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8) == "earlier")
    }

    /// A signal ignored when `trellis` starts (`nohup` ignores SIGHUP) stays ignored.
    @Test func anIgnoredHangUpIsStillIgnored() throws {
        let (process, flows) = try startRecording(flows: 4, buttons: 500, ignoring: "HUP")
        kill(process.processIdentifier, SIGHUP)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1, "every recording flow fails")
        let goldens = try FileManager.default.contentsOfDirectory(atPath: flows.path).filter { $0.hasSuffix(".snapshot.txt") }
        #expect(goldens.count == 4)
    }

    /// Starts `trellis test --record` on `flows` flows of a screen of `buttons` buttons,
    /// with `ignoring` ignored (env's `--ignore-signal`), and returns once the first golden
    /// file is recorded.
    func startRecording(flows count: Int, buttons: Int, ignoring: String? = nil) throws -> (Process, URL) {
        let rows = (1...buttons).map { "  <button id=\"b\($0)\" title=\"Button number \($0)\"/>\n" }.joined()
        var files = ["huge.xml": "<screen>\n\(rows)</screen>\n"]
        for index in 1...count { files["record\(index).yaml"] = "screen: huge.xml\n---\n- assertSnapshot: golden\(index)\n" }
        let flows = try CLIRunner.directory(with: files)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = (ignoring.map { ["--ignore-signal=\($0)"] } ?? []) + [CLIRunner.executable.path, "test", ".", "--record", "--jobs", "1"]
        process.currentDirectoryURL = flows
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var printed = ""
        while !printed.contains("golden file: golden") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            printed += String(decoding: data, as: UTF8.self)
        }
        return (process, flows)
    }
}
