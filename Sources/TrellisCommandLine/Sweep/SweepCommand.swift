import Foundation
import Trellis

/// `trellis sweep SCREEN_OR_DIR… [--sizes LIST] [--font-scales LIST] [--appearances LIST]
/// [--locales LIST] [--tap QUERY]… [--rule R]… [--min-target N] [--text-metrics M] [--jobs
/// N] [--format text|json|html]` (Docs/sweeps.md): the audit in every configuration, each
/// finding once with where it holds, and the widths and font scales where it starts.
struct SweepCommand: Subcommand {
    enum Format: String, AttributeEnumeration {
        case text, json, html

        var attributeText: String { rawValue }
    }

    var paths: [String]
    var axes: SweepAxes
    /// The `--tap` options, in order.
    var steps: [ScreenOptions.Step]
    var audit: AccessibilityAudit
    var textMetrics: String?
    /// How many configurations are laid out at once; the processor count by default.
    var jobs: Int
    var format: Format

    static let sizes = OptionDeclaration(
        "--sizes", value: "LIST",
        help: "the sizes, comma-separated: presets, the groups phones and tablets, WxH, or W (the screen's own height); lengths above 0, at most 10000 points",
        default: "the screen's own size", example: "--sizes phones,768x1024",
        detail: SweepSize.presets.map { $0.name.padding(toLength: 19, withPad: " ", startingAt: 0) + SweepSize.name(width: $0.width, height: $0.height) })
    static let fontScales = OptionDeclaration(
        "--font-scales", value: "LIST",
        help: "the font scales, comma-separated: numbers above 0 and at most 4 with at most two decimals, or standard (0.85,1,1.15,1.3,1.5,1.8,2)",
        default: "1", example: "--font-scales 1,1.3,2")
    static let appearances = OptionDeclaration(
        "--appearances", value: "LIST", help: "the appearances, comma-separated: light, dark", default: "light", example: "--appearances light,dark")
    static let locales = OptionDeclaration(
        "--locales", value: "LIST", help: "the locales, comma-separated: base (as written), en-XA (accented, longer), ar-XB (right to left)",
        default: "base", example: "--locales base,en-XA,ar-XB")
    static let jobsOption = OptionDeclaration(
        "--jobs", value: "N", help: "lay N configurations out at once; the output is the same for every N", default: "the number of cores",
        example: "--jobs 2")
    static let format = OptionDeclaration(
        "--format", value: "FORMAT",
        help: "text: one finding a line with where it holds, its thresholds as notes, then a count; json: one object; html: one self-contained page",
        default: Format.text.rawValue, example: "--format html")

    static let declaration = CommandDeclaration(
        name: "sweep", abstract: "audit screens in every combination of sizes, font scales, appearances and locales",
        overview:
            "build each screen in every configuration (the product of the four lists, sizes outermost), perform the taps and run the audit; each finding is printed once with where it holds, then the width or font scale at which it starts or stops, found by bisection.",
        arguments: [ArgumentDeclaration("SCREEN_OR_DIR", help: "the screen files, or directories whose .xml files (recursively) are swept", repeating: true)],
        options: [
            sizes, fontScales, appearances, locales, ScreenOptions.tap, AuditCommand.rule, AuditCommand.minTarget, ScreenOptions.textMetrics, jobsOption,
            format,
        ],
        examples: [
            "trellis sweep Examples/product-list.xml --sizes phones --font-scales standard", "trellis sweep Examples --appearances light,dark --format html",
        ],
        sections: [
            (
                "EXIT STATUS",
                """
                0 no findings, 1 findings, 2 bad usage (nothing on stdout), 65 a screen has errors or a tap failed in some \
                configuration (printed on stderr), 66 a file cannot be read, 74 standard output cannot be written; the worst \
                when several (66 over 65 over 1).
                """
            )
        ])

    init(parsing arguments: ParsedArguments) throws(CommandFailure) {
        guard !arguments.positionals.isEmpty else { throw usage("missing the screen file") }
        paths = arguments.positionals
        axes = try SweepAxes(
            sizes: arguments.value(Self.sizes), scales: arguments.value(Self.fontScales), appearances: arguments.value(Self.appearances),
            locales: arguments.value(Self.locales))
        steps = try ScreenOptions.steps(from: arguments)
        audit = try AuditCommand.audit(from: arguments)
        textMetrics = try arguments.value(ScreenOptions.textMetrics)
        jobs = ProcessInfo.processInfo.activeProcessorCount
        if let text = try arguments.value(Self.jobsOption) {
            guard NumberSyntax.isCount(text), let jobs = Int(text), (1...1024).contains(jobs) else {
                throw usage("--jobs expects a whole number from 1 to 1024, not '\(text)'")
            }
            self.jobs = jobs
        }
        format = try arguments.value(Self.format, as: Format.self) ?? .text
    }

    /// Sweeps every screen given or found under a directory given. A screen that cannot be
    /// read or has errors is reported on stderr and the others are still swept; a failed
    /// tap is reported with its configuration. The exit status is the worst of 66, 65 and
    /// 1 (findings) that applies, else 0.
    func run(registry: Registry) throws(CommandFailure) -> ExitCode {
        if let textMetrics, registry.textMetrics(named: textMetrics) == nil {
            let names = registry.textMetrics.map(\.name)
            throw usage("--text-metrics must be \(names.joined(separator: " or ")), not '\(textMetrics)'\(Suggestion.didYouMean(textMetrics, in: names))")
        }
        // A path that does not exist is reported and the others are still swept.
        var unreadable = 0
        let entries = InputPaths.withoutTestReports(InputPaths.expandEach(paths, unreadable: &unreadable) { $0.hasSuffix(".xml") }.entries)
        guard !entries.isEmpty || unreadable > 0 else {
            throw CommandFailure(code: .noInput, message: "no screen files (.xml) in \(paths.map { "'\($0)'" }.joined(separator: ", "))")
        }
        var failure: ExitCode? = unreadable > 0 ? .noInput : nil
        var screens: [SweepScreen] = []
        for entry in entries {
            do {
                screens.append(try screen(entry.path, registry: registry))
            } catch {
                if error.code == .dataError { Output.errorVerbatim(error.message) } else { Output.error("error: \(error.message)") }
                if (failure?.rawValue ?? 0) < error.code.rawValue { failure = error.code }
            }
        }
        let run = SweepRun(registry: registry, audit: audit, steps: steps, textMetrics: textMetrics, jobs: jobs)
        let report = SweepReport.sweep(screens, with: run)
        for message in report.failures { Output.errorVerbatim(message) }
        if !report.failures.isEmpty, failure == nil { failure = .dataError }
        switch format {
        case .text: Output.write(SweepText.text(report))
        case .json: Output.print(SweepJSON.json(report).serialized())
        case .html: Output.write(SweepHTML(report: report, screens: screens, run: run).document())
        }
        return failure ?? (report.findings.isEmpty ? .success : .tapFailed)
    }

    /// The screen file at `path` parsed once, with its configurations.
    ///
    /// - Throws: 66 for a file that cannot be read, 65 for one with errors (each in
    ///   compiler format) and for an app file, whose screens are swept one by one.
    private func screen(_ path: String, registry: Registry) throws(CommandFailure) -> SweepScreen {
        let loader = ScreenLoader(registry: registry, textMetrics: textMetrics)
        do {
            if try loader.rootElementName(contentsOfFile: path) == "app" {
                throw CommandFailure(
                    code: .dataError, message: "\(path): error: an app file is not swept; sweep the screen files it names, with the taps that reach their state"
                )
            }
            let parsed = try loader.parse(contentsOfFile: path)
            let size = try parsed.makeScreen().size
            let grid = SweepGrid(sizes: axes.sizes(screenSize: size), scales: axes.scales, appearances: axes.appearances, locales: axes.locales)
            return SweepScreen(file: path, parsed: parsed, grid: grid)
        } catch let error as ScreenLoadError {
            switch error {
            case .unreadable: throw CommandFailure(code: .noInput, message: error.description)
            case .invalid(let diagnostics): throw CommandFailure(code: .dataError, message: diagnostics.description)
            }
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure(code: .dataError, message: "\(path): error: \(error)")
        }
    }
}
