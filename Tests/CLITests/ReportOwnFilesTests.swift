import Foundation
import Testing

/// A report never replaces what it did not write (Docs/cli.md, "Files Trellis writes"):
/// `--html DIR` and `report merge OUT_DIR` refuse (73, before writing anything) a folder
/// holding the user's own `index.html` or pages without `report.json`, and a merge never
/// replaces another report at `OUT_DIR/K`; a report that cannot be written after every
/// flow passed exits 73 with nothing of it put in place.
struct ReportOwnFilesTests {
    let directory: URL

    init() throws {
        directory = try NothingLostTests.directory(adding: ["pass.yaml": "screen: big.xml\n---\n- assertNotVisible: Nowhere\n"])
    }

    private func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    private func write(_ name: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: (path(name) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
    }

    /// The user's own files in the folder given, and the one the error names.
    @Test(arguments: [
        (["site/index.html"], "site/index.html"),
        (["site/flows/page.html", "site/flows/logo.svg"], "site/flows"),
    ])
    func htmlRefusesAFolderOfTheUsersOwnPages(files: [String], named: String) throws {
        for file in files { try write(file, "mine") }
        let result = try CLIRunner.run(["test", "pass.yaml", "--html", "site"], in: directory)
        #expect(result.status == 73)
        #expect(result.stdout.isEmpty, "no flow ran")
        #expect(
            result.stderr
                == "trellis: error: cannot write the HTML report to 'site': it holds '\(named)' but no report.json, so it is not an earlier report, which a report replaces; give the report a folder of its own\n"
        )
        for file in files { #expect(try String(contentsOfFile: path(file), encoding: .utf8) == "mine") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("site")).sorted() == (named == "site/flows" ? ["flows"] : ["index.html"]))
    }

    @Test func mergeRefusesTheUsersOwnPagesAndAnotherReportAtK() throws {
        _ = try CLIRunner.run(["test", "pass.yaml", "--html", "s1"], in: directory)
        try write("site/index.html", "mine")
        let own = try CLIRunner.run(["report", "merge", "site", "s1"], in: directory)
        #expect(own.status == 73)
        #expect(
            own.stderr
                == "trellis: error: cannot write the report to 'site': it holds 'site/index.html' but no report.json, so it is not an earlier report, which a report replaces; give the report a folder of its own\n"
        )
        #expect(try String(contentsOfFile: path("site/index.html"), encoding: .utf8) == "mine")
        // OUT_DIR/1 is a shard of its own (report.json in it), even with report.json in OUT_DIR.
        _ = try CLIRunner.run(["test", "pass.yaml", "--html", "out/1"], in: directory)
        try write("out/report.json", "{}")
        let before = try String(contentsOfFile: path("out/1/report.json"), encoding: .utf8)
        let other = try CLIRunner.run(["report", "merge", "out", "s1"], in: directory)
        #expect(other.status == 73)
        #expect(
            other.stderr
                == "trellis: error: cannot write the report to 'out': 'out/1' holds a report of its own, which the pages of shard 1 would replace; merge into a new directory\n"
        )
        #expect(try String(contentsOfFile: path("out/1/report.json"), encoding: .utf8) == before)
        // OUT_DIR/1 a link to a folder elsewhere: nothing is written through it.
        try FileManager.default.createDirectory(atPath: path("elsewhere"), withIntermediateDirectories: false)
        try FileManager.default.removeItem(atPath: path("out/1"))
        #expect(symlink(path("elsewhere"), path("out/1")) == 0)
        let linked = try CLIRunner.run(["report", "merge", "out", "s1"], in: directory)
        #expect(linked.status == 73)
        #expect(
            linked.stderr
                == "trellis: error: cannot write the report to 'out': 'out/1' is a symbolic link, and the pages of shard 1 are written only inside OUT_DIR; remove it or merge into a new directory\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("elsewhere")).isEmpty)
    }

    /// Every flow passes but no page can be written (a file-size limit of 0): 73, and the
    /// earlier report is as it was.
    @Test(NothingLostTests.notUnderTheThreadSanitizer) func aReportThatCannotBeWrittenAfterEveryFlowPassedExits73() throws {
        let first = try CLIRunner.run(["test", "pass.yaml", "--html", "report"], in: directory)
        #expect(first.status == 0, "\(first.stderr)")
        let index = try String(contentsOfFile: path("report/index.html"), encoding: .utf8)
        let json = try String(contentsOfFile: path("report/report.json"), encoding: .utf8)
        let limited = try NothingLostTests()
        let source = limited.directory
        for name in ["pass.yaml"] { try FileManager.default.copyItem(atPath: path(name), toPath: source.appendingPathComponent(name).path) }
        try FileManager.default.copyItem(atPath: path("report"), toPath: source.appendingPathComponent("report").path)
        let result = try limited.runLimited(["test", "pass.yaml", "--html", "report"])
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("trellis: error: cannot write the HTML report 'report': "), "\(result.stderr)")
        #expect(try String(contentsOf: source.appendingPathComponent("report/index.html"), encoding: .utf8) == index)
        #expect(try String(contentsOf: source.appendingPathComponent("report/report.json"), encoding: .utf8) == json)
        let entries = try FileManager.default.contentsOfDirectory(atPath: source.appendingPathComponent("report").path).sorted()
        #expect(entries == ["flows", "index.html", "report.json"])
    }
}
