import Foundation

/// A picture as `SVGRenderer.picture(_:taps:)` draws it: the SVG document's UTF-8 bytes
/// and the size its root element declares, so that a picture can be placed (in a report's
/// sheet of pictures, an HTML page's `<img>`) without reading the size back out of the
/// text.
public struct SVGPicture: Hashable, Sendable {
    /// The whole document, as ``SVGRenderer/renderUTF8(_:taps:)`` returns it.
    public let bytes: [UInt8]
    /// The root element's `width`, as written in it: the screen's width in points ×
    /// ``RenderOptions/scale`` ("375", "333.5").
    public var width: String
    /// The root element's `height`, as written in it: the screen's height in points ×
    /// ``RenderOptions/scale``.
    public var height: String
    /// Where the root `<svg` element starts in ``bytes``, after the XML declaration.
    public var rootStart: Int
    /// A 64-bit hash of ``bytes`` (``contentHash(of:)``), worked out once when the
    /// picture is made, so that a picture shown many times (a report stores each picture
    /// once, by this hash) is read once.
    public let contentHash: UInt64

    /// Creates a picture from its parts.
    public init(bytes: [UInt8], width: String, height: String, rootStart: Int) {
        self.bytes = bytes
        self.width = width
        self.height = height
        self.rootStart = rootStart
        contentHash = Self.contentHash(of: bytes)
    }

    /// The document as text.
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// A 64-bit hash of `bytes`: read eight at a time through two mixing lanes with
    /// different seeds and multipliers, the length mixed in, the lanes folded into one
    /// (MurmurHash3's finaliser mixing each step). Two different documents share a hash
    /// with a chance of about 2⁻⁶⁴ per pair: for n distinct pictures, about n² ÷ 2⁶⁵
    /// (10⁻¹⁴ for a thousand pictures, 3 × 10⁻⁸ for a million). Not a cryptographic hash:
    /// it names files, it does not guard them.
    public static func contentHash(of bytes: [UInt8]) -> UInt64 {
        var first: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var second: UInt64 = 0xC2B2_AE3D_27D4_EB4F &+ UInt64(bytes.count)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                first = mix((first ^ word) &* 0xFF51_AFD7_ED55_8CCD)
                second = mix((second &+ word) &* 0xC4CE_B9FE_1A85_EC53) ^ first
                offset += 8
            }
            var tail: UInt64 = 0
            for index in offset..<raw.count { tail = tail << 8 | UInt64(raw[index]) }
            first = mix((first ^ tail) &* 0xFF51_AFD7_ED55_8CCD)
            second = mix((second &+ tail) &* 0xC4CE_B9FE_1A85_EC53)
        }
        return mix(second ^ mix(first))
    }

    /// MurmurHash3's 64-bit finaliser: every bit of the result depends on every bit of
    /// `value`.
    private static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }
}
