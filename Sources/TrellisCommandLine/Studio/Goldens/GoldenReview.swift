import Foundation
import Trellis

/// The golden review (Docs/studio.md, "Golden review"): finds the pending goldens under
/// the roots, accepts (the actual picture's bytes written to the golden through the
/// atomic writer, `NAME.actual.png` and `NAME.diff.png` beside it removed) and rejects
/// (those two removed, the golden kept, a report's entry hidden until its report.json
/// changes). Nothing is ever written inside a report folder. Guarded by a lock.
final class GoldenReview: @unchecked Sendable {
    private let lock = NSLock()
    /// The report entries rejected: the golden's file and the report's, with the
    /// report.json's stamp when rejected.
    private var rejected: [String: String] = [:]

    /// Every pending golden under `roots` (as written), each once, in path order.
    func pending(roots: [String], project: StudioProject) -> [PendingGolden] {
        lock.lock()
        defer { lock.unlock() }
        return scan(roots: roots, project: project)
    }

    /// Accepts the pending golden `golden` (as listed); nil when it is not pending, else
    /// the error of a write that failed, or "" when it was written.
    func accept(_ golden: String, roots: [String], project: StudioProject) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = scan(roots: roots, project: project).first(where: { $0.golden == golden }) else { return nil }
        guard let bytes = FileManager.default.contents(atPath: entry.actual) else { return "cannot read '\(entry.actual)'" }
        guard project.containedDestination(entry.goldenFile) != nil, !Self.isInReport(entry.goldenFile) else {
            return "'\(entry.golden)' is not under the roots, or lies in a report folder"
        }
        do { try AtomicFile.write(bytes, to: entry.goldenFile) } catch { return error.description }
        removeBeside(entry)
        return ""
    }

    /// Rejects the pending golden `golden`: false when it is not pending.
    func reject(_ golden: String, roots: [String], project: StudioProject) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let entries = scan(roots: roots, project: project).filter { $0.golden == golden }
        guard !entries.isEmpty else { return false }
        for entry in entries {
            removeBeside(entry)
            if let report = entry.report, let stamp = entry.reportStamp { rejected[entry.goldenFile + "\n" + report] = stamp }
        }
        return true
    }

    /// Removes `NAME.actual.png` and `NAME.diff.png` beside the golden, never in a report.
    private func removeBeside(_ entry: PendingGolden) {
        for path in [entry.besideActual, entry.besideDiff] where !Self.isInReport(path) {
            unlink(path)
        }
    }

    /// Whether a folder of `path` holds a report.json.
    static func isInReport(_ path: String) -> Bool {
        var folder = ((StudioProject.realPath((path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent)) ?? "")
        while !folder.isEmpty, folder != "/" {
            if FileManager.default.fileExists(atPath: folder + "/" + ReportSummary.fileName) { return true }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return false
    }

    /// The pending goldens under `roots`: every `NAME.actual.png` in a folder holding a
    /// flow, then every report's failed `assertScreenshot` step; a golden found twice is
    /// listed once (the report's location and message added), and one equal to its
    /// actual picture not at all.
    private func scan(roots: [String], project: StudioProject) -> [PendingGolden] {
        var found: [PendingGolden] = []
        var reports: [String] = []
        for root in roots {
            var undecodable: [String] = []
            let files = ((try? InputPaths.subpaths(of: root, undecodable: &undecodable)) ?? []).filter { !StudioProject.hasHiddenComponent($0) }.sorted()
            let base = root.hasSuffix("/") ? String(root.dropLast()) : root
            let flowFolders = Set(files.filter(FileErrors.isFlow).map { ($0 as NSString).deletingLastPathComponent })
            for file in files {
                let folder = (file as NSString).deletingLastPathComponent
                if (file as NSString).lastPathComponent == ReportSummary.fileName {
                    reports.append(folder.isEmpty ? base : base + "/" + folder)
                } else if file.hasSuffix(".actual.png"), flowFolders.contains(folder) {
                    let actual = base + "/" + file
                    let golden = String(actual.dropLast(".actual.png".count)) + ".png"
                    var entry = PendingGolden(golden: golden, goldenFile: golden, actual: actual)
                    entry.expected = FileManager.default.fileExists(atPath: golden) ? golden : nil
                    entry.diff = FileManager.default.fileExists(atPath: entry.besideDiff) ? entry.besideDiff : nil
                    found.append(entry)
                }
            }
        }
        for report in reports { merge(reportEntries(report, project: project), into: &found) }
        var seen: Set<String> = []
        return found.filter { entry in
            !entry.isSettled && seen.insert(StudioProject.realPath(entry.goldenFile) ?? entry.goldenFile).inserted
        }
    }

    /// Adds `entries` to `found`: a golden already found gets the report's location and
    /// message.
    private func merge(_ entries: [PendingGolden], into found: inout [PendingGolden]) {
        for entry in entries {
            let key = StudioProject.realPath(entry.goldenFile) ?? entry.goldenFile
            if let index = found.firstIndex(where: { (StudioProject.realPath($0.goldenFile) ?? $0.goldenFile) == key }) {
                found[index].location = found[index].location ?? entry.location
                found[index].message = found[index].message ?? entry.message
            } else {
                found.append(entry)
            }
        }
    }

    /// The failed `assertScreenshot` steps of the report folder `report` not hidden by a
    /// reject, each with the report's copies of its pictures.
    private func reportEntries(_ report: String, project: StudioProject) -> [PendingGolden] {
        let json = report + "/" + ReportSummary.fileName
        guard let summary = try? ReportSummary.read(inside: report) else { return [] }
        let attributes = try? FileManager.default.attributesOfItem(atPath: json)
        let stamp = "\(attributes?[.size] ?? 0) \((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        var entries: [PendingGolden] = []
        for row in summary.entries {
            guard let failure = row.failure, let name = Self.screenshotName(failure.step), let page = row.page else { continue }
            let golden = ScreenshotAssertion.goldenPath(name: name, flowFile: failure.file)
            guard rejected[golden + "\n" + report] != stamp else { continue }
            let folder = report + "/" + (page.hasSuffix(".html") ? String(page.dropLast(5)) : page)
            let copy = { (file: String) -> String? in
                let path = folder + "/" + file
                return FileManager.default.fileExists(atPath: path) && project.contained(path) != nil ? path : nil
            }
            guard let actual = copy("actual.png") else { continue }
            var entry = PendingGolden(golden: golden, goldenFile: golden, actual: actual, report: report, reportStamp: stamp)
            entry.location = "\(failure.file):\(failure.line):\(failure.column)"
            entry.message = failure.message
            entry.expected = copy("expected.png")
            entry.diff = copy("diff.png")
            entries.append(entry)
        }
        return entries
    }

    /// NAME of a step `assertScreenshot NAME [tolerance T] [maxDiffPixels N] [scale S]`;
    /// nil for another step.
    static func screenshotName(_ step: String) -> String? {
        let prefix = "assertScreenshot "
        guard step.hasPrefix(prefix) else { return nil }
        var name = String(step.dropFirst(prefix.count))
        for option in [" tolerance ", " maxDiffPixels ", " scale "] {
            if let range = name.range(of: option) { name = String(name[..<range.lowerBound]) }
        }
        return name.isEmpty ? nil : name
    }
}
