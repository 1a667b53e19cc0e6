import Foundation

/// Compact JSON text written straight into a buffer of UTF-8 bytes, the way Docs/cli.md's
/// output requires: numbers as `CGFloat.trellisDescription` writes them (`null` when
/// not finite), strings with only the escapes JSON needs (`\"`, `\\`, `\n`, `\r`, `\t`,
/// `\u00XX` for other C0 controls, `\u2028` and `\u2029`). Nothing is built but the bytes:
/// a whole screen's JSON costs one growing buffer, or, for a writer made with a `sink`,
/// a buffer of about one chunk that is handed on each time it fills.
///
/// With ``showsInvisibles`` (the text dump's strings) every other control or format
/// character (General_Category Cc or Cf) but the zero-width joiner is written as
/// `\u{HEX}` too, so a line shows every character it holds and no bidirectional override
/// reorders it.
///
/// The buffer is the writer's own memory, written in place and shared by copies of a
/// writer until one of them writes (copy on write, as an array's), so each write costs a
/// few instructions a byte.
public struct JSONWriter: @unchecked Sendable {
    /// The memory the bytes are written into; a copy of the writer shares it until either
    /// writes. Its fields never change, so reading them takes no exclusivity check.
    private final class Storage {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }
    }

    private var storage: Storage
    /// How many bytes of ``storage`` hold text.
    private var count = 0
    /// Whether the writer writes for people (the text dump): strings also show control and
    /// format characters as `\u{HEX}`, and numbers are rounded to 1e-9
    /// (`CGFloat.humanDescription`).
    public let showsInvisibles: Bool
    /// Where the bytes go once ``chunkSize`` of them are held; nil keeps them all.
    private let sink: (@Sendable (UnsafeRawBufferPointer) -> Void)?
    /// The bytes held before the sink takes them; `Int.max` without a sink.
    private let chunkSize: Int

    /// An empty writer that keeps all it writes; `showsInvisibles` as the text dump wants
    /// it, false for JSON.
    public init(showsInvisibles: Bool = false) {
        self.showsInvisibles = showsInvisibles
        sink = nil
        chunkSize = .max
        storage = Storage(capacity: 256)
    }

    /// An empty writer that hands its bytes to `sink` in pieces of at least `chunkSize`
    /// bytes (a whole view's text at least, never a part of one) as they are written, so
    /// output of any size is written with a buffer of about `chunkSize` bytes; call
    /// ``flush()`` after the last write to hand over the rest. `sink` is called in order,
    /// on the writer's thread, with bytes valid during the call.
    public init(showsInvisibles: Bool = false, chunkSize: Int, sink: @escaping @Sendable (UnsafeRawBufferPointer) -> Void) {
        self.showsInvisibles = showsInvisibles
        self.sink = sink
        self.chunkSize = max(1, chunkSize)
        storage = Storage(capacity: min(self.chunkSize, 1 << 20) + 1024)
    }

    /// The text written so far, as UTF-8; for a writer with a sink, what was written since
    /// the sink last took the bytes. Setting it replaces them.
    public var bytes: [UInt8] {
        get { Array(UnsafeBufferPointer(start: storage.base, count: count)) }
        set {
            count = 0
            newValue.withUnsafeBufferPointer { appendBytes($0) }
        }
    }

    /// How many bytes ``bytes`` holds.
    public var byteCount: Int { count }

    /// The text written so far.
    public var text: String { String(decoding: UnsafeBufferPointer(start: storage.base, count: count), as: UTF8.self) }

    /// Hands the bytes held to the sink, if any, and empties ``bytes``; a writer without a
    /// sink keeps them.
    public mutating func flush() {
        guard let sink, count > 0 else { return }
        sink(UnsafeRawBufferPointer(start: storage.base, count: count))
        count = 0
    }

    /// Flushes when a chunk is held: writers call it between views, elements or items, so
    /// a sink is never handed part of one.
    public mutating func flushIfFull() {
        if count >= chunkSize { flush() }
    }

    // MARK: The buffer

    /// Where the next `extra` bytes go: room for them in memory this writer alone holds.
    /// The caller writes them and adds what it wrote to ``count``.
    @inline(__always)
    private mutating func room(for extra: Int) -> UnsafeMutablePointer<UInt8> {
        if count + extra > storage.capacity || !isKnownUniquelyReferenced(&storage) { grow(toHold: extra) }
        return storage.base + count
    }

    /// Moves the bytes into memory of this writer's own with room for `extra` more.
    private mutating func grow(toHold extra: Int) {
        let capacity = count + extra > storage.capacity ? max(2 * storage.capacity, count + extra) : storage.capacity
        let grown = Storage(capacity: capacity)
        grown.base.update(from: storage.base, count: count)
        storage = grown
    }

    /// Appends one byte.
    @inline(__always)
    mutating func appendByte(_ byte: UInt8) {
        room(for: 1).pointee = byte
        count += 1
    }

    /// Appends `source` as is.
    mutating func appendBytes(_ source: UnsafeBufferPointer<UInt8>) {
        guard let start = source.baseAddress, !source.isEmpty else { return }
        room(for: source.count).update(from: start, count: source.count)
        count += source.count
    }

    // MARK: Text

    /// Appends `ascii` as is (punctuation, keys known to need no escapes).
    public mutating func append(_ ascii: StaticString) {
        let length = ascii.utf8CodeUnitCount
        let start = ascii.utf8Start
        let target = room(for: length)
        for index in 0..<length { target[index] = start[index] }
        count += length
    }

    /// Appends the UTF-8 of `text` as it is, without quotes or escapes (a type name, a
    /// key, lines already written).
    public mutating func appendUnescaped(_ text: String) {
        var text = text
        text.withUTF8 { appendBytes($0) }
    }

    /// Appends `count` spaces (the text dump's indentation).
    mutating func appendSpaces(_ spaces: Int) {
        guard spaces > 0 else { return }
        room(for: spaces).initialize(repeating: UInt8(ascii: " "), count: spaces)
        count += spaces
    }

    /// Appends `true` or `false`.
    public mutating func write(_ flag: Bool) {
        append(flag ? "true" : "false")
    }

    /// Appends a number in the shortest form that reads back as the same value, or `null`
    /// when it is not finite.
    public mutating func write(_ number: Double) {
        if number.isFinite { writeDescription(number) } else { append("null") }
    }

    /// Appends `frame`'s minimum x and y, width and height: `[x,y,width,height]` as
    /// ``write(_:)-(Double)`` writes numbers when `asJSON`, else ` (x, y, width, height)`
    /// as ``writeDescription(_:)`` does (the text dump's), with room made once for all four.
    mutating func writeFrame(_ frame: CGRect, asJSON: Bool) {
        // Room for the punctuation and four short forms; a number without a short form
        // is written the ordinary way, which makes its own room, and room is made again.
        let room = 4 * CGFloat.shortDescriptionCapacity + 12
        var target = self.room(for: room)
        func put(_ byte: UInt8) {
            target[0] = byte
            target += 1
            count += 1
        }
        if asJSON {
            put(UInt8(ascii: "["))
        } else {
            put(UInt8(ascii: " "))
            put(UInt8(ascii: "("))
        }
        for index in 0..<4 {
            if index > 0 {
                put(UInt8(ascii: ","))
                if !asJSON { put(UInt8(ascii: " ")) }
            }
            let value = Double(index == 0 ? frame.minX : index == 1 ? frame.minY : index == 2 ? frame.width : frame.height)
            let written = CGFloat.writeShortDescription(of: value, into: target)
            if written > 0 {
                target += written
                count += written
            } else {
                if asJSON { write(value) } else { writeDescription(value) }
                target = self.room(for: room)
            }
        }
        put(asJSON ? UInt8(ascii: "]") : UInt8(ascii: ")"))
    }

    /// Appends ``CGFloat/trellisDescription`` of `number`, `inf` and `nan` included; a
    /// writer for people (``showsInvisibles``, the text dump's) writes
    /// ``CGFloat/humanDescription`` instead, rounded to 1e-9.
    mutating func writeDescription(_ number: Double) {
        let written = CGFloat.writeShortDescription(of: number, into: room(for: CGFloat.shortDescriptionCapacity))
        if written > 0 {
            count += written
        } else {
            appendUnescaped(showsInvisibles ? CGFloat(number).humanDescription : "\(number)")
        }
    }
}
