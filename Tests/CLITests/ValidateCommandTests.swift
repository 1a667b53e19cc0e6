import Foundation
import Testing

/// `trellis validate`: every problem of every file in compiler format on stderr, the
/// exit statuses, and directories walked.
struct ValidateCommandTests {
    static let screen = "<screen>\n  <button title=\"OK\"/>\n</screen>\n"
    static let flow = "screen: good.xml\n---\n- tapOn: OK\n"

    @Test func validFilesPrintASummary() throws {
        let directory = try CLIRunner.directory(with: ["good.xml": ValidateCommandTests.screen, "flow.yaml": ValidateCommandTests.flow])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["validate", "good.xml", "flow.yaml"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout == "2 files valid\n")
        #expect(result.stderr.isEmpty)
        let one = try CLIRunner.run(["validate", "good.xml"], in: directory)
        #expect(one.stdout == "1 file valid\n")
    }

    @Test func everyErrorOfEveryFileIsPrinted() throws {
        let directory = try CLIRunner.directory(with: [
            "good.xml": ValidateCommandTests.screen,
            "bad.xml": "<screen>\n  <buton title=\"OK\"/>\n  <view layout=\"grid\" columns=\"0\">\n    <item title=\"a\"/>\n  </view>\n</screen>\n",
            "bad.yaml": "screen: good.xml\n---\n- tapOnn: OK\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["validate", "good.xml", "bad.xml", "bad.yaml"], in: directory)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "bad.xml:2:3: error: unknown element <buton>; did you mean <button>? Registered elements: screen, view, label, button, switch, text-field, scroll, spinner, timer, image, tag-list, check-in, item, collapsible",
                "bad.xml:3:23: error: invalid value '0' for attribute 'columns' of <view>: expected a whole number from 1 to 1000000 (ASCII digits only)",
                "bad.xml:4:5: error: <item> is only allowed inside <check-in>, found inside <view>",
                "bad.yaml:3:3: error: unknown command 'tapOnn'; did you mean 'tapOn'? Commands: tapOn, longPressOn, doubleTapOn, swipe, scroll, scrollUntilVisible, assertVisible, assertNotVisible, assertSelected, assertNotSelected, assertEnabled, assertDisabled, assertOn, assertOff, inputText, eraseText, pressKey, hideKeyboard, assertText, assertAction, assertNoAction, assertState, assertFrame, assertPresentation, assertSnapshot, assertScreenshot, assertAccessible, advanceClock, waitForAnimationToEnd, runFlow, repeat, setSize, back, openLink, launchApp, assertScreen",
                "trellis: 2 of 3 files have errors",
            ], "\(result.stderr)")
    }

    @Test func directoriesAreWalkedForScreensAndFlows() throws {
        let directory = try CLIRunner.directory(with: ["good.xml": ValidateCommandTests.screen, "notes.txt": "not checked"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let nested = directory.appendingPathComponent("flows/more")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try "screen: ../../good.xml\n---\n- tapOn: OK\n".write(to: nested.appendingPathComponent("a.yml"), atomically: true, encoding: .utf8)
        try "<screen>\n  <view hidden=\"yes\"/>\n</screen>\n".write(to: nested.appendingPathComponent("b.xml"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["validate", "."], in: directory)
        #expect(result.status == 65)
        #expect(
            result.stderr == """
                ./flows/more/b.xml:2:9: error: invalid value 'yes' for attribute 'hidden' of <view>: expected true or false
                trellis: 1 of 3 files has errors

                """)
        let good = try CLIRunner.run(["validate", "flows/more/a.yml", "good.xml"], in: directory)
        #expect(good.status == 0)
        #expect(good.stdout == "2 files valid\n")
    }

    @Test func aDoctypeIsReportedOnceAndNeverExpanded() throws {
        let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE screen [<!ENTITY a \"aaaa\"><!ENTITY b \"&a;&a;&a;\">]>\n<screen>\n  <label text=\"&b;\"/>\n</screen>\n"
        let directory = try CLIRunner.directory(with: ["entities.xml": xml])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["validate", "entities.xml"], in: directory)
        #expect(result.status == 65)
        #expect(
            result.stderr == """
                entities.xml:2:1: error: DOCTYPE declarations are not allowed in screen files (no DTDs or entities are read)
                trellis: 1 of 1 file has errors

                """)
    }

    /// A file that is not well-formed XML is one error, where libxml2 stopped: the schema
    /// does not add a second at line 1 for the same document.
    @Test func malformedXMLIsReportedOnce() throws {
        let directory = try CLIRunner.directory(with: ["open.xml": "<screen>\n  <view>\n    <button title=\"OK\"/>\n</screen>\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["validate", "open.xml"], in: directory)
        #expect(result.status == 65)
        // `</screen>` (line 4, column 10 after its `>`) closes while <view> of line 2 is open.
        #expect(
            result.stderr == """
                open.xml:4:10: error: malformed XML: Opening and ending tag mismatch: view line 2 and screen
                trellis: 1 of 1 file has errors

                """)
    }

    /// `trellis validate Examples`, the example `--help` gives, passes on a fresh
    /// checkout: deliberately bad inputs live in test fixtures, and the plugin example
    /// (`CustomPlugins`, checked with its own plugins) lives outside `Examples`.
    @Test func repositoryScreensAndFlowsAreValid() throws {
        let result = try CLIRunner.run(["validate", "Examples", "Tests/LayoutTests/Fixtures"], in: SchemaTests.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasSuffix(" files valid\n"))
    }

    @Test func unreadableFilesAndUsage() throws {
        let directory = try CLIRunner.directory(with: ["good.xml": ValidateCommandTests.screen])
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = try CLIRunner.run(["validate", "good.xml", "missing.xml"], in: directory)
        #expect(missing.status == 66)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr == "trellis: error: cannot read 'missing.xml': no such file or directory\n")
        let none = try CLIRunner.run(["validate"], in: directory)
        #expect(none.status == 2)
        #expect(none.stderr.hasPrefix("trellis: error: missing the screen or flow files or directories\n"))
        let option = try CLIRunner.run(["validate", "--pedantic", "good.xml"], in: directory)
        #expect(option.status == 2)
        let help = try CLIRunner.run(["validate", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: trellis validate FILE_OR_DIR..."))
        let main = try CLIRunner.run(["--help"])
        #expect(main.stdout.contains("validate FILE_OR_DIR…"))
        #expect(main.stdout.contains("schema "))
    }
}
