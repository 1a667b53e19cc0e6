import Foundation
import Testing

/// Data rows on the command line (Docs/flows.md, "Data rows"; Docs/ci.md): each row is a
/// test of its own in the log, the counts, JUnit, the artifacts and HTML pages, Bazel's test
/// filter and GitHub's annotations.
struct DataRowCommandLineTests {
    static let files = [
        "screen.xml": "<screen width=\"200\" height=\"100\">\n  <button id=\"ok\" title=\"OK\"/>\n</screen>\n",
        "rows.csv": "WHO\nOK\nNope\n",
        "pick.yaml": "screen: screen.xml\ndata: rows.csv\n---\n- tapOn: ${WHO}\n",
    ]

    @Test func eachRowIsATestInTheLogCountsAndJUnit() throws {
        let directory = try CLIRunner.directory(with: Self.files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["test", "pick.yaml", "--report", "junit.xml", "--artifacts", "art", "--html", "report"], in: directory)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.prefix(4).map { $0.replacingOccurrences(of: #" \(\d+\.\d\d ms\)"#, with: "", options: .regularExpression) } == [
                "▸ pick.yaml[1] (WHO=OK)", "  ✓ tapOn 'OK'", "▸ pick.yaml[2] (WHO=Nope)", "  ✗ tapOn 'Nope'",
            ])
        #expect(lines.contains("1 passed, 1 failed"))
        let junit = try String(contentsOf: directory.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("<testcase name=\"pick[2]\" classname=\"pick\""))
        #expect(junit.contains("<property name=\"WHO\" value=\"Nope\"/>"))
        // Artifacts and pages are named as the flow's, with the row's number added.
        #expect(result.stdout.contains("    artifacts: art/pick[2].txt, art/pick[2].json, art/pick[2].svg\n"))
        let pages = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("report/flows").path).filter { $0.hasSuffix(".html") }
            .sorted()
        #expect(pages == ["pick[1].html", "pick[2].html"])
    }

    /// `-e` takes precedence over a row's values: the row's line and its JUnit properties
    /// give the value the row ran with, marked, not the one the row wrote.
    @Test func aValueTheCommandLineGivesIsTheOneShown() throws {
        let directory = try CLIRunner.directory(with: Self.files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["test", "pick.yaml", "-e", "WHO=OK", "--report", "junit.xml"], in: directory)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map { $0.replacingOccurrences(of: #" \(\d+\.\d\d ms\)"#, with: "", options: .regularExpression) }
        #expect(
            lines == [
                "▸ pick.yaml[1] (WHO=OK (-e))", "  ✓ tapOn 'OK'", "▸ pick.yaml[2] (WHO=OK (-e))", "  ✓ tapOn 'OK'", "2 passed, 0 failed",
                "wrote the JUnit report to junit.xml",
            ])
        let junit = try String(contentsOf: directory.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(!junit.contains("value=\"Nope\""))
    }

    @Test(arguments: [
        // A row answers by its own name and by its flow's.
        ("pick[2]", ["▸ pick.yaml[2] (WHO=Nope)"]),
        ("pick", ["▸ pick.yaml[1] (WHO=OK)", "▸ pick.yaml[2] (WHO=Nope)"]),
        ("p?ck[1]", ["▸ pick.yaml[1] (WHO=OK)"]),
    ])
    func bazelsFilterSelectsRowsByEitherName(filter: String, expected: [String]) throws {
        let directory = try CLIRunner.directory(with: Self.files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["test", "pick.yaml"], in: directory, environment: ["TESTBRIDGE_TEST_ONLY": filter])
        #expect(result.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("▸") } == expected)
    }

    @Test func aRowsAnnotationNamesTheRow() throws {
        let directory = try CLIRunner.directory(with: Self.files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["test", "pick.yaml"], in: directory, environment: ["GITHUB_ACTIONS": "true"])
        #expect(result.stdout.contains("\n::error file=pick.yaml,line=4,col=3::pick[2]: tapOn 'Nope': no visible view matches 'Nope'"))
    }
}
