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
/// document is read.
public enum RelaxNGValidator {
    /// Validates the XML file at `documentPath` against the RELAX NG schema `schema`.
    ///
    /// - Parameters:
    ///   - documentPath: the file to check; messages quote it exactly as given.
    ///   - schema: the schema's bytes (XML syntax), e.g. ``RelaxNGSchema/document(for:)``.
    /// - Returns: every violation, located at the line libxml2 records (column 1: the
    ///   validator does not give columns); empty when the document is valid. A schema that
    ///   is not valid RELAX NG, or a document that cannot be read or is not well-formed, is
    ///   one diagnostic at the document's line 1.
    public static func validate(documentAt documentPath: String, schema: [UInt8]) -> [Diagnostic] {
        validate(documentAt: documentPath, schema: schema, checkingPatternsOnce: true)
    }

    /// Validates as ``validate(documentAt:schema:)`` does; `checkingPatternsOnce` false
    /// leaves the schema's value patterns to libxml2 (``RelaxNGValuePatterns``), for tests
    /// that compare the two.
    static func validate(documentAt documentPath: String, schema: [UInt8], checkingPatternsOnce: Bool) -> [Diagnostic] {
        libxml2Initialized.touch()
        let start = SourceLocation(file: documentPath, line: 1)
        let schemaDocument = schema.withUnsafeBufferPointer { buffer -> xmlDocPtr? in
            guard let base = buffer.baseAddress else { return nil }
            let bytes = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            return withContextlessErrors(sentTo: { _, _ in }, with: nil) {
                xmlReadMemory(bytes, Int32(buffer.count), nil, nil, ValidationErrors.documentOptions)
            }
        }
        guard let schemaDocument else { return [Diagnostic(at: start, "the schema is not a valid RELAX NG schema")] }
        defer { xmlFreeDoc(schemaDocument) }
        let document = ValidationErrors.readDocument(at: documentPath)
        defer { if let document { xmlFreeDoc(document) } }
        if checkingPatternsOnce, let document { RelaxNGValuePatterns(schema: schemaDocument).rewriteSchema(for: document) }
        let parsed: xmlRelaxNGPtr? = {
            guard let parser = xmlRelaxNGNewDocParserCtxt(schemaDocument) else { return nil }
            defer { xmlRelaxNGFreeParserCtxt(parser) }
            xmlRelaxNGSetParserStructuredErrors(parser, { _, _ in }, nil)
            return xmlRelaxNGParse(parser)
        }()
        guard let parsed else { return [Diagnostic(at: start, "the schema is not a valid RELAX NG schema")] }
        defer { xmlRelaxNGFree(parsed) }
        guard let validator = xmlRelaxNGNewValidCtxt(parsed) else {
            return [Diagnostic(at: start, "the validator could not be created")]
        }
        defer { xmlRelaxNGFreeValidCtxt(validator) }
        guard let document else {
            return [Diagnostic(at: start, "the document cannot be read or is not well-formed XML")]
        }
        let errors = ValidationErrors(path: documentPath, prefix: "schema: ")
        let unmanaged = Unmanaged.passRetained(errors)
        defer { unmanaged.release() }
        xmlRelaxNGSetValidStructuredErrors(validator, { userData, error in
            guard let userData, let error else { return }
            Unmanaged<ValidationErrors>.fromOpaque(userData).takeUnretainedValue().add(error.pointee)
        }, unmanaged.toOpaque())
        let result = xmlRelaxNGValidateDoc(validator, document)
        if result != 0, errors.diagnostics.isEmpty {
            return [Diagnostic(at: start, "the document does not follow the schema")]
        }
        return errors.diagnostics
    }
}
