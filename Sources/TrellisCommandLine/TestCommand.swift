import Foundation
import Trellis

/// `trellis test FLOW_OR_DIR… [options]` (README, "Flows"): checks every flow and screen
/// first, then runs the flows, serially or in parallel, printing one line per step and a
/// last line `N passed, M failed`.
struct TestCommand {
    var paths: [String]
    var jobs: Int
    var shard: (index: Int, count: Int)?
    var reportPath: String?
    var artifacts: String?
    var tags: Set<String>
    var record: Bool
    /// Whether selecting no flow is a success (`--allow-empty`).
    var allowEmpty: Bool
    /// The flow loader's limits, from the `--max-flow-…` options.
    var limits: FlowLimits

    /// Parses the command's arguments; every malformed one is a usage error.
    init(arguments: [String]) throws(CommandFailure) {
        let parser = try ArgumentParser(
            arguments, valueOptions: Set(["--jobs", "--shard", "--report", "--artifacts", "--tags"]).union(FlowLimitOptions.names),
            flagOptions: ["--record", "--allow-empty", "--help"])
        if parser.flag("--help") { throw CommandFailure(code: .success, message: Usage.test) }
        guard !parser.positionals.isEmpty else { throw usage("missing the flow files or directories") }
        paths = parser.positionals
        let jobsText = try parser.value("--jobs")
        if let jobsText {
            guard NumberSyntax.isCount(jobsText), let jobs = Int(jobsText), (1...1024).contains(jobs) else {
                throw usage("--jobs expects a whole number from 1 to 1024, not '\(jobsText)'")
            }
            self.jobs = jobs
        } else {
            jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
        }
        if let text = try parser.value("--shard") {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, parts.allSatisfy(NumberSyntax.isCount),
                  let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
                throw usage("--shard expects I/N with 1 ≤ I ≤ N (e.g. --shard 2/4), not '\(text)'")
            }
            shard = (index - 1, count)
        }
        reportPath = try parser.value("--report")
        artifacts = try parser.value("--artifacts")
        let tagsText = try parser.value("--tags")
        tags = Set((tagsText ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        if let tagsText, tags.isEmpty { throw usage("--tags expects a comma-separated list of tags, not '\(tagsText)'") }
        record = parser.flag("--record")
        allowEmpty = parser.flag("--allow-empty")
        limits = try FlowLimitOptions.limits(from: parser)
    }

    /// Checks, selects, runs and reports; returns the exit code.
    func run(registry: Registry) throws(CommandFailure) -> ExitCode {
        let selection = try FlowSelection(arguments: paths)
        var entries = selection.entries
        if entries.isEmpty, !allowEmpty {
            throw CommandFailure(code: .tapFailed, message: "no flows selected: \(paths.map { "'\($0.debugEscaped)'" }.joined(separator: ", ")) \(paths.count == 1 ? "holds" : "hold") no .yaml or .yml files (--allow-empty makes this a success)")
        }
        if let shard { entries = entries.filter { FlowSelection.inShard($0, index: shard.index, count: shard.count) } }
        let flows: [Flow]
        do {
            flows = try FlowLoader(registry: registry, limits: limits).load(files: entries.map(\.path))
        } catch {
            switch error {
            case .unreadable: throw CommandFailure(code: .noInput, message: error.description)
            case .invalid(let diagnostics): throw CommandFailure(code: .dataError, message: diagnostics.description)
            }
        }
        var selected: [Flow] = []
        for (flow, entry) in zip(flows, entries) {
            if flow.screenPath == nil {
                if entry.explicit { throw usage("'\(flow.path)' holds only steps (no header naming a screen); run it through runFlow") }
                continue
            }
            if tags.isEmpty || !tags.isDisjoint(with: flow.tags) { selected.append(flow) }
        }
        if selected.isEmpty, shard == nil, !allowEmpty {
            throw CommandFailure(code: .tapFailed, message: "no flows selected: " + TestCommand.whyNone(flows, tags: tags) + " (--allow-empty makes this a success)")
        }
        let printer = TestPrinter(artifacts: artifacts)
        let runner = FlowRunner(registry: registry, record: record)
        let results = jobs == 1 || selected.count <= 1
            ? TestCommand.runSerially(selected, runner: runner, printer: printer)
            : ParallelFlowRun(flows: selected, runner: runner, printer: printer).run(jobs: jobs)
        let failed = results.filter { !$0.passed }
        if !failed.isEmpty {
            Output.write("\nFailures:\n" + failed.compactMap { $0.failure.map { "  \($0.description.debugEscapedLines)\n" } }.joined())
        }
        Output.write("\(results.count - failed.count) passed, \(failed.count) failed\n")
        if let reportPath {
            do {
                try JUnitReport(results: results).write(to: reportPath)
            } catch let error as AtomicFileError {
                Output.error("error: cannot write the report '\(reportPath)': \(error.reason)")
                return .tapFailed
            } catch {
                Output.error("error: cannot write the report '\(reportPath)': \(error)")
                return .tapFailed
            }
        }
        return failed.isEmpty ? .success : .tapFailed
    }

    /// Why `flows` gave no flow to run: no flow has the tags asked for (naming the tags
    /// in use), or every file holds only steps.
    private static func whyNone(_ flows: [Flow], tags: Set<String>) -> String {
        let runnable = flows.filter { $0.screenPath != nil }
        guard !runnable.isEmpty else { return "every file holds only steps (no header naming a screen)" }
        let asked = tags.sorted().map { "'\($0.debugEscaped)'" }.joined(separator: ", ")
        var inUse: [String] = []
        var seen: Set<String> = []
        for tag in runnable.flatMap(\.tags) where seen.insert(tag).inserted { inUse.append(tag) }
        let used = inUse.isEmpty ? "no flow has tags" : "tags in use: " + inUse.map { "'\($0.debugEscaped)'" }.joined(separator: ", ")
        return "none of the \(runnable.count) \(runnable.count == 1 ? "flow has" : "flows have") the tags \(asked); \(used)"
    }

    /// Runs flows one after another, printing each step as it finishes.
    private static func runSerially(_ flows: [Flow], runner: FlowRunner, printer: TestPrinter) -> [FlowResult] {
        flows.map { flow in
            Output.write(printer.header(for: flow.path))
            let result = runner.run(flow) { step in Output.write(printer.line(for: step)) }
            Output.write(printer.finish(result))
            return result
        }
    }
}
