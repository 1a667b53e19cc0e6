internal import CRSVG
import Foundation

/// Turns SVG documents into PNG images with librsvg, drawing into a cairo image surface,
/// so text is set by Pango with the installed fonts. librsvg is loaded when the first PNG
/// is drawn (`CRSVG`), so commands that draw none never load it.
///
/// The image is made in memory and returned; writing it to a file is the caller's (the
/// `trellis` command writes it with `AtomicFile`, as every file it writes).
public enum PNGRasterizer {
    /// The largest side cairo's image surfaces allow, in pixels: 32,767.
    public static let maximumSide = 32_767

    /// The most pixels a PNG may have: 67,108,864 (2^26), which cairo draws in 256 MiB
    /// (4 bytes a pixel). A 375 × 667 point screen fits up to `--scale 16`.
    public static let maximumPixelCount = 1 << 26

    /// The most elements librsvg loads from one document (its `MAX_LOADED_ELEMENTS`,
    /// librsvg 2.48 and later): a larger document fails only after librsvg has parsed a
    /// million elements, so ``png(svg:pixelWidth:pixelHeight:)`` refuses it first.
    public static let maximumElementCount = 1_000_000

    /// The pixel size of a picture of `size` points at `scale` pixels a point: each side
    /// rounded up.
    ///
    /// Computed in floating point and checked before any conversion to an integer, so
    /// huge or infinite sizes are errors, not traps.
    ///
    /// - Throws: ``RenderError/pixelSizeOutOfRange(width:height:)`` when a side is below 1
    ///   or above ``maximumSide``, the area is above ``maximumPixelCount``, or a value is
    ///   not finite.
    public static func pixelSize(of size: CGSize, scale: CGFloat) throws(RenderError) -> (width: Int, height: Int) {
        let width = (Double(size.width) * Double(scale)).rounded(.up)
        let height = (Double(size.height) * Double(scale)).rounded(.up)
        let side = 1...Double(maximumSide)
        guard side.contains(width), side.contains(height), width * height <= Double(maximumPixelCount) else {
            throw .pixelSizeOutOfRange(width: width, height: height)
        }
        return (Int(width), Int(height))
    }

    /// Rasterises `svg` to a PNG of `pixelWidth` × `pixelHeight` pixels (8-bit RGBA) and
    /// returns its bytes.
    ///
    /// The document is scaled to fill the image: render it with ``RenderOptions/scale``
    /// and pass ``pixelSize(of:scale:)`` of its size to get one pixel per unit.
    ///
    /// - Throws: ``RenderError/pixelSizeOutOfRange(width:height:)`` for a size outside the
    ///   limits of ``pixelSize(of:scale:)``; ``RenderError/tooManyElements(count:)`` for a
    ///   document of more than ``maximumElementCount`` elements, before librsvg reads it;
    ///   ``RenderError/rasterizer(_:)`` when librsvg is missing, rejects the document, or
    ///   drawing fails.
    public static func png(svg: String, pixelWidth: Int, pixelHeight: Int) throws(RenderError) -> Data {
        try png(svgUTF8: Array(svg.utf8), pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    /// ``png(svg:pixelWidth:pixelHeight:)`` of a document given as its UTF-8 bytes
    /// (``SVGRenderer/renderUTF8(_:taps:)``).
    public static func png(svgUTF8 document: [UInt8], pixelWidth: Int, pixelHeight: Int) throws(RenderError) -> Data {
        try png(svgUTF8: document, pixelWidth: pixelWidth, pixelHeight: pixelHeight, trusted: true)
    }

    /// ``png(svgUTF8:pixelWidth:pixelHeight:)`` of a document that is Trellis's own
    /// picture (`trusted`: read without libxml2's limits for untrusted XML, so a photo
    /// over 10 MB of base64 is drawn) or an SVG image of a screen (not trusted: read with
    /// them).
    static func png(svgUTF8 document: [UInt8], pixelWidth: Int, pixelHeight: Int, trusted: Bool) throws(RenderError) -> Data {
        let side = 1...maximumSide
        guard side.contains(pixelWidth), side.contains(pixelHeight),
            pixelWidth.multipliedReportingOverflow(by: pixelHeight).partialValue <= maximumPixelCount
        else {
            throw .pixelSizeOutOfRange(width: Double(pixelWidth), height: Double(pixelHeight))
        }
        let elements = elementCount(document)
        guard elements <= maximumElementCount else { throw .tooManyElements(count: elements) }
        var message = [CChar](repeating: 0, count: 512)
        var png: UnsafeMutablePointer<UInt8>?
        var length = 0
        let result = document.withUnsafeBufferPointer { bytes in
            trellis_rsvg_render_png(
                bytes.baseAddress, bytes.count, Int32(pixelWidth), Int32(pixelHeight), trusted ? 1 : 0, &png, &length, &message, message.count)
        }
        guard result == TRELLIS_RSVG_OK, let png else {
            throw .rasterizer(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { trellis_rsvg_free_png(png) }
        return Data(bytes: png, count: length)
    }

    /// The number of start tags in an XML document: each `<` followed by neither `/`
    /// (an end tag), `!` (a comment, CDATA or declaration) nor `?` (a processing
    /// instruction). Text and attribute values hold no `<` (XML escapes it), so this counts
    /// exactly the elements of the documents ``SVGRenderer`` writes.
    static func elementCount(_ document: [UInt8]) -> Int {
        var count = 0
        var index = document.startIndex
        while let open = document[index...].firstIndex(of: UInt8(ascii: "<")) {
            let next = open + 1
            if next < document.endIndex, ![UInt8(ascii: "/"), UInt8(ascii: "!"), UInt8(ascii: "?")].contains(document[next]) {
                count += 1
            }
            index = next
        }
        return count
    }
}
