import Foundation
import Testing
import Trellis

@testable import TrellisCommandLine

/// The folder an HTML report's pages are written in and put in place whole
/// (Docs/flows.md, "The HTML report"): what it agrees to replace, and what it leaves.
struct ReportPagesFolderTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    private func make(_ names: [String]) throws {
        for name in names {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(name.utf8).write(to: url)
        }
    }

    private func listing(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path).sorted()
    }

    /// What a report writes in `flows/`, and what a stopped writer leaves there.
    @Test func anEarlierReportsPagesMayBeReplaced() throws {
        try make([
            "flows/a.html", "flows/a.svg", "flows/.a.html.0123ABCD.tmp", "flows/shot/expected.png", "flows/shot/actual.png", "flows/shot/diff.png",
            "flows/shot/.diff.png.0123ABCD.tmp",
        ])
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("flows/empty"), withIntermediateDirectories: true)
        #expect(ReportPagesFolder.foreignEntry(in: directory.appendingPathComponent("flows").path) == nil)
        #expect(ReportPagesFolder.problem(replacing: directory.appendingPathComponent("none").path) == nil)
    }

    @Test(arguments: [
        ("flows/notes.txt", "flows/notes.txt"),
        ("flows/shot/golden.png", "flows/shot/golden.png"),
        ("flows/shot/inner/diff.png", "flows/shot/inner"),
    ])
    func anythingElseIsForeign(name: String, foreign: String) throws {
        try make(["flows/a.html", name])
        let folder = directory.appendingPathComponent("flows").path
        #expect(ReportPagesFolder.foreignEntry(in: folder) == .entry(directory.appendingPathComponent(foreign).path))
    }

    @Test func aLinkIsForeignEvenToAPage() throws {
        try make(["page.html"])
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("flows"), withIntermediateDirectories: true)
        let link = directory.appendingPathComponent("flows/a.html").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../page.html")
        #expect(ReportPagesFolder.foreignEntry(in: directory.appendingPathComponent("flows").path) == .entry(link))
    }

    /// Pages go to a hidden folder until committed; the earlier `flows/` is then gone.
    @Test func committingPutsThePagesInPlaceAndRemovesTheEarlierOnes() throws {
        try make(["flows/old.html", "flows/old/diff.png"])
        let pages = try ReportPagesFolder(directory: directory.path)
        #expect(pages.staging.hasPrefix(directory.appendingPathComponent(".flows.").path) && pages.staging.hasSuffix(".tmp"))
        try pages.create([Array("<p>new</p>".utf8)], named: "new.html")
        try pages.makeFolder("new")
        try pages.create([Array("png".utf8)], named: "new/diff.png")
        // Until then, the earlier report is whole.
        #expect(try listing("flows") == ["old", "old.html"])
        let removal = try #require(try pages.commit())
        #expect(removal.folder.hasPrefix(directory.appendingPathComponent(".flows.").path) && removal.folder.hasSuffix(".tmp"))
        #expect(removal.wait() == nil)
        #expect(try listing("") == ["flows"])
        #expect(try listing("flows") == ["new", "new.html"])
        #expect(try String(contentsOf: directory.appendingPathComponent("flows/new.html"), encoding: .utf8) == "<p>new</p>")
    }

    /// A first report has no earlier pages to remove.
    @Test func committingAFirstReportRemovesNothing() throws {
        let pages = try ReportPagesFolder(directory: directory.path)
        try pages.create([Array("<p>new</p>".utf8)], named: "new.html")
        #expect(try pages.commit() == nil)
        #expect(try listing("") == ["flows"])
        #expect(try listing("flows") == ["new.html"])
    }

    @Test func discardingLeavesTheEarlierReportAsItWas() throws {
        try make(["flows/old.html"])
        let pages = try ReportPagesFolder(directory: directory.path)
        try pages.create([Array("<p>new</p>".utf8)], named: "new.html")
        pages.discard()
        #expect(try listing("") == ["flows"])
        #expect(try listing("flows") == ["old.html"])
    }

    @Test func aFileThatCannotBeCreatedIsNamedWhereItWouldBe() throws {
        let pages = try ReportPagesFolder(directory: directory.path)
        try pages.create([], named: "a.html")
        #expect(throws: AtomicFileError(path: directory.appendingPathComponent("flows").path + "/a.html", reason: "File exists")) {
            try pages.create([], named: "a.html")
        }
        pages.discard()
    }
}
