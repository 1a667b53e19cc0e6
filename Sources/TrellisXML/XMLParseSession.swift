internal import CLibXML2
import Foundation
import TrellisCore

/// The state of one parse, reached from libxml2's callbacks through the context's
/// `_private` pointer.
final class ParseSession {
    /// The start of the file (its path as the user gave it), from which every location
    /// of the parse is made without looking the path up again.
    private let start: SourceLocation
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
        start = SourceLocation(file: path, line: 1)
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
            let owner = context.pointee._private
        else { return }
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
        start.at(line: position.line, column: position.column)
    }

    // MARK: Callbacks

    func startElement(
        _ localName: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?, count: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        let name = qualifiedName(localName, prefix: prefix)
        let tag = readOffset.flatMap { locator.startTag(readTo: $0) }
        let elementLocation = tag.map { location(($0.line, $0.column)) } ?? start.at(line: currentLine)
        lastElementLocation = elementLocation
        let attributeStart = attributeStack.count
        attributeStarts.append(attributeStart)
        depth += 1
        elementCount += 1
        if depth > limits.maximumDepth {
            stop(
                at: elementLocation,
                "elements are nested more than \(limits.maximumDepth.formatted) levels deep, the limit for screen files (LoadLimits.maximumDepth, --max-depth)")
            return
        }
        if elementCount > limits.maximumElementCount {
            stop(
                at: elementLocation,
                "the file has more than \(limits.maximumElementCount.formatted) elements, the limit for one screen (LoadLimits.maximumViewCount, --max-views)")
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
                diagnostics.append(
                    Diagnostic(
                        at: AttributeLocator(bytes).location(of: attribute),
                        "attribute '\(attributeName)' of <\(name)> is \(length.formatted) bytes long, more than the \(limits.maximumValueLength.formatted)-byte limit for a value (LoadLimits.maximumAttributeLength, --max-attribute-length)"
                    ))
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
            let at = lastElementLocation ?? start.at(line: currentLine)
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
                    return start.at(line: currentLine)
                }
                return location(text)
            })
    }

    func refuseDoctype() {
        let doctype = readOffset.map { location(locator.markup(readTo: $0)) }
        stop(
            at: doctype ?? start.at(line: currentLine),
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
            diagnostics.append(
                Diagnostic(
                    at: start.at(line: currentLine),
                    "the file's bytes are not \(name), the encoding its XML declaration names"))
            return
        }
        let message = error.message.map { String(cString: $0) } ?? ""
        let location = start.at(line: Int(error.line), column: Int(error.int2))
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
