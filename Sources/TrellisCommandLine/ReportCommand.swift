import Foundation
import Trellis

/// `trellis report merge OUT_DIR SHARD_DIR…` (Docs/flows.md, "The HTML report"): merges
/// the HTML reports of several runs, such as the shards of a CI matrix, into one, as
/// Playwright's merge-reports does: one index over every flow, each shard's pages and
/// pictures under `OUT_DIR/K/` (K the shard directory's place in the arguments, from 1),
/// `report.json` (so merged reports merge again) and `junit.xml`, one JUnit report of
/// every flow.
struct ReportCommand: Subcommand {
    var output: String
    var shards: [String]

    static let declaration = CommandDeclaration(
        name: "report", abstract: "merge the HTML reports of several runs (shards) into one",
        overview: "'trellis report merge OUT_DIR SHARD_DIR…' merges the HTML reports that 'trellis test --html' wrote (one per shard of a CI matrix run with --shard I/N) into one report in OUT_DIR: index.html over every flow (failures first), each shard's flow pages and pictures, report.json, and junit.xml, a JUnit report of every flow.",
        arguments: [
            ArgumentDeclaration("ACTION", help: "what to do: merge (the only action)", example: "merge"),
            ArgumentDeclaration("OUT_DIR", help: "the directory the merged report is written to; created when missing"),
            ArgumentDeclaration("SHARD_DIR", help: "a directory written by 'trellis test --html'", repeating: true),
        ],
        examples: ["trellis report merge report shard-1 shard-2"],
        sections: [
            ("EXIT STATUS", """
                0 the report was written, 2 bad usage, 65 a SHARD_DIR's report.json is not one 'trellis test --html' \
                wrote, 66 a SHARD_DIR has no report.json, 73 OUT_DIR cannot be written.
                """),
        ])

    init(parsing arguments: ParsedArguments) throws(CommandFailure) {
        guard let action = arguments.positionals.first else { throw usage("missing the action: merge") }
        guard action == "merge" else { throw usage("unknown action '\(action)'\(didYouMean(action, in: ["merge"])); the only action is merge") }
        guard arguments.positionals.count >= 3 else { throw usage("merge needs OUT_DIR and at least one SHARD_DIR") }
        output = arguments.positionals[1]
        shards = Array(arguments.positionals.dropFirst(2))
        // The same folder however it is spelt: its path, or (when it exists) the file it
        // is, so a link to a shard's folder is that folder too.
        let out = FlowPath.relative(output)
        let outIdentity = Self.identity(of: output)
        if let same = shards.first(where: { FlowPath.relative($0) == out || (outIdentity != nil && Self.identity(of: $0) == outIdentity) }) {
            throw usage("OUT_DIR '\(output)' is also a SHARD_DIR ('\(same)'); merge into a new directory")
        }
    }

    /// The device and inode of the file at `path`, links followed; nil when there is none.
    private static func identity(of path: String) -> [UInt64]? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return [UInt64(status.st_dev), UInt64(status.st_ino)]
    }

    func run(registry: Registry) throws(CommandFailure) -> ExitCode {
        let summaries = try shards.map { shard throws(CommandFailure) in
            try ReportSummary.read(from: (shard as NSString).appendingPathComponent(ReportSummary.fileName))
        }
        do {
            try AtomicFile.checkWritableDirectory(output)
        } catch {
            throw CommandFailure(code: .cannotCreate, message: "cannot write the report to '\(error.path)': \(error.reason)")
        }
        var merged = ReportSummary(time: 0, entries: [])
        for (number, (shard, summary)) in zip(shards, summaries).enumerated() {
            let prefix = "\(number + 1)/"
            for var entry in summary.entries {
                if let page = entry.page {
                    try copyPage(page, from: shard, to: prefix + page)
                    entry.page = prefix + page
                }
                merged.entries.append(entry)
            }
            merged.time += summary.time
        }
        try HTMLReport.write(merged, to: output)
        let junit = (output as NSString).appendingPathComponent("junit.xml")
        do {
            try JUnitReport(results: merged.entries.filter { $0.status != .skipped }.map(\.result)).write(to: junit)
        } catch {
            throw CommandFailure(code: .cannotCreate, message: "cannot write '\(junit)': \(error)")
        }
        let failed = merged.count(.failed), passed = merged.count(.passed)
        Output.write("merged \(shards.count) \(shards.count == 1 ? "report" : "reports") into \(output): \(passed) passed, \(failed) failed, \(merged.count(.skipped)) skipped\n")
        return .success
    }

    /// Copies a flow's page, its picture sheet and its screenshots' folder from `shard` to `target` in the
    /// output, pointing the page's link to the index one folder further up.
    private func copyPage(_ page: String, from shard: String, to target: String) throws(CommandFailure) {
        let source = (shard as NSString).appendingPathComponent(page)
        let destination = (output as NSString).appendingPathComponent(target)
        guard let data = FileManager.default.contents(atPath: source) else {
            throw CommandFailure(code: .noInput, message: "cannot read '\(source)', a page its report.json lists")
        }
        let html = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<a class=\"back\" href=\"", with: "<a class=\"back\" href=\"../")
        let folder = (source as NSString).deletingPathExtension
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let targetFolder = (destination as NSString).deletingPathExtension
        do {
            try FileManager.default.createDirectory(atPath: PathName.directory(of: destination), withIntermediateDirectories: true)
            if let sheet = FileManager.default.contents(atPath: folder + ".svg") {
                try AtomicFile.write(sheet, to: targetFolder + ".svg")
            }
            if !files.isEmpty { try FileManager.default.createDirectory(atPath: targetFolder, withIntermediateDirectories: true) }
            for file in files.sorted() {
                guard let bytes = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(file)) else { continue }
                try AtomicFile.write(bytes, to: (targetFolder as NSString).appendingPathComponent(file))
            }
            try AtomicFile.write(Data(html.utf8), to: destination)
        } catch let error as AtomicFileError {
            throw CommandFailure(code: .cannotCreate, message: error.description)
        } catch {
            throw CommandFailure(code: .cannotCreate, message: "cannot write '\(targetFolder)': \(error.localizedDescription)")
        }
    }
}
