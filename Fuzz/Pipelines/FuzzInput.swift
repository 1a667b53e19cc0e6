import Foundation

/// The fuzzer's bytes read front to back as small numbers; reading past the end gives 0,
/// so every input, including the empty one, is a valid program.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    /// Reads `bytes` from the start.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { offset >= bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A number in 0..<`count` (0 when `count` is 0).
    public mutating func index(_ count: Int) -> Int {
        guard count > 0 else { return 0 }
        return Int(byte()) % count
    }

    /// A point on a screen of `size`, in points: two bytes, each scaled to the screen
    /// and stretched 10% past either edge so points just outside are tried too.
    public mutating func point(in size: CGSize) -> CGPoint {
        let x = (CGFloat(byte()) / 255 * 1.2 - 0.1) * size.width
        let y = (CGFloat(byte()) / 255 * 1.2 - 0.1) * size.height
        return CGPoint(x: x, y: y)
    }
}

/// A point derived from all of `bytes` (FNV-1a), scattered over a screen of `size`, so
/// each input taps somewhere of its own.
func derivedPoint(of bytes: [UInt8], in size: CGSize) -> CGPoint {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let x = CGFloat(hash & 0xffff) / 0xffff * size.width
    let y = CGFloat((hash >> 16) & 0xffff) / 0xffff * size.height
    return CGPoint(x: x, y: y)
}
