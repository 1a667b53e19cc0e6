import Foundation
import Trellis

extension TestCommand {
    /// Writes the route coverage of every app the flows in `results` ran to `path` as
    /// `{"apps": [{…}, …]}` (``ParsedApp/coverageReport(_:)``, the apps in the order
    /// their first flow ran) and prints each app's summary line; returns the exit code
    /// when the file cannot be written (73), nil otherwise.
    func writeCoverage(of results: [FlowResult], runner: FlowRunner, to path: String) -> ExitCode? {
        var order: [String] = []
        var merged: [String: AppCoverage] = [:]
        for coverage in results.compactMap(\.coverage) {
            if merged[coverage.app] == nil { order.append(coverage.app) }
            merged[coverage.app, default: AppCoverage(app: coverage.app)].merge(coverage)
        }
        var reports: [JSONValue] = []
        var lines = ""
        for app in order {
            guard let coverage = merged[app],
                case .success(let parsed) = runner.screens.parsedApp(at: app, loader: AppLoader(registry: runner.registry))
            else { continue }
            let report = parsed.coverageReport(coverage)
            reports.append(report.json)
            lines += "coverage of \(app): \(report.summary)\n"
        }
        var writer = JSONWriter()
        JSONValue.object([("apps", .array(reports))]).write(to: &writer)
        writer.append("\n")
        do {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(Array(writer.text.utf8), to: path)
        } catch {
            Output.error("error: cannot write the coverage '\(path)': \(AtomicFileError.reason(for: error))")
            return .cannotCreate
        }
        Output.write(lines + "wrote the route coverage to \(path)\n")
        return nil
    }
}
