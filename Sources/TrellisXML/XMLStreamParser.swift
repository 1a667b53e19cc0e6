internal import CLibXML2
import Foundation
import TrellisCore

/// One start tag, as the streaming parser hands it to its ``XMLContentHandler``.
struct XMLStartTag {
    /// The qualified name (`prefix:name` when the element has a namespace prefix).
    var name: String
    /// Where the tag's `<` is.
    var location: SourceLocation
    /// The attributes in document order, entities replaced, each at its name's position;
    /// namespace declarations are not attributes. A part of the parser's array of the
    /// attributes of every open element, valid during the call it is given to.
    var attributes: ArraySlice<RawAttribute>
}

/// Receives a document's elements and text in document order.
protocol XMLContentHandler: AnyObject {
    /// An element starts. Return false to stop the parse (the handler has reported why).
    func startElement(_ tag: XMLStartTag) -> Bool
    /// The innermost open element ends; `attributes` are those its start tag had, valid
    /// during the call (a handler that keeps them lets go of them before it returns, or
    /// the parser copies the array of every open element's attributes).
    func endElement(attributes: ArraySlice<RawAttribute>)
    /// Text (or CDATA) directly inside the innermost open element; one run of text may
    /// come in several pieces. `text` makes the piece's string and `location` finds where
    /// the run's first character that is not white space is; both are only valid during
    /// the call, and cost nothing unless called.
    func characters(isWhitespace: Bool, text: () -> String, location: () -> SourceLocation)
}

/// The sizes past which a parse stops with a located error (see ``LoadLimits``).
struct XMLParseLimits {
    var maximumDepth: Int
    var maximumElementCount: Int
    var maximumValueLength: Int
}

/// Where Trellis parses with libxml2 (writing and schema validation have their own files in
/// this module, and no other module imports it): libxml2's SAX2 interface streams a screen
/// file's elements to a handler, so no document tree is ever built, and libxml2's own
/// errors come back as diagnostics.
///
/// Safety (Docs/screen-xml.md, "Safety"): the parser never touches the network
/// (`XML_PARSE_NONET`), loads no DTD and stops at the first `<!DOCTYPE`, so no entity can
/// be declared: no external entity, external DTD or entity expansion (billion laughs) is
/// ever read, and only XML's five predefined entities and character references are
/// replaced. libxml2 prints nothing itself (`XML_PARSE_NOERROR | XML_PARSE_NOWARNING`); its
/// errors come back through a structured error handler bound to this parse only. libxml2's
/// fixed size limits are lifted (`XML_PARSE_HUGE`) because the loader's own, configurable
/// ``XMLParseLimits`` are checked on every element, with a located message.
enum XMLStreamParser {
    /// The options every parse uses.
    private static let options = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_NOCDATA.rawValue | XML_PARSE_NOENT.rawValue | XML_PARSE_HUGE.rawValue
    )

    /// Parses `bytes`, reporting problems against `path` (as the user gave it), and
    /// returns libxml2's first error and any crossed limit; empty when the file is
    /// well-formed, within the limits, and the handler did not stop the parse.
    static func parse(_ bytes: [UInt8], path: String, limits: XMLParseLimits, handler: some XMLContentHandler) -> [Diagnostic] {
        libxml2Initialized.touch()
        // libxml2 takes a buffer's size as a C int; a larger file would be cut short.
        guard let size = Int32(exactly: bytes.count) else {
            return [Diagnostic(at: SourceLocation(file: path, line: 1), "the file is \(bytes.count.formatted) bytes long, more than the \(Int(Int32.max).formatted) bytes libxml2 parses from memory")]
        }
        guard let context = bytes.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                    xmlCreateMemoryParserCtxt(chars, size)
                }
            }
        }) else {
            return [Diagnostic(at: SourceLocation(file: path, line: 1), "the XML parser could not be created (out of memory)")]
        }
        defer { xmlFreeParserCtxt(context) }
        let session = ParseSession(bytes: bytes, path: path, limits: limits, handler: handler, context: context)
        let unmanaged = Unmanaged.passRetained(session)
        defer { unmanaged.release() }
        xmlCtxtUseOptions(context, options)
        context.pointee._private = unmanaged.toOpaque()
        install(in: context)
        // 0 when the document is well-formed, -1 when it is not.
        let status = withContextlessErrors(sentTo: contextlessError, with: UnsafeMutableRawPointer(context)) {
            xmlParseDocument(context)
        }
        // libxml2 makes a document of its own to hold entity declarations it meets after
        // an error has turned its callbacks off (a bad XML declaration, then a DOCTYPE);
        // a SAX parse owns it.
        if let document = context.pointee.myDoc {
            xmlFreeDoc(document)
            context.pointee.myDoc = nil
        }
        if session.diagnostics.isEmpty, !session.stoppedByHandler, status != 0 {
            session.diagnostics.append(Diagnostic(at: SourceLocation(file: path, line: 1), "the file is not well-formed XML"))
        }
        return session.diagnostics
    }

    /// Passes an error libxml2 raised without its parser context to the parse it came from.
    private static let contextlessError: xmlStructuredErrorFunc = { userData, error in
        guard let error else { return }
        ParseSession.with(userData) { $0.add(error.pointee) }
    }

    /// Replaces the context's SAX handler with Trellis's callbacks and nothing else: no
    /// entity resolution, no DTD callbacks, no document tree.
    private static func install(in context: xmlParserCtxtPtr) {
        guard let sax = context.pointee.sax else { return }
        sax.pointee = xmlSAXHandler()
        sax.pointee.initialized = XML_SAX2_MAGIC
        sax.pointee.startElementNs = { userData, localName, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
            ParseSession.with(userData) { session in
                session.startElement(localName, prefix: prefix, count: Int(attributeCount), attributes: attributes)
                session.refuseDefaultNamespace(declaredBy: localName, count: Int(namespaceCount), namespaces: namespaces)
            }
        }
        sax.pointee.endElementNs = { userData, _, _, _ in
            ParseSession.with(userData) { $0.endElement() }
        }
        sax.pointee.characters = { userData, characters, length in
            ParseSession.with(userData) { $0.characters(characters, length: Int(length)) }
        }
        sax.pointee.cdataBlock = sax.pointee.characters
        sax.pointee.internalSubset = { userData, _, _, _ in
            ParseSession.with(userData) { $0.refuseDoctype() }
        }
        sax.pointee.serror = { userData, error in
            guard let error else { return }
            ParseSession.with(userData) { $0.add(error.pointee) }
        }
    }
}

/// The state of one parse, reached from libxml2's callbacks through the context's
/// `_private` pointer.
private final class ParseSession {
    let path: String
    let limits: XMLParseLimits
    let handler: any XMLContentHandler
    let context: xmlParserCtxtPtr
    var diagnostics: [Diagnostic] = []
    var stoppedByHandler = false
    @exclusivity(unchecked) private var locator: SourceLocator
    private let encoding: SourceEncoding
    private let bytes: [UInt8]
    @exclusivity(unchecked) private var depth = 0
    @exclusivity(unchecked) private var elementCount = 0
    /// Where the element last started is, for what is reported about it afterwards.
    private var lastElementLocation: SourceLocation?
    /// Element and attribute names by libxml2's interned name pointer.
    @exclusivity(unchecked) private var names: [UnsafeRawPointer: String] = [:]
    /// The names met last, each in the slot its pointer picks, asked before ``names``: a
    /// screen repeats a few names many times.
    @exclusivity(unchecked) private var recentNames = [(pointer: UnsafeRawPointer?, name: String)](repeating: (nil, ""), count: 16)
    /// The attributes of the open elements, outermost first, and where each element's start.
    @exclusivity(unchecked) private var attributeStack: [RawAttribute] = []
    @exclusivity(unchecked) private var attributeStarts: [Int] = []

    init(bytes: [UInt8], path: String, limits: XMLParseLimits, handler: any XMLContentHandler, context: xmlParserCtxtPtr) {
        self.bytes = bytes
        self.path = path
        self.limits = limits
        self.handler = handler
        self.context = context
        locator = SourceLocator(bytes)
        encoding = SourceEncoding(bytes)
    }

    /// Runs `body` with the session of the parse whose context is `userData` (nothing
    /// when there is none). The session is borrowed, not retained: ``XMLStreamParser/parse(_:path:limits:handler:)``
    /// holds it for the whole parse, and libxml2 calls back once per element.
    static func with(_ userData: UnsafeMutableRawPointer?, _ body: (ParseSession) -> Void) {
        guard let context = userData?.assumingMemoryBound(to: xmlParserCtxt.self),
              let owner = context.pointee._private else { return }
        Unmanaged<ParseSession>.fromOpaque(owner)._withUnsafeGuaranteedRef(body)
    }

    // MARK: Positions

    /// How far libxml2 has read, as an offset in the file (`xmlByteConsumed`); nil when
    /// libxml2 converts the file from another encoding, whose offsets the locator cannot
    /// turn into columns.
    private var readOffset: Int? {
        guard encoding.readsFileBytes else { return nil }
        let consumed = xmlByteConsumed(context)
        return consumed < 0 ? nil : consumed
    }

    /// libxml2's current line, for files whose offsets cannot be mapped.
    private var currentLine: Int {
        Int(xmlSAX2GetLineNumber(context))
    }

    private func location(_ position: (line: Int, column: Int)) -> SourceLocation {
        SourceLocation(file: path, line: position.line, column: position.column)
    }

    // MARK: Callbacks

    func startElement(
        _ localName: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?, count: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        let name = qualifiedName(localName, prefix: prefix)
        let tag = readOffset.flatMap { locator.startTag(readTo: $0) }
        let elementLocation = tag.map { location(($0.line, $0.column)) } ?? SourceLocation(file: path, line: currentLine)
        lastElementLocation = elementLocation
        let attributeStart = attributeStack.count
        attributeStarts.append(attributeStart)
        depth += 1
        elementCount += 1
        if depth > limits.maximumDepth {
            stop(at: elementLocation, "elements are nested more than \(limits.maximumDepth.formatted) levels deep, the limit for screen files (LoadLimits.maximumDepth, --max-depth)")
            return
        }
        if elementCount > limits.maximumElementCount {
            stop(at: elementLocation, "the file has more than \(limits.maximumElementCount.formatted) elements, the limit for one screen (LoadLimits.maximumViewCount, --max-views)")
            return
        }
        for index in 0..<count {
            guard let fields = attributes?.advanced(by: index * 5) else { break }
            let attributeName = qualifiedName(fields[0], prefix: fields[1])
            let site = tag.map { AttributeSite(tagOffset: $0.offset, index: index, count: count) } ?? .none
            guard let start = fields[3], let stop = fields[4] else { continue }
            let length = stop - start
            if length > limits.maximumValueLength {
                let attribute = RawAttribute(name: attributeName, value: "", location: elementLocation, site: site)
                diagnostics.append(Diagnostic(at: AttributeLocator(bytes).location(of: attribute), "attribute '\(attributeName)' of <\(name)> is \(length.formatted) bytes long, more than the \(limits.maximumValueLength.formatted)-byte limit for a value (LoadLimits.maximumAttributeLength, --max-attribute-length)"))
                continue
            }
            let value = String(decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
            attributeStack.append(RawAttribute(name: attributeName, value: value, location: elementLocation, site: site))
        }
        if !handler.startElement(XMLStartTag(name: name, location: elementLocation, attributes: attributeStack[attributeStart...])) {
            stoppedByHandler = true
            xmlStopParser(context)
        }
    }

    /// Reports a default namespace (`xmlns="…"`) declared on an element: it puts the
    /// element and its descendants in a namespace, which screen files do not use. A
    /// prefixed name is reported by the builder as the unknown name it is.
    func refuseDefaultNamespace(declaredBy localName: UnsafePointer<xmlChar>?, count: Int, namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard let namespaces, let localName else { return }
        for index in 0..<count where namespaces[2 * index] == nil {
            guard let uri = namespaces[2 * index + 1], uri.pointee != 0 else { continue }
            let name = interned(localName)
            let value = String(cString: uri)
            let at = lastElementLocation ?? SourceLocation(file: path, line: currentLine)
            diagnostics.append(Diagnostic(at: at, "<\(name)> is in the namespace '\(value)' (xmlns=\"\(value)\"): screen files use no XML namespaces"))
        }
    }

    func endElement() {
        depth -= 1
        if let end = readOffset { locator.endTag(readTo: end) }
        let start = attributeStarts.popLast() ?? attributeStack.count
        handler.endElement(attributes: attributeStack[start...])
        while attributeStack.count > start { attributeStack.removeLast() }
    }

    func characters(_ characters: UnsafePointer<xmlChar>?, length: Int) {
        guard let characters, length > 0 else { return }
        let piece = UnsafeBufferPointer(start: characters, count: length)
        handler.characters(
            isWhitespace: piece.allSatisfy(SourceLocator.isWhitespace),
            text: { String(decoding: piece, as: UTF8.self) },
            location: {
                guard encoding.readsFileBytes, let text = locator.firstText() else {
                    return SourceLocation(file: path, line: currentLine)
                }
                return location(text)
            })
    }

    func refuseDoctype() {
        let doctype = readOffset.map { location(locator.markup(readTo: $0)) }
        stop(at: doctype ?? SourceLocation(file: path, line: currentLine),
            "DOCTYPE declarations are not allowed in screen files (no DTDs or entities are read)")
    }

    /// Reports a crossed limit or a refused construct and stops libxml2; what it would
    /// report after the stop is not wanted.
    private func stop(at location: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(at: location, message))
        xmlStopParser(context)
    }

    /// Adds libxml2's first error (warnings are dropped): the first well-formedness error
    /// is the one to fix, and what libxml2 reports after it follows from it (a mismatched
    /// tag is followed by "premature end of data").
    func add(_ error: xmlError) {
        guard error.level != XML_ERR_WARNING, diagnostics.isEmpty else { return }
        if error.domain == Int32(XML_FROM_I18N.rawValue) || error.domain == Int32(XML_FROM_IO.rawValue) {
            let name = encoding.declaredName.map { "valid \($0)" } ?? "in"
            diagnostics.append(Diagnostic(at: SourceLocation(file: path, line: currentLine),
                "the file's bytes are not \(name), the encoding its XML declaration names"))
            return
        }
        let message = error.message.map { String(cString: $0) } ?? ""
        let location = SourceLocation(file: path, line: Int(error.line), column: Int(error.int2))
        diagnostics.append(Diagnostic(at: location, Self.userMessage(for: message)))
    }

    /// libxml2's message on one line, prefixed "malformed XML: ", or said in the terms of
    /// screen files where it speaks of a file without elements.
    static func userMessage(for message: String) -> String {
        let oneLine = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: " ")
        if oneLine.hasPrefix("Document is empty") || oneLine.hasPrefix("Start tag expected") {
            return "the file has no element: expected a <screen> element"
        }
        let invalidReference = "xmlParseCharRef: invalid xmlChar value "
        if oneLine.hasPrefix(invalidReference), let value = UInt32(oneLine.dropFirst(invalidReference.count)) {
            let hex = String(value, radix: 16, uppercase: true)
            let scalar = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            return "malformed XML: a character reference names U+\(scalar), which XML does not allow"
        }
        return "malformed XML: " + (oneLine.isEmpty ? "the file is not well-formed" : oneLine)
    }

    // MARK: Names

    private func qualifiedName(_ localName: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?) -> String {
        guard let localName else { return "" }
        let local = interned(localName)
        guard let prefix else { return local }
        return interned(prefix) + ":" + local
    }

    /// The Swift string of a name from libxml2's dictionary, made once per distinct name.
    private func interned(_ name: UnsafePointer<xmlChar>) -> String {
        let key = UnsafeRawPointer(name)
        let bits = UInt(bitPattern: key)
        let slot = Int((bits ^ bits >> 4 ^ bits >> 8) & 15)
        if recentNames[slot].pointer == key { return recentNames[slot].name }
        let string: String
        if let known = names[key] {
            string = known
        } else {
            string = String(cString: name)
            names[key] = string
        }
        recentNames[slot] = (key, string)
        return string
    }
}

extension Int {
    /// The number with thousands separators (`1,000,000`), for messages.
    var formatted: String {
        let digits = String(magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return self < 0 ? "-" + grouped : grouped
    }
}

/// Runs `body` with the errors libxml2 raises without a parser context (an encoding
/// conversion that fails) sent to `handler` with `context`, instead of to libxml2's
/// default handler, which prints them on stderr. The thread's previous handler is put
/// back afterwards (libxml2 keeps it per thread).
func withContextlessErrors<T>(sentTo handler: xmlStructuredErrorFunc, with context: UnsafeMutableRawPointer?, _ body: () -> T) -> T {
    let previousHandler = __xmlStructuredError().pointee
    let previousContext = __xmlStructuredErrorContext().pointee
    xmlSetStructuredErrorFunc(context, handler)
    defer { xmlSetStructuredErrorFunc(previousContext, previousHandler) }
    return body()
}

/// libxml2's one-time global initialisation, done once per process before the first
/// parse or write (`xmlInitParser` is not safe to race).
struct LibXML2Initialization: Sendable {
    init() {
        xmlInitParser()
    }

    func touch() {}
}

let libxml2Initialized = LibXML2Initialization()
