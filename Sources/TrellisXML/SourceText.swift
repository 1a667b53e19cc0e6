/// The bytes of a screen file, used to find the columns of elements and attributes on the
/// line libxml2 records for each element (libxml2 records lines, not columns, for nodes).
///
/// Elements are located in document order, so two elements on one line get their own
/// columns. Columns count Unicode scalars from 1. The search works on UTF-8 bytes, so a
/// file in another encoding (UTF-16) finds nothing and reports column 1.
struct SourceText {
    private let bytes: [UInt8]
    /// The byte offset where each line starts; line n (1-based) starts at `lineStarts[n - 1]`.
    private let lineStarts: [Int]
    /// Per line, where the search for the next element starts.
    private var cursors: [Int: Int] = [:]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// Sets the columns of `element`, its attributes and its descendants, in document order.
    mutating func locate(_ element: inout XMLElementNode) {
        if let range = lineRange(element.line) {
            let start = cursors[element.line] ?? range.lowerBound
            let tag = [UInt8(ascii: "<")] + Array(element.name.utf8)
            let found = find(tag, in: start..<range.upperBound) { offset in
                offset + tag.count >= range.upperBound || !SourceText.isNameByte(bytes[offset + tag.count])
            }
            if let found {
                element.column = column(at: found, lineStart: range.lowerBound)
                cursors[element.line] = found + tag.count
            }
            let attributesStart = found ?? range.lowerBound
            for index in element.attributes.indices {
                element.attributes[index].column = column(
                    ofAttribute: element.attributes[index].name, in: attributesStart..<range.upperBound,
                    lineStart: range.lowerBound) ?? element.column
            }
        }
        for index in element.children.indices {
            locate(&element.children[index])
        }
    }

    /// The column of the first `name` in `range` that follows white space and is followed
    /// by `=`.
    private func column(ofAttribute name: String, in range: Range<Int>, lineStart: Int) -> Int? {
        let needle = Array(name.utf8)
        let found = find(needle, in: range) { offset in
            let before = offset == lineStart ? UInt8(ascii: " ") : bytes[offset - 1]
            var after = offset + needle.count
            while after < range.upperBound, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
            return SourceText.isWhitespace(before) && after < range.upperBound && bytes[after] == UInt8(ascii: "=")
        }
        return found.map { column(at: $0, lineStart: lineStart) }
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

    /// Whether `byte` can continue an XML name (so `<view` does not match `<viewer`).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        !(isWhitespace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/"))
    }
}
