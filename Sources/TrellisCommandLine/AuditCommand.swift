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
        name: "audit", abstract: "check screens for small tap targets, missing labels, truncated text, overlaps, low contrast",
        overview: "load each screen, perform the taps, and check the screen as it then is against the accessibility rules; each finding is printed as file:line:column: warning: [rule] message.",
        arguments: [ArgumentDeclaration("SCREEN.xml", help: "the screen files", repeating: true)],
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
            do { rules.insert(try AuditRule(name: name)) } catch { throw usage("--rule expects \(error.expected)") }
        }
        self.rules = rules.isEmpty ? Set(AuditRule.allCases) : rules
        let target = try arguments.value(Self.minTarget)
        minimumTarget = try RunCommand.length(target, option: Self.minTarget.name) ?? AccessibilityAudit.defaultMinimumTarget
        let formatText = try arguments.value(Self.format) ?? Format.text.rawValue
        guard let format = Format(rawValue: formatText) else { throw usage("--format must be text or json, not '\(formatText)'") }
        self.format = format
    }

    func run(registry: Registry) throws(CommandFailure) -> ExitCode {
        let audit = AccessibilityAudit(rules: rules, minimumTarget: minimumTarget)
        var findings: [AuditFinding] = []
        for path in paths {
            let screen = try ScreenFiles.load(path, registry: registry)
            for tap in taps {
                do { _ = try screen.tap(tap.query) } catch {
                    throw CommandFailure(code: .dataError, message: "\(path): tap '\(tap.text)' failed: \(error.message)")
                }
            }
            findings += audit.findings(on: screen)
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
        return findings.isEmpty ? .success : .tapFailed
    }
}
