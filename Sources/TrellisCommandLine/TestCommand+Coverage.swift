import Foundation
import Trellis
import TrellisGraphviz

extension TestCommand {
    /// Writes the route coverage of every app the flows in `results` ran to `path` as
    /// `{"apps": [{…}, …]}` (``ParsedApp/coverageReport(_:)``, the apps in the order
    /// their first flow ran) and prints each app's summary line; returns the exit code
    /// when the file cannot be written (73), nil otherwise.
    func writeCoverage(of results: [FlowResult], runner: FlowRunner, to path: String) -> ExitCode? {
        let apps = Self.coverage(of: results, runner: runner)
        var reports: [JSONValue] = []
        var lines = ""
        for (parsed, coverage) in apps {
            let report = parsed.coverageReport(coverage)
            reports.append(report.json)
            lines += "coverage of \(coverage.app): \(report.summary)\n"
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

    /// Each app the flows in `results` ran, in the order its first flow ran, with what
    /// all of them did in it added up.
    static func coverage(of results: [FlowResult], runner: FlowRunner) -> [(app: ParsedApp, coverage: AppCoverage)] {
        var order: [String] = []
        var merged: [String: AppCoverage] = [:]
        for coverage in results.compactMap(\.coverage) {
            if merged[coverage.app] == nil { order.append(coverage.app) }
            merged[coverage.app, default: AppCoverage(app: coverage.app)].merge(coverage)
        }
        return order.compactMap { app in
            guard let coverage = merged[app],
                case .success(let parsed) = runner.screens.parsedApp(at: app, loader: AppLoader(registry: runner.registry))
            else { return nil }
            return (parsed, coverage)
        }
    }

    /// The HTML report's picture of each app the flows ran: its navigation graph laid
    /// out by Graphviz, the routes no flow took red and marked never taken (their arrows
    /// dashed), with the coverage line.
    /// An app whose graph Graphviz cannot lay out is left out.
    static func navigationSections(of results: [FlowResult], runner: FlowRunner) -> [NavigationSection] {
        coverage(of: results, runner: runner).compactMap { parsed, coverage in
            let routes = parsed.definition.allRoutes.map(\.route.location)
            let untaken = Set(routes.filter { (coverage.routes[$0] ?? 0) == 0 })
            guard let svg = try? GraphvizRenderer.svg(dot: NavigationGraph(parsed.definition).dot(marking: untaken)) else { return nil }
            return NavigationSection(app: coverage.app, summary: parsed.coverageReport(coverage).summary, svg: svg)
        }
    }
}
