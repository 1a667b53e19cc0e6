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
                #"<a href="./flows/flows_miss.html#failure">taps then a miss</a><div class="reason">flows/miss.yaml:8: tapOn 'Off': tap 'Off' missed button#off "Off" (screen.xml:3:3): it is disabled</div>"#
            ))
        #expect(!index.contains("http://") && !index.contains("https://"))
    }

    /// Pages are written beside the run, with at most sixteen results waiting: a run of
    /// more flows than that, serial or not, still writes every page before the index.
    /// Every flow taps OK twice on the same screen, so every page shows the same two
    /// pictures (tap 1 marked, then tap 2), each stored once by its content.
    @Test(arguments: ["1", "2"])
    func everyFlowOfALongRunGetsItsPage(jobs: String) throws {
        for number in 1...40 { try fixture.write("many/flow\(number).yaml", "screen: ../screen.xml\n---\n- tapOn: OK\n- tapOn: OK\n") }
        let result = try CLIRunner.run(["test", "many", "--html", "report", "--jobs", jobs], in: fixture.directory)
        #expect(result.status == 0)
        let index = try fixture.read("report/index.html")
        #expect(index.contains(#"<span class="passed" id="passed-count">40 passed</span>"#))
        var shown: Set<String> = []
        for number in 1...40 {
            let page = try fixture.read("report/flows/many_flow\(number).html")
            // Two taps, two pictures (tap 1 marked, then tap 2): two cards.
            #expect(page.components(separatedBy: "<li><code>tapOn 'OK'</code><small>line ").count == 3)
            let sources = page.components(separatedBy: "src=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
            #expect(sources.count == 2)
            // Every link to the report's own files starts with "./".
            #expect(sources.allSatisfy { $0.hasPrefix("./") && $0.hasSuffix(".svg") && $0.count == 2 + 16 + 4 })
            shown.formUnion(sources.map { String($0.dropFirst(2)) })
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: fixture.directory.appendingPathComponent("report/flows").path).filter {
            $0.hasSuffix(".svg")
        }
        #expect(shown.count == 2 && Set(files) == shown)
        for file in files {
            let text = try fixture.read("report/flows/" + file)
            // A whole document, its ids its own: each defined once, each reference to one.
            #expect(text.hasPrefix("<?xml") && !text.contains("<view "))
            let ids = text.components(separatedBy: " id=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
            let references = text.components(separatedBy: "href=\"#").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
            #expect(Set(ids).count == ids.count && Set(references).isSubset(of: Set(ids)))
            #expect(PictureStore.name(of: Array(text.utf8)) == file)
        }
    }

    /// A picture's name is its content's hash: equal bytes, one name; a byte changed, or
    /// one more, another name; names that pages link to are read back from a page.
    @Test func aPictureIsNamedByItsContent() {
        let picture = Array("<svg width=\"10\" height=\"10\"/>".utf8)
        let name = PictureStore.name(of: picture)
        #expect(name.count == 20 && name.hasSuffix(".svg"))
        #expect(PictureStore.name(of: picture) == name)
        var changed = picture
        changed[5] = UInt8(ascii: "W")
        #expect(PictureStore.name(of: changed) != name)
        #expect(PictureStore.name(of: picture + [0x20]) != name)
        #expect(PictureStore.name(of: []) != PictureStore.name(of: [0]))
        let page = Array("<img src=\"./\(name)\"><img src=\"./\(name)\"><img src=\"./flows_shot/diff.png\"><img src=\"./x.svg\">".utf8)
        #expect(PictureStore.names(shownBy: page) == [name])
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
        // Steps on lines 5 to 8 (the header is 3 lines, then '---'). Step 2 (an
        // assertion) leaves the screen as step 1 left it and shares its card and picture;
        // step 4 failed and has a card of its own. The flow's own file is the page's: a
        // card names only the line.
        #expect(page.contains("<li><code>tapOn 'OK'</code><small>line 5 · "))
        #expect(page.contains("<code>assertVisible 'OK'</code><small>line 6 · "))
        #expect(page.contains("<li><code>tapOn 'OK'</code><small>line 7 · "))
        #expect(page.contains("<li class=\"f\"><code>tapOn 'Off'</code><small>line 8 · "))
        let cards = try #require(page.components(separatedBy: "<ol class=\"steps\"").last)
        #expect(cards.components(separatedBy: "<li><code>").count - 1 == 2 && cards.components(separatedBy: "<li class=\"f\">").count - 1 == 1)
        // A card's tap line leaves out the query (the step names it) and the events.
        #expect(page.contains("<p>1. at (100, 9) hit button#ok</p><code>assertVisible 'OK'</code>"))
        #expect(page.contains(#"<p>3. failed: tap 'Off' missed button#off "Off" (screen.xml:3:3): it is disabled</p>"#))
        // The failure's tap log has the whole line.
        #expect(
            page.contains(
                #"<code>tap &quot;Off&quot; failed: tap &apos;Off&apos; missed button#off &quot;Off&quot; (screen.xml:3:3): it is disabled</code>"#
            ))
        #expect(page.contains(#"<h2>Failure at flows/miss.yaml:8:3</h2>"#))
        #expect(page.contains("<pre class=\"tree\">screen (0, 0, 200, 160)\n  button#ok &quot;OK&quot; (0, 0, 200, 18)"))
        // A file per picture; step 2 (an assertion) leaves the screen alone and shows
        // step 1's picture. The list declares the pictures' aspect ratio once (200 × 160).
        #expect(page.contains(#"<ol class="steps" style="--r:200/160">"#))
        var files: [Int: String] = [:]
        for step in [2, 3, 4] {
            let img = try #require(page.components(separatedBy: "<img src=\"./").dropFirst().last { $0.contains("after step \(step)\"") })
            files[step] = String(img.prefix(20))
            #expect(img.dropFirst(20).hasPrefix("\" alt=\"after step \(step)\">"))
        }
        files[1] = files[2]
        #expect(files[1] == files[2] && Set(files.values).count == 3)
        let (first, third, missed) = try (
            fixture.read("report/flows/" + (files[1] ?? "")), fixture.read("report/flows/" + (files[3] ?? "")), fixture.read("report/flows/" + (files[4] ?? ""))
        )
        #expect(first.contains(#"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="200" height="160""#))
        // Tap 1 at the centre of button#ok (0, 0, 200, 18): (100, 9), its frame outlined.
        #expect(first.contains(#"<rect x="0" y="0" width="200" height="18" fill="none"/>"#))
        #expect(first.contains(##"<circle cx="100" cy="9" r="6" fill="#ff6d00" fill-opacity="0.4"/>"##))
        #expect(first.contains(">1 button#ok</text>"))
        #expect(third.contains(">2 button#ok</text>"))
        // The missed tap: red, the target (0, 18, 200, 18) dashed, the view on top named.
        #expect(missed.contains(##"<rect x="0" y="18" width="200" height="18" fill="none" stroke-dasharray="4 2" stroke="#e53935"/>"##))
        #expect(missed.contains(##"<circle cx="100" cy="27" r="6" fill="#e53935" fill-opacity="0.4" stroke="#e53935"/>"##))
        #expect(missed.contains(">3 missed: screen on top</text>"))
        // Each picture stands alone, with ids of its own that no flow sets: the label's
        // clipped text is drawn in each, none refers to another picture's drawing.
        for picture in [first, third, missed] {
            #expect(picture.contains(#"<clipPath id="clip1">"#) && !picture.contains("<use "))
        }
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
        #expect(try FileManager.default.contentsOfDirectory(atPath: report + "/flows").sorted().filter { !$0.hasSuffix(".svg") } == ["flows_pass.html"])
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
