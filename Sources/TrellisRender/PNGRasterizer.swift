internal import CRSVG
import Foundation

/// Turns SVG documents into PNG files with librsvg, drawing into a cairo image surface, so
/// text is set by Pango with the installed fonts. librsvg is loaded when the first PNG is
/// drawn (`CRSVG`), so commands that draw none never load it.
public enum PNGRasterizer {
    /// Rasterises `svg` to a PNG of `pixelWidth` × `pixelHeight` pixels (8-bit RGBA) at
    /// `path`, replacing any file there.
    ///
    /// The document is scaled to fill the image: render it with
    /// ``RenderOptions/scale`` and pass its scaled size to get one pixel per unit.
    ///
    /// - Throws: ``RenderError/rasterizer(_:)`` when librsvg rejects the document, the size
    ///   is not between 1 and 32,767 pixels, or drawing fails;
    ///   ``RenderError/cannotWrite(path:reason:)`` when the file cannot be written.
    public static func writePNG(svg: String, pixelWidth: Int, pixelHeight: Int, to path: String) throws(RenderError) {
        guard (1...maximumSide).contains(pixelWidth), (1...maximumSide).contains(pixelHeight) else {
            throw .rasterizer("an image of \(pixelWidth) × \(pixelHeight) pixels is out of range (1 to \(maximumSide) a side)")
        }
        var message = [CChar](repeating: 0, count: 512)
        let result = Array(svg.utf8).withUnsafeBufferPointer { document in
            trellis_rsvg_write_png(document.baseAddress, document.count, Int32(pixelWidth), Int32(pixelHeight), path, &message, message.count)
        }
        let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch result {
        case TRELLIS_RSVG_OK: return
        case TRELLIS_RSVG_CANNOT_WRITE: throw .cannotWrite(path: path, reason: reason)
        default: throw .rasterizer(reason)
        }
    }

    /// The largest side cairo's image surfaces allow, in pixels: 32,767.
    public static let maximumSide = 32_767
}
