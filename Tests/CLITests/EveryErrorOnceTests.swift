import Foundation
import Testing

/// Every problem of every flow file in one run, each once, with the right count of files
/// that have errors (Docs/flows.md, "Checking before running").
struct EveryErrorOnceTests {
    static let screen = #"<screen width="200" height="100"><button id="ok" title="OK"/></screen>"#

    let directory: URL

    init() throws {
        directory = try CLIRunner.directory(with: [
            "screen.xml": Self.screen,
            // A missing screen, an unknown command, a missing runFlow file, a good
            // include, then a syntax error: all five are reported.
            "many.yaml": "screen: nope.xml\n---\n- tapOnn: OK\n- runFlow: missing.yaml\n- runFlow: inc.yaml\n- tapOn: [OK\n- tapOn: B\n",
            "inc.yaml": "- tapOn: OK\n- assertFrame: {id: ok}\n",
            "uses-inc.yaml": "screen: screen.xml\n---\n- runFlow: inc.yaml\n",
            "good.yaml": "screen: screen.xml\n---\n- tapOn: OK\n",
        ])
    }

    @Test func everyProblemBeforeAndAtASyntaxErrorIsReported() throws {
        let result = try CLIRunner.run(["validate", "many.yaml"], in: directory)
        #expect(result.status == 65)
        #expect(
            result.stderr == """
                many.yaml:3:3: error: unknown command 'tapOnn'; did you mean 'tapOn'? Commands: tapOn, longPressOn, doubleTapOn, swipe, scroll, scrollUntilVisible, assertVisible, assertNotVisible, assertSelected, assertNotSelected, assertEnabled, assertDisabled, assertOn, assertOff, inputText, eraseText, pressKey, hideKeyboard, assertText, assertAction, assertNoAction, assertState, assertFrame, assertPresentation, assertSnapshot, assertScreenshot, assertAccessible, advanceClock, waitForAnimationToEnd, runFlow, repeat, setSize, back, openLink, launchApp, assertScreen
                many.yaml:7:8: error: YAML syntax error: did not find expected ',' or ']' while parsing a flow sequence
                many.yaml:1:1: error: screen: cannot read 'nope.xml': no such file
                many.yaml:4:3: error: runFlow: cannot read 'missing.yaml': no such file
                inc.yaml:2:16: error: assertFrame needs 'frame' or at least one of 'x', 'y', 'width', 'height'
                trellis: 2 of 2 files have errors

                """)
    }

    @Test func aFileReachedTwiceIsReportedOnceAndCountedOnce() throws {
        // inc.yaml is given (spelt ./inc.yaml) and reached through runFlow from
        // uses-inc.yaml, which has no error of its own.
        let result = try CLIRunner.run(["validate", "uses-inc.yaml", "./inc.yaml", "good.yaml"], in: directory)
        #expect(result.status == 65)
        #expect(
            result.stderr == """
                inc.yaml:2:16: error: assertFrame needs 'frame' or at least one of 'x', 'y', 'width', 'height'
                trellis: 1 of 3 files has errors

                """)
    }

    @Test func theTestCommandReportsTheSameProblemsAndRunsNothing() throws {
        let result = try CLIRunner.run(["test", "many.yaml", "uses-inc.yaml"], in: directory)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("inc.yaml:2:16: error:") }.count == 1)
        #expect(lines.contains { $0.hasPrefix("many.yaml:1:1: error: screen: cannot read 'nope.xml'") })
        #expect(lines.contains { $0.hasPrefix("many.yaml:7:8: error: YAML syntax error") })
    }
}
