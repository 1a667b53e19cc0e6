internal import CLibXML2
import Foundation
import TrellisCore

/// Where Trellis parses with libxml2 (writing and schema validation have their own files in
/// this module, and no other module imports it): it parses a screen file's bytes into
/// ``XMLElementNode`` values and reports libxml2's own errors as diagnostics.
///
/// Safety (screen-xml.md, "Safety"): the parser never touches the network
/// (`XML_PARSE_NONET`), loads no DTD, substitutes no entities beyond XML's five
/// predefined ones, and stops at the first `<!DOCTYPE`, so no external entity, external
/// DTD or entity expansion (billion laughs) is ever read. libxml2 prints nothing itself
/// (`XML_PARSE_NOERROR | XML_PARSE_NOWARNING`); its errors come back through a structured
/// error handler bound to this parse only. Nesting is bounded by libxml2's default depth
/// limit (256 levels without `XML_PARSE_HUGE`).
enum XMLDocument {
    /// The parse result: the root element, or nil with at least one error.
    struct Result {
        var root: XMLElementNode?
        var diagnostics: [Diagnostic]
    }

    /// The options every parse uses.
    private static let options = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOCDATA.rawValue
    )

    /// Parses `bytes`, reporting problems against `path` (as the user gave it).
    static func parse(_ bytes: [UInt8], path: String) -> Result {
        libxml2Initialized.touch()
        let collector = ParseErrors(path: path)
        guard let context = xmlNewParserCtxt() else {
            return Result(root: nil, diagnostics: [Diagnostic(at: SourceLocation(file: path, line: 1), "the XML parser could not be created (out of memory)")])
        }
        defer { xmlFreeParserCtxt(context) }
        let unmanaged = Unmanaged.passRetained(collector)
        defer { unmanaged.release() }
        context.pointee._private = unmanaged.toOpaque()
        if let sax = context.pointee.sax {
            sax.pointee.serror = { userData, error in
                guard let context = userData?.assumingMemoryBound(to: xmlParserCtxt.self),
                      let error, let owner = context.pointee._private else { return }
                Unmanaged<ParseErrors>.fromOpaque(owner).takeUnretainedValue().add(error.pointee)
            }
            sax.pointee.internalSubset = { userData, _, _, _ in
                guard let context = userData?.assumingMemoryBound(to: xmlParserCtxt.self),
                      let owner = context.pointee._private else { return }
                let line = Int(context.pointee.input?.pointee.line ?? 1)
                Unmanaged<ParseErrors>.fromOpaque(owner).takeUnretainedValue().addDoctype(line: line)
                xmlStopParser(context)
            }
        }
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                    xmlCtxtReadMemory(context, chars, Int32(clamping: buffer.count), path, nil, options)
                }
            }
        }
        defer { if let document { xmlFreeDoc(document) } }
        let wellFormed = context.pointee.wellFormed != 0
        guard let document, wellFormed, collector.diagnostics.isEmpty else {
            var diagnostics = collector.diagnostics
            if diagnostics.isEmpty {
                diagnostics.append(Diagnostic(at: SourceLocation(file: path, line: 1), "the file is not well-formed XML"))
            }
            return Result(root: nil, diagnostics: diagnostics)
        }
        guard let root = xmlDocGetRootElement(document) else {
            return Result(root: nil, diagnostics: [Diagnostic(at: SourceLocation(file: path, line: 1), "the file has no root element")])
        }
        return Result(root: element(from: root), diagnostics: [])
    }

    /// Copies an element and its subtree out of libxml2.
    private static func element(from node: xmlNodePtr) -> XMLElementNode {
        var result = XMLElementNode(
            name: qualifiedName(node.pointee.name, namespace: node.pointee.ns),
            line: Int(xmlGetLineNo(node)), attributes: [], children: [], texts: [])
        var attribute = node.pointee.properties
        while let current = attribute {
            var value = ""
            var child = current.pointee.children
            while let text = child {
                value += string(text.pointee.content)
                child = text.pointee.next
            }
            result.attributes.append(.init(name: qualifiedName(current.pointee.name, namespace: current.pointee.ns), value: value))
            attribute = current.pointee.next
        }
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                result.children.append(element(from: current))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                result.texts.append(.init(content: string(current.pointee.content), line: Int(xmlGetLineNo(current))))
            case XML_ENTITY_REF_NODE:
                result.texts.append(.init(content: "&\(string(current.pointee.name));", line: Int(xmlGetLineNo(current))))
            default:
                break
            }
            child = current.pointee.next
        }
        return result
    }

    private static func qualifiedName(_ name: UnsafePointer<xmlChar>?, namespace: xmlNsPtr?) -> String {
        let local = string(name)
        guard let prefix = namespace?.pointee.prefix else { return local }
        return "\(string(prefix)):\(local)"
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    private static func string(_ pointer: UnsafeMutablePointer<xmlChar>?) -> String {
        string(UnsafePointer(pointer))
    }
}

/// Collects libxml2's structured errors for one parse.
private final class ParseErrors {
    let path: String
    var diagnostics: [Diagnostic] = []

    init(path: String) {
        self.path = path
    }

    func add(_ error: xmlError) {
        guard error.level != XML_ERR_WARNING else { return }
        let message = error.message.map { String(cString: $0) } ?? ""
        let text = ParseErrors.userMessage(for: message)
        let location = SourceLocation(file: path, line: Int(error.line), column: Int(error.int2))
        // The first well-formedness error is the one to fix; what libxml2 reports after it
        // follows from it (a mismatched tag is followed by "premature end of data").
        guard diagnostics.isEmpty else { return }
        diagnostics.append(Diagnostic(at: location, text))
    }

    /// libxml2's message on one line, prefixed "malformed XML: ", or said in the terms of
    /// screen files where libxml2 speaks of its own options (a depth or size limit) or
    /// of a file without elements.
    static func userMessage(for message: String) -> String {
        let oneLine = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: " ")
        if oneLine.hasPrefix("Excessive depth in document") {
            return "elements are nested more than 256 levels deep, the limit for screen files"
        }
        if oneLine.hasPrefix("AttValue length too long") {
            return "an attribute value is longer than 10,000,000 bytes, the limit for screen files"
        }
        if oneLine.hasPrefix("Document is empty") || oneLine.hasPrefix("Start tag expected") {
            return "the file has no element: expected a <screen> element"
        }
        return "malformed XML: " + (oneLine.isEmpty ? "the file is not well-formed" : oneLine)
    }

    func addDoctype(line: Int) {
        diagnostics.append(Diagnostic(at: SourceLocation(file: path, line: line),
            "DOCTYPE declarations are not allowed in screen files (no DTDs or entities are read)"))
    }
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
