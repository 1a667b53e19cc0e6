import Foundation
import Trellis

/// `trellis audit SCREEN.xml… [--tap QUERY]… [--rule R]… [--min-target N] [--format
/// text|json]` (Docs/accessibility.md, "The audit").
struct AuditCommand: Subcommand {
    enum Format: String {
        case text, json
    }

    var paths: [String]
    var taps: [(text: String, query: ViewQuery)]
    var rules: Set<AuditRule>
    var minimumTarget: CGFloat
    var format: Format

    static let rule = OptionDeclaration(
        "--rule", value: "R", help: "run only this rule; repeatable. Rules: \(AuditRule.allNames)", repeatable: true)
    static let minTarget = OptionDeclaration(
        "--min-target", value: "N", help: "the smallest tap target's width and height, in points (48 is Android's)",
        default: "44", example: "--min-target 48")
    static let format = OptionDeclaration(
        "--format", value: "FORMAT", help: "text: one finding a line, then a count; json: one object with the findings",
        default: Format.text.rawValue, example: "--format json")

    static let declaration = CommandDeclaration(
        name: "audit", abstract: "check screens for small tap targets, missing labels, truncated text, overlaps, low contrast, controls off the screen",
        overview: "load each screen, perform the taps, and check the screen as it then is against the accessibility rules; each finding is printed as file:line:column: warning: [rule] message.",
        arguments: [ArgumentDeclaration("SCREEN.xml", help: "the screen files, or directories whose .xml files (recursively) are audited", repeating: true)],
        options: [ScreenOptions.tap, rule, minTarget, format],
        examples: ["trellis audit Examples/weekdays.xml", "trellis audit Examples/company-tags.xml --tap 展开 --rule tap-target"],
        sections: [
            ("EXIT STATUS", """
                0 no findings, 1 findings, 2 bad usage, 65 a screen has errors or a tap failed \
                (printed on stderr), 66 a file cannot be read, 74 standard output cannot be written.
                """),
        ])

    init(parsing arguments: ParsedArguments) throws(CommandFailure) {
        guard !arguments.positionals.isEmpty else { throw usage("missing the screen file") }
        paths = arguments.positionals
        taps = try ScreenOptions.taps(from: arguments)
        var rules: Set<AuditRule> = []
        for name in arguments.values(Self.rule) {
            guard let rule = AuditRule(rawValue: name) else {
                throw usage("--rule takes one audit rule name and is repeated for several (--rule label --rule contrast); "
                    + "'\(name)' is not one of \(AuditRule.allNames)" + Suggestion.didYouMean(name, in: AuditRule.allCases.map(\.rawValue)))
            }
            rules.insert(rule)
        }
        self.rules = rules.isEmpty ? Set(AuditRule.allCases) : rules
        let target = try arguments.value(Self.minTarget)
        minimumTarget = try RunCommand.length(target, option: Self.minTarget.name) ?? AccessibilityAudit.defaultMinimumTarget
        // A target of 0 would pass every control; flows' `minTarget` refuses it too.
        if let target, minimumTarget <= 0 { throw usage("--min-target expects a length above 0 in points, not '\(target)'") }
        let formatText = try arguments.value(Self.format) ?? Format.text.rawValue
        guard let format = Format(rawValue: formatText) else { throw usage("--format must be text or json, not '\(formatText)'") }
        self.format = format
    }

    /// Audits every screen given or found under a directory given (`.xml` files,
    /// recursively, as `trellis validate` finds them). A screen that cannot be read, has
    /// errors or whose tap fails is reported on stderr and the others are still audited;
    /// the exit status is then the worst such failure's (66 over 65).
    func run(registry: Registry) throws(CommandFailure) -> ExitCode {
        let audit = AccessibilityAudit(rules: rules, minimumTarget: minimumTarget)
        let entries = try InputPaths.expand(paths) { $0.hasSuffix(".xml") }
        guard !entries.isEmpty else {
            throw CommandFailure(code: .noInput, message: "no screen files (.xml) in \(paths.map { "'\($0)'" }.joined(separator: ", "))")
        }
        var findings: [AuditFinding] = []
        var failure: ExitCode?
        for entry in entries {
            do {
                findings += try audit.findings(on: loadAndTap(entry.path, registry: registry))
            } catch {
                if error.code == .dataError { Output.errorVerbatim(error.message) } else { Output.error("error: \(error.message)") }
                if (failure?.rawValue ?? 0) < error.code.rawValue { failure = error.code }
            }
        }
        findings.sort()
        switch format {
        case .text:
            let count = findings.isEmpty ? "no findings" : "\(findings.count) finding\(findings.count == 1 ? "" : "s")"
            Output.write(findings.map { $0.description + "\n" }.joined() + count + "\n")
        case .json:
            let items: [JSONValue] = findings.map { finding in
                .object([
                    ("file", finding.location.map { .string($0.file) } ?? .null),
                    ("line", finding.location.map { .number(Double($0.line)) } ?? .null),
                    ("column", finding.location.map { .number(Double($0.column)) } ?? .null),
                    ("rule", .string(finding.rule.rawValue)), ("message", .string(finding.message)),
                ])
            }
            Output.print(JSONValue.object([("findings", .array(items))]).serialized())
        }
        return failure ?? (findings.isEmpty ? .success : .tapFailed)
    }

    /// The screen at `path` after the taps: the top screen of a session showing the file
    /// as it gives its size.
    private func loadAndTap(_ path: String, registry: Registry) throws(CommandFailure) -> Screen {
        let session = try Session(registry: registry) { (configuration) throws(CommandFailure) in
            try ScreenFiles.load(path, registry: registry, textMetrics: configuration.textMetrics)
        }
        let screen = session.screen
        for tap in taps {
            do { _ = try screen.tap(tap.query) } catch {
                throw CommandFailure(code: .dataError, message: "\(path): tap '\(tap.text)' failed: \(error.message)")
            }
        }
        return screen
    }
}
