internal import CRSVG
import Foundation

/// Turns SVG documents into PNG files with librsvg, drawing into a cairo image surface, so
/// text is set by Pango with the installed fonts. This is the only file that touches
/// librsvg or cairo; every pointer it receives is released before it returns.
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
        var error: UnsafeMutablePointer<GError>?
        let bytes = Array(svg.utf8)
        let handle = bytes.withUnsafeBufferPointer { buffer in
            rsvg_handle_new_from_data(buffer.baseAddress, gsize(buffer.count), &error)
        }
        guard let handle else { throw .rasterizer(consume(&error)) }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
            throw .rasterizer("cannot create an image surface")
        }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { throw .rasterizer("cannot create a drawing context") }
        defer { cairo_destroy(context) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            throw .rasterizer(consume(&error))
        }
        cairo_surface_flush(surface)
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cannotWrite(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }

    /// The largest side cairo's image surfaces allow, in pixels: 32,767.
    public static let maximumSide = 32_767

    /// The message of `error`, which is freed and set to nil.
    private static func consume(_ error: inout UnsafeMutablePointer<GError>?) -> String {
        guard let pointer = error else { return "unknown error" }
        defer {
            g_error_free(pointer)
            error = nil
        }
        return pointer.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}
