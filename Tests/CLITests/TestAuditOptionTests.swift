import Foundation
import Testing
import Trellis

/// `trellis test --audit`: the accessibility audit after every step, each finding a
/// failure once per view, rule and (for overlap) other view, in the output and the JUnit report.
struct TestAuditOptionTests {
    static let screen = """
        <screen width="200" height="100" layout="absolute">
          <button id="ok" title="OK" frame="0 0 60 44"/>
          <button id="small" title="S" frame="140 0 44 44"/>
        </screen>
        """

    @Test func findingsFailTheFlowOncePerViewAndRule() throws {
        let directory = try CLIRunner.directory(with: [
            "screen.xml": Self.screen,
            "flow.yaml": "screen: screen.xml\n---\n- tapOn: OK\n- setSize: {width: 170}\n- setSize: {width: 160}\n",
        ])
        let result = try CLIRunner.run(["test", "flow.yaml", "--audit", "--report", "junit.xml"], in: directory)
        #expect(result.status == 1)
        // At width 170, S (140 + 44 = 184) is 14 past the right edge; at 160 it is 24 past:
        // the same view and rule, not reported again.
        let finding =
            "flow.yaml:4:3: error: audit after setSize width 170: screen.xml:3:3: [offscreen] button#small \"S\" extends past the screen's right edge by 14 pt"
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("✓") }.count == 3)
        #expect(lines.filter { $0.contains("[offscreen]") } == ["    " + finding, "  " + finding])
        #expect(lines.suffix(2) == ["0 passed, 1 failed", "wrote the JUnit report to junit.xml"])
        let report = try String(contentsOf: directory.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(report.components(separatedBy: "<failure ").count == 2)
        #expect(report.contains(#"file="flow.yaml" line="4""#))
        #expect(XMLSchemaValidator.validate(documentAt: directory.appendingPathComponent("junit.xml").path, schemaAt: JUnitSchemaTests.schema).isEmpty)
    }

    @Test func eachOverlapIsReportedOncePerPairIncludingThoseAfterAScroll() throws {
        let directory = try CLIRunner.directory(with: [
            "o.xml": """
            <screen width="200" height="300" layout="absolute">
              <scroll id="list" frame="0 0 200 100" layout="absolute">
                <button id="r1" title="R1" frame="0 0 200 50"/>
                <button id="r2" title="R2" frame="0 50 200 50"/>
                <button id="r3" title="R3" frame="0 100 200 50"/>
              </scroll>
              <button id="over" title="Over" frame="0 40 200 44"/>
            </screen>
            """,
            "o.yaml": "screen: o.xml\n---\n- scroll: {id: list, to: [0, 50]}\n",
        ])
        let result = try CLIRunner.run(["test", "o.yaml", "--audit"], in: directory)
        #expect(result.status == 1)
        // Loaded: Over (40…84) covers R1's 40…50 and R2's 50…84. Scrolled by 50, R2 is at
        // 0…50 (overlap 40…50, already reported) and R3 at 50…100 (50…84: new).
        let over = "o.xml:7:3: [overlap] button#over \"Over\" overlaps"
        let failures = result.stdout.components(separatedBy: "\nFailures:\n").last?.split(separator: "\n").map(String.init) ?? []
        #expect(
            failures == [
                "  o.yaml:1:1: error: audit of the loaded screen: \(over) button#r1 \"R1\" by 200 × 10 pt",
                "  o.yaml:1:1: error: audit of the loaded screen: \(over) button#r2 \"R2\" by 200 × 34 pt",
                "  o.yaml:3:3: error: audit after scroll #list to (0, 50): \(over) button#r3 \"R3\" by 200 × 34 pt",
                "0 passed, 1 failed",
            ])
    }

    @Test func withoutTheOptionTheSameFlowPasses() throws {
        let directory = try CLIRunner.directory(with: [
            "screen.xml": Self.screen, "flow.yaml": "screen: screen.xml\n---\n- tapOn: OK\n",
        ])
        let result = try CLIRunner.run(["test", "flow.yaml"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("1 passed, 0 failed\n"))
    }
}
