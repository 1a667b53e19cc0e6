import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `trellis report merge OUT_DIR SHARD_DIR…`: the shards of a run give one report and
/// one JUnit file (Docs/flows.md, "The HTML report").
struct ReportMergeTests {
    let fixture: ReportFixture

    init() throws {
        fixture = try ReportFixture()
    }

    @Test func shardsMergeIntoOneReport() throws {
        for index in 1...2 {
            _ = try CLIRunner.run(["test", "flows", "--shard", "\(index)/2", "--html", "shard-\(index)"], in: fixture.directory)
        }
        let result = try CLIRunner.run(["report", "merge", "merged", "shard-1", "shard-2"], in: fixture.directory)
        #expect(result.status == 0)
        #expect(result.stdout == "merged 2 reports into merged: 1 passed, 3 failed, 0 skipped\n")
        let index = try fixture.read("merged/index.html")
        #expect(index.contains(#"<span class="failed" id="failed-count">3 failed</span>"#))
        #expect(index.contains(#"<span class="passed" id="passed-count">1 passed</span>"#))
        // Every flow once, each row naming its shard and linking to its copied page.
        for name in ["miss", "nomatch", "pass", "shot"] {
            #expect(index.components(separatedBy: "<td>flows/\(name).yaml</td>").count == 2)
        }
        #expect(index.contains("<td>1/2</td>") && index.contains("<td>2/2</td>"))
        let pages =
            try FileManager.default.contentsOfDirectory(atPath: fixture.directory.appendingPathComponent("merged/1/flows").path)
            + FileManager.default.contentsOfDirectory(atPath: fixture.directory.appendingPathComponent("merged/2/flows").path)
        #expect(pages.filter { $0.hasSuffix(".html") }.sorted() == ["flows_miss.html", "flows_nomatch.html", "flows_pass.html", "flows_shot.html"])
        // Each page's picture file was copied beside it (one file may hold the pictures
        // of several flows of a shard).
        for shardNumber in ["1", "2"] {
            let folder = "merged/\(shardNumber)/flows/"
            let names = try FileManager.default.contentsOfDirectory(atPath: fixture.directory.appendingPathComponent(folder).path)
            for name in names where name.hasSuffix(".html") {
                let html = try fixture.read(folder + name)
                let sources = html.components(separatedBy: "src=\"").dropFirst().compactMap { source in
                    source.split(separator: "\"").first.flatMap { $0.split(separator: "#").first }.map(String.init)
                }
                #expect(sources.allSatisfy { fixture.exists(folder + $0) }, "\(folder + name): \(sources)")
                // The failing step's picture above the three cards of the four steps (the
                // assertion after the first tap shares its card).
                if name == "flows_miss.html" { #expect(sources.count == 4) }
            }
        }
        let shard = pages.contains("flows_miss.html") && fixture.exists("merged/1/flows/flows_miss.html") ? "1" : "2"
        let page = try fixture.read("merged/\(shard)/flows/flows_miss.html")
        #expect(page.contains(#"<a class="back" href="../../index.html">"#))
        let junit = try XMLDocument(data: try Data(contentsOf: fixture.directory.appendingPathComponent("merged/junit.xml")))
        let suites = try #require(junit.rootElement())
        #expect(suites.attribute(forName: "tests")?.stringValue == "4")
        #expect(suites.attribute(forName: "failures")?.stringValue == "3")
        let cases = try junit.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(Set(cases.compactMap { $0.attribute(forName: "classname")?.stringValue }) == ["flows.miss", "flows.nomatch", "flows.pass", "flows.shot"])
        let miss = try #require(cases.first { $0.attribute(forName: "classname")?.stringValue == "flows.miss" })
        #expect(miss.attribute(forName: "line")?.stringValue == "8")
        #expect(miss.stringValue?.contains("The screen at the failure:\nscreen (0, 0, 200, 160)") == true)
    }

    @Test func mergedReportsMergeAgain() throws {
        _ = try CLIRunner.run(["test", "flows/pass.yaml", "--html", "first"], in: fixture.directory)
        _ = try CLIRunner.run(["test", "flows/miss.yaml", "--html", "second"], in: fixture.directory)
        #expect(try CLIRunner.run(["report", "merge", "both", "first"], in: fixture.directory).status == 0)
        let result = try CLIRunner.run(["report", "merge", "all", "both", "second"], in: fixture.directory)
        #expect(result.status == 0)
        let page = try fixture.read("all/1/1/flows/flows_pass.html")
        #expect(page.contains(#"<a class="back" href="../../../index.html">"#))
        #expect(try fixture.read("all/index.html").contains(#"<a href="./1/1/flows/flows_pass.html">pass</a>"#))
    }

    @Test func badArgumentsAreUsageErrorsAndMissingReportsSaySo() throws {
        let mistyped = try CLIRunner.run(["report", "merg", "out", "a"], in: fixture.directory)
        #expect(mistyped.status == 2)
        #expect(mistyped.stderr.hasPrefix("trellis: error: unknown action 'merg'; did you mean 'merge'?"))
        let alone = try CLIRunner.run(["report", "merge", "out"], in: fixture.directory)
        #expect(alone.status == 2)
        #expect(alone.stderr.hasPrefix("trellis: error: merge needs OUT_DIR and at least one SHARD_DIR"))
        let missing = try CLIRunner.run(["report", "merge", "out", "nothing"], in: fixture.directory)
        #expect(missing.status == 66)
        #expect(missing.stderr.hasPrefix("trellis: error: cannot read 'nothing/report.json'"))
        #expect(!fixture.exists("out"))
    }

    /// OUT_DIR may not be one of the shards, however it is spelt: merging into a shard's
    /// own folder would overwrite the report it reads. A link to the shard's folder is
    /// that folder too.
    @Test func aShardCannotBeTheOutput() throws {
        _ = try CLIRunner.run(["test", "flows/pass.yaml", "--html", "shard"], in: fixture.directory)
        try FileManager.default.createSymbolicLink(atPath: fixture.directory.appendingPathComponent("link").path, withDestinationPath: "shard")
        let index = try fixture.read("shard/index.html")
        for (out, shard) in [("shard", "./shard/"), ("link", "shard"), ("shard", "link")] {
            let result = try CLIRunner.run(["report", "merge", out, shard], in: fixture.directory)
            #expect(result.status == 2, "\(out) \(shard)")
            #expect(
                result.stderr.hasPrefix("trellis: error: OUT_DIR '\(out)' is also a SHARD_DIR ('\(shard)'); merge into a new directory"), "\(result.stderr)")
        }
        #expect(try fixture.read("shard/index.html") == index)
        #expect(!fixture.exists("shard/1"))
    }

    /// Merging again into the same OUT_DIR replaces what the earlier merge wrote: each
    /// shard's pages whole, and the folder of a shard no longer merged is removed.
    @Test func mergingAgainReplacesTheEarlierMerge() throws {
        for index in 1...2 {
            _ = try CLIRunner.run(["test", "flows", "--shard", "\(index)/2", "--html", "shard-\(index)"], in: fixture.directory)
        }
        #expect(try CLIRunner.run(["report", "merge", "merged", "shard-1", "shard-2"], in: fixture.directory).status == 0)
        #expect(fixture.exists("merged/2/flows"))
        let again = try CLIRunner.run(["report", "merge", "merged", "shard-2"], in: fixture.directory)
        #expect(again.status == 0)
        #expect(!fixture.exists("merged/2"))
        let shardPages = try FileManager.default.contentsOfDirectory(atPath: fixture.directory.appendingPathComponent("shard-2/flows").path).filter {
            $0.hasSuffix(".html")
        }
        let mergedPages = try FileManager.default.contentsOfDirectory(atPath: fixture.directory.appendingPathComponent("merged/1/flows").path).filter {
            $0.hasSuffix(".html")
        }
        #expect(!shardPages.isEmpty && mergedPages.sorted() == shardPages.sorted())
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: fixture.directory.appendingPathComponent("merged").path).sorted() == [
                "1", "index.html", "junit.xml", "report.json",
            ])
    }

    /// A page report.json lists is one a report writes (`flows/NAME.html`): any other
    /// path, which could reach outside OUT_DIR, is refused with exit 65 before anything
    /// is written.
    @Test func aPageOutsideTheFlowsFolderIsRefused() throws {
        _ = try CLIRunner.run(["test", "flows/pass.yaml", "--html", "shard"], in: fixture.directory)
        let json = try fixture.read("shard/report.json")
        try fixture.write("shard/report.json", json.replacingOccurrences(of: "\"flows/flows_pass.html\"", with: "\"../../escaped.html\""))
        let result = try CLIRunner.run(["report", "merge", "merged", "shard"], in: fixture.directory)
        #expect(result.status == 65)
        #expect(result.stderr == "shard/report.json: page '../../escaped.html' is not one 'trellis test --html' writes (flows/NAME.html)\n")
        #expect(!fixture.exists("merged/index.html"))
    }
}
