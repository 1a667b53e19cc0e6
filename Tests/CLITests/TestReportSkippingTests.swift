import Foundation
import Testing

/// A JUnit report written next to the flows it ran is not a screen: folder walks leave it
/// out, and naming it still checks it as one (Docs/cli.md, "`trellis validate`").
struct TestReportSkippingTests {
    /// A folder with a screen of one 44-point button, a flow tapping it, the JUnit report
    /// of that flow written into the folder itself, and a `<testsuite>` file another tool
    /// wrote.
    private func folderWithReport() throws -> URL {
        let directory = try CLIRunner.directory(with: [
            "ok.xml": #"<screen layout="absolute"><button title="OK" frame="0 0 44 44"/></screen>"#,
            "tap.yaml": "screen: ok.xml\n---\n- tapOn: OK\n",
            "other-tool.xml": #"<?xml version="1.0"?><!-- a report --><testsuite name="x" tests="0"/>"#,
        ])
        let test = try CLIRunner.run(["test", ".", "--report", "junit.xml"], in: directory)
        #expect(test.status == 0, "\(test.stderr)")
        return directory
    }

    @Test func validateLeavesOutReportsUnderAFolder() throws {
        let directory = try folderWithReport()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["validate", "."], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        // ok.xml and tap.yaml; neither junit.xml nor other-tool.xml.
        #expect(result.stdout == "2 files valid\n")
    }

    @Test func auditAndSweepLeaveOutReportsUnderAFolder() throws {
        let directory = try folderWithReport()
        defer { try? FileManager.default.removeItem(at: directory) }
        let audit = try CLIRunner.run(["audit", "."], in: directory)
        #expect(audit.status == 0, "\(audit.stderr)")
        #expect(audit.stderr == "")
        let sweep = try CLIRunner.run(["sweep", ".", "--sizes", "375", "--font-scales", "1", "--appearances", "light", "--locales", "base"], in: directory)
        // Swept as a screen, junit.xml would be an error and the status 65.
        #expect(sweep.status == 0, "\(sweep.stderr)")
        #expect(sweep.stderr == "")
        #expect(sweep.stdout == "no findings in 1 configuration\n")
    }

    @Test func aReportNamedOnTheCommandLineIsCheckedAsAScreen() throws {
        let directory = try folderWithReport()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["validate", "junit.xml"], in: directory)
        #expect(result.status == 65)
        #expect(result.stderr == "junit.xml:2:1: error: the root element must be <screen>, found <testsuites>\ntrellis: 1 of 1 file has errors\n")
    }
}
