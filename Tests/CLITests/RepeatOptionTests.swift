import Foundation
import Testing

@testable import TrellisCommandLine

/// `trellis test --repeat N` (flows.md, "`--repeat N`: proving a flow deterministic"):
/// every flow runs N times on fresh screens; identical runs end `≡ N runs identical`, a
/// difference fails at the first step that differs, and `TRELLIS_REPEAT_FAULT` makes one.
@Suite(.timeLimit(.minutes(1)))
struct RepeatOptionTests {
    let directory: URL

    /// The repository, whose Examples/flows the fault switch is tried on.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    init() throws {
        // A 200 × 100 screen stacking a label and a button: the label is one line of
        // TestTextMetrics text, 1.2 × 17 = 20.4 pt high; the button, 200 wide and 30 high
        // (its height), starts below it, so its centre is (200 / 2, 20.4 + 30 / 2) = (100, 35.4).
        directory = try CLIRunner.directory(with: [
            "screen.xml":
                "<screen width=\"200\" height=\"100\">\n  <label id=\"title\" text=\"Hello\"/>\n  <button id=\"ok\" title=\"OK\" height=\"30\"/>\n</screen>\n",
            "tap.yaml": "screen: screen.xml\n---\n- tapOn: OK\n- assertVisible: Hello\n",
            "assert-first.yaml": "screen: screen.xml\n---\n- assertVisible: Hello\n- tapOn: OK\n",
            "fails.yaml": "screen: screen.xml\n---\n- tapOn: OK\n- assertVisible: Goodbye\n",
        ])
    }

    /// Runs `trellis` in `directory` with `environment` added to the process's.
    private func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> CLIRunner.Result {
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let finished = try CLIRunner.collect(process, in: directory)
        return CLIRunner.Result(status: finished.status, stdout: finished.stdout, stderr: finished.stderr)
    }

    /// `text` with every step's wall time (` (0.13 ms)`) taken out.
    private func timeless(_ text: String) -> String {
        text.replacingOccurrences(of: #" \([0-9]+\.[0-9]{2} ms\)"#, with: "", options: .regularExpression)
    }

    @Test(arguments: ["0", "1001", "abc", "-1", "1.5", ""])
    func aCountOutside1To1000IsAUsageError(value: String) throws {
        let result = try run(["test", "tap.yaml", "--repeat", value], in: directory)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "trellis: error: --repeat expects a whole number from 1 to 1000, not '\(value)'\nsee 'trellis test --help'\n")
    }

    @Test func aFaultThatIsNoRunNumberIsAUsageError() throws {
        let result = try run(["test", "tap.yaml", "--repeat", "2"], in: directory, environment: ["TRELLIS_REPEAT_FAULT": "0"])
        #expect(result.status == 2)
        #expect(result.stderr == "trellis: error: TRELLIS_REPEAT_FAULT expects a run number from 1 to 1000, not '0'\nsee 'trellis test --help'\n")
    }

    @Test func theFaultIsReadFromTheEnvironmentGiven() throws {
        let arguments = try ParsedArguments(["tap.yaml", "--repeat", "4"], for: TestCommand.declaration)
        let repetition = try TestCommand.repetition(from: arguments, environment: ["TRELLIS_REPEAT_FAULT": "3"])
        #expect(repetition.count == 4)
        #expect(repetition.faultyRun == 3)
        // Set and empty is unset, as the CI variables are read.
        #expect(try TestCommand.repetition(from: arguments, environment: ["TRELLIS_REPEAT_FAULT": ""]).faultyRun == nil)
        let plain = try TestCommand.repetition(from: ParsedArguments(["tap.yaml"], for: TestCommand.declaration), environment: [:])
        #expect(plain.count == 1)
    }

    @Test func identicalRunsPrintRun1AndEndWithTheirCount() throws {
        let result = try run(["test", "tap.yaml", "--repeat", "3"], in: directory)
        #expect(result.status == 0)
        #expect(timeless(result.stdout) == "▸ tap.yaml\n  ✓ tapOn 'OK'\n  ✓ assertVisible 'Hello'\n  ≡ 3 runs identical\n1 passed, 0 failed\n")
    }

    @Test func oneRunPrintsNothingMore() throws {
        let once = try run(["test", "tap.yaml"], in: directory)
        let repeatOnce = try run(["test", "tap.yaml", "--repeat", "1"], in: directory, environment: ["TRELLIS_REPEAT_FAULT": "2"])
        #expect(timeless(once.stdout) == "▸ tap.yaml\n  ✓ tapOn 'OK'\n  ✓ assertVisible 'Hello'\n1 passed, 0 failed\n")
        #expect(timeless(repeatOnce.stdout) == timeless(once.stdout))
    }

    @Test func theFaultFailsTheExampleFlowAtItsFirstTap() throws {
        // sign-in.yaml's first step taps the email field, (24, 184.8, 327, 44.4): its
        // centre is (24 + 327 / 2, 184.8 + 44.4 / 2) = (187.5, 207), and run 2 taps 1 pt right.
        let result = try run(["test", "Examples/flows/sign-in.yaml", "--repeat", "2"], in: Self.root, environment: ["TRELLIS_REPEAT_FAULT": "2"])
        #expect(result.status == 1)
        let failure = """
            Examples/flows/sign-in.yaml:6:3: error: tapOn label:Email: not deterministic: run 2 differs from run 1: the step's tap 1
              run 1: tap "label:Email" at (187.5, 207) hit text-field#email: touchDown, touchUpInside, editingDidBegin
              run 2: tap "label:Email" at (188.5, 207) hit text-field#email: touchDown, touchUpInside, editingDidBegin
            """
        let indented = failure.split(separator: "\n").map { "    " + $0 + "\n" }.joined()
        #expect(timeless(result.stdout).contains("  ✓ assertAction signIn from #signIn\n" + indented + "\nFailures:\n"))
        #expect(result.stdout.hasSuffix(failure.split(separator: "\n").map { "  " + $0 + "\n" }.joined() + "0 passed, 1 failed\n"))
        #expect(!result.stdout.contains("≡"))
    }

    @Test func aFlowStartingWithAnAssertionIsReportedAtItsTap() throws {
        // The button's centre is (100, 35.4) (see init); run 3 of 3 taps (101, 35.4).
        let result = try run(["test", "assert-first.yaml", "--repeat", "3", "--jobs", "1"], in: directory, environment: ["TRELLIS_REPEAT_FAULT": "3"])
        #expect(result.status == 1)
        #expect(
            timeless(result.stdout) == """
                ▸ assert-first.yaml
                  ✓ assertVisible 'Hello'
                  ✓ tapOn 'OK'
                    assert-first.yaml:4:3: error: tapOn 'OK': not deterministic: run 3 differs from run 1: the step's tap 1
                      run 1: tap "OK" at (100, 35.4) hit button#ok: touchDown, touchUpInside, primaryActionTriggered
                      run 3: tap "OK" at (101, 35.4) hit button#ok: touchDown, touchUpInside, primaryActionTriggered

                Failures:
                  assert-first.yaml:4:3: error: tapOn 'OK': not deterministic: run 3 differs from run 1: the step's tap 1
                    run 1: tap "OK" at (100, 35.4) hit button#ok: touchDown, touchUpInside, primaryActionTriggered
                    run 3: tap "OK" at (101, 35.4) hit button#ok: touchDown, touchUpInside, primaryActionTriggered
                0 passed, 1 failed

                """)
    }

    @Test func aDeterministicFailureIsAnOrdinaryFailure() throws {
        let once = try run(["test", "fails.yaml"], in: directory)
        let thrice = try run(["test", "fails.yaml", "--repeat", "3"], in: directory)
        #expect(once.status == 1)
        #expect(thrice.status == 1)
        let lines = timeless(once.stdout).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The flow's lines, then the repetition's, then the failures and counts as before.
        let failureStart = try #require(lines.firstIndex(of: ""))
        let expected = lines[..<failureStart].joined(separator: "\n") + "\n  ≡ 3 runs identical\n" + lines[failureStart...].joined(separator: "\n")
        #expect(timeless(thrice.stdout) == expected)
        #expect(once.stdout.contains("    fails.yaml:4:3: error: assertVisible 'Goodbye': "))
    }

    @Test func parallelRunsPrintWhatSerialRunsPrint() throws {
        let serial = try run(["test", ".", "--repeat", "2", "--jobs", "1"], in: directory, environment: ["TRELLIS_REPEAT_FAULT": "2"])
        let parallel = try run(["test", ".", "--repeat", "2", "--jobs", "2"], in: directory, environment: ["TRELLIS_REPEAT_FAULT": "2"])
        #expect(serial.status == 1)
        #expect(timeless(parallel.stdout) == timeless(serial.stdout))
        // The assertion-first and tap flows differ at their taps; fails.yaml differs at its tap too.
        #expect(serial.stdout.hasSuffix("0 passed, 3 failed\n"))
    }
}
