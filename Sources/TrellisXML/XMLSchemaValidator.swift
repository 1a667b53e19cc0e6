internal import CLibXML2
import Foundation
import TrellisCore

/// Checks XML files against a W3C XML Schema (XSD) with libxml2's validator
/// (`xmlSchemaValidateDoc`), reporting every violation in compiler format. Used to prove
/// that the reports Trellis writes (JUnit XML) follow their schema.
///
/// Neither file may pull in anything else: the document is parsed with `XML_PARSE_NONET`
/// and no entity substitution, as screen files are.
public enum XMLSchemaValidator {
    /// Validates the XML file at `documentPath` against the schema at `schemaPath`.
    ///
    /// - Returns: every violation, located in the document (empty when it is valid); a
    ///   schema or document that cannot be read or parsed is reported as one diagnostic at
    ///   its line 1.
    public static func validate(documentAt documentPath: String, schemaAt schemaPath: String) -> [Diagnostic] {
        libxml2Initialized.touch()
        let errors = ValidationErrors(path: documentPath)
        guard let parser = xmlSchemaNewParserCtxt(schemaPath) else {
            return [Diagnostic(at: SourceLocation(file: schemaPath, line: 1), "the schema cannot be read")]
        }
        defer { xmlSchemaFreeParserCtxt(parser) }
        guard let schema = xmlSchemaParse(parser) else {
            return [Diagnostic(at: SourceLocation(file: schemaPath, line: 1), "the schema is not a valid XML Schema")]
        }
        defer { xmlSchemaFree(schema) }
        guard let validator = xmlSchemaNewValidCtxt(schema) else {
            return [Diagnostic(at: SourceLocation(file: schemaPath, line: 1), "the validator could not be created")]
        }
        defer { xmlSchemaFreeValidCtxt(validator) }
        guard let document = ValidationErrors.readDocument(at: documentPath) else {
            return [Diagnostic(at: SourceLocation(file: documentPath, line: 1), "the document cannot be read or is not well-formed XML")]
        }
        defer { xmlFreeDoc(document) }
        let unmanaged = Unmanaged.passRetained(errors)
        defer { unmanaged.release() }
        xmlSchemaSetValidStructuredErrors(
            validator,
            { userData, error in
                guard let userData, let error else { return }
                Unmanaged<ValidationErrors>.fromOpaque(userData).takeUnretainedValue().add(error.pointee)
            }, unmanaged.toOpaque())
        let result = xmlSchemaValidateDoc(validator, document)
        if result != 0, errors.diagnostics.isEmpty {
            return [Diagnostic(at: SourceLocation(file: documentPath, line: 1), "the document does not follow the schema")]
        }
        return errors.diagnostics
    }
}
