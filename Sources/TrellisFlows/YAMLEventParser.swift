internal import CYAML
import TrellisCore

/// The one place where Trellis talks to libyaml: owns one parser and its input, and
/// hands out its events one at a time as Swift values, freeing each libyaml event at
/// once. No libyaml pointer leaves this file.
final class YAMLEventParser {
    /// One event, with the place where it starts.
    struct Event {
        enum Kind {
            case streamEnd
            case documentStart
            /// A scalar's text, whether it was quoted, its anchor, and whether it sits on one
            /// line exactly as written (``YAMLNode/columnsExact``).
            case scalar(String, quoted: Bool, anchor: String?, columnsExact: Bool)
            /// The start of a sequence or (`isMapping`) a mapping, and its anchor.
            case collectionStart(isMapping: Bool, anchor: String?)
            case collectionEnd
            /// An alias, by its anchor's name.
            case alias(String)
            /// The stream's start and a document's end, which carry nothing the flow
            /// needs.
            case other
        }

        var kind: Kind
        var location: SourceLocation
    }

    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeMutableBufferPointer<UInt8>

    init?(_ bytes: [UInt8]) {
        parser = .allocate(capacity: 1)
        input = .allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        guard yaml_parser_initialize(parser) != 0 else {
            parser.deallocate()
            input.deallocate()
            return nil
        }
        if let base = input.baseAddress {
            yaml_parser_set_input_string(parser, base, bytes.count)
        }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    }

    /// The next event, located in the file `start` is the first line of.
    ///
    /// - Throws: libyaml's syntax error, located.
    func next(in start: SourceLocation) throws(Diagnostic) -> Event {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) != 0 else { throw error(in: start) }
        defer { yaml_event_delete(&event) }
        let mark = event.start_mark
        let location = start.at(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        let kind: Event.Kind
        switch event.type {
        case YAML_STREAM_END_EVENT: kind = .streamEnd
        case YAML_DOCUMENT_START_EVENT: kind = .documentStart
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = scalar.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self) } ?? ""
            let quoted = scalar.style == YAML_SINGLE_QUOTED_SCALAR_STYLE || scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE
            // One line, and as many columns as characters (and the quotes): nothing was
            // escaped or folded, so positions in the text are columns in the file.
            let end = event.end_mark
            let written = quoted ? 2 : 0
            let exact =
                end.line == mark.line && Int(end.column) - Int(mark.column) == text.unicodeScalars.count + written
                && (quoted || scalar.style == YAML_PLAIN_SCALAR_STYLE)
            kind = .scalar(text, quoted: quoted, anchor: YAMLEventParser.string(scalar.anchor), columnsExact: exact)
        case YAML_SEQUENCE_START_EVENT: kind = .collectionStart(isMapping: false, anchor: YAMLEventParser.string(event.data.sequence_start.anchor))
        case YAML_MAPPING_START_EVENT: kind = .collectionStart(isMapping: true, anchor: YAMLEventParser.string(event.data.mapping_start.anchor))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT: kind = .collectionEnd
        case YAML_ALIAS_EVENT: kind = .alias(YAMLEventParser.string(event.data.alias.anchor) ?? "")
        default: kind = .other
        }
        return Event(kind: kind, location: location)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// libyaml's error as a diagnostic: its problem, the context and the problem's mark.
    private func error(in start: SourceLocation) -> Diagnostic {
        let mark = parser.pointee.problem_mark
        let problem = parser.pointee.problem.map { String(cString: $0) } ?? "malformed YAML"
        let context = parser.pointee.context.map { " " + String(cString: $0) } ?? ""
        let location = start.at(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        return Diagnostic(at: location, "YAML syntax error: \(problem)\(context)")
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }
}
