import Foundation
import TrellisCore

/// Lines and columns in a screen file, the one place element, text and attribute
/// positions come from: libxml2 tells how far it has read (``XMLStreamParser`` asks it
/// with `xmlByteConsumed`), not where a start tag or an attribute began, so the locator
/// finds them in the file's bytes, which the loader holds.
///
/// Lines count `\n` from 1; columns count Unicode scalars from 1 (a tab is one column).
/// Offsets are asked for in document order, so the locator only moves forward and the
/// whole file is scanned once, however many elements share a line. Asking for an earlier
/// offset is allowed and rescans from the start of the file. Attribute names are located
/// only when a message names one (``AttributeLocator``). Used only for files libxml2
/// reads as they are (``SourceEncoding/readsFileBytes``).
struct SourceLocator {
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1
    /// Where the last tag the parser reported ends, to find the start of the next tag
    /// and of the text after it.
    private var lastTagEnd = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: What the parser reports

    /// The start tag the parser has read up to `end` (its `>` or `/>`, where libxml2
    /// reports it): the offset of its `<`, and that `<`'s line and column; nil when there
    /// is none. Records where the tag ends.
    mutating func startTag(readTo end: Int) -> (offset: Int, line: Int, column: Int)? {
        guard let start = tagStart(before: end, after: lastTagEnd) else { return nil }
        let (line, column) = position(at: start)
        lastTagEnd = endOfTag(at: end)
        return (start, line, column)
    }

    /// Records that the parser has read an end tag up to `end`, just past its `>`.
    mutating func endTag(readTo end: Int) {
        lastTagEnd = end
    }

    /// The line and column of the first character of the text after the last tag that is
    /// not white space, a comment, a processing instruction or a CDATA opening; nil when
    /// there is none before the end of the file. libxml2 reports text before or after it
    /// moves past it, depending on the text, so the search is bounded by the file, not by
    /// libxml2's position.
    mutating func firstText() -> (line: Int, column: Int)? {
        firstTextOffset(from: lastTagEnd, to: bytes.count).map { position(at: $0) }
    }

    /// The line and column of the markup (a `<!DOCTYPE`) the parser has read up to `end`:
    /// the last `<` before it.
    mutating func markup(readTo end: Int) -> (line: Int, column: Int) {
        position(at: tagStart(before: end) ?? end)
    }

    // MARK: Offsets

    /// The line and column of the byte at `target` (clamped to the file).
    private mutating func position(at target: Int) -> (line: Int, column: Int) {
        let target = min(max(0, target), bytes.count)
        if target < offset { (offset, line, column) = (0, 1, 1) }
        let (line, column) = (line, column)
        (self.line, self.column) = bytes.withUnsafeBufferPointer { file in
            let bytes = UnsafeBufferPointer(rebasing: file[offset..<target])
            let newlines = Self.occurrences(of: 0x0A, in: bytes)
            guard let lastNewline = newlines.last else { return (line, column + Self.scalarCount(bytes)) }
            return (line + newlines.count, 1 + Self.scalarCount(UnsafeBufferPointer(rebasing: bytes[(lastNewline + 1)...])))
        }
        offset = target
        return (self.line, self.column)
    }

    /// How many times `byte` occurs in `bytes` and where last, found with the C library's
    /// `memchr`: a line of a screen file is mostly one tag, passed over at once.
    private static func occurrences(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> (count: Int, last: Int?) {
        guard let base = bytes.baseAddress else { return (0, nil) }
        var count = 0
        var last: Int?
        var index = 0
        while index < bytes.count, let found = memchr(base + index, Int32(byte), bytes.count - index) {
            let at = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
            count += 1
            last = at
            index = at + 1
        }
        return (count, last)
    }

    /// How many Unicode scalars start in `bytes`: the bytes that are not UTF-8
    /// continuation bytes.
    private static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes { count &+= byte & 0xC0 != 0x80 ? 1 : 0 }
        return count
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
    /// before it (no `<` can appear inside a start tag, not even in attribute values),
    /// looked for from `floor` on (where the last tag ended: nothing between is a tag but
    /// comments and the like), and before `floor` if there is none.
    private func tagStart(before end: Int, after floor: Int = 0) -> Int? {
        let end = min(max(0, end), bytes.count)
        let floor = min(max(0, floor), end)
        return bytes.withUnsafeBufferPointer { file in
            if let found = Self.occurrences(of: UInt8(ascii: "<"), in: UnsafeBufferPointer(rebasing: file[floor..<end])).last {
                return floor + found
            }
            return Self.occurrences(of: UInt8(ascii: "<"), in: UnsafeBufferPointer(rebasing: file[0..<floor])).last
        }
    }

    /// The offset just after the `>` of a start tag whose attributes end at `offset` (where
    /// libxml2 stands when it reports the tag: at its `>` or `/>`).
    private func endOfTag(at offset: Int) -> Int {
        let offset = min(max(0, offset), bytes.count)
        let found = bytes[offset...].firstIndex(of: UInt8(ascii: ">"))
        return found.map { $0 + 1 } ?? bytes.count
    }

    /// The line and column of each attribute name of the start tag at `start` in `bytes`,
    /// whose `<` is at `line` and `column`, in order, namespace declarations (`xmlns`,
    /// `xmlns:p`) left out as libxml2 leaves them out of an element's attributes. The tag
    /// is known to be well-formed.
    static func attributeNamePositions(in bytes: [UInt8], tagAt start: Int, line: Int, column: Int) -> [(line: Int, column: Int)] {
        bytes.withUnsafeBufferPointer { bytes in
            scanAttributeNames(bytes, from: (start, line, column))
        }
    }

    /// Scans the start tag at `position` to its end for
    /// ``attributeNamePositions(in:tagAt:line:column:)``.
    private static func scanAttributeNames(
        _ bytes: UnsafeBufferPointer<UInt8>, from position: (index: Int, line: Int, column: Int)
    ) -> [(line: Int, column: Int)] {
        var (index, line, column) = position
        let end = bytes.count
        var positions: [(line: Int, column: Int)] = []
        let slash = UInt8(ascii: "/")
        let close = UInt8(ascii: ">")
        let equals = UInt8(ascii: "=")
        // Whether the byte at `index` is in the tag and is neither white space nor `stop` nor `other`.
        func isName(_ stop: UInt8, _ other: UInt8) -> Bool {
            index < end && !isWhitespace(bytes[index]) && bytes[index] != stop && bytes[index] != other
        }
        if index < end {
            count(bytes[index], line: &line, column: &column)
            index += 1
        }
        while isName(slash, close) {
            count(bytes[index], line: &line, column: &column)
            index += 1
        }
        while true {
            while index < end, isWhitespace(bytes[index]) {
                count(bytes[index], line: &line, column: &column)
                index += 1
            }
            guard isName(slash, close) else { break }
            let nameStart = index
            let namePosition = (line: line, column: column)
            while isName(equals, equals) {
                count(bytes[index], line: &line, column: &column)
                index += 1
            }
            if !isNamespaceDeclaration(bytes, nameStart..<index) { positions.append(namePosition) }
            while index < end, isWhitespace(bytes[index]) || bytes[index] == equals {
                count(bytes[index], line: &line, column: &column)
                index += 1
            }
            guard index < end else { break }
            let quote = bytes[index]
            column += 1  // the opening quote
            index += 1
            while index < end, bytes[index] != quote {
                count(bytes[index], line: &line, column: &column)
                index += 1
            }
            guard index < end else { break }
            column += 1  // the closing quote
            index += 1
        }
        return positions
    }

    /// The offset of the first character of text after `start` and before `end` that is
    /// not white space, a comment, a processing instruction or a CDATA opening; nil when
    /// there is none.
    private func firstTextOffset(from start: Int, to end: Int) -> Int? {
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
            bytes[start + 4] == UInt8(ascii: "s")
        else { return false }
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

/// Finds the line and column of an attribute the streaming parser left at its element's
/// (``RawAttribute/site``), by scanning its start tag again: done only for the attributes
/// a message names.
final class AttributeLocator: AttributeLocating {
    private let bytes: [UInt8]

    /// A locator of attributes in `bytes`, the screen file the parser reads.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    func location(of attribute: RawAttribute) -> SourceLocation {
        let site = attribute.site
        guard site.tagOffset >= 0, site.tagOffset < bytes.count else { return attribute.location }
        let element = attribute.location
        let positions = SourceLocator.attributeNamePositions(in: bytes, tagAt: site.tagOffset, line: element.line, column: element.column)
        // The scan and libxml2 agree on a well-formed tag; the element's location stands in
        // if they ever do not.
        guard positions.count == Int(site.count), Int(site.index) < positions.count else { return element }
        let position = positions[Int(site.index)]
        return element.at(line: position.line, column: position.column)
    }
}
