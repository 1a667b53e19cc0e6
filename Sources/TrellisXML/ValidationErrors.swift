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

    /// Reads a document from `bytes`, the content of the file `path`, as
    /// ``readDocument(at:)`` reads the file: for a file its caller has read already.
    /// Nil when `bytes` is empty or not well-formed XML.
    static func readDocument(bytes: [UInt8], path: String) -> xmlDocPtr? {
        bytes.withUnsafeBufferPointer { buffer -> xmlDocPtr? in
            guard let base = buffer.baseAddress, buffer.count <= Int(Int32.max) else { return nil }
            let text = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            return withContextlessErrors(sentTo: { _, _ in }, with: nil) {
                xmlReadMemory(text, Int32(buffer.count), path, nil, documentOptions)
            }
        }
    }

    /// The options validators parse documents with: no network, no DTD loading, no
    /// entity substitution, and nothing printed by libxml2 itself; short text is kept in
    /// its node (`XML_PARSE_COMPACT`), which spares an allocation for each run of
    /// whitespace between elements and changes nothing a validator reads.
    static let documentOptions = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_COMPACT.rawValue)
}
