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
    let buffer: ByteBuffer
    /// How many elements are open: the indentation, two spaces each.
    var depth = 0
    /// How many ids ``nextIdentifier(_:)`` and ``nextIdentifierNumber()`` have made.
    var identifiers = 0
    /// Put before every id the document defines, in UTF-8.
    let identifierPrefix: [UInt8]

    /// Creates a writer whose buffer has room for `capacity` bytes before it grows.
    init(scale: CGFloat, capacity: Int = 1 << 16, identifierPrefix: String = "") {
        self.scale = scale
        self.identifierPrefix = Array(identifierPrefix.utf8)
        buffer = ByteBuffer(capacity: capacity)
    }

    /// Creates a writer that hands its bytes to `sink` a chunk of at least `chunkSize`
    /// bytes at a time, between views (``flushIfFull()``), and the rest at ``flush()``.
    init(scale: CGFloat, chunkSize: Int, identifierPrefix: String = "", sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.scale = scale
        self.identifierPrefix = Array(identifierPrefix.utf8)
        buffer = ByteBuffer(chunkSize: chunkSize, sink: sink)
    }

    /// Hands a chunk to the sink when one is held (a writer made with a sink): the
    /// painters call it between views, so a sink is never given part of an element.
    func flushIfFull() {
        buffer.flushIfFull()
    }

    /// Hands the bytes held to the sink, if the writer has one.
    func flush() {
        buffer.flush()
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

    /// The decimal digits of `number` (0 for a negative one).
    mutating func appendDigits(of number: Int) {
        // A whole number's short form is its digits.
        buffer.append(atMost: CGFloat.shortDescriptionCapacity) { CGFloat.writeShortDescription(of: Double(max(0, number)), into: $0) }
    }

    /// Appends the UTF-8 of `text` at once (a copy of its contiguous bytes, not a walk of
    /// its `utf8` view).
    func append(_ text: String) {
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

    /// Appends text known when the program is built, as it is.
    mutating func appendStatic(_ text: StaticString) {
        buffer.append(text)
    }

    /// Two spaces per open element.
    mutating func indent() {
        for _ in 0..<depth {
            buffer.append(0x20)
            buffer.append(0x20)
        }
    }
}
