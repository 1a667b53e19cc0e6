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

/// Where Trellis parses screen files with libxml2, the one lexer of their XML (writing and
/// schema validation have their own files in this module, and no other module imports
/// it): libxml2's SAX2 interface streams a screen file's elements to a handler through a
/// ``ParseSession``, so no document tree is ever built, and libxml2's own errors come back
/// as diagnostics. Only documented libxml2 API is used: no field of libxml2's parser
/// input or input buffer is read; positions come from ``SourceLocator``.
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
            return [
                Diagnostic(
                    at: SourceLocation(file: path, line: 1),
                    "the file is \(bytes.count.formatted) bytes long, more than the \(Int(Int32.max).formatted) bytes libxml2 parses from memory")
            ]
        }
        // The whole parse runs while the bytes' pointer is valid, so libxml2 may read the
        // caller's memory in place as well as copy it.
        return bytes.withUnsafeBufferPointer { buffer in
            guard
                let context = buffer.baseAddress.flatMap({ base in
                    base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                        xmlCreateMemoryParserCtxt(chars, size)
                    }
                })
            else {
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
