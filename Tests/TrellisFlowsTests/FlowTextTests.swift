import Foundation
import Testing
import Trellis

/// Flow text that could mislead: repeated keys in assertState, control characters in
/// selectors (shown escaped in step lines, failures and JUnit reports), and a failed
/// query's candidates listed once each.
struct FlowTextTests {
    let fixture: FlowFixture

    init() throws {
        fixture = try FlowFixture()
    }

    @Test func assertStateRejectsARepeatedKeyLikeEveryOtherCommand() throws {
        let errors = try fixture.errors(content: FlowFixture.flow("- assertState: {id: tags, selection: [A], selection: [B]}"))
        #expect(errors == ["3:43: 'selection' is given twice in assertState"])
        let ids = try fixture.errors(content: FlowFixture.flow("- assertState: {id: tags, id: row, selection: [A]}"))
        #expect(ids == ["3:27: 'id' is given twice in assertState"])
    }

    @Test func controlCharactersOfAFlowAreEscapedInStepsFailuresAndReports() throws {
        // ESC [31m would turn a terminal red, BEL rings, CR returns to the line's start.
        try fixture.write("escape.yaml", FlowFixture.flow(#"- tapOn: "\e[31mOK\a\r""#))
        let result = try fixture.run("escape.yaml")
        let failure = try #require(result.failure)
        #expect(failure.step == #"tapOn '\u{1B}[31mOK\u{7}\r'"#)
        #expect(result.steps.map(\.step) == [#"tapOn '\u{1B}[31mOK\u{7}\r'"#])
        #expect(failure.message.hasPrefix(#"no visible view matches '\u{1B}[31mOK\u{7}\r'"#))
        let report = try XMLWriter.document(JUnitReport(results: [result]).element)
        // No control character but the line feeds between lines.
        #expect(!report.contains { $0 < 0x20 && $0 != 0x0A })
        #expect(String(decoding: report, as: UTF8.self).contains(#"tapOn '\u{1B}[31mOK\u{7}\r'"#))
    }

    @Test func controlCharactersOfAFlowAreEscapedInLoadErrors() throws {
        let errors = try fixture.errors(content: FlowFixture.flow(#"- "tapOn\e[2J": OK"#))
        #expect(errors.first?.hasPrefix(#"3:3: unknown command 'tapOn\u{1B}[2J'; did you mean 'tapOn'?"#) == true)
        #expect(try fixture.errors(content: FlowFixture.flow(#"- runFlow: "\a.yaml""#)).first?.hasPrefix(#"3:3: runFlow: cannot read '"#) == true)
        #expect(try fixture.errors(content: FlowFixture.flow(#"- runFlow: "\a.yaml""#)).first?.hasSuffix(#"/\u{7}.yaml': no such file"#) == true)
    }

    @Test func aFailedQueryListsEachCandidateOnce() throws {
        try fixture.write(
            "same.xml",
            """
            <screen width="200" height="300">
              <label text="Apple"/>
              <label text="Apple"/>
              <label text="Pear"/>
              <label text="Apple"/>
            </screen>
            """)
        try fixture.write("same.yaml", "screen: same.xml\n---\n- assertVisible: Appel\n")
        let failure = try #require(try fixture.run("same.yaml").failure)
        #expect(failure.message == "expected a visible view matching 'Appel', found none; visible candidates: 'Apple', 'Pear'")
    }
}
