internal import CBoxFilter
internal import CJPEG
internal import CPNG
import Foundation
import TrellisCore

/// Decodes large images at the size they are drawn, not the size they are
/// (Docs/widgets.md, "Drawing images"): a picture embeds an image of more than
/// ``maximumEmbeddedPixelCount`` pixels drawn smaller than it is as a PNG of the drawn
/// size — a PNG or JPEG decoded one row at a time (libjpeg scales by 1/2, 1/4 or 1/8
/// while decoding) and box-filtered, an SVG drawn by librsvg at that size — so eight
/// 10,000 × 10,000 photos drawn at 10 × 10 points cost a few megabytes, not gigabytes.
/// Smaller images, and images drawn at their size or larger, are embedded as their own
/// bytes, as before.
enum ImageScaler {
    /// The most pixels an image may have to be embedded as it is when drawn smaller:
    /// 4,194,304 (2048 × 2048), so icons and ordinary pictures keep their own bytes.
    static let maximumEmbeddedPixelCount = 1 << 22

    /// The fewest pixels a point an image is decoded at: 3, the largest scale of an
    /// iPhone screen, so an SVG picture (drawn at scale 1, viewed at any) stays sharp;
    /// a PNG rendered at a larger `--scale` gets that scale.
    static let minimumPixelsPerPoint: CGFloat = 3

    /// The size in pixels to decode `image` at when drawn in `rect` (points) at `scale`
    /// pixels a point; nil when it is embedded as it is (small enough, or not drawn
    /// smaller than it is). An SVG is drawn at its own proportions, scaled by the larger
    /// of the two factors the rectangle asks for (the symbol stretches it as it would
    /// the SVG).
    static func decodedSize(of image: Image, drawnIn rect: CGRect, scale: CGFloat) -> (width: Int, height: Int)? {
        let (sourceWidth, sourceHeight) = (Double(image.pixelSize.width), Double(image.pixelSize.height))
        guard sourceWidth * sourceHeight > Double(maximumEmbeddedPixelCount) else { return nil }
        let factor = Double(max(scale, minimumPixelsPerPoint))
        var width = (Double(rect.width) * factor).rounded(.up)
        var height = (Double(rect.height) * factor).rounded(.up)
        if image.format == .svg {
            let uniform = max(width / sourceWidth, height / sourceHeight)
            (width, height) = ((sourceWidth * uniform).rounded(.up), (sourceHeight * uniform).rounded(.up))
        }
        width = min(sourceWidth, max(1, width))
        height = min(sourceHeight, max(1, height))
        guard width.isFinite, height.isFinite, width < sourceWidth || height < sourceHeight else { return nil }
        return (Int(width), Int(height))
    }

    /// The image decoded and box-filtered to `width` × `height` pixels (colours averaged
    /// weighted by alpha), as PNG bytes.
    ///
    /// - Throws: ``ImageReadError`` when the file cannot be opened any more or its decoder
    ///   rejects it (a CMYK JPEG included).
    static func scaledPNG(of image: Image, width: Int, height: Int) throws(ImageReadError) -> [UInt8] {
        let descriptor: Int32
        do {
            descriptor = try RegularFile.openForReading(image.path)
        } catch {
            guard case .unreadable(let reason) = error else { throw .unreadable(path: image.path, reason: "\(error)") }
            throw .unreadable(path: image.path, reason: reason)
        }
        guard let file = fdopen(descriptor, "rb") else {
            close(descriptor)
            throw .unreadable(path: image.path, reason: String(cString: strerror(errno)))
        }
        defer { fclose(file) }
        guard let filter = trellis_box_filter_create(UInt32(width), UInt32(height)) else {
            throw .invalid(path: image.path, format: image.format, message: "out of memory for a \(width) × \(height) picture")
        }
        defer { trellis_box_filter_destroy(filter) }
        let context = UnsafeMutableRawPointer(filter)
        var message = [CChar](repeating: 0, count: 256)
        let failed: Bool
        switch image.format {
        case .png:
            failed =
                trellis_png_read_rows(
                    file, context,
                    { context, width, height in
                        trellis_box_filter_begin(OpaquePointer(context), width, height)
                    },
                    { context, row, width in
                        trellis_box_filter_add_row(OpaquePointer(context), row, width)
                    }, &message, message.count) != 0
        case .jpeg:
            failed =
                trellis_jpeg_read_rows(
                    file, UInt32(width), UInt32(height), context,
                    { context, width, height in
                        trellis_box_filter_begin(OpaquePointer(context), width, height)
                    },
                    { context, row, width in
                        trellis_box_filter_add_row(OpaquePointer(context), row, width)
                    }, &message, message.count) != TRELLIS_JPEG_OK
        case .svg:
            let document = try ImageFileReader.contents(of: image)
            do {
                return [UInt8](try PNGRasterizer.png(svgUTF8: document, pixelWidth: width, pixelHeight: height, trusted: false))
            } catch {
                throw .invalid(path: image.path, format: .svg, message: error.description)
            }
        }
        if failed {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .invalid(path: image.path, format: image.format, message: text)
        }
        do {
            let pixels = Array(UnsafeBufferPointer(start: trellis_box_filter_finish(filter), count: width * height * 4))
            return [UInt8](try PNGImage(width: width, height: height, pixels: pixels).pngData())
        } catch {
            throw .invalid(path: image.path, format: image.format, message: error.description)
        }
    }
}
