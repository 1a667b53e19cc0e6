import Foundation
import Trellis

/// `trellis run SCREEN.xml [options]` (Docs/cli.md).
struct RunCommand {
    enum Format: String {
        case text, json
    }

    var path: String
    var width: CGFloat?
    var height: CGFloat?
    var taps: [(text: String, query: ViewQuery)]
    var format: Format
    var allowMissed: Bool
    /// The `--text-metrics` name, checked against the registry when run; nil lets the
    /// screen file choose (`test` unless it says otherwise).
    var textMetrics: String?
    /// The loader's limits, from the `--max-…` options.
    var limits: LoadLimits

    /// The options that `run` shares with the commands built on it (`render`): the value
    /// options, and the flags.
    static let sharedValueOptions = Set(["--width", "--height", "--tap", "--text-metrics"]).union(LoadLimitOptions.names)
    static let sharedFlagOptions: Set<String> = ["--allow-missed", "--help"]

    /// What performing the taps left: the screen, laid out; the tap log; whether a tap failed.
    struct Outcome {
        var screen: Screen
        var log: TapLog
        var failed: Bool
    }

    /// Parses the command's arguments; every malformed one is a usage error.
    init(arguments: [String]) throws(CommandFailure) {
        let parser = try ArgumentParser(
            arguments, valueOptions: RunCommand.sharedValueOptions.union(["--format"]),
            flagOptions: RunCommand.sharedFlagOptions)
        if parser.flag("--help") { throw CommandFailure(code: .success, message: Usage.run) }
        try self.init(parser: parser)
        let formatText = try parser.value("--format") ?? Format.text.rawValue
        guard let format = Format(rawValue: formatText) else {
            throw usage("--format must be text or json, not '\(formatText)'")
        }
        self.format = format
    }

    /// Reads the shared options (``sharedValueOptions``, ``sharedFlagOptions``) and the
    /// one screen file from `parser`; the format is text.
    init(parser: ArgumentParser) throws(CommandFailure) {
        guard parser.positionals.count == 1, let path = parser.positionals.first else {
            throw usage(parser.positionals.isEmpty ? "missing the screen file" : "expected one screen file, got \(parser.positionals.count)")
        }
        self.path = path
        width = try RunCommand.length(parser.value("--width"), option: "--width")
        height = try RunCommand.length(parser.value("--height"), option: "--height")
        var taps: [(String, ViewQuery)] = []
        for text in parser.values("--tap") {
            do { taps.append((text, try ViewQuery(parsing: text))) } catch { throw usage("--tap: \(error.description)") }
        }
        self.taps = taps
        format = .text
        allowMissed = parser.flag("--allow-missed")
        textMetrics = try parser.value("--text-metrics")
        limits = try LoadLimitOptions.limits(from: parser)
    }

    /// A length option's value in points, or nil when not given; a usage error when it is
    /// not a number ≥ 0.
    static func length(_ text: String?, option: String) throws(CommandFailure) -> CGFloat? {
        guard let text else { return nil }
        do {
            return try Length(attributeText: text).value
        } catch {
            throw usage("\(option) expects \(Length.valueDescription), not '\(text)'")
        }
    }

    /// Loads, taps and prints; returns the exit code.
    func run(registry: Registry) throws(CommandFailure) -> ExitCode {
        let outcome = try perform(registry: registry)
        let screen = outcome.screen
        let log = outcome.log
        switch format {
        case .json:
            let document = JSONValue.object([
                ("screen", .object([("width", .number(Double(screen.size.width))), ("height", .number(Double(screen.size.height)))])),
                ("root", ViewSnapshot(screen).json),
                ("log", .array(log.entries)),
            ])
            Output.print(document.serialized())
        case .text:
            var text = TreePrinter.dump(screen)
            if !log.lines.isEmpty { text += "\n" + log.lines.joined(separator: "\n") + "\n" }
            Output.write(text)
        }
        return outcome.failed ? .tapFailed : .success
    }

    /// Loads the screen, applies the size, performs the taps in order (stopping at the
    /// first that fails, whose message goes to stderr) and lays out; `observe` sees each
    /// tap's report or error as it happens.
    func perform(registry: Registry, observe: (Result<TapReport, TapError>) -> Void = { _ in }) throws(CommandFailure) -> Outcome {
        if let textMetrics, registry.textMetrics(named: textMetrics) == nil {
            let names = registry.textMetrics.map(\.name)
            throw usage("--text-metrics must be \(names.joined(separator: " or ")), not '\(textMetrics)'\(Suggestion.didYouMean(textMetrics, in: names))")
        }
        let screen = try ScreenFiles.load(path, registry: registry, textMetrics: textMetrics, limits: limits)
        if width != nil || height != nil {
            screen.size = CGSize(width: width ?? screen.size.width, height: height ?? screen.size.height)
        }
        screen.layoutIfNeeded()
        var log = TapLog()
        var failed = false
        for tap in taps {
            do {
                let report = try screen.tap(tap.query, allowMissed: allowMissed)
                log.append(report, as: tap.text)
                observe(.success(report))
                if let missed = report.missed { Output.error("warning: \(missed)") }
            } catch {
                log.append(error, as: tap.text)
                observe(.failure(error))
                Output.error("error: \(error.message)")
                failed = true
                break
            }
        }
        screen.layoutIfNeeded()
        for warning in screen.textMeasurer.takeWarnings() { Output.error("warning: \(warning)") }
        return Outcome(screen: screen, log: log, failed: failed)
    }
}
