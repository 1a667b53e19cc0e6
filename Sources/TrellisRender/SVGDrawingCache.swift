import Foundation
import TrellisCore

/// Drawings of views kept for every ``SVGPictureSeries`` of a run, by what each is made
/// from (`ViewDrawing`) and where it is written: the flows of a run draw the same
/// screens, so most views they draw anew (every view of a flow's first picture, a button
/// selected, then not) have been drawn the same way by an earlier flow, and their bytes
/// are copied instead of worked out again.
///
/// Only drawings that define no id are kept (a text clipped to its view defines a clip
/// path, whose id is the document's own). Keys compare texts by their UTF-8 bytes, so a
/// kept drawing writes exactly the bytes it was made of. At most ``capacity`` drawings
/// are kept; later ones are drawn each time. Safe to share between threads.
public final class SVGDrawingCache: @unchecked Sendable {
    /// A drawing and where it is written: its indentation depth and scale.
    struct Key: Hashable {
        let drawing: ViewDrawing
        let depth: Int
        let scale: CGFloat
        /// A hash of a few of the fields `==` compares (a subset keeps equal keys'
        /// hashes equal): the depth, the frame, the colours, the kind and length of the
        /// text, worked out once. Drawings that differ only elsewhere share a bucket and
        /// are told apart by `==`.
        private let fingerprint: Int

        init(drawing: ViewDrawing, depth: Int, scale: CGFloat) {
            var hasher = Hasher()
            hasher.combine(depth)
            hasher.combine(drawing.frame.origin.x)
            hasher.combine(drawing.frame.origin.y)
            hasher.combine(drawing.frame.size.width)
            hasher.combine(drawing.frame.size.height)
            hasher.combine(drawing.style.fill)
            hasher.combine(drawing.style.stroke)
            hasher.combine(drawing.style.textColor)
            hasher.combine(drawing.text.kind)
            hasher.combine(drawing.text.text.utf8.count)
            fingerprint = hasher.finalize()
            self.drawing = drawing
            self.depth = depth
            self.scale = scale
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.fingerprint == rhs.fingerprint && lhs.depth == rhs.depth && lhs.scale == rhs.scale && lhs.drawing.hasSameBytes(as: rhs.drawing)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(fingerprint)
        }
    }

    /// A kept drawing: the bytes between its group's start and end, and the rectangle
    /// its text takes.
    struct Entry {
        let bytes: [UInt8]
        let textArea: CGRect?
    }

    /// The most drawings kept: 4,096 by default (a few hundred kilobytes).
    public let capacity: Int
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]

    /// Creates an empty cache keeping at most `capacity` drawings.
    public init(capacity: Int = 4096) {
        self.capacity = capacity
    }

    /// How many drawings are kept.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// The drawing kept for `key`; nil when none is.
    func entry(for key: Key) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        return entries[key]
    }

    /// Keeps `entry` for `key` while there is room.
    func keep(_ entry: Entry, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        if entries.count < capacity { entries[key] = entry }
    }
}

extension ViewDrawing {
    /// Whether the two are equal (``==``) with texts of the same bytes: they write the
    /// same bytes.
    func hasSameBytes(as other: ViewDrawing) -> Bool {
        frame == other.frame && style == other.style && text.hasSameBytes(as: other.text)
    }
}

extension TextSource {
    /// Whether the two are equal (``==``) with texts of the same bytes: every field
    /// compared, the texts (and the font's family) by their UTF-8 bytes alone, since equal
    /// bytes are also equal as Swift compares strings.
    func hasSameBytes(as other: TextSource) -> Bool {
        kind == other.kind && font.size == other.font.size && font.weight == other.font.weight && measurerType == other.measurerType
            && padding == other.padding && alignment == other.alignment && direction == other.direction
            && text.hasSameUTF8(as: other.text) && secondary.hasSameUTF8(as: other.secondary)
            && wrappedLines.count == other.wrappedLines.count && zip(wrappedLines, other.wrappedLines).allSatisfy { $0.hasSameUTF8(as: $1) }
            && font.family.hasSameUTF8(as: other.font.family)
    }
}
