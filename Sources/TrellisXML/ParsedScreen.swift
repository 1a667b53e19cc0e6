import TrellisCore

/// A screen file read and parsed once, that builds as many fresh screens as asked
/// without reading or parsing the file again: what the parser reported of the file (each
/// element's name, location and attributes, and its text) is kept, and each
/// ``makeScreen()`` hands it to a new builder, which checks and makes every view as a
/// load does, except that attribute names, checked by the parse, are not checked again. Flows that share a screen file start from screens built this way
/// (Docs/flows.md, "The runner").
///
/// ```swift
/// let parsed = try ScreenLoader(registry: .standard).parse(contentsOfFile: "Examples/weekdays.xml")
/// let first = try parsed.makeScreen(), second = try parsed.makeScreen()   // two separate trees
/// ```
///
/// Only a file that loads without errors is kept, so every screen built from it is the
/// screen ``ScreenLoader/load(contentsOfFile:)`` would give, laid out. A value may be shared
/// between threads: it is immutable, and each screen it makes belongs to its caller.
public final class ParsedScreen: Sendable {
    /// What the parser reported, in document order.
    enum Event: Sendable {
        case start(name: String, location: SourceLocation, attributes: [RawAttribute])
        case text(isWhitespace: Bool, text: String, location: SourceLocation)
        case end
    }

    /// The file's path, as messages name it.
    public let path: String
    let events: [Event]
    let bytes: [UInt8]
    private let loader: ScreenLoader

    /// Whether a text that may hold `{name}` placeholders holds a brace
    /// (ParsedScreen+Arguments): when none does, an app builds the screen as parsed.
    let hasPlaceholderBraces: Bool

    init(path: String, events: [Event], bytes: [UInt8], loader: ScreenLoader) {
        self.path = path
        self.events = events
        self.bytes = bytes
        self.loader = loader
        hasPlaceholderBraces = events.contains(where: ParsedScreen.holdsPlaceholderBraces)
    }

    /// A new screen built from the parsed file, laid out.
    ///
    /// - Throws: `ScreenLoadError.invalid(_:)` only if the builder finds problems the
    ///   first load did not find (a plugin whose checks depend on more than the file).
    public func makeScreen() throws(ScreenLoadError) -> Screen {
        try makeScreen(replaying: events)
    }

    /// A new screen built from `events`, this file's or a copy with other values; laid
    /// out unless `laysOut` is false (an app lays its screens out once, at the frame it
    /// shows them in).
    func makeScreen(replaying events: [Event], laysOut: Bool = true) throws(ScreenLoadError) -> Screen {
        let builder = loader.builder(bytes: bytes, path: path)
        builder.replaysCheckedParse()
        ParsedScreen.replay(events, to: builder)
        let diagnostics = builder.diagnostics.diagnostics
        guard let screen = builder.screen, !diagnostics.contains(where: { $0.severity == .error }) else {
            throw .invalid(DiagnosticError(diagnostics))
        }
        if laysOut { screen.layoutIfNeeded() }
        return screen
    }

    /// Hands `events` to `handler` as the parser would.
    private static func replay(_ events: [Event], to handler: some XMLContentHandler) {
        var open: [ArraySlice<RawAttribute>] = []
        for event in events {
            switch event {
            case .start(let name, let location, let attributes):
                let slice = attributes[...]
                guard handler.startElement(XMLStartTag(name: name, location: location, attributes: slice)) else { return }
                open.append(slice)
            case .text(let isWhitespace, let text, let location):
                handler.characters(isWhitespace: isWhitespace, text: { text }, location: { location })
            case .end:
                handler.endElement(attributes: open.popLast() ?? [])
            }
        }
    }
}

/// Passes a parse on to a builder and keeps what the parser reported, for
/// ``ParsedScreen``.
final class ParseRecorder<Handler: XMLContentHandler>: XMLContentHandler {
    let handler: Handler
    private(set) var events: [ParsedScreen.Event] = []
    /// What stands for the location of white space, which no one asks for.
    private let unasked = SourceLocation(file: "", line: 1)

    init(_ handler: Handler) {
        self.handler = handler
    }

    func startElement(_ tag: XMLStartTag) -> Bool {
        events.append(.start(name: tag.name, location: tag.location, attributes: Array(tag.attributes)))
        return handler.startElement(tag)
    }

    func endElement(attributes: ArraySlice<RawAttribute>) {
        events.append(.end)
        handler.endElement(attributes: attributes)
    }

    func characters(isWhitespace: Bool, text: () -> String, location: () -> SourceLocation) {
        let piece = text()
        // The location of white space is never asked for (``ScreenBuilder`` keeps no text
        // before the first that is not white space), and finding it costs a scan.
        let place = isWhitespace ? unasked : location()
        events.append(.text(isWhitespace: isWhitespace, text: piece, location: place))
        handler.characters(isWhitespace: isWhitespace, text: { piece }, location: { place })
    }
}
