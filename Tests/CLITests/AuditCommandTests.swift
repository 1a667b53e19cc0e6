import Foundation
import Testing

/// `trellis audit` (Docs/accessibility.md, "The audit"): output and exit statuses.
struct AuditCommandTests {
    let directory: URL

    init() throws {
        directory = try CLIRunner.directory(with: [
            "small.xml": """
                <screen layout="absolute">
                  <button id="ok" title="OK" frame="0 0 44 20"/>
                  <button id="play" frame="100 0 44 44"/>
                </screen>
                """,
            "good.xml": #"<screen layout="absolute"><button title="OK" frame="0 0 44 44"/></screen>"#,
            "bad.xml": "<screen><buton/></screen>",
        ])
    }

    @Test func findingsAreSortedAndCounted() throws {
        let result = try CLIRunner.run(["audit", "small.xml", "good.xml"], in: directory)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout == """
            small.xml:2:3: warning: [tap-target] button#ok "OK" is 44 × 20 pt; tap targets should be at least 44 × 44
            small.xml:3:3: warning: [label] button#play has no accessibility label
            2 findings

            """)
    }

    @Test func rulesMinimumTargetAndJSON() throws {
        let selected = try CLIRunner.run(["audit", "small.xml", "--rule", "label", "--format", "json"], in: directory)
        #expect(selected.status == 1)
        #expect(selected.stdout == #"{"findings":[{"file":"small.xml","line":3,"column":3,"rule":"label","message":"button#play has no accessibility label"}]}"# + "\n")
        let android = try CLIRunner.run(["audit", "good.xml", "--min-target", "48"], in: directory)
        #expect(android.stdout.hasSuffix("is 44 × 44 pt; tap targets should be at least 48 × 48\n1 finding\n"))
        let clean = try CLIRunner.run(["audit", "good.xml"], in: directory)
        #expect(clean.status == 0 && clean.stdout == "no findings\n")
    }

    @Test func theAccessibleExamplePassesAt44AndNotAt48() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/weekdays-accessible.xml").path
        let result = try CLIRunner.run(["audit", path])
        #expect(result.status == 0 && result.stdout == "no findings\n")
        // Every tag is 44 points tall; 周一 at 17 points is 2 × 17 + 2 × 16 padding = 66 wide.
        let android = try CLIRunner.run(["audit", path, "--min-target", "48"])
        #expect(android.status == 1)
        #expect(android.stdout.contains(#"[tap-target] button "周一" is 66 × 44 pt; tap targets should be at least 48 × 48"#))
        #expect(android.stdout.hasSuffix("\n26 findings\n"))
    }

    @Test func exitStatuses() throws {
        #expect(try CLIRunner.run(["audit", "good.xml", "--rule", "contrst"], in: directory).status == 2)
        #expect(try CLIRunner.run(["audit"], in: directory).status == 2)
        #expect(try CLIRunner.run(["audit", "bad.xml"], in: directory).status == 65)
        #expect(try CLIRunner.run(["audit", "missing.xml"], in: directory).status == 66)
    }
}
