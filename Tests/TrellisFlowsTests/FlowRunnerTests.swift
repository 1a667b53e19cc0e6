import Foundation
import Testing
import Trellis

/// Every command's success and failure, run on ``FlowFixture/screen``.
struct FlowRunnerTests {
    let fixture: FlowFixture

    init() throws {
        fixture = try FlowFixture()
    }

    /// The failure message of a one-step flow, or nil when it passed.
    private func failure(_ steps: String) throws -> String? {
        try fixture.run(steps: steps).failure?.message
    }

    @Test func tapsAndAssertionsPass() throws {
        let result = try fixture.run(
            steps: """
                - tapOn: A
                - assertSelected: A
                - tapOn: {text: B, rightOf: A}
                - assertNotSelected: A
                - assertState: {id: tags, selection: [B]}
                - doubleTapOn: B
                - assertState: {id: tags, selection: [B]}
                - longPressOn: {id: ok}
                - tapOn: {point: "20,20"}
                - tapOn: {id: off, allowMissed: true}
                - swipe: {from: OK, to: Cancel}
                - assertVisible: /OK|Nope/
                - assertNotVisible: Secret
                - assertEnabled: OK
                - assertDisabled: Off
                - assertFrame: {id: ok, frame: [10, 10, 60, 20]}
                - assertFrame: {id: ok, frame: [10.4, 10, 60, 20], tolerance: 0.5}
                - repeat: {times: 3, commands: [{tapOn: A}]}
                - assertSelected: A
                - setSize: {width: 300, height: 100}
                - assertFrame: {id: row, frame: [0, 0, 300, 40]}
                """)
        expectFlowPasses(result)
        #expect(result.steps.count == 24)
        #expect(result.steps.filter { $0.depth == 1 }.count == 3)
    }

    @Test func failuresSayWhatWasExpectedAndFound() throws {
        #expect(try failure("- tapOn: Nope")?.hasPrefix("no visible view matches 'Nope'") == true)
        #expect(try failure("- tapOn: /[AB]/")?.hasPrefix("2 visible views match /[AB]/ (add index: n or a relation):\n  button \"A\"") == true)
        #expect(try failure("- tapOn: Off") == "tap 'Off' missed button#off \"Off\" (\(fixture.path("screen.xml")):6:3): it is disabled")
        #expect(try failure("- longPressOn: Off")?.hasPrefix("long press 'Off' missed") == true)
        // The fixture's screen is 200 × 300: x = 200 is just past its right edge.
        #expect(try failure("- tapOn: {point: \"500,900\"}") == "point (500, 900) is outside the screen (200 × 300)")
        #expect(try failure("- doubleTapOn: {point: \"200,10\"}") == "point (200, 10) is outside the screen (200 × 300)")
        #expect(try failure("- longPressOn: {point: \"-1,10\"}") == "point (-1, 10) is outside the screen (200 × 300)")
        #expect(try failure("- swipe: {from: {point: \"10,300\"}, to: OK}") == "point (10, 300) is outside the screen (200 × 300)")
        #expect(try failure("- doubleTapOn: Off")?.hasPrefix("tap 'Off' missed") == true)
        #expect(try failure("- swipe: {from: Nope, to: OK}")?.hasPrefix("no visible view matches 'Nope'") == true)
        #expect(try failure("- assertVisible: Secret")?.contains("label#secret \"Secret\"") == true)
        #expect(try failure("- assertNotVisible: OK")?.hasPrefix("expected no visible view matching 'OK', found 1: button#ok") == true)
        #expect(try failure("- assertSelected: A")?.hasSuffix("to be selected, found it not selected") == true)
        #expect(try failure("- assertNotSelected: {text: A}") == nil)
        #expect(try failure("- assertDisabled: OK")?.hasSuffix("to be disabled, found it enabled") == true)
        #expect(try failure("- assertEnabled: {id: row}")?.hasSuffix("is not a control (it has no enabled or selected state)") == true)
        #expect(try failure("- assertState: {id: tags, selection: [A]}")?.hasPrefix("expected selection of tag-list#tags") == true)
        #expect(try failure("- assertState: {id: tags, checked: 1}")?.hasSuffix("has no state 'checked'; its state: selection: []") == true)
        #expect(try failure("- assertState: {id: ok, selection: []}")?.hasSuffix("has no plugin state") == true)
        #expect(try failure("- assertState: {id: tag, selection: []}") == "no view matches '#tag'; did you mean 'tags'?")
        #expect(try failure("- assertFrame: {id: ok, frame: [0, 0, 60, 20]}")?.hasSuffix("to be [0, 0, 60, 20], found [10, 10, 60, 20]") == true)
        #expect(try failure("- repeat: {times: 2, commands: [{tapOn: Nope}]}")?.hasPrefix("no visible view matches 'Nope'") == true)
        #expect(try failure("- setSize: {width: 5}\n- tapOn: Cancel") != nil)
    }

    @Test func aFailureStopsTheFlowAndCapturesTheScreen() throws {
        let result = try fixture.run(steps: "- tapOn: A\n- tapOn: Nope\n- tapOn: B")
        #expect(!result.passed)
        #expect(result.steps.map(\.passed) == [true, false])
        let failure = try #require(result.failure)
        #expect(failure.location.line == 4 && failure.location.column == 3)
        #expect(failure.textDump?.contains("button \"A\" (0, 0, 17.5, 20) selected") == true)
        #expect(failure.json?.hasPrefix("{\"screen\":{\"width\":200,\"height\":300},\"clock\":{\"time\":0,\"animations\":[],\"timers\":[]},\"root\":") == true)
        #expect(failure.description.hasPrefix("\(result.path):4:3: error: tapOn 'Nope': no visible view"))
    }

    @Test func runFlowFailuresPointIntoTheIncludedFile() throws {
        try fixture.write("inner.yaml", "- tapOn: A\n- tapOn: Nope\n")
        try fixture.write("outer.yaml", FlowFixture.flow("- runFlow: inner.yaml"))
        let result = try fixture.run("outer.yaml")
        #expect(result.failure?.location == SourceLocation(file: fixture.path("inner.yaml"), line: 2, column: 3))
        #expect(result.steps.map(\.depth) == [1, 1, 0])
    }

    @Test func snapshotsRecordAndCompare() throws {
        try fixture.write("snap.yaml", FlowFixture.flow("- tapOn: A\n- assertSnapshot: after-a"))
        let missing = try fixture.run("snap.yaml")
        #expect(missing.failure?.message.hasPrefix("no golden file") == true)
        let recorded = try fixture.run("snap.yaml", record: true)
        #expect(recorded.failure?.message.hasPrefix("recorded ") == true)
        let golden = try String(contentsOfFile: fixture.path("after-a.snapshot.txt"), encoding: .utf8)
        #expect(golden.contains("button \"A\" (0, 0, 17.5, 20) selected"))
        expectFlowPasses(try fixture.run("snap.yaml"))
        try fixture.write("after-a.snapshot.txt", golden.replacingOccurrences(of: " selected", with: ""))
        let differs = try fixture.run("snap.yaml")
        #expect(differs.failure?.message.contains("expected: ") == true)
    }

    @Test func theSeedFlowsPass() throws {
        let directory = FlowFixture.packageRoot.appendingPathComponent("Examples/flows").path
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".yaml") }.sorted()
        let flows = try FlowLoader(registry: .standard).load(files: files.map { directory + "/" + $0 })
        // Twelve files; sign-in-users.yaml is two tests, one per row of its CSV.
        #expect(flows.count == 13)
        for flow in flows { expectFlowPasses(FlowRunner(registry: .standard).run(flow)) }
    }
}
