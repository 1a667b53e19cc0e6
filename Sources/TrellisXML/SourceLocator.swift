/// Lines and columns of byte offsets in a screen file's bytes, for elements and attributes
/// as the streaming parser meets them (libxml2 tells the line it has reached, not where a
/// start tag or an attribute began).
///
/// Lines count `\n` from 1; columns count Unicode scalars from 1 (a tab is one column).
/// Offsets are asked for in document order, so the locator only moves forward and the
/// whole file is scanned once, however many elements share a line. Asking for an earlier
/// offset is allowed and rescans from the start of the file.
struct SourceLocator {
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The line and column of the byte at `target` (clamped to the file).
    mutating func position(at target: Int) -> (line: Int, column: Int) {
        let target = min(max(0, target), bytes.count)
        if target < offset { (offset, line, column) = (0, 1, 1) }
        var (line, column) = (line, column)
        bytes.withUnsafeBufferPointer { bytes in
            for index in offset..<target { Self.count(bytes[index], line: &line, column: &column) }
        }
        (offset, self.line, self.column) = (target, line, column)
        return (line, column)
    }

    /// Counts `byte` into `line` and `column`: a newline starts the next line, and every
    /// byte that starts a UTF-8 sequence is a column.
    @inline(__always)
    private static func count(_ byte: UInt8, line: inout Int, column: inout Int) {
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// The offset of the `<` that starts the tag ending at or after `end`: the last `<`
    /// before it (no `<` can appear inside a start tag, not even in attribute values).
    func tagStart(before end: Int) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
            bytes[..<min(end, bytes.count)].lastIndex(of: UInt8(ascii: "<"))
        }
    }

    /// The offset just after the `>` of a start tag whose attributes end at `offset` (where
    /// libxml2 stands when it reports the tag: at its `>` or `/>`).
    func endOfTag(at offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
        return min(bytes.count, index + 1)
    }

    /// The line and column of each attribute name of the start tag at `start`, in order,
    /// namespace declarations (`xmlns`, `xmlns:p`) left out as libxml2 leaves them out of
    /// an element's attributes, written over the first elements of `positions` (which
    /// grows when it is too short, and is kept for the next tag); returns how many. The
    /// tag is known to be well-formed and to end at or after `end`. The tag is scanned
    /// once, the locator moving along it.
    mutating func attributeNamePositions(inTagAt start: Int, end: Int, into positions: inout [(line: Int, column: Int)]) -> Int {
        _ = position(at: start)
        var written = 0
        let (index, line, column) = bytes.withUnsafeBufferPointer { bytes in
            Self.scanAttributeNames(bytes, from: (offset, self.line, self.column), end: min(end, bytes.count), into: &positions, written: &written)
        }
        (offset, self.line, self.column) = (index, line, column)
        return written
    }

    /// Scans the start tag at `position` up to `end` for
    /// ``attributeNamePositions(inTagAt:end:into:)``, counting the positions it writes in
    /// `written`; returns where the scan stopped.
    private static func scanAttributeNames(
        _ bytes: UnsafeBufferPointer<UInt8>, from position: (index: Int, line: Int, column: Int), end: Int,
        into positions: inout [(line: Int, column: Int)], written: inout Int
    ) -> (index: Int, line: Int, column: Int) {
        var (index, line, column) = position
        let slash = UInt8(ascii: "/"), close = UInt8(ascii: ">"), equals = UInt8(ascii: "=")
        // Whether the byte at `index` is in the tag and is neither white space nor `stop` nor `other`.
        func isName(_ stop: UInt8, _ other: UInt8) -> Bool {
            index < end && !isWhitespace(bytes[index]) && bytes[index] != stop && bytes[index] != other
        }
        if index < end { count(bytes[index], line: &line, column: &column); index += 1 }
        while isName(slash, close) { count(bytes[index], line: &line, column: &column); index += 1 }
        while true {
            while index < end, isWhitespace(bytes[index]) { count(bytes[index], line: &line, column: &column); index += 1 }
            guard isName(slash, close) else { break }
            let nameStart = index
            let namePosition = (line: line, column: column)
            while isName(equals, equals) { count(bytes[index], line: &line, column: &column); index += 1 }
            if !isNamespaceDeclaration(bytes, nameStart..<index) {
                if written < positions.count { positions[written] = namePosition } else { positions.append(namePosition) }
                written += 1
            }
            while index < end, isWhitespace(bytes[index]) || bytes[index] == equals {
                count(bytes[index], line: &line, column: &column)
                index += 1
            }
            guard index < end else { break }
            let quote = bytes[index]
            column += 1  // the opening quote
            index += 1
            while index < end, bytes[index] != quote { count(bytes[index], line: &line, column: &column); index += 1 }
            guard index < end else { break }
            column += 1  // the closing quote
            index += 1
        }
        return (index, line, column)
    }

    /// The offset of the first character of text after `start` and before `end` that is
    /// not white space, a comment, a processing instruction or a CDATA opening; nil when
    /// there is none.
    func firstTextOffset(from start: Int, to end: Int) -> Int? {
        let end = min(end, bytes.count)
        var index = max(0, start)
        while index < end {
            let byte = bytes[index]
            if Self.isWhitespace(byte) {
                index += 1
            } else if hasPrefix("<!--", at: index) {
                index = skip(past: "-->", from: index + 4, end: end)
            } else if hasPrefix("<?", at: index) {
                index = skip(past: "?>", from: index + 2, end: end)
            } else if hasPrefix("<![CDATA[", at: index) {
                index += 9
            } else {
                return index
            }
        }
        return nil
    }

    /// Whether the attribute name at `range` is `xmlns` or `xmlns:…`.
    private static func isNamespaceDeclaration(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let start = range.lowerBound
        guard range.count >= 5, bytes[start] == UInt8(ascii: "x"), bytes[start + 1] == UInt8(ascii: "m"),
              bytes[start + 2] == UInt8(ascii: "l"), bytes[start + 3] == UInt8(ascii: "n"),
              bytes[start + 4] == UInt8(ascii: "s") else { return false }
        return range.count == 5 || bytes[start + 5] == UInt8(ascii: ":")
    }

    private func hasPrefix(_ text: StaticString, at index: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { prefix in
            var offset = 0
            while offset < count {
                if bytes[index + offset] != prefix[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    private func skip(past terminator: StaticString, from index: Int, end: Int) -> Int {
        var index = index
        while index < end, !hasPrefix(terminator, at: index) { index += 1 }
        return min(end, index + terminator.utf8CodeUnitCount)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
