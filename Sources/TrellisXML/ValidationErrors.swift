internal import CLibXML2
import TrellisCore

/// Collects a libxml2 validator's structured errors for one document, as diagnostics at
/// the line libxml2 records (validators give no columns), each message on one line and
/// each (line, message) once: libxml2 repeats some while it backtracks.
final class ValidationErrors {
    let path: String
    let prefix: String
    private(set) var diagnostics: [Diagnostic] = []

    /// Errors about the document at `path`, each message starting with `prefix`.
    init(path: String, prefix: String = "") {
        self.path = path
        self.prefix = prefix
    }

    func add(_ error: xmlError) {
        let message = error.message.map { String(cString: $0) } ?? "invalid"
        let text = message.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
        let diagnostic = Diagnostic(at: SourceLocation(file: path, line: Int(error.line)), prefix + text)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    /// Reads a document for a validator with ``documentOptions``, keeping libxml2 from
    /// printing the errors it raises without a parser context (an encoding conversion that
    /// fails): the screen loader reports those, located, for the same file.
    static func readDocument(at path: String) -> xmlDocPtr? {
        withContextlessErrors(sentTo: { _, _ in }, with: nil) {
            xmlReadFile(path, nil, documentOptions)
        }
    }

    /// The options validators parse documents with: no network, no DTD loading, no
    /// entity substitution, and nothing printed by libxml2 itself.
    static let documentOptions = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
}
