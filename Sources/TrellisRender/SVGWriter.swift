import Foundation
import TrellisCore

/// Builds an SVG document as UTF-8 bytes: elements with attributes in the order given,
/// numbers in a fixed form and text escaped for XML, so the same calls give the same
/// bytes. Everything is appended to one byte buffer as it is written (as ``JSONWriter``
/// does), with no string built per element.
package struct SVGWriter {
    /// Output units per point; every coordinate and length passed in points is multiplied
    /// by it.
    let scale: CGFloat
    /// The document so far.
    private let buffer: ByteBuffer
    /// How many elements are open: the indentation, two spaces each.
    private(set) var depth = 0
    private var identifiers = 0
    /// Put before every id the document defines, in UTF-8.
    private let identifierPrefix: [UInt8]

    /// Creates a writer whose buffer has room for `capacity` bytes before it grows.
    init(scale: CGFloat, capacity: Int = 1 << 16, identifierPrefix: String = "") {
        self.scale = scale
        self.identifierPrefix = Array(identifierPrefix.utf8)
        buffer = ByteBuffer(capacity: capacity)
    }

    /// The document so far.
    var bytes: [UInt8] { buffer.bytes }

    /// The number of bytes written so far.
    var count: Int { buffer.count }

    /// The bytes written from offset `start` on.
    func bytes(from start: Int) -> [UInt8] {
        buffer.bytes(from: start)
    }

    /// Appends `bytes` as they are: elements written before at the current depth.
    mutating func append(written bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
    }

    /// Appends the start of a document (``SVGDocumentStart``): written at the start of an
    /// empty writer, it leaves the root element open.
    mutating func appendDocumentStart(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        depth = 1
    }

    /// Appends `text` as it is (a declaration that precedes the root element).
    mutating func raw(_ text: String) {
        append(text)
    }

    /// Writes `<use href="#PdN"/>` at the current indentation, P being `prefix` and N
    /// `number`: the element that draws again the group
    /// ``startDrawingGroup(prefix:number:)`` opened.
    mutating func drawingReference(prefix: [UInt8], number: Int) {
        // Written with one check for room: a report's pictures are mostly these.
        let spaces = 2 * depth
        let start: StaticString = ##"<use href="#"##
        let end: StaticString = "\"/>\n"
        let room = spaces + start.utf8CodeUnitCount + prefix.count + 1 + CGFloat.shortDescriptionCapacity + end.utf8CodeUnitCount
        buffer.append(atMost: room) { target in
            var length = 0
            func put(_ text: StaticString) {
                text.withUTF8Buffer { bytes in
                    for byte in bytes {
                        target[length] = byte
                        length += 1
                    }
                }
            }
            while length < spaces {
                target[length] = UInt8(ascii: " ")
                length += 1
            }
            put(start)
            for byte in prefix {
                target[length] = byte
                length += 1
            }
            target[length] = UInt8(ascii: "d")
            length += 1
            length += CGFloat.writeShortDescription(of: Double(max(0, number)), into: target + length)
            put(end)
            return length
        }
    }

    /// Opens `<g id="PdN">`, P being `prefix` (the series', not the picture's: the
    /// drawings are the series') and N `number`, the group a drawing of a series is
    /// written in; close it with `close("g")`.
    mutating func startDrawingGroup(prefix: [UInt8], number: Int) {
        startElement("g")
        appendAttributeName("id")
        buffer.append(contentsOf: prefix)
        buffer.append(UInt8(ascii: "d"))
        appendDigits(of: number)
        buffer.append(UInt8(ascii: "\""))
        endElement(open: true)
    }

    /// The decimal digits of `number` (0 for a negative one).
    private mutating func appendDigits(of number: Int) {
        // A whole number's short form is its digits.
        buffer.append(atMost: CGFloat.shortDescriptionCapacity) { CGFloat.writeShortDescription(of: Double(max(0, number)), into: $0) }
    }

    /// Appends the UTF-8 of `text` at once (a copy of its contiguous bytes, not a walk of
    /// its `utf8` view).
    private func append(_ text: String) {
        buffer.append(text)
    }

    /// A number in points, scaled and rounded to 1/1000 of a unit: "12", "12.5", "-0.125".
    func length(_ points: CGFloat) -> String {
        Self.number(points * scale)
    }

    /// `value` rounded to 1/1000, without a trailing ".0"; -0 prints as "0".
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (Double(value) * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    /// Appends ``number(_:)`` of `value` without making a string: the rounded value is a
    /// whole number or has at most three decimals, so below 10^9 in magnitude it has the
    /// dumps' short form (``CGFloat/writeShortDescription(of:into:)``: the shortest decimal
    /// that reads back as it, -0 as "0"), written in place; other values go through
    /// ``number(_:)``.
    mutating func appendNumber(_ value: CGFloat) {
        let rounded = value.isFinite ? (Double(value) * 1000).rounded() / 1000 : 0
        var written = 0
        buffer.append(atMost: CGFloat.shortDescriptionCapacity) { target in
            written = CGFloat.writeShortDescription(of: rounded, into: target)
            return written
        }
        if written == 0 { append(Self.number(value)) }
    }

    /// Starts an element: the indentation and `<name`; add attributes, then end it with
    /// ``endElement(open:)`` or ``endElement(text:name:)``.
    mutating func startElement(named name: String) {
        indent()
        buffer.append(UInt8(ascii: "<"))
        append(name)
    }

    /// ``startElement(named:)`` for a name known when the program is built.
    mutating func startElement(_ name: StaticString) {
        indent()
        buffer.append(UInt8(ascii: "<"))
        buffer.append(name)
    }

    /// ` name="value"` with the value escaped, for a name made at run time.
    mutating func attribute(named name: String, _ value: String) {
        buffer.append(UInt8(ascii: " "))
        append(name)
        buffer.append(UInt8(ascii: "="))
        buffer.append(UInt8(ascii: "\""))
        appendEscaped(value)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` name="value"` with the value escaped, for a name known when the program is
    /// built (copied without going through `String`).
    mutating func attribute(_ name: StaticString, _ value: String) {
        appendAttributeName(name)
        appendEscaped(value)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` name="value"` for a value that holds nothing to escape (a colour `#rrggbb`, a
    /// number, a keyword), copied as it is.
    mutating func attribute(_ name: StaticString, plain value: String) {
        appendAttributeName(name)
        append(value)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` name="none"` or ` name="#rrggbb"` (lowercase hexadecimal digits).
    mutating func attribute(_ name: StaticString, paint: Paint) {
        appendAttributeName(name)
        switch paint {
        case .none:
            buffer.append("none\"" as StaticString)
        case let .rgb(red, green, blue):
            buffer.append(atMost: 8) { target in
                func digit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10 }
                (target[0], target[7]) = (UInt8(ascii: "#"), UInt8(ascii: "\""))
                (target[1], target[2]) = (digit(red >> 4), digit(red & 15))
                (target[3], target[4]) = (digit(green >> 4), digit(green & 15))
                (target[5], target[6]) = (digit(blue >> 4), digit(blue & 15))
                return 8
            }
        }
    }

    /// ` name="value"` for a value known when the program is built that holds nothing to
    /// escape.
    mutating func attribute(_ name: StaticString, static value: StaticString) {
        appendAttributeName(name)
        buffer.append(value)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` name="…"` with a length in points, scaled as ``length(_:)`` writes it.
    mutating func attribute(_ name: StaticString, length points: CGFloat) {
        appendAttributeName(name)
        appendNumber(points * scale)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` name="`.
    @inline(__always)
    private mutating func appendAttributeName(_ name: StaticString) {
        // One check for room, then the bytes put in place: a document has millions.
        guard name.hasPointerRepresentation else {
            buffer.append(UInt8(ascii: " "))
            buffer.append(name)
            buffer.append(UInt8(ascii: "="))
            buffer.append(UInt8(ascii: "\""))
            return
        }
        let count = name.utf8CodeUnitCount
        let source = name.utf8Start
        buffer.append(atMost: count + 3) { target in
            target[0] = UInt8(ascii: " ")
            // Names are a few bytes: copied one by one rather than through memmove.
            for index in 0..<count { target[index + 1] = source[index] }
            target[count + 1] = UInt8(ascii: "=")
            target[count + 2] = UInt8(ascii: "\"")
            return count + 3
        }
    }

    /// Ends the element started with ``startElement(_:)``: `/>`, or `>` when `open`
    /// (close it with ``close(_:)``).
    mutating func endElement(open: Bool = false) {
        if !open { buffer.append(UInt8(ascii: "/")) }
        appendStatic(">\n")
        if open { depth += 1 }
    }

    /// Ends the element started with ``startElement(_:)`` with `text`, escaped, as its
    /// content: `>text</name>`.
    mutating func endElement(text content: String, name: String) {
        appendContent(content)
        append(name)
        appendStatic(">\n")
    }

    /// ``endElement(text:name:)`` for a name known when the program is built.
    mutating func endElement(text content: String, _ name: StaticString) {
        appendContent(content)
        appendStatic(name)
        appendStatic(">\n")
    }

    /// `>content</`, the content escaped: an element's text and the start of its end tag.
    private mutating func appendContent(_ content: String) {
        buffer.append(UInt8(ascii: ">"))
        appendEscaped(content)
        buffer.append(UInt8(ascii: "<"))
        buffer.append(UInt8(ascii: "/"))
    }

    /// Appends text known when the program is built, as it is.
    private mutating func appendStatic(_ text: StaticString) {
        buffer.append(text)
    }

    /// Appends `text` escaped as ``escaped(_:)`` says.
    private func appendEscaped(_ text: String) {
        var sink = buffer
        Self.appendEscaped(text, into: &sink)
    }

    /// Writes `<name a="v" …/>`, or `<name …>` when `open` (close it with ``close(_:)``).
    mutating func element(_ name: String, _ attributes: [(String, String)], open: Bool = false) {
        startElement(named: name)
        for (attribute, value) in attributes { self.attribute(named: attribute, value) }
        endElement(open: open)
    }

    /// Writes `<name …>text</name>` with `text` escaped.
    mutating func element(_ name: String, _ attributes: [(String, String)], text content: String) {
        startElement(named: name)
        for (attribute, value) in attributes { self.attribute(named: attribute, value) }
        endElement(text: content, name: name)
    }

    /// A fresh element id, `prefix` followed by 1, 2, … in the order asked for.
    mutating func nextIdentifier(_ prefix: String) -> String {
        identifiers += 1
        return String(decoding: identifierPrefix, as: UTF8.self) + "\(prefix)\(identifiers)"
    }

    /// ``nextIdentifier(_:)`` for a prefix known when the program is built, returned as
    /// its number alone: write the id with ``appendIdentifier(_:number:)``.
    mutating func nextIdentifierNumber() -> Int {
        identifiers += 1
        return identifiers
    }

    /// Appends the id ``nextIdentifier(_:)`` would have made of `prefix` and `number`,
    /// without making a string.
    mutating func appendIdentifier(_ prefix: StaticString, number: Int) {
        buffer.append(contentsOf: identifierPrefix)
        appendStatic(prefix)
        appendDigits(of: number)
    }

    /// ` id="ID"` for the id of `prefix` and `number` (``appendIdentifier(_:number:)``).
    mutating func identifierAttribute(_ prefix: StaticString, number: Int) {
        appendAttributeName("id")
        appendIdentifier(prefix, number: number)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` name="url(#ID)"`, a reference to the id of `prefix` and `number`.
    mutating func referenceAttribute(_ name: StaticString, _ prefix: StaticString, number: Int) {
        appendAttributeName(name)
        appendStatic("url(#")
        appendIdentifier(prefix, number: number)
        appendStatic(")\"")
    }

    /// Writes `</name>` for the innermost open element.
    mutating func close(_ name: StaticString) {
        depth = max(0, depth - 1)
        indent()
        buffer.append(UInt8(ascii: "<"))
        buffer.append(UInt8(ascii: "/"))
        appendStatic(name)
        appendStatic(">\n")
    }

    /// Writes an XML comment; `--` in `content` is written as `- -` so the comment stays
    /// well formed.
    mutating func comment(_ content: String) {
        let safe = Self.escaped(content).replacingOccurrences(of: "--", with: "- -")
        indent()
        appendStatic("<!-- ")
        append(safe)
        appendStatic(" -->\n")
    }

    /// Two spaces per open element.
    private mutating func indent() {
        for _ in 0..<depth {
            buffer.append(0x20)
            buffer.append(0x20)
        }
    }
}
