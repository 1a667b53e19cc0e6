import Foundation
import Trellis

/// `trellis test --html DIR` (Docs/flows.md, "The HTML report"): a page per flow, written
/// once the flow has run (`trellis test` hands each result to a ``ReportPageWriter``,
/// which writes pages on a thread of its own), with a picture of the screen after each
/// step in an SVG file beside it; then `index.html` and `report.json` once every page is
/// written.
///
/// Layout of DIR: `index.html`, `report.json` (the rows, for `trellis report merge`),
/// `flows/NAME.html`, `flows/NAME.svg` (the step pictures, a ``PictureSheet``) and, for an
/// `assertScreenshot` failure, `flows/NAME/` with `expected.png`, `actual.png` and
/// `diff.png` as they exist.
/// NAME is the flow's artifact name (``ArtifactNames``). Every file is written with
/// ``AtomicFile``. Pages may be written from several threads at once: each flow writes
/// its own files, and the problems list is guarded by a lock, which is why the class can
/// be `@unchecked Sendable`.
final class HTMLReport: @unchecked Sendable {
    /// The report's directory.
    let directory: String
    /// The shard the run is, `I/N`; nil when unsharded.
    let shard: String?
    private let names: ArtifactNames
    /// The working directory, which pages show paths relative to.
    private let workingDirectory = FileManager.default.currentDirectoryPath
    private let lock = NSLock()
    private var problems: [String] = []
    /// Whether `flows/` has been made (once per report, under ``lock``).
    private var madeFlowsDirectory = false

    /// The path of `flows/` in the report's directory, as ``path(_:)`` gives it.
    private let flowsDirectory: String

    init(directory: String, flowPaths: [String], shard: String?) {
        self.directory = directory
        self.names = ArtifactNames(flowPaths: flowPaths)
        self.shard = shard
        flowsDirectory = (directory as NSString).appendingPathComponent("flows")
    }

    /// The first file that could not be written, with the reason; nil when all were.
    var problem: String? {
        lock.lock()
        defer { lock.unlock() }
        return problems.first
    }

    /// The page of the flow at `path`, relative to the report's directory.
    func page(for path: String) -> String {
        "flows/\(names.stem(for: path)).html"
    }

    /// Writes `result`'s page and pictures, and returns the result without its pictures,
    /// so a long run keeps none of them in memory.
    func add(_ result: FlowResult, tags: [String]) -> FlowResult {
        let stem = names.stem(for: result.path)
        let folder = "flows/" + stem
        let slim = result.withoutPictures
        do {
            try makeFlowsDirectory()
            var sheet = PictureSheet()
            var pictures: [PictureSheet.Entry?] = []
            pictures.reserveCapacity(result.steps.count)
            var previous: (svg: SVGPicture, entry: PictureSheet.Entry)?
            for step in result.steps {
                guard let svg = step.picture else {
                    pictures.append(nil)
                    continue
                }
                // A step that left the screen alone carries the same picture as the one
                // before it (the same bytes, so the comparison is quick).
                if let previous, previous.svg == svg {
                    pictures.append(previous.entry)
                    continue
                }
                let entry = sheet.add(svg)
                previous = (svg, entry)
                pictures.append(entry)
            }
            if !sheet.isEmpty { try sheet.write(to: flowsPath(stem + ".svg")) }
            let screenshot = try copyScreenshot(result.failure?.screenshot, into: folder)
            let page = FlowPage(result: slim, tags: tags, shard: shard, pictureFile: stem + ".svg", pictures: pictures, screenshot: screenshot, workingDirectory: workingDirectory)
            try AtomicFile.write(page.html, to: flowsPath(stem + ".html"))
        } catch let error as AtomicFileError {
            note(error.description)
        } catch {
            note("cannot write \(path(folder)): \(error.localizedDescription)")
        }
        return slim
    }

    /// Writes `report.json` and `index.html` for `results` (in run order) and the flows
    /// `skipped` by --tags.
    func finish(_ results: [FlowResult], tags: [String: [String]], skipped: [Flow], time: Double) {
        let entries = results.map { ReportEntry($0, tags: tags[$0.path] ?? [], shard: shard, page: page(for: $0.path), relativeTo: workingDirectory) }
            + skipped.map { ReportEntry(skipped: $0, shard: shard) }
        do {
            try Self.write(ReportSummary(time: time, entries: entries), to: directory)
        } catch {
            note(error.message)
        }
    }

    /// Writes `summary` as `report.json` and `index.html` in `directory`.
    ///
    /// - Throws: exit 73 naming the file that could not be written and why.
    static func write(_ summary: ReportSummary, to directory: String) throws(CommandFailure) {
        let json = (directory as NSString).appendingPathComponent(ReportSummary.fileName)
        let index = (directory as NSString).appendingPathComponent("index.html")
        do {
            try AtomicFile.write(summary.data(), to: json)
            try AtomicFile.write(IndexPage(summary: summary).html, to: index)
        } catch let error as AtomicFileError {
            throw CommandFailure(code: .cannotCreate, message: error.description)
        } catch {
            throw CommandFailure(code: .cannotCreate, message: "cannot write \(json): \(error.localizedDescription)")
        }
    }

    /// Copies the golden, actual and diff pictures of a screenshot failure into the
    /// flow's folder, so the report holds them; returns their paths relative to `flows/`.
    private func copyScreenshot(_ failure: ScreenshotFailure?, into folder: String) throws -> [(String, String)] {
        guard let failure else { return [] }
        try FileManager.default.createDirectory(atPath: path(folder), withIntermediateDirectories: true)
        var copied: [(String, String)] = []
        for (title, source, name) in [("Expected", failure.expectedPath, "expected.png"), ("Actual", failure.actualPath, "actual.png"), ("Diff", failure.diffPath, "diff.png")] {
            guard let source, let data = FileManager.default.contents(atPath: source) else { continue }
            try AtomicFile.write(data, to: path(folder + "/" + name))
            copied.append((title, String(folder.dropFirst("flows/".count)) + "/" + name))
        }
        return copied
    }

    /// Creates `flows/` (and the report's directory) unless done already.
    private func makeFlowsDirectory() throws {
        lock.lock()
        defer { lock.unlock() }
        guard !madeFlowsDirectory else { return }
        try FileManager.default.createDirectory(atPath: path("flows"), withIntermediateDirectories: true)
        madeFlowsDirectory = true
    }

    private func path(_ relative: String) -> String {
        (directory as NSString).appendingPathComponent(relative)
    }

    /// The path of the file `name` in `flows/`, for a name without a slash: as
    /// ``path(_:)`` gives it, without Foundation's path methods (a report writes two
    /// files per flow).
    private func flowsPath(_ name: String) -> String {
        flowsDirectory + "/" + name
    }

    private func note(_ problem: String) {
        lock.lock()
        defer { lock.unlock() }
        problems.append(problem)
    }
}
