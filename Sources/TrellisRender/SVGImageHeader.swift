internal import CRSVG
import Foundation

/// Reads the intrinsic size of SVG documents with librsvg (`CRSVG`, which loads librsvg
/// on first use): its `width` and `height` when both are absolute lengths, in user units
/// read as points, else its `viewBox` size (Docs/widgets.md, "image").
enum SVGImageHeader {
    /// The size in user units of the SVG document `bytes`, read from the file at `path`
    /// (named in errors). librsvg reads nothing but these bytes.
    ///
    /// - Throws: ``ImageReadError/noSize(path:)`` for a document with neither an absolute
    ///   width and height nor a viewBox; ``ImageReadError/invalid(path:format:message:)``
    ///   with librsvg's message when it rejects the document or is missing.
    static func size(of bytes: [UInt8], path: String) throws(ImageReadError) -> CGSize {
        var width: Double = 0
        var height: Double = 0
        var message = [CChar](repeating: 0, count: 512)
        let result = bytes.withUnsafeBufferPointer { buffer in
            trellis_rsvg_intrinsic_size(buffer.baseAddress, buffer.count, &width, &height, &message, message.count)
        }
        switch result {
        case TRELLIS_RSVG_OK:
            return CGSize(width: width, height: height)
        case TRELLIS_RSVG_NO_SIZE:
            throw .noSize(path: path)
        default:
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .invalid(path: path, format: .svg, message: text)
        }
    }
}
