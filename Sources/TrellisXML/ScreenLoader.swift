import Foundation
import TrellisCore

/// Loads screen files (Docs/screen-xml.md) into view trees, with libxml2.
///
/// Every problem in a file is collected and reported together, each as
/// `file:line:column: error: message`; a file with errors builds nothing. Loading reads
/// the one file it is given and nothing else (no network, no DTD, no external entities).
///
/// ```swift
/// let loader = ScreenLoader(registry: .standard)
/// let screen = try loader.load(contentsOfFile: "Examples/weekdays.xml")
/// try screen.tap(text: "周一")
/// ```
public struct ScreenLoader: Sendable {
    /// The widgets and layouts the loader knows.
    public var registry: Registry
    /// The sizes past which a file is refused with a located error.
    public var limits: LoadLimits
    /// The name of the registered text metrics every screen uses, overriding each file's
    /// `<screen text-metrics="…">` (the CLI's `--text-metrics`); nil (the default) lets
    /// each file choose, `test` when it does not. A name the registry lacks is reported as
    /// an error of the file's `<screen>`.
    public var textMetrics: String?

    /// Creates a loader for the widgets and layouts of `registry`.
    ///
    /// - Parameters:
    ///   - registry: the widgets, layouts and text metrics the loader knows.
    ///   - limits: the sizes past which a file is refused; ``LoadLimits/default`` unless given.
    ///   - textMetrics: text metrics overriding every file's choice; nil lets files choose.
    public init(registry: Registry, limits: LoadLimits = .default, textMetrics: String? = nil) {
        self.registry = registry
        self.limits = limits
        self.textMetrics = textMetrics
    }

    /// Loads the screen file at `path` and lays it out.
    ///
    /// - Parameter path: the file's path; messages quote it exactly as given.
    /// - Throws: `ScreenLoadError.unreadable(path:reason:)` when the file cannot be
    ///   read, `ScreenLoadError.invalid(_:)` with every problem when it has errors.
    public func load(contentsOfFile path: String) throws(ScreenLoadError) -> Screen {
        try load(bytes: read(path), path: path)
    }

    /// Loads a screen from the bytes of a screen file and lays it out.
    ///
    /// - Parameters:
    ///   - bytes: the file's content (UTF-8, or another encoding its XML declaration names).
    ///   - path: the name messages use for it.
    /// - Throws: `ScreenLoadError.invalid(_:)` with every problem.
    public func load(bytes: [UInt8], path: String) throws(ScreenLoadError) -> Screen {
        let (screen, diagnostics) = build(bytes: bytes, path: path)
        guard let screen, !diagnostics.contains(where: { $0.severity == .error }) else {
            throw .invalid(DiagnosticError(diagnostics))
        }
        screen.layoutIfNeeded()
        return screen
    }

    /// Loads a screen from XML text; `path` names it in messages.
    ///
    /// - Throws: `ScreenLoadError.invalid(_:)` with every problem.
    public func load(xml: String, path: String = "<string>") throws(ScreenLoadError) -> Screen {
        try load(bytes: Array(xml.utf8), path: path)
    }

    /// Checks the screen file at `path` with exactly the loader's checks, building
    /// nothing that outlives the call, and returns every problem (empty when valid): the
    /// errors, and when there are none, the warnings of a screen laid out as it loads
    /// (`PiledChildren`: children without a frame piled up in a container that names no
    /// layout).
    ///
    /// - Throws: `ScreenLoadError.unreadable(path:reason:)` when it cannot be read.
    public func validate(contentsOfFile path: String) throws(ScreenLoadError) -> [Diagnostic] {
        validate(bytes: try read(path), path: path)
    }

    /// Checks the bytes of a screen file as ``validate(contentsOfFile:)`` checks the file;
    /// `path` names it in messages.
    public func validate(bytes: [UInt8], path: String) -> [Diagnostic] {
        var builder: ScreenBuilder?
        let (screen, diagnostics) = build(bytes: bytes, path: path) { made in
            builder = made
            return made
        }
        guard let screen, let builder, !diagnostics.contains(where: { $0.severity == .error }) else { return diagnostics }
        screen.layoutIfNeeded()
        return (diagnostics + PiledChildren.warnings(in: builder.containersWithoutLayout)).inFileOrder
    }

    /// The bytes of the file at `path`, read as the loader reads a screen file, for
    /// ``validate(bytes:path:)`` and ``rootElementName(bytes:path:)`` to share one reading.
    ///
    /// - Throws: `ScreenLoadError.unreadable(path:reason:)` when it cannot be read or is
    ///   larger than ``LoadLimits/maximumFileSize``.
    public func contents(ofFile path: String) throws(ScreenLoadError) -> [UInt8] {
        try read(path)
    }

    func read(_ path: String) throws(ScreenLoadError) -> [UInt8] {
        let limits = limits.effective
        do {
            return try RegularFile.read(path, maximumSize: limits.maximumFileSize).bytes
        } catch {
            switch error {
            case .unreadable(let reason): throw .unreadable(path: path, reason: reason)
            case .tooLarge:
                throw .unreadable(
                    path: path,
                    reason:
                        "it is larger than the \(limits.maximumFileSize.formatted)-byte limit for screen files (LoadLimits.maximumFileSize, --max-file-size)")
            }
        }
    }

    /// Whether the file starts with a UTF-16 `<` that opens no XML declaration (`<?`),
    /// with no byte-order mark: libxml2 would read it as UTF-8 and stop at the first NUL,
    /// while a declaration or a mark lets it detect UTF-16.
    private static func looksLikeUTF16WithoutMark(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4 else { return false }
        let littleEndian = bytes[0] == 0x3C && bytes[1] == 0x00 && !(bytes[2] == 0x3F && bytes[3] == 0x00)
        let bigEndian = bytes[0] == 0x00 && bytes[1] == 0x3C && !(bytes[2] == 0x00 && bytes[3] == 0x3F)
        return littleEndian || bigEndian
    }

    /// Reads and parses the screen file at `path` once, for building many screens from it
    /// (``ParsedScreen/makeScreen()``) without reading or parsing it again.
    ///
    /// - Throws: as ``load(contentsOfFile:)`` does, for the same files.
    public func parse(contentsOfFile path: String) throws(ScreenLoadError) -> ParsedScreen {
        let bytes = try read(path)
        var recorder: ParseRecorder<ScreenBuilder>?
        let (screen, diagnostics) = build(bytes: bytes, path: path) { builder in
            let made = ParseRecorder(builder)
            recorder = made
            return made
        }
        guard screen != nil, let recorder, !diagnostics.contains(where: { $0.severity == .error }) else {
            throw .invalid(DiagnosticError(diagnostics))
        }
        return ParsedScreen(path: path, events: recorder.events, bytes: bytes, loader: self)
    }

    /// Checks the screen file at `path` as ``parse(contentsOfFile:)`` does, keeping
    /// nothing of the parse: every event goes to `check` (which passes it on to the
    /// builder) instead of being recorded (`trellis validate` of an app file).
    ///
    /// - Returns: every problem of the file, in file order.
    /// - Throws: `ScreenLoadError.unreadable(path:reason:)` when it cannot be read.
    func check(contentsOfFile path: String, with check: ScreenFileCheck) throws(ScreenLoadError) -> [Diagnostic] {
        let bytes = try read(path)
        check.bytes = bytes
        return build(bytes: bytes, path: path) { builder in
            check.builder = builder
            return check
        }.diagnostics
    }

    /// A builder of the screen file `bytes` at `path` with the loader's registry, text
    /// metrics and limits.
    func builder(bytes: [UInt8], path: String) -> ScreenBuilder {
        ScreenBuilder(
            registry: registry, bytes: bytes, path: path, textMetricsOverride: textMetrics,
            maximumTextLength: limits.effective.maximumAttributeLength)
    }

    private func build(bytes: [UInt8], path: String) -> (screen: Screen?, diagnostics: [Diagnostic]) {
        build(bytes: bytes, path: path) { $0 }
    }

    /// Builds the screen of `bytes`; the parser reports to the handler `handler` makes of
    /// the builder: the builder itself, or a handler that passes each event on to it.
    private func build<Handler: XMLContentHandler>(
        bytes: [UInt8], path: String, handler: (ScreenBuilder) -> Handler
    ) -> (screen: Screen?, diagnostics: [Diagnostic]) {
        let limits = limits.effective
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return (nil, [Diagnostic(at: SourceLocation(file: path, line: 1), "the file is empty: expected a <screen> element")])
        }
        if ScreenLoader.looksLikeUTF16WithoutMark(bytes) {
            return (
                nil,
                [
                    Diagnostic(
                        at: SourceLocation(file: path, line: 1),
                        "the file looks like UTF-16 without a byte-order mark: screen files are UTF-8, or UTF-16 that starts with a byte-order mark or an XML declaration"
                    )
                ]
            )
        }
        if bytes.count > limits.maximumFileSize {
            return (
                nil,
                [
                    Diagnostic(
                        at: SourceLocation(file: path, line: 1),
                        "the file is \(bytes.count.formatted) bytes long, more than the \(limits.maximumFileSize.formatted)-byte limit for screen files (LoadLimits.maximumFileSize, --max-file-size)"
                    )
                ]
            )
        }
        let builder = builder(bytes: bytes, path: path)
        let parseLimits = XMLParseLimits(
            maximumDepth: limits.maximumDepth, maximumElementCount: limits.maximumViewCount,
            maximumValueLength: limits.maximumAttributeLength)
        let parseDiagnostics = XMLStreamParser.parse(bytes, path: path, limits: parseLimits, handler: handler(builder))
        if !parseDiagnostics.isEmpty {
            return (nil, parseDiagnostics)
        }
        return (builder.screen, builder.diagnostics.diagnostics.inFileOrder)
    }
}
