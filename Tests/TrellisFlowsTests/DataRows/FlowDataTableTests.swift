import Testing
import TrellisCore
import TrellisFlows

/// CSV data files read as Docs/flows.md, "CSV data files", says: hand-written files with the
/// rows they hold (values and the line of each record's first field) or the errors they
/// give, located by line and column (Unicode scalars from 1) as counted in the comments.
struct FlowDataTableTests {
    /// A file's table as "COLUMNS | line: values | …", or its errors as "line:column:
    /// message" lines.
    static func read(_ csv: String) -> [String] {
        read(Array(csv.utf8))
    }

    static func read(_ bytes: [UInt8]) -> [String] {
        do {
            let table = try FlowDataTable(csv: bytes, file: "rows.csv")
            let rows = table.rows.map { row in
                "\(row.location.line):\(row.location.column): " + row.values.map { "[\($0)]" }.joined()
            }
            return [table.columns.joined(separator: ",")] + rows
        } catch {
            #expect(error.diagnostics.allSatisfy { $0.location.file == "rows.csv" && $0.severity == .error })
            return error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        }
    }

    static let tables: [(String, [String])] = [
        ("USER,ROLE\nann,admin\nbob,viewer\n", ["USER,ROLE", "2:1: [ann][admin]", "3:1: [bob][viewer]"]),
        // CRLF, and no line break after the last record.
        ("USER,ROLE\r\nann,admin\r\nbob,viewer", ["USER,ROLE", "2:1: [ann][admin]", "3:1: [bob][viewer]"]),
        // A leading byte-order mark is skipped.
        ("\u{FEFF}A\n1\n", ["A", "2:1: [1]"]),
        // Quoted fields hold ',', line breaks and "" (one quote); the second record takes
        // lines 2 and 3, so the next starts on line 4.
        (
            "A,B\n\"x, y\",\"line1\nline2\"\n\"say \"\"hi\"\"\",\"\"\nlast,row\n",
            ["A,B", "2:1: [x, y][line1\nline2]", "4:1: [say \"hi\"][]", "5:1: [last][row]"]
        ),
        ("A\n\"a\r\nb\"\r\n", ["A", "2:1: [a\r\nb]"]),
        // A carriage return alone in quotes is text, and counts as a line break.
        ("A\n\"a\rb\"\nc\n", ["A", "2:1: [a\rb]", "4:1: [c]"]),
        // Nothing is trimmed.
        ("A,B\n a , b \n", ["A,B", "2:1: [ a ][ b ]"]),
        ("A,B,C\n,,\n", ["A,B,C", "2:1: [][][]"]),
        ("A,B\n1,\n", ["A,B", "2:1: [1][]"]),
        // Names only: no rows (the caller reports that).
        ("A,B\n", ["A,B"]),
        ("A,B", ["A,B"]),
        // With one column an empty line is a row with an empty value (RFC 4180).
        ("A\nx\n\ny\n", ["A", "2:1: [x]", "3:1: []", "4:1: [y]"]),
        ("NAME\n\"月\"\"曜\"\n👍🏽\n", ["NAME", "2:1: [月\"曜]", "3:1: [👍🏽]"]),
        ("\"A\",_b9\n1,2\n", ["A,_b9", "2:1: [1][2]"]),
        ("A\n\"\"\n", ["A", "2:1: []"]),
    ]

    @Test(arguments: tables)
    func reads(_ csv: String, _ expected: [String]) {
        #expect(Self.read(csv) == expected)
    }

    static let nameRule = "the first record names the columns ([A-Za-z_][A-Za-z0-9_]*)"

    static let errors: [(String, [String])] = [
        ("", ["1:1: the file is empty; its first record names the columns"]),
        ("\u{FEFF}", ["1:1: the file is empty; its first record names the columns"]),
        // U 1 … R 4, ',' 5, '1X' 6, ',' 8, 'USER' 9, ',' 13, the empty field 14, '"A B"' 15.
        (
            "USER,1X,USER,,\"A B\"\nq,w,e,r,t\n",
            [
                "1:6: '1X' is not a variable name; " + nameRule,
                "1:9: column 'USER' is named twice (columns 1 and 3)",
                "1:14: column 4 has no name; " + nameRule,
                "1:15: 'A B' is not a variable name; " + nameRule,
            ]
        ),
        ("\n1\n", ["1:1: column 1 has no name; " + nameRule]),
        ("é\n1\n", ["1:1: 'é' is not a variable name; " + nameRule]),
        // A quote in a field that does not start with one: a 1, b 2, '"' 3.
        ("A,B\nab\"c,d\n", ["2:3: a quote in a field that does not start with one; quote the whole field and double the quote (\"a\"\"b\")"]),
        // After the field's first character 月 (one scalar, three bytes): '"' at 2.
        ("A,B\n月\"曜,d\n", ["2:2: a quote in a field that does not start with one; quote the whole field and double the quote (\"a\"\"b\")"]),
        // Text after a closing quote: '"' 1, a 2, b 3, '"' 4, c 5.
        ("A,B\n\"ab\"c,d\n", ["2:5: text after the closing quote of a quoted field; a field is quoted whole, and a quote in it is doubled (\"a\"\"b\")"]),
        ("A,B\n\"ab\" ,d\n", ["2:5: text after the closing quote of a quoted field; a field is quoted whole, and a quote in it is doubled (\"a\"\"b\")"]),
        // A quote never closed, at the opening quote: 1 col 1, ',' 2, '"' 3.
        ("A,B\n1,\"ab\n2,3\n", ["2:3: a quote never closed: the quoted field that starts here runs to the end of the file"]),
        ("\"A", ["1:1: a quote never closed: the quoted field that starts here runs to the end of the file"]),
        // Ragged rows, at each row's first field.
        (
            "A,B\n1,2,3\n4\n5,6\n",
            [
                "2:1: row 1 has 3 fields; the first record names 2 columns",
                "3:1: row 2 has 1 field; the first record names 2 columns",
            ]
        ),
        ("A\n1,2\n", ["2:1: row 1 has 2 fields; the first record names 1 column"]),
        // An empty line where there are two columns, also as the file's last line.
        ("A,B\n1,2\n\n3,4\n", ["3:1: row 2 is an empty line; the first record names 2 columns, and a row has a value for each"]),
        ("A,B\n1,2\n\n", ["3:1: row 2 is an empty line; the first record names 2 columns, and a row has a value for each"]),
        // A carriage return without a line feed: reported once, each read as a line break
        // (the ragged row after it is found on line 3).
        (
            "A,B\r1,2\r3\r",
            [
                "1:4: a carriage return without a line feed; records end with CRLF or LF",
                "3:1: row 2 has 1 field; the first record names 2 columns",
            ]
        ),
        // After a closing quote too; it ends the row, which then has 1 field.
        (
            "A,B\n\"1\"\r2,3\n",
            [
                "2:1: row 1 has 1 field; the first record names 2 columns",
                "2:4: a carriage return without a line feed; records end with CRLF or LF",
            ]
        ),
    ]

    @Test(arguments: errors)
    func reports(_ csv: String, _ expected: [String]) {
        #expect(Self.read(csv) == expected)
    }

    static let utf8Message = "starts no UTF-8 character; a data file is UTF-8 CSV"

    /// Invalid UTF-8 is reported at its first bad byte, and nothing else is.
    @Test(
        arguments: [
            // 'A' '\n' 'a' 'b' 0xFF: line 2, column 3.
            ([0x41, 0x0A, 0x61, 0x62, 0xFF], "2:3: the file is not UTF-8 text: byte 0xFF " + utf8Message),
            // 月 (E6 9C 88) is one column: 0xFF at column 2.
            ([0x41, 0x0A, 0xE6, 0x9C, 0x88, 0xFF, 0x22], "2:2: the file is not UTF-8 text: byte 0xFF " + utf8Message),
            // An overlong '/' (C0 AF), a surrogate (ED A0 80), a sequence cut short at the end.
            ([0x41, 0x2C, 0xC0, 0xAF], "1:3: the file is not UTF-8 text: byte 0xC0 " + utf8Message),
            ([0x41, 0x0A, 0x0A, 0xED, 0xA0, 0x80], "3:1: the file is not UTF-8 text: byte 0xED " + utf8Message),
            ([0x41, 0x0A, 0xE6, 0x9C], "2:1: the file is not UTF-8 text: byte 0xE6 " + utf8Message),
            // A byte-order mark is not a column.
            ([0xEF, 0xBB, 0xBF, 0x41, 0xF5], "1:2: the file is not UTF-8 text: byte 0xF5 " + utf8Message),
        ] as [([UInt8], String)])
    func refusesInvalidUTF8(_ bytes: [UInt8], _ expected: String) {
        #expect(Self.read(bytes) == [expected])
    }
}
