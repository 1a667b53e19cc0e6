import Foundation
import Trellis

/// `trellis run SCREEN.xml [options]` (Docs/cli.md).
struct RunCommand: Subcommand {
    enum Format: String, AttributeEnumeration {
        case text, json, accessibility

        var attributeText: String { rawValue }
    }

    var path: String
    var width: CGFloat?
    var height: CGFloat?
    /// The `--font-scale`, `--appearance` and `--locale` options (Docs/sweeps.md).
    var environment: ScreenConfiguration
    /// The `--tap` and `--advance` options, in the order given.
    var steps: [ScreenOptions.Step]
    /// Whether each tap settles the screen after itself (without `--no-settle`).
    var settles: Bool
    /// The `--link` deep link opened before the taps (an app file only).
    var link: String?
    var format: Format
    var allowMissed: Bool
    /// The `--text-metrics` name, checked against the registry when run; nil lets the
    /// screen file choose (`test` unless it says otherwise).
    var textMetrics: String?
    /// The loader's limits, from the `--max-…` options.
    var limits: LoadLimits

    /// What performing the taps left: the session, its screen laid out; the tap log;
    /// whether a tap failed.
    struct Outcome {
        var session: Session
        var log: TapLog
        var failed: Bool

        /// The session's screen (the one on top).
        var screen: Screen { session.screen }
    }

    static let format = OptionDeclaration(
        "--format", value: "FORMAT",
        help:
            "text: an indented tree; json: one JSON object with the tree, the accessibility tree and a log of the taps; accessibility: the accessibility tree, one element a line",
        default: Format.text.rawValue, example: "--format json")

    static let declaration = CommandDeclaration(
        name: "run", abstract: "load a screen, perform taps, print the resulting tree",
        overview: "load a screen, lay it out, perform the taps in order (laying out after each), and print the resulting tree.",
        arguments: [ArgumentDeclaration("SCREEN.xml", help: "the screen file, or an app file (<app>, Docs/navigation.md)")],
        options: [
            ScreenOptions.width, ScreenOptions.height, ScreenOptions.fontScale, ScreenOptions.appearance, ScreenOptions.locale, ScreenOptions.link,
            ScreenOptions.tap, ScreenOptions.advance, ScreenOptions.noSettle, format,
            ScreenOptions.allowMissed, ScreenOptions.textMetrics,
        ]
            + LoadLimitOptions.all,
        examples: [
            "trellis run Examples/weekdays.xml --tap 周一 --tap 周三",
            "trellis run Examples/checkin.xml --width 320 --format json",
            "trellis run Examples/company-tags.xml --no-settle --tap 展开 --advance 125ms",
        ],
        sections: [
            (
                "EXIT STATUS",
                """
                0 success, 1 a tap failed (no match, ambiguous, missed, not settled after 15s of virtual time, \
                more than 100,000 timer firings in one step), 2 bad usage, 65 the screen file has errors \
                (printed on stderr as file:line:column: error: …), 66 the file cannot be read, 74 standard output cannot \
                be written. With 2, 65 or 66 nothing is printed on stdout.
                """
            )
        ])

    /// Reads `run`'s arguments; every malformed one is a usage error.
    init(parsing arguments: ParsedArguments) throws(CommandFailure) {
        try self.init(screenArguments: arguments)
        format = try arguments.value(Self.format, as: Format.self) ?? .text
    }

    /// Reads the ``ScreenOptions`` and the one screen file; the format is text. `render`
    /// reads its screen this way.
    init(screenArguments arguments: ParsedArguments) throws(CommandFailure) {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw usage(arguments.positionals.isEmpty ? "missing the screen file" : "expected one screen file, got \(arguments.positionals.count)")
        }
        self.path = path
        width = try arguments.value(ScreenOptions.width, as: Length.self)?.value
        height = try arguments.value(ScreenOptions.height, as: Length.self)?.value
        environment = try ScreenOptions.configuration(from: arguments)
        steps = try ScreenOptions.steps(from: arguments)
        settles = !arguments.flag(ScreenOptions.noSettle)
        link = try arguments.value(ScreenOptions.link)
        format = .text
        allowMissed = arguments.flag(ScreenOptions.allowMissed)
        textMetrics = try arguments.value(ScreenOptions.textMetrics)
        limits = try LoadLimitOptions.limits(from: arguments)
    }

    /// Loads, taps and prints; returns the exit code.
    func run(registry: Registry) throws(CommandFailure) -> ExitCode {
        let outcome = try perform(registry: registry)
        let screen = outcome.screen
        let log = outcome.log
        switch format {
        case .json:
            // Written straight to standard output, a chunk at a time:
            // {"screen":{…},"root":{…},"accessibility":[…],"log":[…]}.
            var writer = Self.outputWriter(showsInvisibles: false)
            let navigation = outcome.session.app.map { [("navigation", $0.navigationState.json)] } ?? []
            ScreenDocument.write(screen, log: log.entries, members: navigation, to: &writer)
            writer.append("\n")
            writer.flush()
        case .text:
            var writer = Self.outputWriter(showsInvisibles: true)
            TreePrinter.write(screen, to: &writer)
            if !log.lines.isEmpty { writer.appendUnescaped("\n" + log.lines.joined(separator: "\n") + "\n") }
            writer.flush()
        case .accessibility:
            var text = AccessibilityElement.dump(screen.accessibilityElements) + "\n"
            if !log.lines.isEmpty { text += "\n" + log.lines.joined(separator: "\n") + "\n" }
            Output.write(text)
        }
        return outcome.failed ? .tapFailed : .success
    }

    /// A writer that hands its bytes to standard output in chunks of 64 KiB as they are
    /// written, so the output of a screen of any size needs no buffer of its size.
    private static func outputWriter(showsInvisibles: Bool) -> JSONWriter {
        JSONWriter(showsInvisibles: showsInvisibles, chunkSize: 1 << 16, sink: { Output.write($0) })
    }

    /// Loads the screen, applies the size, performs the taps in order (stopping at the
    /// first that fails, whose message goes to stderr) and lays out; `observe` sees each
    /// tap's report or error as it happens.
    func perform(registry: Registry, observe: (Result<TapReport, TapError>) -> Void = { _ in }) throws(CommandFailure) -> Outcome {
        if let textMetrics, registry.textMetrics(named: textMetrics) == nil {
            let names = registry.textMetrics.map(\.name)
            throw usage("--text-metrics must be \(names.joined(separator: " or ")), not '\(textMetrics)'\(Suggestion.didYouMean(textMetrics, in: names))")
        }
        let configuration = ScreenConfiguration(
            width: width, height: height, textMetrics: textMetrics, fontScale: environment.fontScale, appearance: environment.appearance,
            locale: environment.locale)
        let session = try ScreenFiles.session(path, registry: registry, configuration: configuration, limits: limits)
        KeptUntilExit.keep(session)
        let screen = session.screen
        screen.scrollAdvice = .screenFile
        screen.layoutIfNeeded()
        var log = TapLog()
        var failed = false
        if let link {
            guard let app = session.app else { throw usage("--link opens a deep link of an app; '\(path)' is a screen file") }
            do {
                log.append(link: link, navigation: try app.open(link))
            } catch {
                log.append(link: link, error: error.description)
                Output.error("error: \(error.description)")
                failed = true
            }
        }
        screen.clock.autoSettle = settles
        for step in steps where !failed {
            switch step {
            case .tap(let text, let query):
                failed = !performTap(query, as: text, on: screen, log: &log, observe: observe)
            case .advance(let text, let milliseconds):
                failed = !Self.advance(screen, by: milliseconds, as: text, log: &log)
            }
        }
        screen.layoutIfNeeded()
        for warning in screen.textMeasurer.takeWarnings() { Output.error("warning: \(warning)") }
        return Outcome(session: session, log: log, failed: failed)
    }

    /// Performs one `--tap` (then settles, unless `--no-settle`), logging it; returns
    /// whether it succeeded. A failed settle or the firing limit fails the tap.
    private func performTap(
        _ query: ViewQuery, as text: String, on screen: Screen, log: inout TapLog, observe: (Result<TapReport, TapError>) -> Void
    ) -> Bool {
        let tap = PerformedTap.perform(query, as: text, on: screen, allowMissed: allowMissed, settles: settles)
        guard let outcome = tap.outcome else { return false }
        log.append(tap.record)
        observe(outcome)
        switch outcome {
        case .success(let report):
            if let missed = report.missed { Output.error("warning: \(missed)") }
            if let settleFailure = tap.settleFailure {
                Output.error("error: \(settleFailure)")
                return false
            }
            if let navigationFailure = report.records.navigations.first(where: { $0.error != nil }), let message = navigationFailure.error {
                Output.error("error: \(message)")
                return false
            }
            return true
        case .failure(let error):
            Output.error("error: \(error.message)")
            return false
        }
    }

    /// Performs one `--advance`, logging what the clock ran; returns whether the clock
    /// got there (not at the firing limit).
    static func advance(_ screen: Screen, by milliseconds: Int64, as text: String, log: inout TapLog) -> Bool {
        let clock = screen.clock
        let start = clock.milliseconds
        var failure: String?
        let records = screen.recordingDispatch {
            if case .failure(let error) = Result(catching: { () throws(ClockError) in try clock.advance(milliseconds: milliseconds) }) {
                failure = error.description
            }
        }
        screen.layoutIfNeeded()
        log.append(TapRecord(advance: text, time: start...clock.milliseconds, records: records, error: failure))
        if let failure { Output.error("error: \(failure)") }
        return failure == nil
    }
}
