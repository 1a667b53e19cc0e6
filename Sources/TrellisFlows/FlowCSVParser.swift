import TrellisCore

/// Reads a flow's CSV data file into a ``FlowDataTable`` in one pass over its bytes
/// (Docs/flows.md, "CSV data files"), collecting located errors. Positions are kept as
/// byte offsets and turned into columns (Unicode scalars) only for a message.
struct FlowCSVParser {
    /// A place in the file: its line, the byte offset where that line starts, and its
    /// byte offset.
    struct Mark {
        var line: Int
        var lineStart: Int
        var offset: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    /// The file's first line, from which every location is made.
    let fileStart: SourceLocation
    var position = 0
    var line = 1
    var lineStart = 0
    var diagnostics: [Diagnostic] = []
    /// Set when reading must stop: a quote never closed, invalid UTF-8, too many errors.
    var stopped = false
    /// Set once a carriage return without a line feed is reported: the others are read
    /// as line breaks without a message each (a file saved with CR line breaks).
    var reportedLoneCarriageReturn = false
    var columns: [String]?
    var rows: [FlowDataTable.Row] = []
    /// A quoted field's bytes, kept from one field to the next.
    private var value: [UInt8] = []
    /// The last column computed: counting goes on from it on the same line, so locating
    /// many errors on one long line stays linear.
    private var lastColumn = (line: 0, offset: 0, column: 1)

    private static let comma = UInt8(ascii: ","), quote = UInt8(ascii: "\""), lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        fileStart = SourceLocation(file: file, line: 1)
    }

    mutating func parse() -> Result<FlowDataTable, DiagnosticError> {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            lineStart = 3
        }
        if let bad = Self.firstInvalidUTF8(bytes, from: position) {
            var start = position
            for index in position..<bad where bytes[index] == Self.lineFeed {
                line += 1
                start = index + 1
            }
            lineStart = start
            let shown = String(bytes[bad], radix: 16, uppercase: true)
            error(at: mark(bad), "the file is not UTF-8 text: byte 0x\(shown) starts no UTF-8 character; a data file is UTF-8 CSV")
            return .failure(DiagnosticError(diagnostics))
        }
        if position == bytes.count {
            error(at: mark(position), "the file is empty; its first record names the columns")
        }
        var recordNumber = 0
        while position < bytes.count, !stopped {
            let start = mark(position)
            var starts: [Mark]? = recordNumber == 0 ? [] : nil
            let values = record(starts: &starts)
            if stopped { break }
            if let starts {
                checkNames(values, at: starts)
            } else {
                row(recordNumber, values, at: start)
            }
            recordNumber += 1
        }
        if !diagnostics.isEmpty { return .failure(DiagnosticError(ordered)) }
        return .success(FlowDataTable(columns: columns ?? [], rows: rows))
    }

    /// The diagnostics in file order (a row's field count is found at its end but located
    /// at its start), the note about too many errors last.
    private var ordered: [Diagnostic] {
        let note = diagnostics.count > FlowDataTable.errorLimit ? diagnostics.last : nil
        let errors = diagnostics.prefix(FlowDataTable.errorLimit).enumerated().sorted {
            ($0.element.location.line, $0.element.location.column, $0.offset) < ($1.element.location.line, $1.element.location.column, $1.offset)
        }
        return errors.map(\.element) + (note.map { [$0] } ?? [])
    }

    /// The first record's fields as column names: each a variable name, none twice.
    private mutating func checkNames(_ names: [String], at starts: [Mark]) {
        var seen: [String: Int] = [:]
        for (index, (name, start)) in zip(names, starts).enumerated() {
            if name.isEmpty {
                error(at: start, "column \(index + 1) has no name; the first record names the columns ([A-Za-z_][A-Za-z0-9_]*)")
            } else if !FlowExpression.isVariableName(name) {
                error(at: start, "'\(name.abbreviated().debugEscaped)' is not a variable name; the first record names the columns ([A-Za-z_][A-Za-z0-9_]*)")
            } else if let first = seen[name] {
                error(at: start, "column '\(name)' is named twice (columns \(first) and \(index + 1))")
            } else {
                seen[name] = index + 1
            }
        }
        columns = names
    }

    /// A record after the first: a row when it has as many fields as the first.
    private mutating func row(_ number: Int, _ fields: [String], at start: Mark) {
        let expected = columns?.count ?? 0
        guard fields.count == expected else {
            let columnsText = expected == 1 ? "1 column" : "\(expected) columns"
            if fields.count == 1, fields[0].isEmpty {
                error(at: start, "row \(number) is an empty line; the first record names \(columnsText), and a row has a value for each")
            } else {
                let fieldsText = fields.count == 1 ? "1 field" : "\(fields.count) fields"
                error(at: start, "row \(number) has \(fieldsText); the first record names \(columnsText)")
            }
            return
        }
        rows.append(FlowDataTable.Row(values: fields, location: fileStart.at(line: start.line)))
    }

    /// Reads one record, from its first byte to past its line break (or the end): its
    /// values, and where each starts when `starts` is not nil (the column names).
    private mutating func record(starts: inout [Mark]?) -> [String] {
        var fields: [String] = []
        fields.reserveCapacity(columns?.count ?? 0)
        while !stopped {
            starts?.append(mark(position))
            fields.append(position < bytes.count && bytes[position] == Self.quote ? quotedField() : plainField())
            guard position < bytes.count else { break }
            if bytes[position] == Self.comma {
                position += 1
                continue
            }
            // A line feed, a carriage return and a line feed, or a carriage return alone
            // (reported the first time, then read as a line break).
            if bytes[position] == Self.carriageReturn {
                if position + 1 < bytes.count, bytes[position + 1] == Self.lineFeed {
                    position += 1
                } else if !reportedLoneCarriageReturn {
                    reportedLoneCarriageReturn = true
                    error(at: mark(position), "a carriage return without a line feed; records end with CRLF or LF")
                }
            }
            position += 1
            line += 1
            lineStart = position
            break
        }
        return fields
    }

    /// A field that does not start with a quote, up to `,`, a line break or the end.
    private mutating func plainField() -> String {
        let start = position
        while position < bytes.count {
            switch bytes[position] {
            case Self.comma, Self.lineFeed, Self.carriageReturn: return text(start, position)
            case Self.quote:
                error(at: mark(position), "a quote in a field that does not start with one; quote the whole field and double the quote (\"a\"\"b\")")
                skipField()
                return text(start, position)
            default: position += 1
            }
        }
        return text(start, position)
    }

    /// A field in quotes: `""` is one quote, and `,` and line breaks are text. After the
    /// closing quote comes `,`, a line break or the end.
    private mutating func quotedField() -> String {
        let open = mark(position)
        position += 1
        value.removeAll(keepingCapacity: true)
        var segment = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Self.lineFeed || (byte == Self.carriageReturn && (position + 1 == bytes.count || bytes[position + 1] != Self.lineFeed)) {
                line += 1
                lineStart = position + 1
            } else if byte == Self.quote {
                value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segment..<position]))
                if position + 1 < bytes.count, bytes[position + 1] == Self.quote {
                    value.append(Self.quote)
                    position += 2
                    segment = position
                    continue
                }
                position += 1
                if position < bytes.count, bytes[position] != Self.comma, bytes[position] != Self.lineFeed,
                    bytes[position] != Self.carriageReturn
                {
                    error(
                        at: mark(position), "text after the closing quote of a quoted field; a field is quoted whole, and a quote in it is doubled (\"a\"\"b\")"
                    )
                    skipField()
                }
                return String(decoding: value, as: UTF8.self)
            }
            position += 1
        }
        error(at: open, "a quote never closed: the quoted field that starts here runs to the end of the file")
        stopped = true
        return ""
    }

    /// Skips the rest of a field that is already reported, up to `,`, a line break or
    /// the end.
    private mutating func skipField() {
        while position < bytes.count, bytes[position] != Self.comma, bytes[position] != Self.lineFeed,
            bytes[position] != Self.carriageReturn
        {
            position += 1
        }
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    private func mark(_ offset: Int) -> Mark {
        Mark(line: line, lineStart: lineStart, offset: offset)
    }

    /// Adds an error; past ``FlowDataTable/errorLimit`` adds a note instead and stops.
    private mutating func error(at mark: Mark, _ message: String) {
        guard !stopped else { return }
        if diagnostics.count == FlowDataTable.errorLimit {
            diagnostics.append(Diagnostic(at: location(mark), "more than \(FlowDataTable.errorLimit) errors; the rest of the file is not checked"))
            stopped = true
            return
        }
        diagnostics.append(Diagnostic(at: location(mark), message))
    }

    /// The location of a mark, its column counted in Unicode scalars from the line's
    /// start (from the last column computed when it is on the same line and after it).
    private mutating func location(_ mark: Mark) -> SourceLocation {
        var from = mark.lineStart
        var column = 1
        if lastColumn.line == mark.line, lastColumn.offset >= mark.lineStart, lastColumn.offset <= mark.offset {
            from = lastColumn.offset
            column = lastColumn.column
        }
        for index in from..<mark.offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        lastColumn = (mark.line, mark.offset, column)
        return fileStart.at(line: mark.line, column: column)
    }
}
