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
        overview:
            "'trellis report merge OUT_DIR SHARD_DIR…' merges the HTML reports that 'trellis test --html' wrote (one per shard of a CI matrix run with --shard I/N) into one report in OUT_DIR: index.html over every flow (failures first), each shard's flow pages and pictures, report.json, and junit.xml, a JUnit report of every flow.",
        arguments: [
            ArgumentDeclaration("ACTION", help: "what to do: merge (the only action)", example: "merge"),
            ArgumentDeclaration("OUT_DIR", help: "the directory the merged report is written to; created when missing"),
            ArgumentDeclaration("SHARD_DIR", help: "a directory written by 'trellis test --html'", repeating: true),
        ],
        examples: ["trellis report merge report shard-1 shard-2"],
        sections: [
            (
                "EXIT STATUS",
                """
                0 the report was written, 2 bad usage, 65 a SHARD_DIR's report.json is not one 'trellis test --html' \
                wrote, 66 a SHARD_DIR has no report.json, 73 OUT_DIR cannot be written.
                """
            )
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
        // A shard given twice, however spelt, would count its flows twice: refused.
        for (index, shard) in shards.enumerated() {
            let identity = Self.identity(of: shard)
            if let earlier = shards[..<index].first(where: {
                FlowPath.relative($0) == FlowPath.relative(shard) || (identity != nil && Self.identity(of: $0) == identity)
            }) {
                throw usage("SHARD_DIR '\(shard)' is the same folder as '\(earlier)'; give each shard once")
            }
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
            try ReportSummary.read(inside: shard)
        }
        do {
            try AtomicFile.checkWritableDirectory(output)
        } catch {
            throw CommandFailure(code: .cannotCreate, message: "cannot write the report to '\(error.path)': \(error.reason)")
        }
        // Every page listed is checked before anything is written.
        for (shard, summary) in zip(shards, summaries) {
            for page in summary.entries.compactMap(\.page) { _ = try Self.pageParts(page, in: shard) }
        }
        // A folder that is not an earlier merge's is never replaced: the user's own
        // index.html or pages, or another report at OUT_DIR/K.
        let numbers = shards.indices.map { String($0 + 1) }
        if let problem = ReportPagesFolder.problem(reportIn: output, replacing: ["index.html"] + numbers) {
            throw CommandFailure(code: .cannotCreate, message: "cannot write the report to '\(output)': \(problem)")
        }
        for number in numbers {
            let folder = (output as NSString).appendingPathComponent(number)
            var status = stat()
            if lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
                throw CommandFailure(
                    code: .cannotCreate,
                    message:
                        "cannot write the report to '\(output)': '\(folder)' is a symbolic link, and the pages of shard \(number) are written only inside OUT_DIR; remove it or merge into a new directory"
                )
            }
            if lstat((folder as NSString).appendingPathComponent(ReportSummary.fileName), &status) == 0 {
                throw CommandFailure(
                    code: .cannotCreate,
                    message:
                        "cannot write the report to '\(output)': '\(folder)' holds a report of its own, which the pages of shard \(number) would replace; merge into a new directory"
                )
            }
        }
        var merged = ReportSummary(time: 0, entries: [])
        // Each folder of pages is written anew and put in place whole, replacing an
        // earlier merge's (ReportPagesFolder), keyed by the folder it ends up as; a
        // failure removes the new folders and leaves the earlier merge's as they were.
        var folders: [String: ReportPagesFolder] = [:]
        do throws(CommandFailure) {
            try copyPages(summaries, into: &folders, merging: &merged)
        } catch {
            for pages in folders.values { pages.discard() }
            throw error
        }
        for pages in folders.values {
            do {
                if let warning = try pages.commit()?.wait() { Output.error("warning: \(warning)") }
            } catch {
                throw CommandFailure(code: .cannotCreate, message: error.description)
            }
        }
        removeEarlierShards(beyond: shards.count)
        // Shards with no flows have no pages, so nothing above created OUT_DIR yet.
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(code: .cannotCreate, message: "cannot write the report to '\(output)': \(AtomicFileError.reason(for: error))")
        }
        try HTMLReport.write(merged, to: output)
        let junit = (output as NSString).appendingPathComponent("junit.xml")
        do {
            try JUnitReport(results: merged.entries.filter { $0.status != .skipped }.map(\.result)).write(to: junit)
        } catch {
            throw CommandFailure(code: .cannotCreate, message: "cannot write '\(junit)': \(error)")
        }
        let failed = merged.count(.failed)
        let passed = merged.count(.passed)
        Output.write(
            "merged \(shards.count) \(shards.count == 1 ? "report" : "reports") into \(output): \(passed) passed, \(failed) failed, \(merged.count(.skipped)) skipped\n"
        )
        return .success
    }

    /// Copies every shard's pages into a new folder of pages for each folder they end up
    /// in (`folders`, keyed by it), and adds the shards' rows and times to `merged`.
    private func copyPages(
        _ summaries: [ReportSummary], into folders: inout [String: ReportPagesFolder], merging merged: inout ReportSummary
    ) throws(CommandFailure) {
        // The pictures already copied into each folder of pages: a picture many pages
        // show is copied once.
        var copied: [String: Set<String>] = [:]
        for (number, (shard, summary)) in zip(shards, summaries).enumerated() {
            for var entry in summary.entries {
                if let page = entry.page {
                    let (directory, name) = try Self.pageParts(page, in: shard)
                    let target = (output as NSString).appendingPathComponent(String(number + 1) + (directory.isEmpty ? "" : "/" + directory))
                    let pages: ReportPagesFolder
                    if let known = folders[target] {
                        pages = known
                    } else {
                        do {
                            pages = try ReportPagesFolder(directory: target)
                        } catch {
                            throw CommandFailure(code: .cannotCreate, message: "cannot write the report to '\(error.path)': \(error.reason)")
                        }
                        folders[target] = pages
                    }
                    try copyPage(page, from: shard, named: name, into: pages, pictures: &copied[target, default: []])
                    entry.page = "\(number + 1)/" + page
                }
                merged.entries.append(entry)
            }
            merged.time += summary.time
        }
    }

    /// The folder holding the `flows` folder of a page that report.json lists (empty for
    /// `flows/NAME.html`, `2` for `2/flows/NAME.html` in a merged report) and the page's
    /// file name: a page `trellis test --html` or a merge wrote, and so nothing that would
    /// reach outside OUT_DIR.
    ///
    /// - Throws: exit 65 naming the page and the shard's report.json.
    private static func pageParts(_ page: String, in shard: String) throws(CommandFailure) -> (directory: String, name: String) {
        let parts = page.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let shardNumbers = parts.dropLast(2)
        guard parts.count >= 2, parts[parts.count - 2] == "flows", let name = parts.last, name.hasSuffix(".html"), name.count > 5,
            shardNumbers.allSatisfy({ Int($0).map { $0 > 0 } == true })
        else {
            let json = (shard as NSString).appendingPathComponent(ReportSummary.fileName)
            throw CommandFailure(code: .dataError, message: "\(json): page '\(page)' is not one 'trellis test --html' writes (flows/NAME.html)")
        }
        return (shardNumbers.joined(separator: "/"), name)
    }

    /// Copies a flow's page `name` (at `page` in `shard`), the pictures it shows that are
    /// not among `pictures` yet (``PictureStore``: `HASH.svg`, each copied once, then
    /// added to `pictures`) and its screenshots' folder into `pages`, pointing the page's
    /// link to the index one folder further up. Every file is read by ``ContainedFile``: a
    /// link, device or FIFO inside the shard, or a file past
    /// ``ReportSummary/maximumFileSize``, is refused (65).
    private func copyPage(
        _ page: String, from shard: String, named name: String, into pages: ReportPagesFolder, pictures: inout Set<String>
    ) throws(CommandFailure) {
        let source = (shard as NSString).appendingPathComponent(page)
        let limit = ReportSummary.maximumFileSize
        let folder = (page as NSString).deletingPathExtension
        let stem = (name as NSString).deletingPathExtension
        let pagesFolder = (page as NSString).deletingLastPathComponent
        let read: [UInt8]?
        var shown: [(String, [UInt8])] = []
        var files: [(String, [UInt8])] = []
        do throws(ContainedFileError) {
            read = try ContainedFile.read(page, inside: shard, limit: limit)
            for picture in PictureStore.names(shownBy: read ?? []) where !pictures.contains(picture) {
                if let bytes = try ContainedFile.read(pagesFolder + "/" + picture, inside: shard, limit: limit) { shown.append((picture, bytes)) }
                pictures.insert(picture)
            }
            for file in try ContainedFile.list(folder, inside: shard) ?? [] {
                if let bytes = try ContainedFile.read(folder + "/" + file, inside: shard, limit: limit) { files.append((file, bytes)) }
            }
        } catch {
            throw CommandFailure(code: error.kind == .refused ? .dataError : .noInput, message: error.description)
        }
        guard let data = read else {
            throw CommandFailure(code: .noInput, message: "cannot read '\(source)', a page its report.json lists: no such file")
        }
        let html = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<a class=\"back\" href=\"", with: "<a class=\"back\" href=\"../")
        do throws(AtomicFileError) {
            for (picture, bytes) in shown { try pages.create([bytes], named: picture) }
            if !files.isEmpty { try pages.makeFolder(stem) }
            for (file, bytes) in files { try pages.create([bytes], named: stem + "/" + file) }
            try pages.create([Array(html.utf8)], named: name)
        } catch {
            throw CommandFailure(code: .cannotCreate, message: error.description)
        }
    }

    /// Removes the folders an earlier merge into OUT_DIR wrote for shards beyond `count`
    /// (`OUT_DIR/3/` when merging two): a folder named by a number that holds nothing but
    /// an earlier report's pages (``ReportPagesFolder/problem(replacing:)``). Anything
    /// else is left as it is.
    private func removeEarlierShards(beyond count: Int) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
        for name in names {
            guard let number = Int(name), number > count, String(number) == name else { continue }
            let folder = (output as NSString).appendingPathComponent(name)
            let pages = (folder as NSString).appendingPathComponent("flows")
            guard (try? FileManager.default.contentsOfDirectory(atPath: folder)) == ["flows"], ReportPagesFolder.problem(replacing: pages) == nil else {
                continue
            }
            do {
                try FileManager.default.removeItem(atPath: folder)
            } catch {
                Output.error("warning: cannot remove '\(folder)', an earlier merge's pages: \(AtomicFileError.reason(for: error))")
            }
        }
    }
}
