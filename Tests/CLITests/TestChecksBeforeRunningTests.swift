import Foundation
import Testing

/// `trellis test` checks every flow against its screen exactly as `trellis validate` does,
/// before any flow runs (Docs/flows.md, "Checking before running").
struct TestChecksBeforeRunningTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func anIdMisspeltAtStepTwelveStopsTheRunBeforeStepOne() throws {
        let screen = try String(contentsOf: Self.root.appendingPathComponent("Examples/weekdays.xml"), encoding: .utf8)
        let steps = String(repeating: "- tapOn: 周一\n", count: 11) + "- tapOn: {id: wekdays}\n"
        let directory = try CLIRunner.directory(with: [
            "weekdays.xml": screen,
            "a.yaml": "screen: weekdays.xml\n---\n" + steps,
            "b.yaml": "screen: weekdays.xml\n---\n- assertState: {id: weekdays, checked: 1}\n",
        ])
        let expected = """
            a.yaml:14:3: error: no view in weekdays.xml has id 'wekdays'; did you mean 'weekdays'?
            b.yaml:3:3: error: tag-list#weekdays (weekdays.xml:5:3) reports no state 'checked'; its state keys: selection
            """
        let test = try CLIRunner.run(["test", "a.yaml", "b.yaml"], in: directory)
        #expect(test.status == 65)
        // Nothing ran: no flow's header or step line was printed.
        #expect(test.stdout == "")
        #expect(test.stderr.hasPrefix(expected), "\(test.stderr)")
        // validate reports the same problems, word for word.
        let validate = try CLIRunner.run(["validate", "a.yaml", "b.yaml"], in: directory)
        #expect(validate.status == 65)
        #expect(validate.stderr.hasPrefix(expected), "\(validate.stderr)")
    }
}
