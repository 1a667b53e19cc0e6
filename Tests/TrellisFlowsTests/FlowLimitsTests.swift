import Foundation
import Testing
import Trellis

/// Flow expansion is bounded by what it costs (FlowLimits): YAML aliases, runFlow
/// fan-out and chains, nested repeat and YAML nesting are refused at the place that
/// crosses the limit, quickly, whatever the input looks like. The inputs are generated
/// here, not checked in.
struct FlowLimitsTests {
    let fixture: FlowFixture

    init() throws {
        fixture = try FlowFixture()
    }

    /// The diagnostics of loading `name` with `limits`, as "file:line:column: message"
    /// with only the file's name.
    private func errors(_ name: String, limits: FlowLimits = .default) -> [String] {
        do {
            _ = try FlowLoader(registry: .standard, limits: limits).load(contentsOfFile: fixture.path(name))
            return []
        } catch {
            return error.diagnostics.map {
                "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column): \($0.message)"
            }
        }
    }

    @Test func aliasesThatExpandToGigabytesAreRefusedAtTheAliasThatCrossesTheLimit() throws {
        // A 100,000-byte scalar used 10,000 times would be a gigabyte. Before the aliases,
        // the keys 'a' and 'b' and the scalar count 100,002 bytes; each alias adds 100,000,
        // so alias k crosses 67,108,864 when 100,002 + 100,000 k > 67,108,864, first at
        // k = 671, on line 2 + 671 = 673.
        let yaml = "a: &s " + String(repeating: "x", count: 100_000) + "\nb:\n" + String(repeating: "- *s\n", count: 10_000)
        try fixture.write("bomb.yaml", yaml)
        #expect(
            errors("bomb.yaml") == [
                "bomb.yaml:673:3: the file expands to more than 67,108,864 bytes of YAML text (aliases count each time they are used), the limit for flow files (FlowLimits.maximumExpandedBytes, --max-flow-bytes)"
            ])
        // Raised far enough, the same file loads as far as the flow parser.
        #expect(
            errors("bomb.yaml", limits: FlowLimits(maximumExpandedBytes: 2_000_000_000)).first?.hasPrefix("bomb.yaml:1:1: unknown key 'a' in the header")
                == true)
    }

    @Test func nodesAreCountedThroughAliases() throws {
        // [x, x] anchored is 3 nodes; the mapping, key 'a', 3, key 'b', a list (6 nodes
        // so far) and then each alias adds 3: the third alias makes 15 > 14.
        try fixture.write("nodes.yaml", "a: &l [x, x]\nb: [*l, *l, *l]\n")
        #expect(
            errors("nodes.yaml", limits: FlowLimits(maximumNodeCount: 14)) == [
                "nodes.yaml:2:13: the file expands to more than 14 YAML nodes (aliases count each time they are used), the limit for flow files (FlowLimits.maximumNodeCount, --max-flow-nodes)"
            ])
    }

    @Test func deepYAMLNestingStopsAtTheLimitWhileStreaming() throws {
        // Two megabytes of '[': the 65th opens level 65 at column 65. libyaml is quadratic
        // in the depth of open flow collections, so checking after parsing took an hour.
        try fixture.write("deep.yaml", String(repeating: "[", count: 2 << 20))
        let start = ContinuousClock.now
        #expect(
            errors("deep.yaml") == [
                "deep.yaml:1:65: sequences and mappings are nested more than 64 levels deep, the limit for flow files (FlowLimits.maximumDepth, --max-flow-depth)"
            ])
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(
            errors("deep.yaml", limits: FlowLimits(maximumDepth: 3)).first?.hasPrefix("deep.yaml:1:4: sequences and mappings are nested more than 3 levels")
                == true)
    }

    @Test func nestedRepeatsAreCountedByTheStepsTheyRun() throws {
        // The innermost repeat runs 1 + 10,000 × 1 = 10,001 steps; the middle one
        // 1 + 10,000 × 10,001 = 100,010,001, past 1,000,000: reported there, once.
        let steps = """
            - repeat:
                times: 10000
                commands:
                - repeat:
                    times: 10000
                    commands:
                    - repeat:
                        times: 10000
                        commands:
                        - tapOn: OK
            """
        try fixture.write("repeats.yaml", FlowFixture.flow(steps))
        #expect(
            errors("repeats.yaml") == [
                "repeats.yaml:6:7: the flow runs more than 1,000,000 steps by here (steps inside repeat count each time they run, those of a runFlow file each time it is included), the limit for flows (FlowLimits.maximumStepCount, --max-flow-steps)"
            ])
        // 10,001 steps fit under a limit of 10,001 but not 10,000.
        try fixture.write("one.yaml", FlowFixture.flow("- repeat: {times: 10000, commands: [tapOn: OK]}"))
        #expect(errors("one.yaml", limits: FlowLimits(maximumStepCount: 10_001)).isEmpty)
        #expect(errors("one.yaml", limits: FlowLimits(maximumStepCount: 10_000)).first?.hasPrefix("one.yaml:3:3: the flow runs more than 10,000 steps") == true)
    }

    @Test func runFlowFanOutThatDoublesEachLevelIsRefusedWhereItCrossesTheLimit() throws {
        // f0 … f39 each run the next file twice; f40 taps once. With c(40) = 1 and
        // c(i) = 2 + 2 c(i + 1), c(40 − j) = 3 × 2^j − 2: c(22) = 786,430 fits, and f21's
        // second runFlow makes 2 + 2 × 786,430 = 1,572,862. 2^40 steps are never built.
        for level in 0..<40 {
            try fixture.write("f\(level).yaml", "- runFlow: f\(level + 1).yaml\n- runFlow: f\(level + 1).yaml\n")
        }
        try fixture.write("f40.yaml", "- tapOn: OK\n")
        try fixture.write("fan.yaml", FlowFixture.flow("- runFlow: f0.yaml"))
        let start = ContinuousClock.now
        #expect(
            errors("fan.yaml") == [
                "f21.yaml:2:3: the flow runs more than 1,000,000 steps by here (steps inside repeat count each time they run, those of a runFlow file each time it is included), the limit for flows (FlowLimits.maximumStepCount, --max-flow-steps)"
            ])
        #expect(ContinuousClock.now - start < .seconds(5))
        // Below the limit, every inclusion shares the included file's steps: f30 runs
        // c(30) = 3 × 2^10 − 2 = 3,070 steps and the flow one more.
        try fixture.write("small.yaml", FlowFixture.flow("- runFlow: f30.yaml"))
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("small.yaml"))
        #expect(flow.stepCount == 3_071)
    }

    @Test func aLongRunFlowChainStopsAtTheNestingLimit() throws {
        // 4,500 files, each running the next: the main flow's steps are at level 0, c_k's
        // at level k + 1, so c63's runFlow would put c64's steps at level 65.
        try fixture.write("chain/main.yaml", "screen: ../screen.xml\n---\n- runFlow: c0.yaml\n")
        // Written with POSIX calls: Foundation's file writing takes seconds for 4,500.
        let chain = fixture.path("chain")
        var created = 0
        for index in 0..<4_500 {
            let descriptor = open("\(chain)/c\(index).yaml", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            let text = Array("- runFlow: c\(index + 1).yaml\n".utf8)
            if descriptor >= 0, write(descriptor, text, text.count) == text.count { created += 1 }
            close(descriptor)
        }
        try #require(created == 4_500)
        #expect(
            errors("chain/main.yaml") == [
                "c63.yaml:1:3: steps are nested more than 64 levels deep here (each runFlow and repeat adds a level), the limit for flows (FlowLimits.maximumNesting, --max-flow-nesting)"
            ])
        #expect(errors("chain/main.yaml", limits: FlowLimits(maximumNesting: 3)).first?.hasPrefix("c2.yaml:1:3: steps are nested more than 3 levels") == true)
        // A limit past the ceiling acts as the ceiling, so the stack is never at risk.
        #expect(
            errors("chain/main.yaml", limits: FlowLimits(maximumNesting: .max)).first?.hasPrefix("c255.yaml:1:3: steps are nested more than 256 levels") == true
        )
    }

    @Test func aFileIncludedAgainDeeperIsCheckedAgainstItsNesting() throws {
        // inner.yaml holds two levels (a repeat inside a repeat). Run at level 1 it fits
        // a limit of 3; through two more repeats its steps would reach level 5.
        try fixture.write("inner.yaml", "- repeat: {times: 1, commands: [repeat: {times: 1, commands: [tapOn: OK]}]}\n")
        try fixture.write(
            "twice.yaml",
            FlowFixture.flow(
                """
                - runFlow: inner.yaml
                - repeat: {times: 1, commands: [repeat: {times: 1, commands: [runFlow: inner.yaml]}]}
                """))
        #expect(
            errors("twice.yaml", limits: FlowLimits(maximumNesting: 3)) == [
                "twice.yaml:4:63: steps are nested more than 3 levels deep here (each runFlow and repeat adds a level), the limit for flows (FlowLimits.maximumNesting, --max-flow-nesting)"
            ])
    }

    @Test func runFlowCyclesAreFoundByFileIdentityNotSpelling() throws {
        // d -> . makes d/inc.yaml, d/d/inc.yaml, … all the same file: without identity,
        // 2^40 expansions.
        try fixture.write("inc.yaml", "- runFlow: d/inc.yaml\n- runFlow: d/inc.yaml\n")
        try FileManager.default.createSymbolicLink(atPath: fixture.path("d"), withDestinationPath: ".")
        try fixture.write("main.yaml", FlowFixture.flow("- runFlow: inc.yaml"))
        #expect(
            errors("main.yaml") == [
                "inc.yaml:1:3: runFlow makes a cycle: inc.yaml → inc.yaml",
                "inc.yaml:2:3: runFlow makes a cycle: inc.yaml → inc.yaml",
            ])
        // The same file named two ways is parsed and reported once.
        try fixture.write("broken.yaml", "- tapOnn: OK\n")
        try fixture.write("both.yaml", FlowFixture.flow("- runFlow: broken.yaml\n- runFlow: d/broken.yaml\n- runFlow: d/d/broken.yaml"))
        #expect(errors("both.yaml").count == 1)
    }

    @Test func anyIntIsALimit() throws {
        try fixture.write("plain.yaml", FlowFixture.flow("- repeat: {times: 2, commands: [tapOn: OK]}"))
        // Int.max lifts every limit.
        let lifted = FlowLimits(
            maximumFileSize: .max, maximumDepth: .max, maximumNodeCount: .max,
            maximumExpandedBytes: .max, maximumStepCount: .max, maximumNesting: .max)
        #expect(errors("plain.yaml", limits: lifted).isEmpty)
        // Below 0 acts as 0: nothing is small enough.
        let closed = FlowLimits(
            maximumFileSize: -1, maximumDepth: -1, maximumNodeCount: -1,
            maximumExpandedBytes: -1, maximumStepCount: -1, maximumNesting: -1)
        do {
            _ = try FlowLoader(registry: .standard, limits: closed).load(contentsOfFile: fixture.path("plain.yaml"))
            Issue.record("a flow loaded under limits of 0")
        } catch {
            #expect(
                error.description
                    == "cannot read '\(fixture.path("plain.yaml"))': it is larger than the 0-byte limit for flow files (FlowLimits.maximumFileSize, --max-flow-file-size)"
            )
        }
        #expect(
            errors("plain.yaml", limits: FlowLimits(maximumDepth: -1)) == [
                "plain.yaml:1:1: sequences and mappings are nested more than 0 levels deep, the limit for flow files (FlowLimits.maximumDepth, --max-flow-depth)"
            ])
        #expect(
            errors("plain.yaml", limits: FlowLimits(maximumNesting: -1)).first?.hasPrefix("plain.yaml:3:3: steps are nested more than 0 levels deep") == true)
    }

    @Test func stepCountSaturatesAndNegativeRepeatsRunNothing() {
        let tap = FlowStep(TapCommand(.tap, .views(.init(text: .exact("OK")))), at: SourceLocation(file: "f.yaml", line: 1))
        var steps = [tap]
        for _ in 0..<3 { steps = [FlowStep(RepeatCommand(times: Int.max / 2, steps: steps), at: tap.location)] }
        #expect(Flow(path: "f.yaml", screenPath: nil, name: "f", steps: steps).stepCount == Int.max)
        // A negative count runs nothing: the repeat itself is the one step.
        let negative = [FlowStep(RepeatCommand(times: -5, steps: [tap]), at: tap.location)]
        let flow = Flow(path: "f.yaml", screenPath: fixture.path("screen.xml"), name: "f", steps: negative)
        #expect(flow.stepCount == 1)
        let result = FlowRunner(registry: .standard).run(flow)
        #expect(result.passed)
        #expect(result.steps.map(\.step) == ["repeat -5 × 1 steps"])
    }
}
