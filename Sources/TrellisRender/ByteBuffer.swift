import Foundation

/// Somewhere UTF-8 bytes are appended: an array, or a ``ByteBuffer``.
protocol ByteSink {
    mutating func append(_ byte: UInt8)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: ByteSink where Element == UInt8 {}

/// A growing run of bytes written through a pointer: each append checks the room left
/// and copies, with none of an array's checks for a shared buffer, which dominate when a
/// document is written a few bytes at a time (an SVG of 100,000 views is some 20 million
/// appends).
///
/// A class, so that the writer holding it stays a small value; a writer is used `inout`,
/// and copies of it share the buffer.
final class ByteBuffer: ByteSink {
    private var start: UnsafeMutablePointer<UInt8>
    /// The number of bytes written.
    private(set) var count = 0
    private var capacity: Int

    /// Where the bytes go once ``chunkSize`` of them are held (``flushIfFull()``); nil
    /// keeps them all.
    private let sink: ((UnsafeRawBufferPointer) -> Void)?
    /// The bytes held before ``flushIfFull()`` hands them to the sink; `Int.max` without one.
    private let chunkSize: Int

    /// Creates an empty buffer with room for `capacity` bytes before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
        sink = nil
        chunkSize = .max
    }

    /// Creates an empty buffer that hands its bytes to `sink`, in order, whenever
    /// ``flushIfFull()`` finds at least `chunkSize` of them held, and at ``flush()``; so a
    /// document of any size is written with a buffer of about one chunk. A buffer with a
    /// sink holds only what was written since it last flushed: ``bytes`` and offsets
    /// count from there.
    init(chunkSize: Int, sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.chunkSize = max(1, chunkSize)
        capacity = self.chunkSize + 4096
        start = .allocate(capacity: capacity)
        self.sink = sink
    }

    /// Hands the bytes held to the sink when they are a chunk or more; a buffer without a
    /// sink keeps them.
    @inline(__always)
    func flushIfFull() {
        if count >= chunkSize { flush() }
    }

    /// Hands the bytes held to the sink, if any, and empties the buffer.
    func flush() {
        guard let sink, count > 0 else { return }
        sink(UnsafeRawBufferPointer(start: start, count: count))
        count = 0
    }

    deinit {
        start.deallocate()
    }

    /// The bytes written, copied into an array.
    var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// The bytes written from offset `offset` (0 through ``count``) on, copied.
    func bytes(from offset: Int) -> [UInt8] {
        let from = min(max(0, offset), count)
        return Array(UnsafeBufferPointer(start: start + from, count: count - from))
    }

    /// Makes room for `extra` more bytes, doubling the capacity as often as needed.
    @inline(__always)
    private func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private func grow(to needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = larger
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    @inline(__always)
    func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (start + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Appends text known when the program is built, from its pointer where it has one
    /// (any literal of more than one scalar), with no closure.
    @inline(__always)
    func append(_ text: StaticString) {
        guard text.hasPointerRepresentation else {
            text.withUTF8Buffer { append(contentsOf: $0) }
            return
        }
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends the UTF-8 of `text` at once.
    func append(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends `bytes`.
    func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    /// Lets `write` put at most `maximum` bytes at the end, and keeps as many as it says
    /// it wrote.
    @inline(__always)
    func append(atMost maximum: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        count += write(start + count)
    }
}
