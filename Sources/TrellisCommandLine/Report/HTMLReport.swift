import Foundation
import Trellis

/// `trellis test --html DIR` (Docs/flows.md, "The HTML report"): a page per flow, written
/// once the flow has run (`trellis test` hands each result to a ``ReportPageWriter``,
/// which writes pages on a thread of its own), with a picture of the screen after each
/// step in an SVG file beside it; then `index.html` and `report.json` once every page is
/// written.
///
/// Layout of DIR: `index.html`, `report.json` (the rows, for `trellis report merge`),
/// `flows/NAME.html`, `flows/HASH.svg` (a step picture, stored once by its content and
/// shown by every page whose step left the screen so: ``PictureStore``) and, for an
/// `assertScreenshot` failure, `flows/NAME/` with `expected.png`, `actual.png` and
/// `diff.png` as they exist.
/// NAME is the flow's artifact name (``ArtifactNames``). The files of `flows/` are written
/// in a new folder put in place whole by ``finish(_:tags:skipped:time:)``
/// (``ReportPagesFolder``), replacing an earlier report's; `index.html` and `report.json`
/// are written with ``AtomicFile``. Pages may be written from several threads at once:
/// each call of ``add(_:)`` writes the files of its own flows, and the problems list is
/// guarded by a lock, which is why the class can be `@unchecked Sendable`.
final class HTMLReport: @unchecked Sendable {
    /// The report's directory.
    let directory: String
    /// The shard the run is, `I/N`; nil when unsharded.
    let shard: String?
    /// The flows' paths, and their artifact names once asked for: worked out by the first
    /// call of ``add(_:)``, on the pages' thread, while the run goes on (guarded by
    /// ``lock``).
    private let flowPaths: [String]
    private var madeNames: ArtifactNames?
    /// The working directory, which pages show paths relative to.
    private let workingDirectory = FileManager.default.currentDirectoryPath
    private let lock = NSLock()
    private var problems: [String] = []
    /// Where the files of `flows/` are written until the report is finished.
    private let pages: ReportPagesFolder
    /// The step pictures written so far, by their content.
    private let store = PictureStore()

    /// Starts a report in `directory`, which exists.
    ///
    /// - Throws: ``AtomicFileError`` when `directory/flows` is not an earlier report's
    ///   (``ReportPagesFolder/foreignEntry(in:)``), when `directory` holds `index.html` or
    ///   pages without `report.json` (``ReportPagesFolder/problem(reportIn:replacing:)``),
    ///   or the pages' folder cannot be made.
    init(directory: String, flowPaths: [String], shard: String?) throws(AtomicFileError) {
        self.directory = directory
        self.flowPaths = flowPaths
        self.shard = shard
        let flows = (directory as NSString).appendingPathComponent("flows")
        if let problem = ReportPagesFolder.problem(replacing: flows) { throw AtomicFileError(path: flows, reason: problem) }
        if let problem = ReportPagesFolder.problem(reportIn: directory, replacing: ["index.html", "flows"]) {
            throw AtomicFileError(path: directory, reason: problem)
        }
        pages = try ReportPagesFolder(directory: directory)
    }

    /// The first file that could not be written, with the reason; nil when all were.
    var problem: String? {
        lock.lock()
        defer { lock.unlock() }
        return problems.first
    }

    /// The flows' artifact names (``ArtifactNames``), worked out on first use.
    private var names: ArtifactNames {
        lock.lock()
        defer { lock.unlock() }
        if let madeNames { return madeNames }
        let names = ArtifactNames(flowPaths: flowPaths)
        madeNames = names
        return names
    }

    /// The page of the flow at `path` among flows named `names`, relative to the report's
    /// directory.
    private static func page(for path: String, names: ArtifactNames) -> String {
        "flows/\(names.stem(for: path)).html"
    }

    /// A flow that has run: its result without its pictures, the pictures (one per step,
    /// nil where none), and its tags.
    struct RanFlow {
        let result: FlowResult
        let pictures: [SVGPicture?]
        let tags: [String]
    }

    /// Writes the pages of `flows`, each picture of theirs stored once by its content
    /// (``PictureStore``): a picture shown before, by this flow or another, is not
    /// written again.
    func add(_ flows: [RanFlow]) {
        let names = self.names
        for flow in flows {
            let result = flow.result
            let stem = names.stem(for: result.testPath)
            do throws(AtomicFileError) {
                var entries: [PictureStore.Entry?] = []
                entries.reserveCapacity(flow.pictures.count)
                var previous: (svg: SVGPicture, entry: PictureStore.Entry)?
                for picture in flow.pictures {
                    guard let svg = picture else {
                        entries.append(nil)
                        continue
                    }
                    // A step that left the screen alone carries the same picture as the
                    // one before it (the same storage, so the comparison is quick).
                    if let previous, previous.svg == svg {
                        entries.append(previous.entry)
                        continue
                    }
                    let entry = try store.store(svg, in: pages)
                    previous = (svg, entry)
                    entries.append(entry)
                }
                let screenshot = try copyScreenshot(result.failure?.screenshot, into: stem)
                let page = FlowPage(
                    result: result, tags: flow.tags, shard: shard, pictures: entries, screenshot: screenshot, workingDirectory: workingDirectory)
                try pages.create([page.html], named: stem + ".html")
            } catch {
                note(error.description)
            }
        }
    }

    /// Puts the pages in place, replacing an earlier report's `flows/`, then writes
    /// `report.json` and `index.html` for `results` (in run order) and the flows `skipped`
    /// by --tags. When a page could not be written (``problem``), nothing is put in place.
    ///
    /// - Returns: nil, or a warning when the earlier report's pages could not be removed.
    func finish(_ results: [FlowResult], tags: [String: [String]], skipped: [Flow], time: Double, navigation: [NavigationSection] = []) -> String? {
        // A page that could not be written: nothing goes in place, the earlier report
        // stays whole, and ``problem`` says why.
        if problem != nil {
            pages.discard()
            return nil
        }
        let names = self.names
        let entries =
            results.map {
                ReportEntry($0, tags: tags[$0.testPath] ?? [], shard: shard, page: Self.page(for: $0.testPath, names: names), relativeTo: workingDirectory)
            }
            + skipped.map { ReportEntry(skipped: $0, shard: shard) }
        // The pages, report.json and index.html go in place together: a signal meanwhile
        // stops the run once all three are, never with the new pages beside the earlier
        // index.
        let removal = AtomicFile.withoutInterruption { () -> EarlierPagesRemoval? in
            let removal: EarlierPagesRemoval?
            do throws(AtomicFileError) {
                removal = try pages.commit()
            } catch {
                note(error.description)
                return nil
            }
            // Written while the earlier pages are removed.
            do throws(CommandFailure) {
                try Self.write(ReportSummary(time: time, entries: entries), navigation: navigation, to: directory)
            } catch {
                note(error.message)
            }
            return removal
        }
        return removal?.wait()
    }

    /// Removes the pages written so far, for a run that stops before its report is
    /// finished; the earlier report, if any, is left as it was.
    func discard() {
        pages.discard()
    }

    /// Writes `summary` as `report.json` and `index.html` in `directory`, the index with
    /// the `navigation` sections of the apps the flows ran.
    ///
    /// - Throws: exit 73 naming the file that could not be written and why.
    static func write(_ summary: ReportSummary, navigation: [NavigationSection] = [], to directory: String) throws(CommandFailure) {
        let json = (directory as NSString).appendingPathComponent(ReportSummary.fileName)
        let index = (directory as NSString).appendingPathComponent("index.html")
        // The two files' bytes are made at once, each on a thread of its own.
        let made = MadeFiles()
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                made.json = Result { try summary.data() }
            } else {
                made.index = IndexPage(summary: summary, navigation: navigation).html
            }
        }
        do {
            try AtomicFile.write(made.json.get(), to: json)
            try AtomicFile.write(made.index, to: index)
        } catch let error as AtomicFileError {
            throw CommandFailure(code: .cannotCreate, message: error.description)
        } catch {
            throw CommandFailure(code: .cannotCreate, message: "cannot write \(json): \(AtomicFileError.reason(for: error))")
        }
    }

    /// The bytes of `report.json` and `index.html`, each set by one of the two threads
    /// that make them (``write(_:navigation:to:)``), which are done before either is read.
    private final class MadeFiles: @unchecked Sendable {
        var json: Result<Data, any Error> = .success(Data())
        var index: [UInt8] = []
    }

    /// Copies the golden, actual and diff pictures of a screenshot failure into the
    /// flow's folder `stem`, so the report holds them; returns their paths relative to
    /// `flows/`.
    private func copyScreenshot(_ failure: ScreenshotFailure?, into stem: String) throws(AtomicFileError) -> [(String, String)] {
        guard let failure else { return [] }
        try pages.makeFolder(stem)
        var copied: [(String, String)] = []
        for (title, source, name) in [
            ("Expected", failure.expectedPath, "expected.png"), ("Actual", failure.actualPath, "actual.png"), ("Diff", failure.diffPath, "diff.png"),
        ] {
            // Read as the golden is (a regular file within its bound; never a FIFO or device).
            guard let source, let read = try? RegularFile.read(source, maximumSize: ScreenshotAssertion.maximumGoldenSize) else { continue }
            try pages.create([Array(read.bytes)], named: stem + "/" + name)
            copied.append((title, stem + "/" + name))
        }
        return copied
    }

    private func note(_ problem: String) {
        lock.lock()
        defer { lock.unlock() }
        problems.append(problem)
    }
}
