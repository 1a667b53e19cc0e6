import Testing
import TrellisCore
import TrellisFlows

/// Hostile CSV data files: 100,000 columns, ragged rows, a quote never closed at the
/// start of megabytes, thousands of errors on one line, random bytes. Each is read in
/// time linear in its size, with located errors, at most 100 and a note (Docs/flows.md,
/// "CSV data files"). The files are generated here.
struct FlowDataTableBadInputTests {
    private func diagnostics(_ text: String) -> [String] {
        FlowDataTableTests.read(text)
    }

    @Test func aHundredThousandColumnsAreRead() throws {
        let names = (0..<100_000).map { "C\($0)" }
        let values = (0..<100_000).map { "v\($0)" }
        let csv = names.joined(separator: ",") + "\n" + values.joined(separator: ",") + "\n"
        let table = try FlowDataTable(csv: Array(csv.utf8), file: "wide.csv")
        #expect(table.columns == names)
        #expect(table.rows == [FlowDataTable.Row(values: values, location: SourceLocation(file: "wide.csv", line: 2))])
        // A row one field short is one error, at its start.
        let short = names.joined(separator: ",") + "\n" + values.dropLast().joined(separator: ",") + "\n"
        #expect(diagnostics(short) == ["2:1: row 1 has 99999 fields; the first record names 100000 columns"])
    }

    @Test func raggedRowsStopAtAHundredErrorsWithANote() {
        // 1,000 rows of 3 fields under 2 columns: row k is on line k + 1; the 101st error
        // (row 101, line 102) becomes the note.
        let csv = "A,B\n" + String(repeating: "1,2,3\n", count: 1_000)
        let errors = diagnostics(csv)
        #expect(errors.count == 101)
        #expect(errors.first == "2:1: row 1 has 3 fields; the first record names 2 columns")
        #expect(errors[99] == "101:1: row 100 has 3 fields; the first record names 2 columns")
        #expect(errors.last == "102:1: more than 100 errors; the rest of the file is not checked")
    }

    @Test func errorsOnOneLongLineAreLocatedInLinearTime() {
        // Line 2 is 10,000 fields of 1,001 characters (a, b, '"', 997 c, ',') — ten
        // megabytes on one line. Field k starts at column 1 + 1,001 k, its quote 2 after:
        // the 100th (k = 99) at 99,102, the 101st, the note, at 100,103.
        let field = "ab\"" + String(repeating: "c", count: 997) + ","
        let csv = "A\n" + String(repeating: field, count: 10_000) + "\n"
        let start = ContinuousClock.now
        let errors = diagnostics(csv)
        #expect(errors.count == 101)
        #expect(errors.first == "2:3: a quote in a field that does not start with one; quote the whole field and double the quote (\"a\"\"b\")")
        #expect(errors[99].hasPrefix("2:99102: a quote in a field"))
        #expect(errors.last == "2:100103: more than 100 errors; the rest of the file is not checked")
        #expect(ContinuousClock.now - start < .seconds(30))
    }

    @Test func aQuoteNeverClosedBeforeMegabytesIsOneError() {
        let csv = "A\n\"" + String(repeating: "x,\n", count: 5_000_000)
        let start = ContinuousClock.now
        #expect(diagnostics(csv) == ["2:1: a quote never closed: the quoted field that starts here runs to the end of the file"])
        #expect(ContinuousClock.now - start < .seconds(30))
    }

    @Test func aLargeFileIsReadInLinearTime() throws {
        // 500,000 rows of about 20 bytes: ten megabytes.
        var csv = "USER,ROLE,PASSWORD\n"
        for index in 0..<500_000 { csv += "user\(index),admin,\"p,\"\"\(index)\"\n" }
        let start = ContinuousClock.now
        let table = try FlowDataTable(csv: Array(csv.utf8), file: "big.csv")
        #expect(table.rows.count == 500_000)
        #expect(table.rows.last == FlowDataTable.Row(values: ["user499999", "admin", "p,\"499999"], location: SourceLocation(file: "big.csv", line: 500_001)))
        #expect(ContinuousClock.now - start < .seconds(30))
    }

    @Test func randomBytesGiveRowsOrLocatedErrors() {
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("A".utf8), Array(",".utf8), Array("\"".utf8), Array("\"\"".utf8), Array("\n".utf8),
            Array("\r".utf8), Array("\r\n".utf8), Array("月".utf8), Array("\u{FEFF}".utf8), [0xFF], [0xE6], [0x80], Array(" ".utf8),
        ]
        var generator = SplitMix64(seed: 4180)
        for _ in 0..<3_000 {
            let count = Int(generator.next() % 20)
            let bytes = (0..<count).flatMap { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
            do {
                let table = try FlowDataTable(csv: bytes, file: "r.csv")
                #expect(!table.columns.isEmpty)
                #expect(table.rows.allSatisfy { $0.values.count == table.columns.count && $0.location.line >= 2 })
            } catch {
                #expect(!error.diagnostics.isEmpty && error.diagnostics.count <= FlowDataTable.errorLimit + 1)
                #expect(error.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 && !$0.message.isEmpty }, "\(bytes)")
            }
        }
    }
}
