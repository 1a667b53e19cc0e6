import Foundation
import Testing
import Trellis

/// `${NAME}` in steps (Docs/flows.md, "Parameters"): where values come from, in which
/// order they win, how a substituted scalar is typed, and every error located at its `${`.
struct FlowParameterTests {
    let fixture: FlowFixture

    init() throws {
        fixture = try FlowFixture()
    }

    /// The steps of `content` (a whole flow file) as printed, loaded with `variables` bound
    /// on the command line.
    private func steps(_ content: String, variables: [String: String] = [:]) throws -> [String] {
        let name = "flow-\(UUID().uuidString).yaml"
        try fixture.write(name, content)
        var loader = FlowLoader(registry: .standard)
        loader.variables = variables
        return try loader.load(contentsOfFile: fixture.path(name)).steps.map(\.description)
    }

    private func errors(_ content: String, variables: [String: String] = [:]) throws -> [String] {
        let name = "flow-\(UUID().uuidString).yaml"
        try fixture.write(name, content)
        var loader = FlowLoader(registry: .standard)
        loader.variables = variables
        do {
            _ = try loader.load(files: [fixture.path(name)])
            return []
        } catch {
            return error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        }
    }

    @Test func theHeadersEnvBindsNamesAndTheValueIsItsTextAsWritten() throws {
        // `N: 3.0` binds the text "3.0", not the number 3.
        #expect(try steps("screen: screen.xml\nenv: {N: 3.0, WHO: ann}\n---\n- tapOn: ${WHO}\n- tapOn: \"n=${N}\"\n") == ["tapOn 'ann'", "tapOn 'n=3.0'"])
    }

    @Test(
        arguments: [
            // -e wins over runFlow's env:, which wins over the header's env:.
            (["WHO": "cli"], "tapOn 'cli'"),
            ([:], "tapOn 'inner'"),
        ] as [([String: String], String)])
    func precedenceIsCommandLineThenRunFlowThenHeader(variables: [String: String], expected: String) throws {
        let flow = "screen: screen.xml\nenv: {WHO: header}\n---\n- runFlow: {env: {WHO: inner}, commands: [{tapOn: \"${WHO}\"}]}\n"
        let name = "flow-\(UUID().uuidString).yaml"
        try fixture.write(name, flow)
        var loader = FlowLoader(registry: .standard)
        loader.variables = variables
        let loaded = try loader.load(contentsOfFile: fixture.path(name))
        #expect(loaded.steps.first?.command.nestedSteps.map(\.description) == [expected])
    }

    @Test func innermostRunFlowEnvWinsAndAnIncludedFileSeesTheBindingsOfItsRunner() throws {
        try fixture.write("inner.yaml", "- tapOn: ${WHO}\n- tapOn: ${LEVEL}\n")
        let flow = try fixture.errorsOrFlow(
            "screen: screen.xml\nenv: {WHO: header}\n---\n- runFlow: {env: {WHO: outer, LEVEL: \"1\"}, commands: [{runFlow: {file: inner.yaml, env: {WHO: inner}}}]}\n"
        )
        // The outer runFlow, its commands' runFlow, then the included file's two steps.
        let included = flow.steps[0].command.nestedSteps[0].command.nestedSteps.map(\.description)
        #expect(included == ["tapOn 'inner'", "tapOn '1'"])
    }

    @Test func escapesAndLoneDollarsStayAsWritten() throws {
        // `$${` is a literal `${`; any other `$` is itself; a value is never scanned again.
        #expect(
            try steps("screen: screen.xml\nenv: {V: \"${X}\"}\n---\n- tapOn: \"$${HOME} costs $5 and $\"\n- tapOn: \"[${V}]\"\n")
                == ["tapOn '${HOME} costs $5 and $'", "tapOn '[${X}]'"])
    }

    @Test func aWholeVariableIsTypedAsAPlainScalarOfItsValue() throws {
        // "${N}" quoted is the number 2 once N is 2, so repeat takes it; a regular
        // expression needs a plain /…/ in the file: ${T} taps the text "/O.*/".
        #expect(
            try steps(
                "screen: screen.xml\nenv: {N: \"2\", T: /O.*/}\n---\n- repeat: {times: \"${N}\", commands: [{tapOn: OK}]}\n- tapOn: ${T}\n- tapOn: /${T}/\n")
                == ["repeat 2 × 1 steps", "tapOn '/O.*/'", "tapOn //O.*//"])
    }

    @Test func theCommandLineBindsWhatTheFileDoesNot() throws {
        #expect(try steps("screen: screen.xml\n---\n- tapOn: ${WHO}\n", variables: ["WHO": "OK"]) == ["tapOn 'OK'"])
    }

    @Test func unboundNamesAreLocatedAtTheirDollarWithTheWaysToBindThem() throws {
        // Line 4: `- tapOn: "a ${USER}"` — the scalar starts at column 10 (its quote), so
        // `${` is at 10 + 1 + 2 = 13. USERS is close, so it is suggested.
        #expect(
            try errors("screen: screen.xml\nenv: {USERS: x}\n---\n- tapOn: \"a ${USER}\"\n") == [
                "4:13: 'USER' is not bound; did you mean 'USERS'? bind it with -e USER=…, in the header's env:, in a data row or in runFlow's env:"
            ])
        // In a scalar written over several lines, the scalar's start.
        #expect(
            try errors("screen: screen.xml\n---\n- tapOn: \"a\n    ${NOPE}\"\n") == [
                "3:10: 'NOPE' is not bound; bind it with -e NOPE=…, in the header's env:, in a data row or in runFlow's env:"
            ])
    }

    @Test(arguments: [
        // `- tapOn: "x ${"` — the quote at 10, `${` at 10 + 1 + 2 = 13.
        ("- tapOn: \"x ${\"", "4:13: unclosed '${': write the name and '}' (${NAME}), or '$${' for a literal '${'"),
        ("- tapOn: \"${}\"", "4:11: '${}' names no variable: write ${NAME}, or '$${' for a literal '${'"),
        ("- tapOn: a${1X}", "4:11: '1X' is not a variable name (a letter or '_', then letters, digits or '_')"),
        // A value of the wrong kind is the command's error at the scalar, naming the
        // variable, its value and where it was bound.
        ("- tapOn: {point: \"${P}\"}", "4:18: a point is \"x,y\" in points (e.g. \"10,20\"), not 'abc'; P is 'abc' (env: at flow.yaml:2:10)"),
    ])
    func malformedReferencesAreLocated(step: String, expected: String) throws {
        try fixture.write("flow.yaml", "screen: screen.xml\nenv: {P: abc}\n---\n\(step)\n")
        #expect(fixture.errors("flow.yaml").map { $0.replacingOccurrences(of: fixture.directory.path + "/", with: "") } == [expected])
    }

    @Test func badEnvironmentsAreErrors() throws {
        #expect(
            try errors("screen: screen.xml\nenv: {1A: x, L: [1], B: y, B: z}\n---\n- tapOn: OK\n") == [
                "2:7: '1A' is not a variable name (a letter or '_', then letters, digits or '_')",
                "2:17: the value of 'L' must be a scalar (text), found a list",
                "2:28: 'B' is bound twice in this env:",
            ])
    }

    @Test func aNestedOrHugeReferenceIsOneErrorNotAHang() throws {
        // `${` 10,000 deep never closes: one error at the first.
        let nested = String(repeating: "${", count: 10_000)
        #expect(
            try errors("screen: screen.xml\n---\n- tapOn: \"\(nested)\"\n") == [
                "3:11: unclosed '${': write the name and '}' (${NAME}), or '$${' for a literal '${'"
            ])
        // A 10 MB value goes in as it is.
        let large = String(repeating: "x", count: 10 << 20)
        let loaded = try steps("screen: screen.xml\n---\n- inputText: ${BIG}\n", variables: ["BIG": large])
        #expect(loaded.count == 1)
    }

    @Test func anIncludedFileCheckedOnItsOwnLeavesItsNamesToItsRunners() throws {
        // A file of steps only, loaded directly (as a directory run does), is checked
        // without reporting the names the flows that run it bind.
        try fixture.write("steps.yaml", "- tapOn: ${WHO}\n- repeat: {times: \"${N}\", commands: [{tapOn: OK}]}\n")
        #expect(fixture.errors("steps.yaml") == [])
    }
}

extension FlowFixture {
    /// Loads a flow file with `content`.
    func errorsOrFlow(_ content: String) throws -> Flow {
        let name = "flow-\(UUID().uuidString).yaml"
        try write(name, content)
        return try FlowLoader(registry: .standard).load(contentsOfFile: path(name))
    }
}
