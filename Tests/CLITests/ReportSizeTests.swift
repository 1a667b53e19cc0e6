import Foundation
import Testing

@testable import TrellisCommandLine

/// What keeps an HTML report small (Docs/performance.md, "The HTML report's cost"): one
/// style sheet for every page, each step picture written once, and cards of a few
/// hundred bytes.
struct ReportSizeTests {
    let fixture: ReportFixture

    init() throws {
        fixture = try ReportFixture()
    }

    /// The paths of every file under `folder`, relative to it, and their sizes in bytes.
    private func files(under folder: String) throws -> [String: Int] {
        let root = fixture.directory.appendingPathComponent(folder).path
        var sizes: [String: Int] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        while let path = enumerator.nextObject() as? String {
            let attributes = try FileManager.default.attributesOfItem(atPath: root + "/" + path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            sizes[path] = (attributes[.size] as? NSNumber)?.intValue ?? 0
        }
        return sizes
    }

    /// Every page carries the style sheet inline, once, and links to no other: a report
    /// is self-contained (Docs/flows.md, "The HTML report"), merged reports included.
    @Test func everyPageCarriesTheStyleSheetOnce() throws {
        _ = try CLIRunner.run(["test", "flows", "--html", "report"], in: fixture.directory)
        _ = try CLIRunner.run(["report", "merge", "merged", "report"], in: fixture.directory)
        let written = try files(under: "report")
        #expect(written.keys.filter { $0.hasSuffix(".css") }.isEmpty)
        let pages = written.keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages == ["flows/flows_miss.html", "flows/flows_nomatch.html", "flows/flows_pass.html", "flows/flows_shot.html", "index.html"])
        for page in pages.map({ "report/" + $0 }) + ["merged/index.html", "merged/1/flows/flows_pass.html"] {
            let html = try fixture.read(page)
            #expect(html.components(separatedBy: "<style>").count == 2 && html.components(separatedBy: "</style>").count == 2, "\(page)")
            #expect(!html.contains("<link "), "\(page)")
        }
        // Each page carries the rules it uses: a passing flow's page none of a failure's.
        #expect(try fixture.read("report/index.html").contains("<style>" + HTMLText.indexStyle + "</style>"))
        let passed = HTMLText.flowStyle(passed: true, failure: false, skipped: false, sections: false)
        #expect(try fixture.read("report/flows/flows_pass.html").contains("<style>" + passed + "</style>"))
        #expect(!passed.contains(".failure{"))
        let failed = HTMLText.flowStyle(passed: false, failure: true, skipped: false, sections: false)
        #expect(try fixture.read("report/flows/flows_miss.html").contains("<style>" + failed + "</style>"))
    }

    /// Two flows that take the same steps on the same screen draw the same pictures:
    /// tap 1 on OK, then tap 2 (its mark numbered 2); the assertion between them leaves
    /// the screen as tap 1 left it and shares tap 1's card and picture. Each picture is
    /// one file, linked by both pages, and nothing else is in the folder.
    @Test func aRepeatedStepPictureIsWrittenOnce() throws {
        let flow = "screen: ../screen.xml\n---\n- tapOn: OK\n- assertVisible: OK\n- tapOn: OK\n"
        try fixture.write("twins/a.yaml", flow)
        try fixture.write("twins/b.yaml", flow)
        let result = try CLIRunner.run(["test", "twins", "--html", "report"], in: fixture.directory)
        #expect(result.status == 0)
        var shown: [[String]] = []
        for page in ["twins_a", "twins_b"] {
            let html = try fixture.read("report/flows/\(page).html")
            shown.append(html.components(separatedBy: "<img src=\"./").dropFirst().map { String($0.prefix(20)) })
        }
        #expect(shown[0].count == 2 && shown[0] == shown[1])
        #expect(shown[0][0] != shown[0][1])
        let pictures = try files(under: "report/flows").keys.filter { $0.hasSuffix(".svg") }.sorted()
        #expect(pictures == Set(shown[0]).sorted())
    }

    /// The report of the flows workload (`trellis-bench --flow-files`: ten taps on tags of
    /// a tag list, each followed by the check that it is selected) stays within the size
    /// that keeps 1,000 such flows within 5 MB: 250 bytes a step, pictures included,
    /// here for 40 flows of 20 steps. The pictures are written once whatever the number
    /// of flows (130 of about 3.4 KB for the 1,000 flows, 22 bytes a step there); so the
    /// pages, `index.html` and `report.json`, each page with its style sheet, get 228
    /// bytes a step. Measured: about 4,100 bytes a page (its style sheet about 1,080, the
    /// head, heading and list about 400, ten cards of a tap and its assertion about 262
    /// each: the two steps with their lines and times about 130, the tap's line 62, the
    /// picture 55), 175 bytes a row of the index and 142 of `report.json`: about 222 a
    /// step. Each picture is about 3.4 KB; 8 KB bounds it.
    @Test func theFlowsWorkloadsReportStaysWithinItsBudget() throws {
        let titles = ["周一", "周二", "周三", "周四", "周五", "礼拜六", "礼拜天", "一月", "二月", "三月", "四月", "五月", "六月"]
        try fixture.write(
            "load/screen.xml",
            "<screen width=\"375\" height=\"667\" padding=\"50 16 0 16\">\n  <tag-list id=\"tags\" max-selected=\"3\" spacing=\"20\" line-spacing=\"20\">\n"
                + titles.map { "    <button title=\"\($0)\" padding=\"0 20\" height=\"20\"/>\n" }.joined() + "  </tag-list>\n</screen>\n")
        let flows = 40
        for index in 0..<flows {
            var text = "screen: screen.xml\n---\n"
            for step in 0..<10 {
                let title = titles[(index * 7 + step * 3) % titles.count]
                text += "- tapOn: \(title)\n- assertSelected: \(title)\n"
            }
            try fixture.write(String(format: "load/flow-%05d.yaml", index), text)
        }
        let result = try CLIRunner.run(["test", "load", "--html", "report"], in: fixture.directory)
        #expect(result.status == 0)
        let written = try files(under: "report")
        let pictures = written.filter { $0.key.hasSuffix(".svg") }
        let rest = written.filter { !$0.key.hasSuffix(".svg") }
        #expect(rest.count == flows + 2)
        let steps = flows * 20
        let bytes = rest.values.reduce(0, +)
        #expect(bytes <= 228 * steps, "\(bytes) bytes of pages for \(steps) steps: \(bytes / steps) per step")
        #expect(pictures.values.allSatisfy { $0 <= 8_192 })
    }
}
