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
        let checker = AppFileChecker(path: path, locator: AttributeLocator(bytes))
        let definition = checker.definition(of: root)
        var diagnostics = checker.diagnostics
        var screens: [String: ParsedScreen] = [:]
        if let definition {
            let (parsed, problems) = parseScreens(of: definition, appBytes: bytes, locator: checker)
            screens = parsed
            diagnostics += problems
        }
        guard let definition, !diagnostics.contains(where: { $0.severity == .error }) else {
            throw .invalid(DiagnosticError(Self.inFileOrder(diagnostics)))
        }
        return ParsedApp(definition: definition, screens: screens)
    }

    /// Reads and parses each screen file of `definition` once; reports a `src` that
    /// cannot be read, that is an app file, or the app file itself at its attribute, and
    /// every problem of the screen files, placeholders included.
    private func parseScreens(of definition: AppDefinition, appBytes: [UInt8], locator: AppFileChecker) -> ([String: ParsedScreen], [Diagnostic]) {
        var parsed: [String: ParsedScreen] = [:]
        var failed: Set<String> = []
        var problems: [Diagnostic] = []
        var loader = screenLoader
        if loader.textMetrics == nil { loader.textMetrics = definition.textMetrics }
        let appPath = URL(fileURLWithPath: definition.path).standardizedFileURL.path
        for screen in definition.screens where parsed[screen.path] == nil && !failed.contains(screen.path) {
            let at = locator.location(of: "src", in: screen.location)
            if URL(fileURLWithPath: screen.path).standardizedFileURL.path == appPath {
                problems.append(Diagnostic(at: at, "screen '\(screen.id)': src '\(screen.source)' is the app file itself; expected a screen file"))
                failed.insert(screen.path)
                continue
            }
            do {
                parsed[screen.path] = try loader.parse(contentsOfFile: screen.path)
            } catch {
                failed.insert(screen.path)
                switch error {
                case .unreadable(_, let reason):
                    problems.append(Diagnostic(at: at, "screen '\(screen.id)': cannot read src '\(screen.source)': \(reason)"))
                case .invalid(let invalid) where invalid.diagnostics.first?.message == "the root element must be <screen>, found <app>":
                    // Said once, at the app file's src, rather than as the screen file's error.
                    problems.append(Diagnostic(at: at, "screen '\(screen.id)': src '\(screen.source)' is an app file; an app's screens are screen files (<screen>)"))
                case .invalid(let invalid):
                    problems += invalid.diagnostics
                }
            }
        }
        // A file's placeholders must name arguments of every screen using it.
        for (path, screen) in parsed {
            let users = definition.screens.filter { $0.path == path }
            let shared = users.map { Set($0.arguments.map(\.name)) }.reduce(into: Set(users.first?.arguments.map(\.name) ?? [])) { $0.formIntersection($1) }
            let names = users.map { "'\($0.id)'" }.joined(separator: " and ")
            problems += screen.placeholderProblems(arguments: shared, usedBy: "screen " + names)
        }
        return (parsed, problems)
    }

    private static func inFileOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.location.file, lhs.element.location.line, lhs.element.location.column, lhs.offset)
            let right = (rhs.element.location.file, rhs.element.location.line, rhs.element.location.column, rhs.offset)
            return left < right
        }.map(\.element).filter { seen.insert($0).inserted }
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

    init(definition: AppDefinition, screens: [String: ParsedScreen]) {
        self.definition = definition
        self.screens = screens
    }

    /// One new screen from each screen file of the app, in path order, its placeholders
    /// as written: what a check of the ids a flow names reads (`FlowScreenCheck`).
    package func makeEveryScreen() -> [Screen] {
        screens.keys.sorted().compactMap { try? screens[$0]?.makeScreen() }
    }

    /// A new app showing its start screen, its screens built from the parsed files;
    /// `width` and `height`, when given, replace the app file's.
    ///
    /// - Throws: `NavigationError` when the start screen cannot be made.
    public func makeApp(width: CGFloat? = nil, height: CGFloat? = nil) throws(NavigationError) -> App {
        let screens = screens
        var definition = definition
        definition.size = CGSize(width: width ?? definition.size.width, height: height ?? definition.size.height)
        return try App(definition: definition) { declaration, arguments in
            guard let parsed = screens[declaration.path] else { throw NavigationError("the screen file '\(declaration.source)' was not loaded") }
            return try parsed.makeScreen(arguments: arguments, laysOut: false)
        }
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
