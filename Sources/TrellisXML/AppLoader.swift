import Foundation
import TrellisCore

/// Loads app files (Docs/navigation.md, "The app file") with libxml2, through the same
/// streaming parser as screen files: the `<app>` element and its screens, tabs, routes,
/// arguments, deep links and alerts, then every screen file it names, each read and
/// parsed once. Every problem of the app file and of its screens is reported in one run,
/// located, with "did you mean".
///
/// ```swift
/// let parsed = try AppLoader(registry: .standard).parse(contentsOfFile: "Examples/shop/app.xml")
/// let app = try parsed.makeApp()   // shows the start screen
/// ```
public struct AppLoader: Sendable {
    /// The loader of the app's screens (registry, limits; its text metrics, when set,
    /// override the app file's).
    public var screenLoader: ScreenLoader

    /// The most screens an app file may declare: 1,000.
    public static let maximumScreenCount = 1000

    /// Creates a loader.
    public init(registry: Registry, limits: LoadLimits = .default, textMetrics: String? = nil) {
        screenLoader = ScreenLoader(registry: registry, limits: limits, textMetrics: textMetrics)
    }

    /// Reads and checks the app file at `path` and every screen file it names.
    ///
    /// - Throws: `ScreenLoadError.unreadable(path:reason:)` when the app file cannot be
    ///   read (exit 66); `ScreenLoadError.invalid(_:)` with every problem of the app
    ///   file and its screens, in file order (exit 65).
    public func parse(contentsOfFile path: String) throws(ScreenLoadError) -> ParsedApp {
        let (definition, checker, appDiagnostics) = try definition(contentsOfFile: path)
        var diagnostics = appDiagnostics
        var screens: [String: ParsedScreen] = [:]
        if let definition, let checker {
            let (parsed, problems) = parseScreens(of: definition, locator: checker)
            screens = parsed
            diagnostics += problems
        }
        guard let definition, !diagnostics.contains(where: { $0.severity == .error }) else {
            throw .invalid(DiagnosticError(diagnostics.inFileOrder))
        }
        let metrics = (screenLoader.textMetrics ?? definition.textMetrics).flatMap(screenLoader.registry.textMetrics(named:))
        return ParsedApp(definition: definition, screens: screens, textMeasurer: metrics?.measurer)
    }

    /// Reads the app file at `path` and checks it, its screen files unread: its
    /// definition (nil when its root is not `<app>`), its checker, and its problems.
    ///
    /// - Throws: `ScreenLoadError.unreadable(path:reason:)` when it cannot be read;
    ///   `ScreenLoadError.invalid(_:)` when it is not well-formed XML or is empty.
    func definition(contentsOfFile path: String) throws(ScreenLoadError) -> (AppDefinition?, AppFileChecker?, [Diagnostic]) {
        let bytes = try screenLoader.read(path)
        let limits = screenLoader.limits.effective
        let reader = AppElementReader()
        let parseDiagnostics = XMLStreamParser.parse(
            bytes, path: path,
            limits: XMLParseLimits(maximumDepth: 8, maximumElementCount: limits.maximumViewCount, maximumValueLength: limits.maximumAttributeLength),
            handler: reader)
        guard parseDiagnostics.isEmpty else { throw .invalid(DiagnosticError(parseDiagnostics)) }
        guard let root = reader.root else {
            throw .invalid(DiagnosticError([Diagnostic(at: SourceLocation(file: path, line: 1), "the file is empty: expected an <app> element")]))
        }
        let checker = AppFileChecker(path: path, locator: AttributeLocator(bytes), textMetrics: screenLoader.registry.textMetrics.map(\.name))
        let definition = checker.definition(of: root)
        return (definition, checker, checker.diagnostics)
    }

    /// Reads and parses each screen file of `definition` once; reports a `src` that
    /// cannot be read, that is an app file, or the app file itself at its attribute, and
    /// every problem of the screen files, placeholders included.
    private func parseScreens(of definition: AppDefinition, locator: AppFileChecker) -> ([String: ParsedScreen], [Diagnostic]) {
        var parsed: [String: ParsedScreen] = [:]
        var problems: [Diagnostic] = []
        forEachScreenFile(of: definition, locator: locator, problems: &problems) { loader, screen, users throws(ScreenLoadError) in
            let file = try loader.parse(contentsOfFile: screen.path)
            parsed[screen.path] = file
            let (arguments, names) = Self.placeholderScope(users)
            return file.placeholderProblems(arguments: arguments, usedBy: names)
        }
        return (parsed, problems)
    }

    /// Calls `body` once for each screen file of `definition` (with the loader for the
    /// app's screens, the first screen using the file, and every screen using it), unless
    /// its `src` is the app file itself; reports, at the app file's `src`, a file that
    /// cannot be read or that is an app file, and adds the file's own problems and those
    /// `body` returns.
    func forEachScreenFile(
        of definition: AppDefinition, locator: AppFileChecker, problems: inout [Diagnostic],
        _ body: (ScreenLoader, ScreenDeclaration, [ScreenDeclaration]) throws(ScreenLoadError) -> [Diagnostic]
    ) {
        var done: Set<String> = []
        var loader = screenLoader
        if loader.textMetrics == nil { loader.textMetrics = definition.textMetrics }
        let appPath = URL(fileURLWithPath: definition.path).standardizedFileURL.path
        let appName = (definition.path as NSString).lastPathComponent
        var users: [String: [ScreenDeclaration]] = [:]
        for screen in definition.screens { users[screen.path, default: []].append(screen) }
        for screen in definition.screens where done.insert(screen.path).inserted {
            let at = locator.location(of: "src", in: screen.location)
            // Only a path whose last component is the app file's name can be the app file.
            if (screen.path as NSString).lastPathComponent == appName, URL(fileURLWithPath: screen.path).standardizedFileURL.path == appPath {
                problems.append(Diagnostic(at: at, "screen '\(screen.id)': src '\(screen.source)' is the app file itself; expected a screen file"))
                continue
            }
            do {
                problems += try body(loader, screen, users[screen.path] ?? [screen])
            } catch {
                switch error {
                case .unreadable(_, let reason):
                    problems.append(Diagnostic(at: at, "screen '\(screen.id)': cannot read src '\(screen.source)': \(reason)"))
                case .invalid(let invalid) where invalid.diagnostics.first?.message == Self.appFileAsScreen:
                    // Said once, at the app file's src, rather than as the screen file's error.
                    problems.append(
                        Diagnostic(at: at, "screen '\(screen.id)': src '\(screen.source)' is an app file; an app's screens are screen files (<screen>)"))
                case .invalid(let invalid):
                    problems += invalid.diagnostics
                }
            }
        }
    }

    /// The screen loader's error for an app file given as a screen.
    static let appFileAsScreen = "the root element must be <screen>, found <app>"

    /// The arguments every screen in `users` takes, which a file they share may use as
    /// placeholders, and how messages name those screens.
    static func placeholderScope(_ users: [ScreenDeclaration]) -> (Set<String>, String) {
        let shared = users.dropFirst().reduce(into: Set(users.first?.arguments.map(\.name) ?? [])) { $0.formIntersection($1.arguments.map(\.name)) }
        return (shared, "screen " + users.map { "'\($0.id)'" }.joined(separator: " and "))
    }
}

/// An app file read and checked once, with each of its screen files parsed once: it
/// makes as many fresh apps as asked without reading anything again (each flow of a run
/// starts its own). Immutable, so it may be shared between threads.
public final class ParsedApp: Sendable {
    /// The app as declared.
    public let definition: AppDefinition
    /// Each screen file, by path.
    let screens: [String: ParsedScreen]
    /// The measurer of the window's own texts (the chrome): the app's `text-metrics`, or
    /// the loader's that overrides it; nil for the default, the test metrics.
    let textMeasurer: (any TextMeasuring)?

    init(definition: AppDefinition, screens: [String: ParsedScreen], textMeasurer: (any TextMeasuring)?) {
        self.definition = definition
        self.screens = screens
        self.textMeasurer = textMeasurer
    }

    /// One new screen from each screen file of the app, in path order, its placeholders
    /// as written, with the file's path: what a check of the ids a flow names reads
    /// (`FlowScreenCheck`).
    package func makeEveryScreen() -> [(path: String, screen: Screen)] {
        screens.keys.sorted().compactMap { path in (try? screens[path]?.makeScreen()).map { (path, $0) } }
    }

    /// A new app showing its start screen, its screens built from the parsed files;
    /// `width` and `height`, when given, replace the app file's.
    ///
    /// - Throws: `NavigationError` when the start screen cannot be made.
    public func makeApp(width: CGFloat? = nil, height: CGFloat? = nil) throws(NavigationError) -> App {
        let screens = screens
        var definition = definition
        definition.size = CGSize(width: width ?? definition.size.width, height: height ?? definition.size.height)
        let app = try App(definition: definition) { declaration, arguments in
            guard let parsed = screens[declaration.path] else { throw NavigationError("the screen file '\(declaration.source)' was not loaded") }
            return try parsed.makeScreen(arguments: arguments, laysOut: false)
        }
        if let textMeasurer { app.window.textMeasurer = textMeasurer }
        return app
    }
}

/// One element of an app file: its name, location, attributes and children.
final class AppElement {
    let name: String
    let location: SourceLocation
    let attributes: [RawAttribute]
    var children: [AppElement] = []
    var hasText = false
    var textLocation: SourceLocation?

    init(name: String, location: SourceLocation, attributes: [RawAttribute]) {
        self.name = name
        self.location = location
        self.attributes = attributes
    }

    /// The value of the attribute `name`, or nil.
    subscript(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

/// Builds the element tree of an app file as the parser streams it.
final class AppElementReader: XMLContentHandler {
    private(set) var root: AppElement?
    private var open: [AppElement] = []

    func startElement(_ tag: XMLStartTag) -> Bool {
        let element = AppElement(name: tag.name, location: tag.location, attributes: Array(tag.attributes))
        if let parent = open.last { parent.children.append(element) } else if root == nil { root = element }
        open.append(element)
        return true
    }

    func endElement(attributes: ArraySlice<RawAttribute>) {
        open.removeLast()
    }

    func characters(isWhitespace: Bool, text: () -> String, location: () -> SourceLocation) {
        guard !isWhitespace, let element = open.last, !element.hasText else { return }
        element.hasText = true
        element.textLocation = location()
    }
}
