import Foundation
import Testing
import Trellis

/// `assertState` with several keys and `assertFrame` with separate numbers (Docs/flows.md,
/// "Commands").
struct MultiKeyAssertionTests {
    let fixture: FlowFixture

    init() throws {
        let board = try String(contentsOf: FlowFixture.packageRoot.appendingPathComponent("Examples/checkin.xml"), encoding: .utf8)
        fixture = try FlowFixture(["checkin.xml": board])
    }

    private func run(_ steps: String, on screen: String = "screen.xml") throws -> FlowResult {
        let name = "flow-\(UUID().uuidString).yaml"
        try fixture.write(name, "screen: \(screen)\n---\n" + steps + "\n")
        return try fixture.run(name)
    }

    @Test func everyStateKeyGivenIsChecked() throws {
        // The board starts with four days checked, none of them today.
        let result = try run(
            "- assertState: {id: board, checked: 4, checkedToday: false}\n- tapOn: 第五天\n- assertState: {id: board, checked: 5, checkedToday: true}",
            on: "checkin.xml")
        expectFlowPasses(result)
        #expect(
            result.steps.map(\.step) == [
                "assertState #board checked = 4, checkedToday = false", "tapOn '第五天'", "assertState #board checked = 5, checkedToday = true",
            ])
    }

    @Test func theFailureListsEachKeyThatDiffers() throws {
        let board = "check-in#board (\(fixture.path("checkin.xml")):5:3)"
        let both = try run("- assertState: {id: board, checked: 5, checkedToday: true}", on: "checkin.xml")
        #expect(
            both.failure?.message
                == "2 of 2 state keys differ on \(board): checked expected 5, found 4; checkedToday expected true, found false; its state: checked: 4, checkedToday: false"
        )
        let one = try run("- assertState: {id: board, checked: 4, checkedToday: true}", on: "checkin.xml")
        #expect(
            one.failure?.message == "1 of 2 state keys differs on \(board): checkedToday expected true, found false; its state: checked: 4, checkedToday: false"
        )
        let missing = try run("- assertState: {id: board, checked: 4, selection: []}", on: "checkin.xml")
        #expect(
            missing.failure?.message
                == "1 of 2 state keys differs on \(board): selection expected [], but there is no such state; its state: checked: 4, checkedToday: false")
    }

    @Test func everyUnknownKeyIsReportedAtItsLine() throws {
        let errors = try fixture.errors(content: FlowFixture.flow("- assertState: {id: board, chekced: 4, checkedToday: true, todya: 1}"))
        #expect(
            errors == [
                "3:28: unknown state key 'chekced' in assertState; did you mean 'checked'? State keys: contentOffset, contentSize, selection, checked, checkedToday, expanded, hiddenCount",
                "3:60: unknown state key 'todya' in assertState; state keys: contentOffset, contentSize, selection, checked, checkedToday, expanded, hiddenCount",
            ])
    }

    @Test func frameNumbersMayBeGivenAlone() throws {
        // The fixture's OK button is at frame="10 10 60 20" inside the row.
        let passing = try run("- assertFrame: {id: ok, width: 60}\n- assertFrame: {id: ok, x: 10.3, height: 20, tolerance: 0.5}")
        expectFlowPasses(passing)
        #expect(passing.steps.map(\.step) == ["assertFrame #ok width 60", "assertFrame #ok x 10.3, height 20 ± 0.5"])
        let failing = try run("- assertFrame: {id: ok, y: 12, width: 60}")
        let ok = "button#ok \"OK\" (\(fixture.path("screen.xml")):3:5)"
        #expect(failing.failure?.message == "expected the frame of \(ok) to have y 12, width 60, found y 10, width 60 (frame [10, 10, 60, 20])")
    }

    @Test func frameAndItsNumbersDoNotMix() throws {
        let errors = try fixture.errors(
            content: FlowFixture.flow("- assertFrame: {id: ok, frame: [0, 0, 1, 1], width: 1}\n- assertFrame: {id: ok}\n- assertFrame: {id: ok, height: -1}"))
        #expect(
            errors == [
                "3:32: assertFrame takes 'frame' or 'width', not both",
                "4:16: assertFrame needs 'frame' or at least one of 'x', 'y', 'width', 'height'",
                "5:33: a frame's height expects a length in points (a number ≥ 0), not '-1'",
            ])
    }
}
