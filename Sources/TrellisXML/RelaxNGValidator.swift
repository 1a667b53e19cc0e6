internal import CLibXML2
import Foundation
import TrellisCore

/// Checks XML files against a RELAX NG schema with libxml2's validator
/// (`xmlRelaxNGValidateDoc` with structured errors), reporting every violation in
/// compiler format. `trellis validate` checks screens with it against the schema
/// generated from the registry (``RelaxNGSchema``).
///
/// The document is parsed with `XML_PARSE_NONET`, no DTD loading and no entity
/// substitution, as screen files are; the schema is given as bytes, so nothing but the
/// document is read. One validator checks any number of documents: the schema is read
/// once, and its value patterns are checked once per distinct value
/// (`RelaxNGValuePatterns`: libxml2 alone compiles a pattern again for every value).
/// A validator holds libxml2 state: use it from one thread at a time.
public final class RelaxNGValidator {
    /// The schema as read, nil when it is not well-formed XML.
    private let schemaDocument: xmlDocPtr?
    private let patterns: RelaxNGValuePatterns?
    /// The schema compiled with every value pattern accepting anything, shared by the
    /// documents whose values all match; nil until first needed.
    private var accepting: CompiledSchema?

    /// A validator for the RELAX NG schema `schema` (XML syntax, e.g.
    /// ``RelaxNGSchema/document(for:)``). A schema that is not valid RELAX NG is reported
    /// for each document checked.
    public convenience init(schema: [UInt8]) {
        self.init(schema: schema, checkingPatternsOnce: true)
    }

    /// `checkingPatternsOnce` false leaves the value patterns to libxml2, for tests that
    /// compare the two.
    init(schema: [UInt8], checkingPatternsOnce: Bool) {
        libxml2Initialized.touch()
        schemaDocument = schema.withUnsafeBufferPointer { buffer -> xmlDocPtr? in
            guard let base = buffer.baseAddress else { return nil }
            let bytes = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            return withContextlessErrors(sentTo: { _, _ in }, with: nil) {
                xmlReadMemory(bytes, Int32(buffer.count), nil, nil, ValidationErrors.documentOptions)
            }
        }
        patterns = checkingPatternsOnce ? schemaDocument.map(RelaxNGValuePatterns.init(schema:)).flatMap { $0.isEmpty ? nil : $0 } : nil
    }

    deinit {
        if let schemaDocument { xmlFreeDoc(schemaDocument) }
    }

    /// Validates the XML file at `documentPath` against the RELAX NG schema `schema`.
    ///
    /// - Parameters:
    ///   - documentPath: the file to check; messages quote it exactly as given.
    ///   - schema: the schema's bytes (XML syntax), e.g. ``RelaxNGSchema/document(for:)``.
    /// - Returns: every violation, as ``validate(documentAt:)`` returns them.
    public static func validate(documentAt documentPath: String, schema: [UInt8]) -> [Diagnostic] {
        RelaxNGValidator(schema: schema).validate(documentAt: documentPath)
    }

    /// The message of the one diagnostic ``validate(documentAt:)`` returns for a document
    /// that cannot be read or is not well-formed XML.
    public static let unreadableDocumentMessage = "the document cannot be read or is not well-formed XML"

    /// Validates the XML file at `documentPath` against the schema.
    ///
    /// - Parameter documentPath: the file to check; messages quote it exactly as given.
    /// - Returns: every violation, located at the line libxml2 records (column 1: the
    ///   validator does not give columns); empty when the document is valid. A schema that
    ///   is not valid RELAX NG, or a document that cannot be read or is not well-formed, is
    ///   one diagnostic at the document's line 1.
    public func validate(documentAt documentPath: String) -> [Diagnostic] {
        validate(ValidationErrors.readDocument(at: documentPath), path: documentPath)
    }

    /// Validates `bytes`, the content of the XML file `path`, against the schema, as
    /// ``validate(documentAt:)`` validates the file: for a file its caller has read
    /// already, which is then parsed from memory and not read again.
    ///
    /// - Parameters:
    ///   - bytes: the file's content; empty bytes cannot be read.
    ///   - path: the name messages quote, exactly as given.
    /// - Returns: every violation, as ``validate(documentAt:)`` returns them.
    public func validate(bytes: [UInt8], path: String) -> [Diagnostic] {
        validate(ValidationErrors.readDocument(bytes: bytes, path: path), path: path)
    }

    /// Validates `document` (nil: it could not be read) and frees it.
    private func validate(_ document: xmlDocPtr?, path documentPath: String) -> [Diagnostic] {
        let start = SourceLocation(file: documentPath, line: 1)
        defer { if let document { xmlFreeDoc(document) } }
        let rejected = document.flatMap { patterns?.rejectedValues(in: $0) } ?? []
        let schema: CompiledSchema
        if rejected.allSatisfy(\.isEmpty) {
            let compiled =
                accepting
                ?? {
                    patterns?.rewriteSchema(rejecting: [])
                    return CompiledSchema(schemaDocument)
                }()
            accepting = compiled
            schema = compiled
        } else {
            patterns?.rewriteSchema(rejecting: rejected)
            schema = CompiledSchema(schemaDocument)
        }
        guard let grammar = schema.grammar else { return [Diagnostic(at: start, "the schema is not a valid RELAX NG schema")] }
        guard let validator = xmlRelaxNGNewValidCtxt(grammar) else {
            return [Diagnostic(at: start, "the validator could not be created")]
        }
        defer { xmlRelaxNGFreeValidCtxt(validator) }
        guard let document else {
            return [Diagnostic(at: start, Self.unreadableDocumentMessage)]
        }
        let errors = ValidationErrors(path: documentPath, prefix: "schema: ")
        let unmanaged = Unmanaged.passRetained(errors)
        defer { unmanaged.release() }
        xmlRelaxNGSetValidStructuredErrors(
            validator,
            { userData, error in
                guard let userData, let error else { return }
                Unmanaged<ValidationErrors>.fromOpaque(userData).takeUnretainedValue().add(error.pointee)
            }, unmanaged.toOpaque())
        let result = xmlRelaxNGValidateDoc(validator, document)
        if result != 0, errors.diagnostics.isEmpty {
            return [Diagnostic(at: start, "the document does not follow the schema")]
        }
        return errors.diagnostics
    }

    /// A schema document compiled by libxml2 (`xmlRelaxNGParse` of a copy), freed with
    /// this value; `grammar` is nil when the document is not valid RELAX NG.
    private final class CompiledSchema {
        let grammar: xmlRelaxNGPtr?

        init(_ document: xmlDocPtr?) {
            guard let document, let parser = xmlRelaxNGNewDocParserCtxt(document) else {
                grammar = nil
                return
            }
            defer { xmlRelaxNGFreeParserCtxt(parser) }
            xmlRelaxNGSetParserStructuredErrors(parser, { _, _ in }, nil)
            grammar = xmlRelaxNGParse(parser)
        }

        deinit {
            if let grammar { xmlRelaxNGFree(grammar) }
        }
    }
}
