import Foundation
import Testing

/// `trellis test` never turns green by selecting nothing (flows.md, "Errors and
/// selection that CI can trust"), refuses special files found in a directory without
/// blocking, and takes the flow loader's limits as options.
@Suite(.timeLimit(.minutes(1)))
struct EmptySelectionTests {
    let directory: URL

    init() throws {
        directory = try CLIRunner.directory(with: [
            "screen.xml": "<screen width=\"200\" height=\"100\">\n  <button id=\"ok\" title=\"OK\"/>\n</screen>\n",
            "a.yaml": "screen: screen.xml\ntags: [smoke, fast]\n---\n- tapOn: OK\n",
            "b.yaml": "screen: screen.xml\ntags: slow\n---\n- tapOn: OK\n",
        ])
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("empty"), withIntermediateDirectories: true)
    }

    @Test func tagsThatMatchNothingSayWhyAndExit1() throws {
        let result = try CLIRunner.run(["test", ".", "--tags", "nope"], in: directory)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "trellis: error: no flows selected: none of the 2 flows have the tags 'nope'; tags in use: 'smoke', 'fast', 'slow' (--allow-empty makes this a success)\n"
        )
        let allowed = try CLIRunner.run(["test", ".", "--tags", "nope", "--allow-empty"], in: directory)
        #expect(allowed.status == 0)
        #expect(allowed.stdout == "0 passed, 0 failed\n")
    }

    @Test func anEmptyDirectorySaysWhyAndExits1() throws {
        let result = try CLIRunner.run(["test", "empty"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr == "trellis: error: no flows selected: 'empty' holds no .yaml or .yml files (--allow-empty makes this a success)\n")
        #expect(try CLIRunner.run(["test", "empty", "--allow-empty"], in: directory).status == 0)
    }

    @Test func aShardWithNoFlowsWhileFlowsExistSucceeds() throws {
        // With 2 flows and 3 shards, at least one shard gets none.
        let statuses = try (1...3).map { index in
            let result = try CLIRunner.run(["test", ".", "--shard", "\(index)/3"], in: directory)
            return (result.status, result.stdout.hasSuffix(" passed, 0 failed\n"))
        }
        #expect(statuses.allSatisfy { $0.0 == 0 && $0.1 })
    }

    @Test func aFIFOInAWalkedDirectoryIsRefusedWithoutBlocking() throws {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("walk"), withIntermediateDirectories: true)
        #expect(mkfifo(directory.appendingPathComponent("walk/pipe.yaml").path, 0o644) == 0)
        let result = try CLIRunner.run(["test", "walk"], in: directory)
        #expect(result.status == 66)
        #expect(result.stderr == "trellis: error: cannot read 'walk/pipe.yaml': it is a FIFO (named pipe), not a regular file\n")
        let validate = try CLIRunner.run(["validate", "walk"], in: directory)
        #expect(validate.status == 66)
    }

    @Test func flowLimitsAreOptions() throws {
        try "screen: screen.xml\n---\n- repeat: {times: 3, commands: [tapOn: OK]}\n"
            .write(to: directory.appendingPathComponent("three.yaml"), atomically: true, encoding: .utf8)
        // The flow runs 1 + 3 × 1 = 4 steps.
        let refused = try CLIRunner.run(["test", "three.yaml", "--max-flow-steps", "3"], in: directory)
        #expect(refused.status == 65)
        #expect(refused.stderr.hasPrefix("three.yaml:3:3: error: the flow runs more than 3 steps by here"))
        #expect(try CLIRunner.run(["test", "three.yaml", "--max-flow-steps", "4"], in: directory).status == 0)
        let validate = try CLIRunner.run(["validate", "three.yaml", "--max-flow-steps", "3"], in: directory)
        #expect(validate.status == 65)
        let bad = try CLIRunner.run(["test", "three.yaml", "--max-flow-nesting", "1000"], in: directory)
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("trellis: error: --max-flow-nesting expects a whole number from 1 to 256, not '1000'\n"))
    }

    @Test func plainStepsCountAgainstTheStepLimit() throws {
        try "screen: screen.xml\n---\n- tapOn: OK\n- tapOn: OK\n- tapOn: OK\n- tapOn: OK\n"
            .write(to: directory.appendingPathComponent("four.yaml"), atomically: true, encoding: .utf8)
        // Four steps on lines 3 to 6: the fourth (line 6) is the one past a limit of 3.
        let refused = try CLIRunner.run(["test", "four.yaml", "--max-flow-steps", "3"], in: directory)
        #expect(refused.status == 65)
        #expect(refused.stderr.hasPrefix("four.yaml:6:3: error: the flow runs more than 3 steps by here"))
        #expect(try CLIRunner.run(["test", "four.yaml", "--max-flow-steps", "4"], in: directory).status == 0)
    }
}
