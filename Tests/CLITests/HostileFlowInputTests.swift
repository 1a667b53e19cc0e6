import Foundation
import Testing

/// Hostile inputs to the flow language (Docs/flows.md, "Parameters, conditions, data rows
/// and hooks"): each case is a flow (and its CSV file) run with `trellis test`; the run
/// must end with a located error and the expected exit status, quickly, never with a
/// crash or a hang.
struct HostileFlowInputTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// The files beside `flow.yaml` (name → content); the screen is always there.
        var files: [String: String]
        var flow: String
        var arguments: [String] = []
        var exit: Int32
        /// The first line on standard error, exactly.
        var firstError: String

        var testDescription: String { name }
    }

    static let screen = "<screen width=\"200\" height=\"100\"><button id=\"ok\" title=\"OK\" height=\"40\"/></screen>"
    static let header = "screen: screen.xml\ndata: rows.csv\n---\n- tapOn: ${A}\n"

    static let cases: [Case] = [
        Case(
            name: "a CSV quote never closed", files: ["rows.csv": "A,B\nx,\"never closed\n" + String(repeating: "y,z\n", count: 10_000)],
            flow: header, exit: 65, firstError: "rows.csv:2:3: error: a quote never closed: the quoted field that starts here runs to the end of the file"),
        Case(
            name: "100,000 CSV columns, a row short of one",
            files: [
                "rows.csv": (0..<100_000).map { "C\($0)" }.joined(separator: ",") + ",A\n" + String(repeating: "v,", count: 99_999) + "v\n"
            ], flow: header, exit: 65, firstError: "rows.csv:2:1: error: row 1 has 100000 fields; the first record names 100001 columns"),
        Case(
            name: "ragged CSV rows", files: ["rows.csv": "A,B\n" + String(repeating: "1\n1,2,3\n", count: 200)],
            flow: header, exit: 65, firstError: "rows.csv:2:1: error: row 1 has 1 field; the first record names 2 columns"),
        Case(
            name: "a CSV file that does not exist", files: [:], flow: header, exit: 65,
            firstError: "flow.yaml:2:1: error: data: the CSV file 'rows.csv' does not exist (looked for rows.csv)"),
        Case(
            name: "${ nested 10,000 deep", files: [:], flow: "screen: screen.xml\n---\n- tapOn: \"" + String(repeating: "${", count: 10_000) + "\"\n",
            exit: 65, firstError: "flow.yaml:3:11: error: unclosed '${': write the name and '}' (${NAME}), or '$${' for a literal '${'"),
        // 100,001 `true` joined by ` && ` is 100,001 × 4 + 100,000 × 4 = 800,004 characters;
        // the last `&&` is at offset 800,005, after the quote at column 26: 26 + 1 + 800,005.
        Case(
            name: "an expression of 100,000 operators", files: [:],
            flow: "screen: screen.xml\n---\n- runFlow: {when: {true: \"" + Array(repeating: "true", count: 100_001).joined(separator: " && ")
                + " && 1\"}, commands: [{tapOn: OK}]}\n",
            exit: 65, firstError: "flow.yaml:3:800032: error: '&&' takes two booleans, not a boolean and a number"),
        Case(
            name: "100,000 parentheses", files: [:],
            flow: "screen: screen.xml\n---\n- runFlow: {when: {true: \"" + String(repeating: "(", count: 100_000) + "true"
                + String(repeating: ")", count: 99_999) + "\"}, commands: [{tapOn: OK}]}\n",
            exit: 65, firstError: "flow.yaml:3:27: error: unclosed '('"),
    ]

    @Test(arguments: cases) func hostileFlow(_ hostile: Case) throws {
        var files = hostile.files
        files["screen.xml"] = Self.screen
        files["flow.yaml"] = hostile.flow
        let directory = try CLIRunner.directory(with: files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["test", "flow.yaml"] + hostile.arguments, in: directory)
        #expect(result.status == hostile.exit, "\(result.stderr.prefix(500))")
        let first = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        #expect(first == hostile.firstError)
    }

    @Test func aGigabyteCSVIsRefusedAtItsDataKeyWithoutBeingRead() throws {
        // A sparse file of 1 GB: its size is refused before a byte is read.
        let directory = try CLIRunner.directory(with: ["screen.xml": Self.screen, "flow.yaml": Self.header])
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("rows.csv").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("A\n".utf8)))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let result = try CLIRunner.run(["test", "flow.yaml"], in: directory)
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("flow.yaml:2:1: error: data: the CSV file 'rows.csv' is larger than the 16,777,216-byte limit for flow files"))
    }
}
