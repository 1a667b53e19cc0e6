import Foundation
import Testing

/// Comments cite the rules they rest on by the project's own documents (Docs/README.md,
/// "For contributors"): every document a Swift file under `Sources`, `Layouts`, `Plugins`
/// or `Fuzz/Pipelines` cites must be in the repository, under `Docs/` (or the README),
/// and every section it names must be a heading of that document. A citation that goes
/// stale, because a document or a heading moved, fails here.
struct DocCitationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// The directories whose Swift files are read, relative to the package root.
    static let scannedDirectories = ["Sources", "Layouts", "Plugins", "Fuzz/Pipelines"]

    /// Every Swift file under the scanned directories, relative to the package root, sorted.
    static func swiftFiles() -> [String] {
        scannedDirectories.flatMap { directory in
            (FileManager.default.subpaths(atPath: root.appendingPathComponent(directory).path) ?? [])
                .filter { $0.hasSuffix(".swift") }
                .map { directory + "/" + $0 }
        }.sorted()
    }

    /// What is wrong with the citations of `source` (the file at `file`, relative to the
    /// package root): one line per problem, empty when every citation holds.
    static func problems(in source: String, file: String) -> [String] {
        var problems: [String] = []
        var headings: [String: [String]] = [:]
        for citation in DocCitation.scan(source) {
            let place = "\(file):\(citation.line)"
            let path = citation.path
            let document = root.appendingPathComponent(path)
            guard path == "README.md" || path.hasPrefix("Docs/"),
                let markdown = try? String(contentsOf: document, encoding: .utf8)
            else {
                problems.append("\(place): cites \(path), which is not a document of the repository (Docs/… or README.md)")
                continue
            }
            let known = headings[path] ?? DocCitation.headings(inMarkdown: markdown)
            headings[path] = known
            for section in citation.sections where !known.contains(where: { DocCitation.section(section, names: $0) }) {
                problems.append("\(place): cites section \"\(section)\" of \(path), which has no such heading")
            }
        }
        return problems
    }

    @Test func everyCitationNamesADocumentAndHeadingsOfIt() throws {
        let files = Self.swiftFiles()
        var citations = 0
        var problems: [String] = []
        for file in files {
            let source = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            citations += DocCitation.scan(source).count
            problems += Self.problems(in: source, file: file)
        }
        // The sources cite the documents well over a hundred times; far fewer means the
        // files or the citations were not found, and the check below would prove nothing.
        #expect(files.count > 150)
        #expect(citations > 100)
        #expect(problems.isEmpty, "stale citations:\n\(problems.joined(separator: "\n"))")
    }

    @Test func readsSectionNamesAsCommentsWriteThem() {
        let source = """
            /// A flow (Docs/layouts.md, "flow", rule 2; seed: TagListView).
            /// Boards (Docs/layouts.md ("checkin",
            /// "check-in")) and Docs/layouts.md, "checkin" and "check-in".
            /// Cancelled (Docs/events.md: "cancelled (also when the view leaves the tree)").
            /// As Docs/cli.md's JSON, and Docs/layouts.md "RTL".
            let summary = "metrics (Docs/layouts.md), the default"
            """
        #expect(
            DocCitation.scan(source) == [
                DocCitation(path: "Docs/layouts.md", sections: ["flow"], line: 1),
                DocCitation(path: "Docs/layouts.md", sections: ["checkin", "check-in"], line: 2),
                DocCitation(path: "Docs/layouts.md", sections: ["checkin", "check-in"], line: 3),
                DocCitation(path: "Docs/events.md", sections: [], line: 4),
                DocCitation(path: "Docs/cli.md", sections: [], line: 5),
                DocCitation(path: "Docs/layouts.md", sections: ["RTL"], line: 5),
                DocCitation(path: "Docs/layouts.md", sections: [], line: 6),
            ])
    }

    @Test func readsASectionNameThatContinuesOnTheNextCommentLine() {
        let source = """
                /// The attributes an element accepts (Docs/screen-xml.md, "Attributes
                /// common to every view"), in order.
                func accepted() {}
            """
        #expect(
            DocCitation.scan(source) == [
                DocCitation(path: "Docs/screen-xml.md", sections: ["Attributes common to every view"], line: 1)
            ])
    }

    @Test func findsHeadingsOutsideCodeBlocks() {
        let markdown = """
            # Layouts
            ## `grid` — fixed columns
            ```yaml
            # not a heading
            ```
            ### fitting size
            #nospace
            """
        #expect(DocCitation.headings(inMarkdown: markdown) == ["Layouts", "grid — fixed columns", "fitting size"])
        #expect(DocCitation.section("grid", names: "grid — fixed columns"))
        #expect(DocCitation.section("`grid`", names: "grid — fixed columns"))
        #expect(!DocCitation.section("gri", names: "grid — fixed columns"))
        #expect(!DocCitation.section("Fitting size", names: "fitting size"))
    }

    @Test func reportsADocumentOutsideTheRepositoryAndAMissingHeading() {
        let source = """
            /// Rules (rules.md, "flow") and (Docs/layouts.md, "flow", "no such rule").
            /// Houses (DESIGN.md) and (Docs/nowhere.md).
            """
        #expect(
            Self.problems(in: source, file: "Sources/Example.swift") == [
                "Sources/Example.swift:1: cites rules.md, which is not a document of the repository (Docs/… or README.md)",
                "Sources/Example.swift:1: cites section \"no such rule\" of Docs/layouts.md, which has no such heading",
                "Sources/Example.swift:2: cites DESIGN.md, which is not a document of the repository (Docs/… or README.md)",
                "Sources/Example.swift:2: cites Docs/nowhere.md, which is not a document of the repository (Docs/… or README.md)",
            ])
    }
}
