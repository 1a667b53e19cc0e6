import TrellisCore

/// The rows of a flow's `data:` CSV file (Docs/flows.md, "CSV data files"): the column
/// names its first record gives and, for each later record, its values as text and where
/// it starts, so an error about a row is located at its first field.
///
/// The file is read as RFC 4180 says, with the rules of the flow language: `,` separates
/// fields, CRLF or LF ends a record, a field in double quotes may hold `,`, line breaks
/// and `""` (one quote), a quote elsewhere in a field is an error, nothing is trimmed, a
/// leading UTF-8 byte-order mark is skipped and the last line break is optional. Every
/// record has as many fields as the first, whose fields are variable names
/// (`[A-Za-z_][A-Za-z0-9_]*`), none twice. Reading takes time and memory linear in the
/// file's size, whatever its shape (100,000 columns, one record of a gigabyte).
package struct FlowDataTable: Hashable, Sendable {
    /// One record after the first: a test's values.
    package struct Row: Hashable, Sendable {
        /// The values in column order, as text; as many as ``FlowDataTable/columns``.
        package var values: [String]
        /// Where its first field starts: the CSV file as given, the 1-based line and the
        /// column (1: records start lines).
        package var location: SourceLocation

        /// Creates a row.
        package init(values: [String], location: SourceLocation) {
            self.values = values
            self.location = location
        }
    }

    /// The column names, in order: variable names, none twice, at least one.
    package var columns: [String]
    /// The rows in the order of the file, possibly none (a file of names only; the caller
    /// reports that at `data:`).
    package var rows: [Row]

    /// The most errors reported for one file: 100, then a note, and reading stops.
    package static let errorLimit = 100

    /// Creates a table from its parts.
    package init(columns: [String], rows: [Row]) {
        self.columns = columns
        self.rows = rows
    }

    /// Reads a CSV file's bytes.
    ///
    /// - Parameters:
    ///   - bytes: the whole file.
    ///   - file: the path to write in diagnostics, as the user gave it.
    /// - Throws: ``DiagnosticError`` with every problem, in file order, each at its line
    ///   and column (columns count Unicode scalars from 1, as for flow and screen files):
    ///   invalid UTF-8 (at its first bad byte, and nothing else), a quote in a field that
    ///   does not start with one or text after a closing quote (at it), a quote never
    ///   closed (at it), a carriage return without a line feed outside quotes (at the
    ///   first such; each still ends its record, so the rest is checked), a
    ///   column name that is not a variable name or is repeated (at it), a record with
    ///   another number of fields than the first (at its first field), an empty file (at
    ///   1:1). After ``errorLimit`` errors a note ends the list.
    package init(csv bytes: [UInt8], file: String) throws(DiagnosticError) {
        let result = bytes.withUnsafeBufferPointer { buffer in
            var parser = FlowCSVParser(bytes: buffer, file: file)
            return parser.parse()
        }
        switch result {
        case .success(let table): self = table
        case .failure(let error): throw error
        }
    }
}
