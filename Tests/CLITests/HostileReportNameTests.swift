import Foundation
import Testing

/// Flow files whose names read as a URL scheme or close an HTML comment: every link the
/// report writes to its own files is relative and starts with `./` (Docs/cli.md, "Links
/// in a report"), in the index, in the flow's page and after `report merge`, and a
/// browser opening the pages reports no script run and no console message.
struct HostileReportNameTests {
    let directory: URL

    static let names = ["javascript:alert(1)<!--.yaml", "data:text,x.yaml"]

    init() throws {
        directory = try NothingLostTests.directory(
            adding: Dictionary(
                uniqueKeysWithValues: Self.names.map {
                    ($0, "screen: big.xml\n---\n- tapOn: Nowhere\n")
                }))
        let result = try CLIRunner.run(["test", "."] + ["--html", "report"], in: directory)
        #expect(result.status == 1, "\(result.stderr)")
    }

    private func read(_ name: String) throws -> String {
        try String(contentsOfFile: directory.appendingPathComponent(name).path, encoding: .utf8)
    }

    /// Every `href` and `src` value in `html` that is not a fragment.
    static func links(in html: String) -> [String] {
        ["href=\"", "src=\""].flatMap { opening in
            html.components(separatedBy: opening).dropFirst().compactMap { $0.split(separator: "\"", omittingEmptySubsequences: false).first.map(String.init) }
        }.filter { !$0.hasPrefix("#") }
    }

    @Test func everyLinkToTheReportsFilesStartsWithDotSlash() throws {
        let index = try read("report/index.html")
        let pages = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("report/flows").path).filter { $0.hasSuffix(".html") }
        #expect(pages.count == 3, "\(pages)")
        #expect(index.contains(#"<a href="./flows/javascript:alert(1)%3C!--.html#failure">"#), "\(Self.links(in: index))")
        for html in try [index] + pages.map({ try read("report/flows/" + $0) }) {
            let links = Self.links(in: html)
            #expect(!links.isEmpty)
            for link in links { #expect(link.hasPrefix("./") || link.hasPrefix("../"), "\(link)") }
        }
        let merged = try CLIRunner.run(["report", "merge", "merged", "report"], in: directory)
        #expect(merged.status == 0, "\(merged.stderr)")
        let mergedIndex = try read("merged/index.html")
        #expect(mergedIndex.contains(#"<a href="./1/flows/javascript:alert(1)%3C!--.html#failure">"#))
        for link in Self.links(in: mergedIndex) { #expect(link.hasPrefix("./"), "\(link)") }
        for link in Self.links(in: try read("merged/1/flows/javascript:alert(1)<!--.html")) {
            #expect(link.hasPrefix("./") || link.hasPrefix("../"), "\(link)")
        }
    }

    @Test(.enabled(if: HeadlessChromium.executable != nil, "no chromium to run"))
    func aBrowserRunsNoScriptFromTheNames() throws {
        let page = directory.appendingPathComponent("report/flows/javascript:alert(1)<!--.html")
        for file in [directory.appendingPathComponent("report/index.html"), page] {
            let run = try HeadlessChromium.run(["--enable-logging=stderr", "--v=0", "--dump-dom", file.absoluteString])
            #expect(run.status == 0)
            #expect(!run.stderr.contains(":CONSOLE"), "console messages: \(run.stderr)")
            // The DOM as the browser built it: every link is still a file of the report.
            for link in Self.links(in: run.stdout) { #expect(link.hasPrefix("./") || link.hasPrefix("../"), "\(link)") }
            #expect(!run.stdout.contains("href=\"javascript:") && !run.stdout.contains("src=\"javascript:"))
        }
    }
}
