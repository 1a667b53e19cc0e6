import Foundation
import Testing
import Trellis

/// Flow files parse into typed steps; every problem is reported at once, located.
struct FlowParserTests {
    let fixture: FlowFixture

    init() throws {
        fixture = try FlowFixture()
    }

    @Test func headerAndEveryCommandParse() throws {
        try fixture.write("inc.yaml", "- tapOn: OK\n")
        try fixture.write(
            "all.yaml",
            """
            screen: screen.xml
            width: 320
            height: 480
            name: everything
            tags: [smoke, a]
            ---
            - tapOn: OK
            - tapOn: /O.*/
            - tapOn: "/literal/"
            - tapOn: {id: ok, allowMissed: true}
            - tapOn: {text: A, index: 1}
            - tapOn: {point: "10, 20"}
            - tapOn: {below: {id: row}}
            - longPressOn: OK
            - doubleTapOn: {id: ok}
            - swipe: {from: OK, to: {point: "5,5"}}
            - assertVisible: OK
            - assertNotVisible: Secret
            - assertSelected: A
            - assertNotSelected: B
            - assertEnabled: OK
            - assertDisabled: Off
            - assertState: {id: tags, selection: [A]}
            - assertFrame: {id: ok, frame: [10, 10, 60, 20], tolerance: 0.5}
            - assertSnapshot: start
            - runFlow: inc.yaml
            - repeat: {times: 2, commands: [{tapOn: OK}]}
            - setSize: {width: 100}
            """)
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("all.yaml"))
        #expect(flow.name == "everything")
        #expect(flow.tags == ["smoke", "a"])
        #expect(flow.width == 320 && flow.height == 480)
        #expect(flow.screenPath == fixture.path("screen.xml"))
        let commands = flow.steps.map(\.command)
        #expect(commands.count == 22)
        #expect(commands[0] as? TapCommand == TapCommand(.tap, .views(.init(text: .exact("OK")))))
        #expect(commands[1] as? TapCommand == TapCommand(.tap, .views(.init(text: .regex("O.*")))))
        #expect(commands[2] as? TapCommand == TapCommand(.tap, .views(.init(text: .exact("/literal/")))))
        #expect(commands[3] as? TapCommand == TapCommand(.tap, .views(.init(id: "ok")), allowMissed: true))
        #expect(commands[4] as? TapCommand == TapCommand(.tap, .views(.init(text: .exact("A"), index: 1))))
        #expect(commands[5] as? TapCommand == TapCommand(.tap, .point(CGPoint(x: 10, y: 20))))
        #expect(commands[6] as? TapCommand == TapCommand(.tap, .views(.init(relation: .init(direction: .below, anchor: .views(.init(id: "row")))))))
        #expect(commands[16] as? AssertStateCommand == AssertStateCommand(id: "tags", key: "selection", value: .array([.string("A")])))
        #expect(commands[17] as? AssertFrameCommand == AssertFrameCommand(id: "ok", frame: CGRect(x: 10, y: 10, width: 60, height: 20), tolerance: 0.5))
        #expect(
            commands[19] as? RunFlowCommand
                == RunFlowCommand(
                    path: "inc.yaml",
                    steps: [
                        FlowStep(TapCommand(.tap, .views(.init(text: .exact("OK")))), at: SourceLocation(file: fixture.path("inc.yaml"), line: 1, column: 3))
                    ]))
        #expect(commands[21] as? SetSizeCommand == SetSizeCommand(width: 100, height: nil))
        #expect(flow.steps[0].location == SourceLocation(file: fixture.path("all.yaml"), line: 7, column: 3))
    }

    @Test func unknownCommandIsLocatedWithASuggestion() throws {
        let errors = try fixture.errors(content: FlowFixture.flow("- tapOn: OK\n- tapOnn: OK"))
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("4:3: unknown command 'tapOnn'; did you mean 'tapOn'?") == true)
    }

    @Test func everyErrorIsReportedAtOnce() throws {
        let errors = try fixture.errors(
            content: FlowFixture.flow(
                """
                - tapOn: {id: ok, allowMissed: maybe}
                - assertFrame: {id: ok, frame: [1, 2, 3]}
                - repeat: {times: -1, commands: []}
                - setSize: {width: -5}
                - tapOn: {text: A, inde: 1}
                - tapOn: /(/
                - assertSnapshot: ../escape
                - swipe: {from: OK}
                - tapOn: {point: "1;2"}
                - assertState: {id: tags}
                - tapOn
                """))
        #expect(
            errors == [
                "3:32: allowMissed must be true or false, found 'maybe'",
                "4:32: 'frame' is [x, y, width, height] in points, found a list of 3",
                "5:19: repeat's 'times' must be a whole number from 0 to 10000, not '-1'",
                "6:20: setSize's 'width' expects a length in points (a number ≥ 0), not '-5'",
                "7:20: unknown key 'inde' in a selector; did you mean 'index'? Allowed keys: text, id, label, type, within, index, point, below, above, leftOf, rightOf",
                "8:10: invalid regular expression /(/",
                "9:19: a snapshot name uses only letters, digits, '_', '-' and '.' and does not start with '.', not '../escape'",
                "10:10: swipe needs 'to'",
                "11:18: a point is \"x,y\" in points (e.g. \"10,20\"), not '1;2'",
                "12:16: assertState checks at least one state key besides 'id' (contentOffset, contentSize, selection, checked, checkedToday, expanded, hiddenCount), found none",
                "13:3: 'tapOn' needs an argument (a text, /regex/, {id: …}, {text: …, index: n}, {point: \"x,y\"} or {below: …}; allowMissed: true)",
            ])
    }

    @Test func yamlSyntaxErrorsAreLocated() throws {
        let errors = try fixture.errors(content: "screen: screen.xml\n---\n- tapOn: [OK\n- tapOn: B\n")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("4:8: YAML syntax error: did not find expected ',' or ']'") == true)
    }

    @Test func headerProblems() throws {
        #expect(try fixture.errors(content: "") == ["1:1: the file is empty: expected a header (screen: …), '---' and a list of steps"])
        #expect(try fixture.errors(content: "screen: screen.xml\n") == ["1:1: expected '---' and a list of steps after the header"])
        #expect(
            try fixture.errors(content: "name: x\nscren: a.xml\n---\n- tapOn: OK\n") == [
                "1:1: the header needs 'screen', the screen file's path relative to the flow (or 'app', an app file's)",
                "2:1: unknown key 'scren' in the header; did you mean 'screen'? Allowed keys: screen, app, width, height, fontScale, appearance, locale, name, tags, autoSettle, env, data, onFlowStart, onFlowComplete",
            ])
        #expect(try fixture.errors(content: "screen: missing.xml\n---\n- tapOn: OK\n").first?.hasPrefix("1:1: screen: cannot read") == true)
    }

    /// Unknown keys are found before values are read, but the errors are printed as a
    /// compiler prints them: line 2's bad width before line 3's unknown key.
    @Test func headerErrorsAreInLineOrder() throws {
        #expect(
            try fixture.errors(content: "screen: screen.xml\nwidth: wide\nscren: x\nheight: -3\nfoo: 2\n---\n- tapOn: OK\n") == [
                "2:8: 'width' expects a length in points (a number ≥ 0), not 'wide'",
                "3:1: unknown key 'scren' in the header; did you mean 'screen'? Allowed keys: screen, app, width, height, fontScale, appearance, locale, name, tags, autoSettle, env, data, onFlowStart, onFlowComplete",
                "4:9: 'height' expects a length in points (a number ≥ 0), not '-3'",
                "5:1: unknown key 'foo' in the header; allowed keys: screen, app, width, height, fontScale, appearance, locale, name, tags, autoSettle, env, data, onFlowStart, onFlowComplete",
            ])
    }

    @Test func screenErrorsAreReportedBeforeAnythingRuns() throws {
        try fixture.write("broken.xml", "<screen>\n  <buton/>\n</screen>\n")
        let errors = try fixture.errors(content: "screen: broken.xml\n---\n- tapOn: OK\n")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("2:3: unknown element <buton>") == true)
    }

    @Test func runFlowCyclesAndMissingFilesAreErrors() throws {
        try fixture.write("a.yaml", "- runFlow: b.yaml\n")
        try fixture.write("b.yaml", "- tapOn: OK\n- runFlow: a.yaml\n")
        let errors = try fixture.errors(content: FlowFixture.flow("- runFlow: a.yaml\n- runFlow: nowhere.yaml"))
        #expect(errors.count == 2)
        #expect(errors.first == "2:3: runFlow makes a cycle: a.yaml → b.yaml → a.yaml")
        #expect(errors.last?.hasPrefix("4:3: runFlow: cannot read") == true)
    }

    @Test func aliasBombIsAnErrorNotAHang() throws {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 { yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
        let errors = try fixture.errors(content: yaml)
        #expect(errors.first?.contains("more than 1000000 YAML nodes") == true)
    }
}
