import Foundation
import Testing
import Trellis

/// A flow file's layout mistakes explained in words (Docs/flows.md, "Checking before running"), not only
/// with libyaml's message.
struct FlowLayoutErrorTests {
    let fixture: FlowFixture

    init() throws {
        fixture = try FlowFixture()
    }

    @Test func aMissingSeparatorIsNamed() throws {
        #expect(
            try fixture.errors(content: "screen: screen.xml\n- tapOn: OK\n") == [
                "2:1: YAML syntax error: did not find expected key while parsing a block mapping; a list of steps starts here, right after the header's keys: put a line '---' between the header (screen: …) and the steps"
            ])
    }

    @Test func aSeparatorWithTheWrongNumberOfDashesIsNamed() throws {
        #expect(
            try fixture.errors(content: "screen: screen.xml\n--\n- tapOn: OK\n") == [
                "3:1: YAML syntax error: could not find expected ':' while scanning a simple key; line 2 '--' is not a separator: the header and the steps are separated by a line of exactly three dashes, '---'"
            ])
    }

    @Test func headerKeysAfterTheSeparatorAreNamed() throws {
        #expect(
            try fixture.errors(content: "screen: screen.xml\n---\nname: late\n- tapOn: OK\n") == [
                "4:1: YAML syntax error: did not find expected key while parsing a block mapping; after '---' come only the steps (each '- command: argument'); line 3 'name: late' is a mapping, and header keys (screen, app, width, height, fontScale, appearance, locale, name, tags, autoSettle, env, data, onFlowStart, onFlowComplete) go before '---'"
            ])
        #expect(
            try fixture.errors(content: "screen: screen.xml\n---\n- tapOn: OK\n- tags: [a]\n") == [
                "4:3: 'tags' is a header key, not a command: the header (screen, app, width, height, fontScale, appearance, locale, name, tags, autoSettle, env, data, onFlowStart, onFlowComplete) goes before '---'"
            ])
    }

    @Test func commandsInTheHeaderAreNamed() throws {
        #expect(
            try fixture.errors(content: "screen: screen.xml\ntapOn: OK\n") == [
                "1:1: expected '---' and a list of steps after the header",
                "2:1: 'tapOn' is a command, not a header key: steps go after a line '---', each written '- tapOn: …'",
            ])
    }

    @Test func stepsBeforeTheHeaderAreNamed() throws {
        #expect(
            try fixture.errors(content: "- tapOn: OK\n---\nscreen: screen.xml\n") == [
                "1:1: the steps come before the header here: write the header (screen: …) first, then '---', then the steps"
            ])
    }

    @Test func otherSyntaxErrorsAreLeftAsLibyamlSaysThem() throws {
        #expect(
            try fixture.errors(content: "screen: screen.xml\n---\n- tapOn: [OK\n- tapOn: B\n") == [
                "4:8: YAML syntax error: did not find expected ',' or ']' while parsing a flow sequence"
            ])
    }
}
