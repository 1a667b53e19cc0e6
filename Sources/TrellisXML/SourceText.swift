/// The lines of a screen file, used to find the column of an element or attribute on
/// the line libxml2 records for it (libxml2 records lines, not columns, for nodes).
///
/// Columns count Unicode scalars from 1. The search works on the UTF-8 bytes, so a file in
/// another encoding (UTF-16) simply finds nothing and reports column 1.
struct SourceText {
    private let bytes: [UInt8]
    /// The byte offset where each line starts; line n (1-based) starts at `lineStarts[n - 1]`.
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The 1-based column of `<name` on `line`, or 1 when the tag starts on an earlier line.
    func column(ofElement name: String, line: Int) -> Int {
        guard let range = lineRange(line), let offset = find([UInt8(ascii: "<")] + Array(name.utf8), in: range, where: { _ in true })
        else { return 1 }
        return column(at: offset, lineStart: range.lowerBound)
    }

    /// The 1-based column of the attribute `name` on `line` (the first `name` that follows
    /// white space and is followed by `=`), or the element's column when it is not there.
    func column(ofAttribute name: String, element: String, line: Int) -> Int {
        guard let range = lineRange(line) else { return 1 }
        let needle = Array(name.utf8)
        let found = find(needle, in: range) { offset in
            let before = offset == range.lowerBound ? UInt8(ascii: " ") : bytes[offset - 1]
            var after = offset + needle.count
            while after < range.upperBound, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
            return SourceText.isWhitespace(before) && after < range.upperBound && bytes[after] == UInt8(ascii: "=")
        }
        guard let found else { return column(ofElement: element, line: line) }
        return column(at: found, lineStart: range.lowerBound)
    }

    private func lineRange(_ line: Int) -> Range<Int>? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        return lineStarts[line - 1]..<max(lineStarts[line - 1], end)
    }

    /// The first offset in `range` where `needle` starts and `accept` agrees.
    private func find(_ needle: [UInt8], in range: Range<Int>, where accept: (Int) -> Bool) -> Int? {
        guard !needle.isEmpty, range.count >= needle.count else { return nil }
        var offset = range.lowerBound
        while offset + needle.count <= range.upperBound {
            if bytes[offset] == needle[0], bytes[offset..<offset + needle.count].elementsEqual(needle), accept(offset) {
                return offset
            }
            offset += 1
        }
        return nil
    }

    /// The column of the byte at `offset`: 1 + the number of scalars before it on its line.
    private func column(at offset: Int, lineStart: Int) -> Int {
        1 + bytes[lineStart..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
