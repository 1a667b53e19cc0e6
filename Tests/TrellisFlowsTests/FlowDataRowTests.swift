import Foundation
import Testing
import Trellis

/// `data:` (Docs/flows.md, "Data rows"): one test per row, named `NAME[i]`, each checked
/// and run with its row bound; a failing row does not stop the others.
struct FlowDataRowTests {
    let fixture: FlowFixture

    init() throws {
        fixture = try FlowFixture()
    }

    private func load(_ content: String, name: String = "rows.yaml") throws -> [Flow] {
        try fixture.write(name, content)
        return try FlowLoader(registry: .standard).load(files: [fixture.path(name)])
    }

    @Test func eachRowIsATestNamedAfterTheFlowAndItsNumber() throws {
        let flows = try load("screen: screen.xml\nname: pick\ndata:\n  - {WHO: OK, N: \"1\"}\n  - {WHO: Cancel, N: \"2\"}\n---\n- tapOn: ${WHO}\n")
        #expect(flows.map(\.name) == ["pick[1]", "pick[2]"])
        #expect(flows.map(\.testPath) == [fixture.path("rows.yaml") + "[1]", fixture.path("rows.yaml") + "[2]"])
        #expect(flows.map { $0.steps.map(\.description) } == [["tapOn 'OK'"], ["tapOn 'Cancel'"]])
        #expect(flows.map { $0.row?.summary } == ["WHO=OK, N=1", "WHO=Cancel, N=2"])
    }

    @Test func aFailingRowDoesNotStopTheOthers() throws {
        // Row 1 taps a text no view shows; row 2 passes.
        let flows = try load("screen: screen.xml\ndata: [{WHO: Nothing}, {WHO: OK}]\n---\n- tapOn: ${WHO}\n")
        let results = flows.map { FlowRunner(registry: .standard).run($0) }
        #expect(results.map(\.passed) == [false, true])
        #expect(results.map(\.name) == ["rows[1]", "rows[2]"])
        #expect(results.map(\.row?.number) == [1, 2])
    }

    @Test func aRowThatLeavesAUsedNameUnboundIsAnErrorAtTheRow() throws {
        // Row 2's mapping starts at line 5, column 5; PASS is first used at 7:14 (the
        // second use is not reported again).
        try fixture.write("gap.yaml", "screen: screen.xml\ndata:\n  - {USER: a, PASS: b}\n  -\n    USER: c\n---\n- inputText: ${PASS}\n- inputText: ${PASS}\n")
        #expect(fixture.errors("gap.yaml") == ["5:5: row 2 does not bind 'PASS', used at \(fixture.path("gap.yaml")):7:14"])
        // A name no row binds is unbound at its use, once for all rows.
        try fixture.write("none.yaml", "screen: screen.xml\ndata: [{A: x}, {A: y}]\n---\n- inputText: ${B}\n")
        #expect(fixture.errors("none.yaml") == ["4:14: 'B' is not bound; bind it with -e B=…, in the header's env:, in a data row or in runFlow's env:"])
    }

    @Test(arguments: [
        ("data: []", "2:1: data: holds no row: give at least one ({USER: ann}), or remove data:"),
        ("data: [ann]", "2:8: row 1 must be a mapping of names to values ({USER: ann}), found a scalar"),
        ("data: {USER: ann}", "2:7: data: expects a CSV file's path or a list of rows ({USER: ann}), found a mapping"),
        ("data: [{1X: a}]", "2:9: '1X' is not a variable name (a letter or '_', then letters, digits or '_')"),
    ])
    func badRowsAreLocated(header: String, expected: String) throws {
        #expect(try fixture.errors(content: "screen: screen.xml\n\(header)\n---\n- tapOn: OK\n") == [expected])
    }

    @Test func rowsOfAFileWithoutVariablesShareTheSteps() throws {
        // Without `${`, every row runs the same steps: still one test per row.
        let flows = try load("screen: screen.xml\ndata: [{A: x}, {A: y}, {A: z}]\n---\n- tapOn: OK\n")
        #expect(flows.map(\.name) == ["rows[1]", "rows[2]", "rows[3]"])
        #expect(Set(flows.map(\.steps)).count == 1)
    }
}
