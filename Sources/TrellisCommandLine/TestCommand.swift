import Foundation
import Trellis

/// `trellis test FLOW_OR_DIR… [options]` (Docs/flows.md, "`trellis test`"): checks every flow and screen
/// first, then runs the flows, serially or in parallel, printing one line per step and a
/// last line `N passed, M failed`.
struct TestCommand: Subcommand {
    var paths: [String]
    var jobs: Int
    var shard: (index: Int, count: Int)?
    var reportPath: String?
    /// Where `--coverage` writes the route coverage of the apps the flows ran; nil
    /// writes none.
    var coveragePath: String?
    var artifacts: String?
    /// The directory of the HTML report (`--html`); nil writes none.
    var html: String?
    var tags: Set<String>
    var record: Bool
    /// Whether selecting no flow is a success (`--allow-empty`).
    var allowEmpty: Bool
    /// The flow loader's limits, from the `--max-flow-…` options.
    var limits: FlowLimits
    /// Whether the accessibility audit runs on the loaded screen and after every step
    /// (`--audit`).
    var audit: Bool
    /// The flow variables bound with `-e KEY=VALUE`.
    var variables: [String: String]
    /// What the run honours of the process's environment (Bazel, GitHub Actions;
    /// TestCommand+Bazel.swift); none unless given.
    var environment = CIEnvironment()
    /// How many times each flow runs and which run's taps are moved (`--repeat`,
    /// `TRELLIS_REPEAT_FAULT`; TestCommand+Repeat).
    var repetition: FlowRepetition

    static let jobsOption = OptionDeclaration(
        "--jobs", value: "N", help: "run N flows at once; each flow owns its screen, so results equal a serial run",
        default: "the number of cores", example: "--jobs 4")
    static let shardOption = OptionDeclaration(
        "--shard", value: "I/N",
        help:
            "run only shard I of N (1 ≤ I ≤ N): a flow's shard is a stable hash of its path relative to the argument, so N machines run every flow exactly once",
        example: "--shard 2/4")
    static let report = OptionDeclaration(
        "--report", value: "FILE",
        help:
            "write a JUnit XML report: a testcase per flow (classname: its path relative to the working directory; file and line of the failing step), a failure with its message, file:line:column and the tree dump. Checked before the flows run; written whole or not at all",
        example: "--report junit.xml")
    static let coverageOption = OptionDeclaration(
        "--coverage", value: "FILE",
        help:
            "write the route coverage of the apps the flows ran as JSON (every screen, route, deep link and control with an action, with its file:line:column and how often it was reached) and print one summary line per app. Checked before the flows run",
        example: "--coverage coverage.json")
    static let artifactsOption = OptionDeclaration(
        "--artifacts", value: "DIR",
        help:
            "for each failed flow write the screen's text dump (.txt), JSON (.json) and picture (.svg) at the moment of failure, named after the flow's path (a_b.yaml and a/b.yaml get distinct names)",
        example: "--artifacts out")
    static let htmlOption = OptionDeclaration(
        "--html", value: "DIR",
        help:
            "write an HTML report to DIR: index.html (counts, failures first) and a page per flow with every step, its line, time and a picture of the screen after it (SVG files beside the pages, each picture stored once and shared by every page that shows it), and for a failure its reason, the tree and the tap log. Works from file://; merge shards' reports with 'trellis report merge'",
        example: "--html report")
    static let tagsOption = OptionDeclaration("--tags", value: "a,b", help: "run only flows whose header tags include one of these")
    static let recordOption = OptionDeclaration(
        "--record", help: "assertSnapshot writes its golden file and fails, so a recording run never passes")
    static let auditOption = OptionDeclaration(
        "--audit",
        help:
            "run the accessibility audit (every rule, as trellis audit) on the loaded screen and after every step; each finding fails the flow, reported once per view, rule and (for overlap) other view at the step after which it was first found"
    )
    static let allowEmptyOption = OptionDeclaration(
        "--allow-empty",
        help:
            "succeed when no flow is selected (an empty directory, --tags that match nothing); without it that exits 1 saying why. A shard that gets no flow while flows exist always succeeds"
    )

    static let declaration = CommandDeclaration(
        name: "test", abstract: "run scripted YAML flows against screens",
        overview:
            "run scripted flows (YAML: a header naming the screen, '---', a list of steps) against XML screens. Every flow and screen file is checked first; then each flow runs on its own freshly loaded screen and stops at its first failing step.",
        arguments: [
            ArgumentDeclaration(
                "FLOW_OR_DIR",
                help:
                    "a flow file, or a directory whose .yaml/.yml files are run (recursively, in path order; files holding only steps are included flows, run through runFlow, not on their own)",
                repeating: true)
        ],
        options: [
            jobsOption, shardOption, report, coverageOption, htmlOption, artifactsOption, tagsOption, recordOption, allowEmptyOption, auditOption, repeatOption,
        ] + FlowLimitOptions.all
            + [VariableOption.declaration],
        examples: [
            "trellis test Examples/flows --jobs 2 --report junit.xml",
            "trellis test Examples/flows --shard 1/2 --artifacts out",
            "trellis test Examples/flows --html report",
        ],
        sections: [
            (
                "OUTPUT",
                """
                '▸ FLOW', one line per step (✓ or ✗, the step, its time), the located error of a failure, then \
                'Failures:' and a last line 'N passed, M failed' (flows counted).
                """
            ),
            (
                "EXIT STATUS",
                """
                0 every flow passed, 1 a flow failed or no flow was selected, 2 bad \
                usage, 65 a flow or screen file has errors (all printed on stderr as file:line:column: error: …), 66 a \
                file cannot be read, 73 the report or artifacts path cannot be written (checked before the flows run, \
                or failing after them, when nothing of the new report is put in place), 74 standard output cannot be written.
                """
            ),
            environmentSection,
        ])

    /// Reads `test`'s arguments; every malformed one is a usage error.
    init(parsing arguments: ParsedArguments) throws(CommandFailure) {
        guard !arguments.positionals.isEmpty else { throw usage("missing the flow files or directories") }
        paths = arguments.positionals
        if let jobsText = try arguments.value(Self.jobsOption) {
            guard NumberSyntax.isCount(jobsText), let jobs = Int(jobsText), (1...1024).contains(jobs) else {
                throw usage("--jobs expects a whole number from 1 to 1024, not '\(jobsText)'")
            }
            self.jobs = jobs
        } else {
            jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
        }
        if let text = try arguments.value(Self.shardOption) {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, parts.allSatisfy(NumberSyntax.isCount),
                let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
            else {
                throw usage("--shard expects I/N with 1 ≤ I ≤ N (e.g. --shard 2/4), not '\(text)'")
            }
            shard = (index - 1, count)
        }
        reportPath = try arguments.value(Self.report)
        coveragePath = try arguments.value(Self.coverageOption)
        artifacts = try arguments.value(Self.artifactsOption)
        html = try arguments.value(Self.htmlOption)
        let tagsText = try arguments.value(Self.tagsOption)
        tags = Set((tagsText ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        if let tagsText, tags.isEmpty { throw usage("--tags expects a comma-separated list of tags, not '\(tagsText)'") }
        record = arguments.flag(Self.recordOption)
        allowEmpty = arguments.flag(Self.allowEmptyOption)
        audit = arguments.flag(Self.auditOption)
        limits = try FlowLimitOptions.limits(from: arguments)
        variables = try VariableOption.variables(from: arguments)
        repetition = try Self.repetition(from: arguments, environment: ProcessInfo.processInfo.environment)
    }

    /// Checks, selects, runs and reports; returns the exit code.
    func run(registry: Registry) throws(CommandFailure) -> ExitCode {
        let start = ContinuousClock.now
        try prepareCIOutputs()
        try checkOutputs()
        let selection = try FlowSelection(arguments: paths)
        var entries = selection.entries
        if entries.isEmpty, !allowEmpty {
            throw CommandFailure(
                code: .tapFailed,
                message:
                    "no flows selected: \(paths.map { "'\($0.debugEscaped)'" }.joined(separator: ", ")) \(paths.count == 1 ? "holds" : "hold") no .yaml or .yml files (--allow-empty makes this a success)"
            )
        }
        if let shard { entries = entries.filter { FlowSelection.inShard($0, index: shard.index, count: shard.count) } }
        let flows: [Flow]
        // The screens checked before running are parsed once, for the runner too.
        let screens = ScreenCache()
        do {
            var loader = FlowLoader(registry: registry, limits: limits)
            loader.screens = screens
            loader.variables = variables
            flows = try loader.load(files: entries.map(\.path), jobs: jobs)
        } catch {
            switch error {
            case .unreadable: throw CommandFailure(code: .noInput, message: error.description)
            case .invalid(let diagnostics): throw CommandFailure(code: .dataError, message: loadErrors(diagnostics.diagnostics))
            }
        }
        // The ids and state keys the steps name, checked against their screens exactly as
        // `trellis validate` checks them, before any flow runs.
        var check = FlowScreenCheck(registry: registry)
        check.screens = screens
        let problems = check.problems(in: flows)
        if !problems.isEmpty { throw CommandFailure(code: .dataError, message: loadErrors(problems)) }
        var selected: [Flow] = []
        var skipped: [Flow] = []
        // A flow with data rows is one test per row: several flows may share a path.
        let explicit = Set(entries.filter(\.explicit).map(\.path))
        let filter = testFilter
        for flow in flows {
            if flow.screenPath == nil {
                if explicit.contains(flow.path) { throw usage("'\(flow.path)' holds only steps (no header naming a screen); run it through runFlow") }
                continue
            }
            if selects(flow, filter: filter) { selected.append(flow) } else { skipped.append(flow) }
        }
        if selected.isEmpty, shard == nil, !allowEmpty {
            throw CommandFailure(
                code: .tapFailed, message: "no flows selected: " + whyNoneSelected(flows, filter: filter) + " (--allow-empty makes this a success)")
        }
        let printer = TestPrinter(
            artifacts: artifacts.map { ($0, ArtifactNames(flowPaths: selected.map(\.testPath))) }, annotatesForGitHub: environment.annotatesForGitHub)
        let captures: FlowCaptures = html != nil ? .pictures : artifacts != nil ? .taps : []
        var runner = FlowRunner(registry: registry, record: record, audit: audit ? AccessibilityAudit() : nil, captures: captures)
        runner.screens = screens
        var htmlReport: HTMLReport?
        if let html {
            do {
                htmlReport = try HTMLReport(directory: html, flowPaths: selected.map(\.testPath), shard: shard.map { "\($0.index + 1)/\($0.count)" })
            } catch {
                throw CommandFailure(code: .cannotCreate, message: "cannot write the HTML report to '\(error.path)': \(error.reason)")
            }
        }
        let flowTags = Dictionary(selected.map { ($0.testPath, $0.tags) }, uniquingKeysWith: { first, _ in first })
        // Pages are written beside the run, on a thread of their own.
        let pageWriter = htmlReport.map { ReportPageWriter(report: $0, tags: flowTags) }
        let junit = junitPaths.isEmpty ? nil : JUnitReportObserver(flowPaths: selected.map(\.testPath))
        var observers: [any FlowRunObserver & Sendable] = []
        if let pageWriter { observers.append(pageWriter) }
        if let junit { observers.append(junit) }
        let results =
            jobs == 1 || selected.count <= 1
            ? TestCommand.runSerially(
                selected, runner: runner, repetition: repetition, printer: printer, observers: observers)
            : ParallelFlowRun(
                flows: selected, runner: runner, repetition: repetition, printer: printer, observers: observers
            ).run(jobs: jobs)
        pageWriter?.waitForPages()
        // Left for the end of the process, as `run` leaves its screen: taking down
        // thousands of steps and results one release at a time costs a few milliseconds
        // that no thread shares.
        KeptUntilExit.keep(flows)
        KeptUntilExit.keep(results)
        if Output.standardOutputFailed {
            htmlReport?.discard()
            return .ioError
        }
        let failed = results.filter { !$0.passed }
        if !failed.isEmpty {
            // Every line of a failure is indented, its continuation lines included.
            let lines = failed.flatMap(\.failures).flatMap { $0.description.split(separator: "\n", omittingEmptySubsequences: false) }
            Output.write("\nFailures:\n" + lines.map { "  " + String($0).debugEscaped + "\n" }.joined())
        }
        Output.write("\(results.count - failed.count) passed, \(failed.count) failed\n")
        if let htmlReport {
            let navigation = Self.navigationSections(of: results, runner: runner)
            if let warning = htmlReport.finish(
                results, tags: flowTags, skipped: skipped, time: FlowRunner.seconds(ContinuousClock.now - start), navigation: navigation)
            {
                Output.error("warning: \(warning)")
            }
            if let problem = htmlReport.problem {
                Output.error("error: cannot write the HTML report '\(htmlReport.directory)': \(problem)")
                return .cannotCreate
            }
            Output.write("wrote the HTML report to \((htmlReport.directory as NSString).appendingPathComponent("index.html"))\n")
        }
        if let report = junit?.report {
            for reportPath in junitPaths {
                do {
                    try report.write(to: reportPath)
                } catch let error as AtomicFileError {
                    Output.error("error: cannot write the report '\(reportPath)': \(error.reason)")
                    return .cannotCreate
                } catch {
                    Output.error("error: cannot write the report '\(reportPath)': \(error)")
                    return .cannotCreate
                }
                Output.write("wrote the JUnit report to \(reportPath)\n")
            }
        }
        if let coveragePath {
            if let failure = writeCoverage(of: results, runner: runner, to: coveragePath) { return failure }
        }
        // A file left out for its name (reported as the run began) outweighs the flows' result.
        if selection.unreadable > 0 { return .noInput }
        return failed.isEmpty ? .success : .tapFailed
    }

    /// Checks that the report and the artifacts directory could be written, so that a
    /// mistyped path fails in a moment rather than after every flow has run.
    ///
    /// - Throws: exit 73 naming the path and the reason.
    private func checkOutputs() throws(CommandFailure) {
        do {
            if let reportPath { try AtomicFile.checkWritable(reportPath, creatingDirectories: true) }
            if let coveragePath { try AtomicFile.checkWritable(coveragePath, creatingDirectories: true) }
        } catch {
            throw CommandFailure(code: .cannotCreate, message: "cannot write the report '\(error.path)': \(error.reason)")
        }
        do {
            if let artifacts { try AtomicFile.checkWritableDirectory(artifacts) }
        } catch {
            throw CommandFailure(code: .cannotCreate, message: "cannot write artifacts to '\(error.path)': \(error.reason)")
        }
        do {
            if let html { try AtomicFile.checkWritableDirectory(html) }
        } catch {
            throw CommandFailure(code: .cannotCreate, message: "cannot write the HTML report to '\(error.path)': \(error.reason)")
        }
    }

    /// Why `flows` gave no flow to run: no flow has the tags asked for (naming the tags
    /// in use), or every file holds only steps.
    static func whyNone(_ flows: [Flow], tags: Set<String>) -> String {
        let runnable = flows.filter { $0.screenPath != nil }
        guard !runnable.isEmpty else { return "every file holds only steps (no header naming a screen)" }
        let asked = tags.sorted().map { "'\($0.debugEscaped)'" }.joined(separator: ", ")
        var inUse: [String] = []
        var seen: Set<String> = []
        for tag in runnable.flatMap(\.tags) where seen.insert(tag).inserted { inUse.append(tag) }
        let used = inUse.isEmpty ? "no flow has tags" : "tags in use: " + inUse.map { "'\($0.debugEscaped)'" }.joined(separator: ", ")
        return "none of the \(runnable.count) \(runnable.count == 1 ? "flow has" : "flows have") the tags \(asked); \(used)"
    }

    /// Runs flows one after another, each as `repetition` says, printing each step as it
    /// finishes (buffered: ``Output/writeBuffered(_:)``) and telling `observers` of every step and flow;
    /// stops early when standard output fails.
    private static func runSerially(
        _ flows: [Flow], runner: FlowRunner, repetition: FlowRepetition, printer: TestPrinter,
        observers: [any FlowRunObserver]
    ) -> [FlowResult] {
        var results: [FlowResult] = []
        for flow in flows where !Output.standardOutputFailed {
            Output.writeBuffered(printer.header(for: flow.path, row: flow.row))
            let result = repetition.run(flow, on: runner, observers: observers) { step in
                Output.writeBuffered(printer.line(for: step))
            }
            Output.writeBuffered(printer.finish(result) + repetitionLine(for: result, repetition))
            results.append(result)
        }
        return results
    }
}
