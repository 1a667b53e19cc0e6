internal import CYAML
import TrellisCore

/// The one place where Trellis talks to libyaml: it parses a flow file's bytes into
/// ``YAMLNode`` values, one per document of the stream, and reports libyaml's errors as
/// diagnostics.
///
/// libyaml's parser and documents are owned by one ``YAMLParser`` that frees them; no
/// pointer leaves this file. Aliases are expanded while copying, bounded by
/// ``maximumNodes`` and ``maximumDepth`` so that an alias bomb is an error, not a hang.
enum YAMLDocument {
    /// The parse result: every document's root (an empty document is absent), or the
    /// first error libyaml reports.
    struct Result {
        var documents: [YAMLNode]
        var diagnostics: [Diagnostic]
    }

    /// The most nodes a file may expand to (aliases count each time they are used):
    /// 1,000,000.
    static let maximumNodes = 1_000_000
    /// The deepest nesting of sequences and mappings a file may have: 64 levels.
    static let maximumDepth = 64

    /// Parses `bytes` (UTF-8), reporting problems against `path` as the user gave it.
    static func parse(_ bytes: [UInt8], path: String) -> Result {
        guard let parser = YAMLParser(bytes) else {
            return Result(documents: [], diagnostics: [Diagnostic(at: SourceLocation(file: path, line: 1), "the YAML parser could not be created (out of memory)")])
        }
        var copier = Copier(path: path)
        var documents: [YAMLNode] = []
        while true {
            guard parser.loadNext() else {
                return Result(documents: documents, diagnostics: [parser.error(path: path)])
            }
            guard let root = yaml_document_get_root_node(parser.document) else { break }
            do {
                documents.append(try copier.copy(root, in: parser.document, depth: 0))
            } catch {
                return Result(documents: documents, diagnostics: [error])
            }
        }
        return Result(documents: documents, diagnostics: [])
    }

    /// Copies libyaml's nodes into ``YAMLNode`` values, counting them.
    private struct Copier {
        let path: String
        var count = 0

        init(path: String) {
            self.path = path
        }

        mutating func copy(_ node: UnsafeMutablePointer<yaml_node_t>, in document: UnsafeMutablePointer<yaml_document_t>, depth: Int) throws(Diagnostic) -> YAMLNode {
            let mark = node.pointee.start_mark
            let location = SourceLocation(file: path, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
            count += 1
            if count > YAMLDocument.maximumNodes {
                throw Diagnostic(at: location, "the file expands to more than \(YAMLDocument.maximumNodes) YAML nodes (aliases count each time they are used)")
            }
            if depth > YAMLDocument.maximumDepth {
                throw Diagnostic(at: location, "YAML nested more than \(YAMLDocument.maximumDepth) levels deep")
            }
            switch node.pointee.type {
            case YAML_SCALAR_NODE:
                let scalar = node.pointee.data.scalar
                let text = scalar.value.map { pointer in
                    String(decoding: UnsafeBufferPointer(start: pointer, count: Int(scalar.length)), as: UTF8.self)
                } ?? ""
                let quoted = scalar.style == YAML_SINGLE_QUOTED_SCALAR_STYLE || scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE
                return YAMLNode(content: .scalar(text, quoted: quoted), location: location)
            case YAML_SEQUENCE_NODE:
                var items: [YAMLNode] = []
                var item = node.pointee.data.sequence.items.start
                while let current = item, current != node.pointee.data.sequence.items.top {
                    if let child = yaml_document_get_node(document, current.pointee) {
                        items.append(try copy(child, in: document, depth: depth + 1))
                    }
                    item = current + 1
                }
                return YAMLNode(content: .sequence(items), location: location)
            case YAML_MAPPING_NODE:
                var pairs: [YAMLNode.Pair] = []
                var pair = node.pointee.data.mapping.pairs.start
                while let current = pair, current != node.pointee.data.mapping.pairs.top {
                    if let key = yaml_document_get_node(document, current.pointee.key),
                       let value = yaml_document_get_node(document, current.pointee.value) {
                        pairs.append(YAMLNode.Pair(
                            key: try copy(key, in: document, depth: depth + 1),
                            value: try copy(value, in: document, depth: depth + 1)))
                    }
                    pair = current + 1
                }
                return YAMLNode(content: .mapping(pairs), location: location)
            default:
                return YAMLNode(content: .scalar("", quoted: false), location: location)
            }
        }
    }
}

/// Owns one libyaml parser, its input and its current document, and frees all three.
private final class YAMLParser {
    let parser: UnsafeMutablePointer<yaml_parser_t>
    let document: UnsafeMutablePointer<yaml_document_t>
    private let input: UnsafeMutableBufferPointer<UInt8>
    private var hasDocument = false

    init?(_ bytes: [UInt8]) {
        parser = .allocate(capacity: 1)
        document = .allocate(capacity: 1)
        input = .allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        guard yaml_parser_initialize(parser) != 0 else {
            parser.deallocate()
            document.deallocate()
            input.deallocate()
            return nil
        }
        if let base = input.baseAddress {
            yaml_parser_set_input_string(parser, base, bytes.count)
        }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    }

    /// Loads the next document, freeing the previous one; false on a parse error.
    func loadNext() -> Bool {
        if hasDocument { yaml_document_delete(document) }
        hasDocument = yaml_parser_load(parser, document) != 0
        return hasDocument
    }

    /// libyaml's error as a diagnostic: its problem, the context and the problem's mark.
    func error(path: String) -> Diagnostic {
        let mark = parser.pointee.problem_mark
        let problem = parser.pointee.problem.map { String(cString: $0) } ?? "malformed YAML"
        let context = parser.pointee.context.map { " " + String(cString: $0) } ?? ""
        let location = SourceLocation(file: path, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        return Diagnostic(at: location, "YAML syntax error: \(problem)\(context)")
    }

    deinit {
        if hasDocument { yaml_document_delete(document) }
        yaml_parser_delete(parser)
        parser.deallocate()
        document.deallocate()
        input.deallocate()
    }
}
