import Foundation
import Testing

/// A step reports what it did that is not a failure: typing past `max-length` says how
/// many characters were dropped (Docs/widgets.md, "text-field"), under the step's line and
/// on its card in the HTML report.
struct StepNoteTests {
    @Test func typingPastMaxLengthSaysHowManyWereDropped() throws {
        let directory = try CLIRunner.directory(with: [
            "ml.xml": "<screen>\n  <text-field id=\"code\" max-length=\"4\"/>\n</screen>\n",
            // "12345👍🏽" is six grapheme clusters: four fit, two are dropped.
            "ml.yaml": "screen: ml.xml\n---\n- tapOn: {id: code}\n- inputText: \"12345👍🏽\"\n- assertText: {id: code, text: \"1234\"}\n- inputText: \"9\"\n",
        ])
        let result = try CLIRunner.run(["test", "ml.yaml", "--html", "report"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let typed = try #require(lines.firstIndex { $0.hasPrefix("  ✓ inputText \"12345👍🏽\"") })
        #expect(lines[typed + 1] == "    note: 2 characters dropped: text-field#code \"1234\" (ml.xml:2:3) is limited to 4 (max-length)")
        let last = try #require(lines.firstIndex { $0.hasPrefix("  ✓ inputText \"9\"") })
        #expect(lines[last + 1] == "    note: 1 character dropped: text-field#code \"1234\" (ml.xml:2:3) is limited to 4 (max-length)")
        let page = try String(contentsOf: directory.appendingPathComponent("report/flows/ml.html"), encoding: .utf8)
        #expect(page.contains(#"note: 2 characters dropped: text-field#code "1234" (ml.xml:2:3) is limited to 4 (max-length)"#))
    }
}
