import Foundation
import Testing

/// `trellis test` under Bazel's test protocol (Docs/ci.md): the files it creates, touches,
/// writes and removes, and the test filter, each run given its variables as Bazel gives
/// them, in a folder of its own.
@Suite(.timeLimit(.minutes(2)))
struct BazelProtocolTests {
    let directory: URL

    init() throws {
        directory = try CLIRunner.directory(with: [
            "screen.xml": "<screen width=\"200\" height=\"100\">\n  <button id=\"ok\" title=\"OK\"/>\n</screen>\n",
            "a.yaml": "screen: screen.xml\nname: sign-in\n---\n- tapOn: OK\n",
            "b.yaml": "screen: screen.xml\nname: shop-link\n---\n- tapOn: OK\n",
            "c.yaml": "screen: screen.xml\nname: shop-list\n---\n- tapOn: Nope\n",
        ])
    }

    func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: path(name))
    }

    @Test func theStatusFileIsTouchedInEveryShardEvenOneWithoutFlows() throws {
        // Three flows over five shards: at least two shards get none.
        var emptyShards = 0
        for index in 0..<5 {
            let status = "status-\(index)"
            let result = try CLIRunner.run(
                ["test", ".", "--allow-empty"], in: directory,
                environment: [
                    "TEST_TOTAL_SHARDS": "5", "TEST_SHARD_INDEX": "\(index)", "TEST_SHARD_STATUS_FILE": path(status),
                ])
            #expect(exists(status), "shard \(index)")
            if result.stdout.hasSuffix("0 passed, 0 failed\n") {
                emptyShards += 1
                #expect(result.status == 0)
            }
        }
        #expect(emptyShards >= 2)
    }

    @Test func anExistingStatusFileHasItsTimeSetAndItsContentsKept() throws {
        try Data("kept".utf8).write(to: URL(fileURLWithPath: path("status")))
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path("status"))
        let result = try CLIRunner.run(["test", "a.yaml"], in: directory, environment: ["TEST_SHARD_STATUS_FILE": path("status")])
        #expect(result.status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: path("status"))
        let modified = try #require(attributes[.modificationDate] as? Date)
        #expect(modified.timeIntervalSince(old) > 1_000_000)
        #expect(try String(contentsOfFile: path("status"), encoding: .utf8) == "kept")
    }

    @Test func aStatusFileInAMissingDirectoryExits73BeforeAnyFlowRuns() throws {
        let result = try CLIRunner.run(["test", "."], in: directory, environment: ["TEST_SHARD_STATUS_FILE": "missing/status"])
        #expect(result.status == 73)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "trellis: error: cannot create the shard status file 'missing/status' (TEST_SHARD_STATUS_FILE): the directory 'missing' does not exist\n")
        let folder = try CLIRunner.run(["test", "."], in: directory, environment: ["TEST_SHARD_STATUS_FILE": "."])
        #expect(folder.status == 73)
        #expect(folder.stderr == "trellis: error: cannot create the shard status file '.' (TEST_SHARD_STATUS_FILE): Is a directory\n")
    }

    @Test func aStatusFileThatIsAFIFOIsRefusedWithoutBlocking() throws {
        #expect(mkfifo(path("fifo"), 0o644) == 0)
        let result = try CLIRunner.run(["test", "a.yaml"], in: directory, environment: ["TEST_SHARD_STATUS_FILE": "fifo"])
        #expect(result.status == 73)
        #expect(result.stderr == "trellis: error: cannot create the shard status file 'fifo' (TEST_SHARD_STATUS_FILE): No such device or address\n")
    }

    /// Runs that end with each status `trellis test` has but 74.
    static let runs: [([String], Int32)] = [
        (["test", "a.yaml"], 0), (["test", "c.yaml"], 1), (["test", "a.yaml", "--jobs", "0"], 2),
        (["test", "missing.yaml"], 66), (["test", "bad.yaml"], 65), (["test", "a.yaml", "--report", "screen.xml/x"], 73),
    ]

    @Test(arguments: runs)
    func thePrematureExitFileIsRemovedWhateverTheStatus(_ arguments: [String], _ status: Int32) throws {
        try "screen: screen.xml\n---\n- tapOnn: OK\n".write(toFile: path("bad.yaml"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(arguments, in: directory, environment: ["TEST_PREMATURE_EXIT_FILE": path("premature")])
        #expect(result.status == status)
        #expect(!exists("premature"))
    }

    @Test func thePrematureExitFileIsCreatedFirstAndLeftByASignal() throws {
        // 100,000,000 taps (10,000 of 10,000, the most one repeat runs), the step limit
        // raised to allow them: the run lasts far longer than the check, which stops it.
        try "screen: screen.xml\n---\n- repeat: {times: 10000, commands: [repeat: {times: 10000, commands: [tapOn: OK]}]}\n"
            .write(toFile: path("long.yaml"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = ["test", "long.yaml", "--max-flow-steps", "1000000000"]
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.filter { !CLIRunner.ciVariables.contains($0.key) }
            .merging(["TEST_PREMATURE_EXIT_FILE": path("premature")]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while !exists("premature"), process.isRunning, Date() < deadline { usleep(2_000) }
        #expect(exists("premature"), "created while the run goes on")
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(exists("premature"), "a run killed by a signal leaves it")
    }

    @Test func aPrematureExitFileThatCannotBeCreatedExits73() throws {
        let result = try CLIRunner.run(["test", "a.yaml"], in: directory, environment: ["TEST_PREMATURE_EXIT_FILE": "missing/premature"])
        #expect(result.status == 73)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "trellis: error: cannot create the premature exit file 'missing/premature' (TEST_PREMATURE_EXIT_FILE): the directory 'missing' does not exist\n"
        )
    }

    @Test func otherCommandsLeaveThePrematureExitFileAlone() throws {
        let result = try CLIRunner.run(["validate", "a.yaml"], in: directory, environment: ["TEST_PREMATURE_EXIT_FILE": path("premature")])
        #expect(result.status == 0)
        #expect(!exists("premature"))
    }

    @Test func theJUnitReportGoesToXMLOutputFileAndToReport() throws {
        let result = try CLIRunner.run(["test", "a.yaml", "--report", "junit.xml"], in: directory, environment: ["XML_OUTPUT_FILE": path("out/test.xml")])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("1 passed, 0 failed\nwrote the JUnit report to junit.xml\nwrote the JUnit report to \(path("out/test.xml"))\n"))
        let bazel = try String(contentsOfFile: path("out/test.xml"), encoding: .utf8)
        // One report, written twice.
        #expect(bazel == (try String(contentsOfFile: path("junit.xml"), encoding: .utf8)))
        #expect(bazel.contains("<testcase name=\"sign-in\" classname=\"a\""))
    }

    @Test func anXMLOutputFileThatCannotBeWrittenExits73BeforeAnyFlowRuns() throws {
        let result = try CLIRunner.run(["test", "a.yaml"], in: directory, environment: ["XML_OUTPUT_FILE": "screen.xml/test.xml"])
        #expect(result.status == 73)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "trellis: error: cannot write the JUnit report to 'screen.xml/test.xml' (XML_OUTPUT_FILE): Not a directory\n")
    }

    @Test func undeclaredOutputsHoldTheHTMLReportAndTheArtifacts() throws {
        let result = try CLIRunner.run(["test", "."], in: directory, environment: ["TEST_UNDECLARED_OUTPUTS_DIR": path("outputs")])
        #expect(result.status == 1)
        #expect(exists("outputs/report/index.html"))
        #expect(exists("outputs/artifacts/c.txt"))
        #expect(result.stdout.hasSuffix("wrote the HTML report to \(path("outputs/report/index.html"))\n"))
    }

    @Test func theFilterRunsOnlyTheTestsWhoseNameMatches() throws {
        let result = try CLIRunner.run(["test", "."], in: directory, environment: ["TESTBRIDGE_TEST_ONLY": "shop-l?nk,sign-*"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("▸ ./a.yaml\n"))
        #expect(result.stdout.contains("▸ ./b.yaml\n"))
        #expect(!result.stdout.contains("c.yaml"))
        #expect(result.stdout.hasSuffix("2 passed, 0 failed\n"))
    }

    @Test func aFilterThatSelectsNothingExits1SayingWhy() throws {
        let result = try CLIRunner.run(["test", "."], in: directory, environment: ["TESTBRIDGE_TEST_ONLY": "login*"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "trellis: error: no flows selected: TESTBRIDGE_TEST_ONLY 'login*' (bazel test --test_filter) matches no flow's name; the names: 'sign-in', 'shop-link', 'shop-list' (--allow-empty makes this a success)\n"
        )
        let allowed = try CLIRunner.run(["test", ".", "--allow-empty"], in: directory, environment: ["TESTBRIDGE_TEST_ONLY": "login*"])
        #expect(allowed.status == 0)
    }
}
