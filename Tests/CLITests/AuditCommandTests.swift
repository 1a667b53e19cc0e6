import Foundation
import Testing
import Trellis

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
        #expect(
            result.stdout == """
                small.xml:2:3: warning: [tap-target] button#ok "OK" is 44 × 20 pt; tap targets should be at least 44 × 44
                small.xml:3:3: warning: [label] button#play has no accessibility label
                2 findings

                """)
    }

    @Test func rulesMinimumTargetAndJSON() throws {
        let selected = try CLIRunner.run(["audit", "small.xml", "--rule", "label", "--format", "json"], in: directory)
        #expect(selected.status == 1)
        #expect(
            selected.stdout == #"{"findings":[{"file":"small.xml","line":3,"column":3,"rule":"label","message":"button#play has no accessibility label"}]}"#
                + "\n")
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

    @Test func ruleTakesOneNameAndMinTargetALengthAboveZero() throws {
        let rule = try CLIRunner.run(["audit", "good.xml", "--rule", "label contrast"], in: directory)
        #expect(rule.status == 2)
        #expect(
            rule.stderr.hasPrefix(
                """
                trellis: error: --rule takes one audit rule name and is repeated for several (--rule label --rule contrast); \
                'label contrast' is not one of \(AuditRule.allNames)

                """))
        let zero = try CLIRunner.run(["audit", "good.xml", "--min-target", "0"], in: directory)
        #expect(zero.status == 2)
        #expect(zero.stderr.hasPrefix("trellis: error: --min-target expects a length above 0 in points, not '0'\n"))
    }

    @Test func aDirectoryIsAuditedScreenByScreenAndABadOneDoesNotHideTheOthers() throws {
        let screens = try CLIRunner.directory(with: [:])
        try FileManager.default.createDirectory(at: screens.appendingPathComponent("screens/nested"), withIntermediateDirectories: true)
        for (name, content) in [
            ("screens/small.xml", "<screen layout=\"absolute\">\n  <button id=\"ok\" title=\"OK\" frame=\"0 0 44 20\"/>\n</screen>\n"),
            ("screens/nested/bad.xml", "<screen><buton/></screen>"),
            ("screens/flow.yaml", "screen: small.xml\n---\n- tapOn: OK\n"),
        ] {
            try content.write(to: screens.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let result = try CLIRunner.run(["audit", "screens"], in: screens)
        // The flow is not a screen and is left out, as validate leaves it to flows; the bad
        // screen's error is printed and gives the exit status, the good one's finding stays.
        #expect(result.status == 65)
        #expect(
            result.stdout == """
                screens/small.xml:2:3: warning: [tap-target] button#ok "OK" is 44 × 20 pt; tap targets should be at least 44 × 44
                1 finding; 1 of 2 screens could not be audited

                """)
        #expect(result.stderr.contains("screens/nested/bad.xml:1:9: error: "))
        let summary = try CLIRunner.run(["--help"], in: screens)
        #expect(summary.stdout.contains("low contrast, controls off the\n                            screen"))
    }

    @Test func exitStatuses() throws {
        #expect(try CLIRunner.run(["audit", "good.xml", "--rule", "contrst"], in: directory).status == 2)
        #expect(try CLIRunner.run(["audit"], in: directory).status == 2)
        #expect(try CLIRunner.run(["audit", "bad.xml"], in: directory).status == 65)
        #expect(try CLIRunner.run(["audit", "missing.xml"], in: directory).status == 66)
    }

    /// A screen that could not be loaded is never reported as clean: the closing line says
    /// how many were not audited, and the JSON lists them (the screens that could not be
    /// loaded, then the paths that do not exist). A path that does not exist is reported
    /// and the others are still audited (Docs/cli.md, `trellis audit`), with exit 66.
    @Test(arguments: [
        (["bad.xml"], "no findings; 1 of 1 screen could not be audited\n", #"{"findings":[],"unaudited":["bad.xml"]}"#, 65),
        (["good.xml", "bad.xml"], "no findings; 1 of 2 screens could not be audited\n", #"{"findings":[],"unaudited":["bad.xml"]}"#, 65),
        (["missing.xml", "good.xml"], "no findings; 1 of 2 screens could not be audited\n", #"{"findings":[],"unaudited":["missing.xml"]}"#, 66),
        (["bad.xml", "missing.xml"], "no findings; 2 of 2 screens could not be audited\n", #"{"findings":[],"unaudited":["bad.xml","missing.xml"]}"#, 66),
    ])
    func unloadableScreensAreNotClean(paths: [String], summary: String, json: String, status: Int32) throws {
        let text = try CLIRunner.run(["audit"] + paths, in: directory)
        #expect(text.status == status)
        #expect(text.stdout == summary)
        let object = try CLIRunner.run(["audit", "--format", "json"] + paths, in: directory)
        #expect(object.status == status)
        #expect(object.stdout == (json.isEmpty ? "" : json + "\n"))
    }
}
