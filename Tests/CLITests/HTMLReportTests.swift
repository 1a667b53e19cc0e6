import Foundation
import Testing

@testable import TrellisCommandLine

/// `trellis test --html DIR`: the index, a page per flow with every step and its
/// picture, and what a failure shows (Docs/flows.md, "The HTML report").
struct HTMLReportTests {
    let fixture: ReportFixture

    init() throws {
        fixture = try ReportFixture()
    }

    @Test func theIndexCountsFlowsAndListsFailuresFirst() throws {
        let result = try CLIRunner.run(["test", "flows", "--html", "report", "--jobs", "2"], in: fixture.directory)
        #expect(result.status == 1)
        let index = try fixture.read("report/index.html")
        #expect(index.contains(#"<span class="failed" id="failed-count">3 failed</span>"#))
        #expect(index.contains(#"<span class="passed" id="passed-count">1 passed</span>"#))
        #expect(index.contains(#"<span class="skipped" id="skipped-count">0 skipped</span>"#))
        // Failures first, in run order, then the flow that passed.
        let rows = ["flows/miss.yaml", "flows/nomatch.yaml", "flows/shot.yaml", "flows/pass.yaml"].map { index.range(of: "<td>\($0)</td>")?.lowerBound }
        #expect(rows.allSatisfy { $0 != nil })
        #expect(rows.compactMap { $0 } == rows.compactMap { $0 }.sorted())
        #expect(
            index.contains(
                #"<a href="./flows/flows_miss.html#failure">taps then a miss</a><div class="reason">flows/miss.yaml:8: tapOn &apos;Off&apos;: tap &apos;Off&apos; missed button#off &quot;Off&quot; (screen.xml:3:3): it is disabled</div>"#
            ))
        #expect(!index.contains("http://") && !index.contains("https://"))
    }

    /// Pages are written beside the run, with at most sixteen results waiting: a run of
    /// more flows than that, serial or not, still writes every page before the index.
    /// The pictures of the flows whose pages are written together share a file: each
    /// page's pictures are views of one file, and there are fewer files than flows.
    @Test(arguments: ["1", "2"])
    func everyFlowOfALongRunGetsItsPage(jobs: String) throws {
        for number in 1...40 { try fixture.write("many/flow\(number).yaml", "screen: ../screen.xml\n---\n- tapOn: OK\n- tapOn: OK\n") }
        let result = try CLIRunner.run(["test", "many", "--html", "report", "--jobs", jobs], in: fixture.directory)
        #expect(result.status == 0)
        let index = try fixture.read("report/index.html")
        #expect(index.contains(#"<span class="passed" id="passed-count">40 passed</span>"#))
        var views: [String: Set<String>] = [:]
        for number in 1...40 {
            let page = try fixture.read("report/flows/many_flow\(number).html")
            #expect(page.contains(#"<li class="step passed" id="step-2">"#))
            let sources = Set(page.components(separatedBy: "src=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) })
            #expect(sources.count == 2)
            for source in sources {
                // Every link to the report's own files starts with "./".
                #expect(source.hasPrefix("./"))
                let parts = source.dropFirst(2).split(separator: "#").map(String.init)
                #expect(parts.count == 2)
                views[parts[0], default: []].insert(parts[1])
            }
        }
        let sheets = try FileManager.default.contentsOfDirectory(atPath: fixture.directory.appendingPathComponent("report/flows").path).filter {
            $0.hasSuffix(".svg")
        }
        #expect(Set(sheets) == Set(views.keys))
        #expect(sheets.count < 40 && views.values.map(\.count).reduce(0, +) == 80)
        for (sheet, names) in views {
            let text = try fixture.read("report/flows/" + sheet)
            for name in names { #expect(text.contains("<view id=\"\(name)\" ")) }
            // The flows of one file keep their ids apart: each id is defined once, and
            // each reference names one of them.
            let ids = text.components(separatedBy: " id=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
            let references = text.components(separatedBy: "href=\"#").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
            #expect(Set(ids).count == ids.count && !references.isEmpty && Set(references).isSubset(of: Set(ids)))
        }
    }

    /// A picture file holds several flows' pictures only as long as they stay under
    /// 512 KB together: long flows get a file each, so a page does not load many long
    /// flows' pictures with its own.
    @Test func longFlowsHaveAPictureFileEach() throws {
        // Each tap draws a picture of about a kilobyte: 600 taps take more than half the
        // limit, so no two of these flows fit in one file.
        let steps = String(repeating: "- tapOn: OK\n", count: 600)
        for number in 1...3 { try fixture.write("long/flow\(number).yaml", "screen: ../screen.xml\n---\n" + steps) }
        let result = try CLIRunner.run(["test", "long", "--html", "report", "--jobs", "1"], in: fixture.directory)
        #expect(result.status == 0)
        let folder = fixture.directory.appendingPathComponent("report/flows").path
        let sheets = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".svg") }.sorted()
        #expect(sheets == ["long_flow1.svg", "long_flow2.svg", "long_flow3.svg"])
        for sheet in sheets {
            let size = try #require(FileManager.default.attributesOfItem(atPath: folder + "/" + sheet)[.size] as? Int)
            #expect(size > HTMLReport.pictureFileBytes / 2 && size < HTMLReport.pictureFileBytes * 2, "\(sheet): \(size) bytes")
            let page = try fixture.read("report/flows/" + sheet.replacingOccurrences(of: ".svg", with: ".html"))
            #expect(page.contains("src=\"./\(sheet)#s600\""))
        }
    }

    /// A flow's name with hidden characters (DEL, a byte-order mark) is shown the same in
    /// the page's title as in its heading: each made visible.
    @Test func hiddenCharactersInANameAreShownInTheTitleToo() throws {
        try fixture.write("odd/name.yaml", "screen: ../screen.xml\nname: \"odd\\x7Fname\\uFEFF\"\n---\n- tapOn: OK\n")
        let result = try CLIRunner.run(["test", "odd/name.yaml", "--html", "report"], in: fixture.directory)
        #expect(result.status == 0)
        let page = try fixture.read("report/flows/odd_name.html")
        #expect(page.contains("<title>✓ odd\\u{7F}name\\u{FEFF} — Trellis</title>"))
        #expect(page.contains("odd\\u{7F}name\\u{FEFF}</h1>"))
        #expect(!page.contains("\u{7F}") && !page.contains("\u{FEFF}"))
    }

    @Test func aFlowPageShowsEveryStepWithItsLineAndPicture() throws {
        _ = try CLIRunner.run(["test", "flows/miss.yaml", "--html", "report"], in: fixture.directory)
        let page = try fixture.read("report/flows/flows_miss.html")
        // Steps on lines 5 to 8 (the header is 3 lines, then '---').
        for (number, line) in [(1, 5), (2, 6), (3, 7), (4, 8)] {
            #expect(page.contains("<li class=\"step \(number == 4 ? "failed" : "passed")\" id=\"step-\(number)\">"))
            #expect(page.contains("<span class=\"line\">flows/miss.yaml:\(line)</span>"))
        }
        #expect(
            page.contains(
                #"<div class="taps">3. tap &quot;Off&quot; failed: tap &apos;Off&apos; missed button#off &quot;Off&quot; (screen.xml:3:3): it is disabled</div>"#
            ))
        #expect(page.contains(#"<h2>Failure at flows/miss.yaml:8:3</h2>"#))
        #expect(page.contains("<pre class=\"tree\">screen (0, 0, 200, 160)\n  button#ok &quot;OK&quot; (0, 0, 200, 18)"))
        // The pictures sit in one file, one <view> each; step 2 (an assertion) leaves the
        // screen alone and shows step 1's picture.
        for (step, view) in [(1, 1), (2, 1), (3, 2), (4, 3)] {
            #expect(
                page.contains(
                    "<img loading=\"lazy\" src=\"./flows_miss.svg#s\(view)\" width=\"200\" height=\"160\" style=\"aspect-ratio:200/160\" alt=\"the screen after step \(step)\">"
                ))
        }
        let sheet = try fixture.read("report/flows/flows_miss.svg")
        #expect(sheet.contains(#"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="200" height="480" viewBox="0 0 200 480">"#))
        #expect(sheet.contains("<view id=\"s2\" viewBox=\"0 160 200 160\"/>\n<svg y=\"160\" xmlns="))
        #expect(!sheet.contains("<view id=\"s4\""))
        let pictures = sheet.components(separatedBy: "<view id=").dropFirst()
        #expect(pictures.count == 3)
        let (first, third, missed) = (pictures[pictures.startIndex], pictures[pictures.startIndex + 1], pictures[pictures.startIndex + 2])
        // Tap 1 at the centre of button#ok (0, 0, 200, 18): (100, 9), its frame outlined.
        #expect(first.contains(#"<rect x="0" y="0" width="200" height="18" fill="none"/>"#))
        #expect(first.contains(##"<circle cx="100" cy="9" r="6" fill="#ff6d00" fill-opacity="0.4"/>"##))
        #expect(first.contains(">1 button#ok</text>"))
        #expect(third.contains(">2 button#ok</text>"))
        // The missed tap: red, the target (0, 18, 200, 18) dashed, the view on top named.
        #expect(missed.contains(##"<rect x="0" y="18" width="200" height="18" fill="none" stroke-dasharray="4 2" stroke="#e53935"/>"##))
        #expect(missed.contains(##"<circle cx="100" cy="27" r="6" fill="#e53935" fill-opacity="0.4" stroke="#e53935"/>"##))
        #expect(missed.contains(">3 missed: screen on top</text>"))
        // Every id starts with the flow's, f1 (the first of the run): a picture file may
        // hold several flows' pictures. Each picture's clip paths have ids of their own;
        // the label's clipped text, the same in every picture, is drawn in the first and
        // referred to after it.
        #expect(first.contains(#"<g id="f1d3">"#) && first.contains(#"<clipPath id="f1p1-clip1">"#))
        #expect(third.contains(##"<use href="#f1d3"/>"##) && !third.contains("clipPath"))
        #expect(missed.contains(##"<use href="#f1d1"/>"##) && missed.contains(##"<use href="#f1d3"/>"##))
    }

    @Test func aScreenshotFailureShowsExpectedActualAndDiff() throws {
        _ = try CLIRunner.run(["test", "flows/shot.yaml", "--html", "report"], in: fixture.directory)
        let page = try fixture.read("report/flows/flows_shot.html")
        for (title, file) in [("Expected", "expected"), ("Actual", "actual"), ("Diff", "diff")] {
            #expect(page.contains("<img src=\"./flows_shot/\(file).png\" alt=\"\(title)\">"))
            #expect(fixture.exists("report/flows/flows_shot/\(file).png"))
        }
        #expect(page.contains("pixels differ from flows/golden.png"))
    }

    @Test func reportJSONKeepsEveryRow() throws {
        _ = try CLIRunner.run(["test", "flows", "--html", "report", "--tags", "smoke,slow"], in: fixture.directory)
        let data = try #require(FileManager.default.contents(atPath: fixture.directory.appendingPathComponent("report/report.json").path))
        let summary = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try #require(summary["entries"] as? [[String: Any]])
        #expect(entries.map { $0["path"] as? String } == ["flows/miss.yaml", "flows/pass.yaml", "flows/nomatch.yaml", "flows/shot.yaml"])
        #expect(entries.map { $0["status"] as? String } == ["failed", "passed", "skipped", "skipped"])
        let index = try fixture.read("report/index.html")
        #expect(index.contains(#"<span class="skipped" id="skipped-count">2 skipped</span>"#))
    }

    /// A report replaces the pages of the one before it whole: a flow left out of the
    /// second run leaves no page behind, nor does a screenshot failure's folder.
    @Test func aSecondReportReplacesTheEarlierPages() throws {
        _ = try CLIRunner.run(["test", "flows", "--html", "report"], in: fixture.directory)
        #expect(fixture.exists("report/flows/flows_shot/diff.png"))
        let result = try CLIRunner.run(["test", "flows/pass.yaml", "--html", "report"], in: fixture.directory)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let report = fixture.directory.appendingPathComponent("report").path
        #expect(try FileManager.default.contentsOfDirectory(atPath: report).sorted() == ["flows", "index.html", "report.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: report + "/flows").sorted() == ["flows_pass.html", "flows_pass.svg"])
        #expect(try fixture.read("report/index.html").contains(#"<span class="passed" id="passed-count">1 passed</span>"#))
    }

    /// Replacing removes a folder, so a `flows/` that holds anything a report does not
    /// write (here the flows themselves, `--html .` beside them) is refused before any
    /// flow runs, and left as it was.
    @Test(arguments: [
        ("login.yaml", "report/flows/login.yaml"),
        ("flows_pass/notes.txt", "report/flows/flows_pass/notes.txt"),
    ])
    func aFlowsFolderHoldingOtherFilesIsRefused(file: String, named: String) throws {
        try fixture.write("report/flows/flows_pass.html", "an earlier page")
        try fixture.write("report/flows/" + file, "mine")
        let result = try CLIRunner.run(["test", "flows", "--html", "report"], in: fixture.directory)
        #expect(result.status == 73)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "trellis: error: cannot write the HTML report to 'report/flows': it holds '\(named)', which a report does not write, and a report replaces its flows folder whole; give --html a folder of its own\n"
        )
        #expect(try fixture.read("report/flows/" + file) == "mine")
        #expect(try fixture.read("report/flows/flows_pass.html") == "an earlier page")
        #expect(!fixture.exists("report/index.html"))
        let report = fixture.directory.appendingPathComponent("report").path
        #expect(try FileManager.default.contentsOfDirectory(atPath: report) == ["flows"])
    }

    /// `--html .` beside the flows' own `flows/` folder.
    @Test func theFlowsOwnFolderIsNeverReplaced() throws {
        let result = try CLIRunner.run(["test", "flows", "--html", "."], in: fixture.directory)
        #expect(result.status == 73)
        #expect(result.stderr.hasPrefix("trellis: error: cannot write the HTML report to './flows': it holds './flows/"))
        #expect(try fixture.read("flows/pass.yaml") == ReportFixture.flows["flows/pass.yaml"])
        #expect(!fixture.exists("index.html"))
    }

    @Test func aFlowsFileIsRefused() throws {
        try fixture.write("report/flows", "not a folder")
        let result = try CLIRunner.run(["test", "flows", "--html", "report"], in: fixture.directory)
        #expect(result.status == 73)
        #expect(
            result.stderr
                == "trellis: error: cannot write the HTML report to 'report/flows': it is not a folder of an earlier report's pages, which a report replaces whole; give --html a folder of its own\n"
        )
        #expect(try fixture.read("report/flows") == "not a folder")
    }

    @Test func anUnwritableDirectoryFailsBeforeAnyFlowRuns() throws {
        try fixture.write("plain", "")
        let result = try CLIRunner.run(["test", "flows", "--html", "plain"], in: fixture.directory)
        #expect(result.status == 73)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "trellis: error: cannot write the HTML report to 'plain': 'plain' is not a directory\n")
    }
}
