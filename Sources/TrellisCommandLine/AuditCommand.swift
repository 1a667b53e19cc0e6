import Foundation
import Trellis

/// `trellis audit SCREEN.xml… [--tap QUERY]… [--rule R]… [--min-target N] [--format
/// text|json]` (Docs/accessibility.md, "The audit").
struct AuditCommand: Subcommand {
    enum Format: String, AttributeEnumeration {
        case text, json

        var attributeText: String { rawValue }
    }

    var paths: [String]
    /// The `--tap` and `--advance` options, in the order given.
    var steps: [ScreenOptions.Step]
    /// Whether each tap settles the screen after itself (without `--no-settle`).
    var settles: Bool
    /// The `--link` deep link opened before the taps (app files only).
    var link: String?
    var rules: Set<AuditRule>
    var minimumTarget: CGFloat
    var format: Format
    /// Whether each app file is audited on every screen, each as first reached from its
    /// start (`--all-screens`).
    var allScreens: Bool
    /// The `--width`, `--height`, `--font-scale`, `--appearance` and `--locale` options.
    var configuration: ScreenConfiguration

    static let allScreensOption = OptionDeclaration(
        "--all-screens",
        help: "audit every screen of an app file once, as the shortest walk of tabs and routes from its start first reaches it, naming the walk")

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
        overview:
            "load each screen, perform the taps, and check the screen as it then is against the accessibility rules; each finding is printed as file:line:column: warning: [rule] message.",
        arguments: [ArgumentDeclaration("SCREEN.xml", help: "the screen files, or directories whose .xml files (recursively) are audited", repeating: true)],
        options: [
            ScreenOptions.width, ScreenOptions.height, ScreenOptions.fontScale, ScreenOptions.appearance, ScreenOptions.locale,
            ScreenOptions.link, ScreenOptions.tap, ScreenOptions.advance, ScreenOptions.noSettle, allScreensOption, rule, minTarget, format,
        ],
        examples: ["trellis audit Examples/weekdays.xml", "trellis audit Examples/company-tags.xml --tap 展开 --rule tap-target"],
        sections: [
            (
                "EXIT STATUS",
                """
                0 no findings, 1 findings, 2 bad usage, 65 a screen has errors or a tap or an advance failed \
                (printed on stderr), 66 a file cannot be read, 74 standard output cannot be written.
                """
            )
        ])

    init(parsing arguments: ParsedArguments) throws(CommandFailure) {
        guard !arguments.positionals.isEmpty else { throw usage("missing the screen file") }
        paths = arguments.positionals
        steps = try ScreenOptions.steps(from: arguments)
        settles = !arguments.flag(ScreenOptions.noSettle)
        link = try arguments.value(ScreenOptions.link)
        let audit = try Self.audit(from: arguments)
        rules = audit.rules
        minimumTarget = audit.minimumTarget
        format = try arguments.value(Self.format, as: Format.self) ?? .text
        allScreens = arguments.flag(Self.allScreensOption)
        configuration = try ScreenOptions.configuration(from: arguments)
        if allScreens, link != nil || !steps.isEmpty { throw usage("--all-screens walks to every screen itself; it takes no --link, --tap or --advance") }
    }

    /// Audits every screen given or found under a directory given (`.xml` files,
    /// recursively, as `trellis validate` finds them). A screen that cannot be read, has
    /// errors or whose tap fails is reported on stderr and the others are still audited;
    /// the exit status is then the worst such failure's (66 over 65).
    func run(registry: Registry) throws(CommandFailure) -> ExitCode {
        let audit = AccessibilityAudit(rules: rules, minimumTarget: minimumTarget)
        // A path that does not exist is reported and the others are still audited.
        var unreadable = 0
        let (found, missing) = InputPaths.expandEach(paths, unreadable: &unreadable) { $0.hasSuffix(".xml") }
        let entries = InputPaths.withoutTestReports(found)
        guard !entries.isEmpty || unreadable > 0 else {
            throw CommandFailure(code: .noInput, message: "no screen files (.xml) in \(paths.map { "'\($0)'" }.joined(separator: ", "))")
        }
        var findings: [AuditFinding] = []
        // Whether the findings are one screen's, which the audit returns in order.
        var fromOneScreen = true
        var failure: ExitCode? = unreadable > 0 ? .noInput : nil
        var unaudited: [String] = []
        var walked: [(app: String, screen: String, steps: [App.Step])] = []
        for entry in entries {
            do {
                if allScreens, let walks = try auditEveryScreen(entry.path, registry: registry, with: audit) {
                    findings += walks.findings
                    fromOneScreen = false
                    walked += walks.screens.map { (entry.path, $0.screen, $0.steps) }
                } else {
                    let found = try audit.findings(on: loadAndTap(entry.path, registry: registry))
                    // The first screen's findings are kept as they are, not copied.
                    if findings.isEmpty {
                        findings = found
                    } else {
                        findings += found
                        fromOneScreen = false
                    }
                }
            } catch {
                if error.code == .dataError { Output.errorVerbatim(error.message) } else { Output.error("error: \(error.message)") }
                if (failure?.rawValue ?? 0) < error.code.rawValue { failure = error.code }
                unaudited.append(entry.path)
            }
        }
        // A view seen on several screens' walks (the chrome, a screen shown twice) is
        // reported once.
        findings = Self.sortedUnique(findings, inOrder: fromOneScreen)
        switch format {
        case .text:
            Output.write(walked.map { "screen \($0.screen) of \($0.app): " + Self.describe($0.steps) + "\n" }.joined())
            Output.write(
                findings.map { $0.description + "\n" }.joined()
                    + Self.summary(findings: findings.count, unaudited: unaudited.count + unreadable, of: entries.count + unreadable) + "\n")
        case .json:
            Self.writeJSON(findings: findings, unaudited: unaudited + missing, screens: allScreens ? walked : nil)
        }
        return failure ?? (findings.isEmpty ? .success : .tapFailed)
    }

    /// The closing line: `N findings` (or `no findings`), then, when some screens could not
    /// be loaded or tapped, how many were not audited, so that a screen with errors never
    /// reads as a clean one: `no findings; 1 of 2 screens could not be audited`.
    static func summary(findings: Int, unaudited: Int, of screens: Int) -> String {
        let count = findings == 0 ? "no findings" : "\(findings) finding\(findings == 1 ? "" : "s")"
        guard unaudited > 0 else { return count }
        return count + "; \(unaudited) of \(screens) screen\(screens == 1 ? "" : "s") could not be audited"
    }

    /// The findings on every screen of the app at `path`, each audited as its shortest
    /// walk from the start first reaches it, and the screens with their walks; nil when
    /// `path` is a screen file.
    ///
    /// - Throws: as loading does (65, 66), and 65 naming the screen when a walk fails.
    private func auditEveryScreen(
        _ path: String, registry: Registry, with audit: AccessibilityAudit
    ) throws(CommandFailure) -> (findings: [AuditFinding], screens: [(screen: String, steps: [App.Step])])? {
        let session = try ScreenFiles.session(path, registry: registry, configuration: configuration)
        KeptUntilExit.keep(session)
        guard let app = session.app else { return nil }
        var findings: [AuditFinding] = []
        let walks = app.firstWalks
        for walk in walks {
            do {
                try app.walk(walk.steps)
            } catch {
                throw CommandFailure(
                    code: .dataError, message: "\(path): cannot reach screen '\(walk.screen)' by \(Self.describe(walk.steps)): \(error.description)")
            }
            findings += audit.findings(on: app.window)
        }
        return (findings, walks)
    }

    /// A walk as the output names it: `the start`, or its steps joined by ` → `.
    static func describe(_ steps: [App.Step]) -> String {
        steps.isEmpty ? "the start" : steps.map(\.description).joined(separator: " → ")
    }

    /// The screen at `path` after the link and the taps: the top screen of a session
    /// showing the file as it gives its size (for an app file, the app's window with its
    /// chrome, Docs/navigation.md).
    private func loadAndTap(_ path: String, registry: Registry) throws(CommandFailure) -> Screen {
        let session = try ScreenFiles.session(path, registry: registry, configuration: configuration)
        KeptUntilExit.keep(session)
        let screen = session.screen
        if let link {
            guard let app = session.app else { throw usage("--link opens a deep link of an app; '\(path)' is a screen file") }
            do { try app.open(link) } catch {
                throw CommandFailure(code: .dataError, message: "\(path): link '\(link)' failed: \(error.description)")
            }
        }
        if let failure = Self.perform(steps, on: screen, settles: settles) { throw CommandFailure(code: .dataError, message: "\(path): \(failure)") }
        screen.layoutIfNeeded()
        return screen
    }
}
