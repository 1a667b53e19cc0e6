import Foundation
import Testing

/// `trellis test --html DIR` and `--report FILE` say where they wrote, one line each on
/// stdout after the summary (Docs/flows.md, "`trellis test`").
struct ReportLocationTests {
    static let files = [
        "screen.xml": #"<screen width="100" height="50" layout="absolute"><button title="OK" frame="0 0 60 44"/></screen>"#,
        "pass.yaml": "screen: screen.xml\n---\n- tapOn: OK\n",
    ]

    @Test func bothReportsAreNamedAfterTheSummaryLine() throws {
        let directory = try CLIRunner.directory(with: Self.files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["test", "pass.yaml", "--html", "out/html/", "--report", "out/junit.xml"], in: directory)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        // The trailing slash of the folder is not repeated before index.html.
        #expect(
            result.stdout.hasSuffix(
                """
                1 passed, 0 failed
                wrote the HTML report to out/html/index.html
                wrote the JUnit report to out/junit.xml

                """))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/html/index.html").path))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/junit.xml").path))
    }

    @Test func aFailingRunNamesItsReportsToo() throws {
        var files = Self.files
        files["fail.yaml"] = "screen: screen.xml\n---\n- tapOn: Cancel\n"
        let directory = try CLIRunner.directory(with: files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["test", "pass.yaml", "fail.yaml", "--jobs", "1", "--report", "junit.xml"], in: directory)
        #expect(result.status == 1)
        #expect(result.stdout.hasSuffix("1 passed, 1 failed\nwrote the JUnit report to junit.xml\n"))
        #expect(!result.stdout.contains("HTML report"))
    }

    /// The JUnit report keeps each flow's result as the flow finishes, on whichever thread
    /// ran it; its test cases follow the order the flows were given, whatever the jobs.
    @Test(arguments: ["1", "3"])
    func theJUnitTestCasesFollowTheFlowsOrderAtAnyJobs(jobs: String) throws {
        var files = Self.files
        let names = (1...6).map { "flow\($0).yaml" }
        for name in names { files[name] = files["pass.yaml"] }
        let directory = try CLIRunner.directory(with: files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["test"] + names.reversed() + ["--jobs", jobs, "--report", "junit.xml"], in: directory)
        #expect(result.status == 0)
        let xml = try String(contentsOf: directory.appendingPathComponent("junit.xml"), encoding: .utf8)
        let cases = xml.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: #"file=""#) else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "\"" })
        }
        #expect(cases == Array(names.reversed()))
    }

    @Test func withoutEitherOptionNothingIsNamed() throws {
        let directory = try CLIRunner.directory(with: Self.files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["test", "pass.yaml"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("\n1 passed, 0 failed\n"))
    }
}
