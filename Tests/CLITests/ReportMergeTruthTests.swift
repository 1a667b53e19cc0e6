import Foundation
import Testing

/// `trellis report merge` tells the truth about what it merges (Docs/cli.md, "Reading a
/// shard in `report merge`"): shards without flows give an empty report, a shard given
/// twice is refused, and a report.json with times below 0, lines below 1 or a page
/// listed twice is refused with the entry that holds it.
struct ReportMergeTruthTests {
    let directory: URL

    init() throws {
        directory = try NothingLostTests.directory(adding: [:])
    }

    private func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    @Test func onlyEmptyShardsMergeIntoAnEmptyReport() throws {
        for shard in ["e1", "e2"] {
            let run = try CLIRunner.run(["test", "failing.yaml", "--shard", "2/2", "--html", shard], in: directory)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let result = try CLIRunner.run(["report", "merge", "out/all", "e1", "e2"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "merged 2 reports into out/all: 0 passed, 0 failed, 0 skipped\n")
        let json = try String(contentsOfFile: path("out/all/report.json"), encoding: .utf8)
        #expect(json.hasPrefix("{\"entries\":[],"))
        #expect(FileManager.default.fileExists(atPath: path("out/all/index.html")))
    }

    @Test func aShardGivenTwiceIsRefused() throws {
        _ = try CLIRunner.run(["test", "failing.yaml", "--html", "s1"], in: directory)
        #expect(symlink("s1", path("again")) == 0)
        for (second, shown) in [("./s1/", "./s1/"), ("again", "again")] {
            let result = try CLIRunner.run(["report", "merge", "out", "s1", second], in: directory)
            #expect(result.status == 2)
            #expect(result.stderr.contains("SHARD_DIR '\(shown)' is the same folder as 's1'; give each shard once"), "\(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: path("out")))
    }

    /// Each change to a shard's report.json and the error it gives.
    @Test(arguments: [
        ("time", "-1", "'time' must be a number of seconds of 0 or more, not -1.0"),
        ("entries.0.time", "-0.5", "entries[0].time must be a number of seconds of 0 or more, not -0.5"),
        ("entries.0.failure.line", "0", "entries[0].failure.line must be 1 or more, not 0"),
        ("entries.0.failure.column", "-3", "entries[0].failure.column must be 1 or more, not -3"),
        ("twice", "", "entries[1].page 'flows/failing.html' is listed by entries[0] too; each flow has a page of its own"),
    ])
    func aWrongValueInReportJSONIsRefusedWhereItIs(key: String, value: String, message: String) throws {
        _ = try CLIRunner.run(["test", "failing.yaml", "--html", "s1"], in: directory)
        let file = URL(fileURLWithPath: path("s1/report.json"))
        var summary = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var entries = try #require(summary["entries"] as? [[String: Any]])
        var failure = try #require(entries[0]["failure"] as? [String: Any])
        switch key {
        case "time": summary["time"] = Double(value)
        case "entries.0.time": entries[0]["time"] = Double(value)
        case "entries.0.failure.line": failure["line"] = Int(value)
        case "entries.0.failure.column": failure["column"] = Int(value)
        default: entries.append(entries[0])
        }
        entries[0]["failure"] = failure
        summary["entries"] = entries
        try JSONSerialization.data(withJSONObject: summary).write(to: file)
        let result = try CLIRunner.run(["report", "merge", "out", "s1"], in: directory)
        #expect(result.status == 65)
        #expect(result.stderr == "s1/report.json: \(message)\n")
        #expect(!FileManager.default.fileExists(atPath: path("out")))
    }
}
