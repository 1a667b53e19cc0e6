internal import CPNG
import Foundation

/// A picture as 8-bit RGBA pixels (straight alpha, rows top to bottom), read from and
/// written to PNG with libpng's simplified API: the one place Trellis talks to libpng.
/// `assertScreenshot` compares these (``PNGComparison``); `<image>` reads the size of its
/// PNG files here (``ImageFileReader``).
public struct PNGImage: Sendable, Hashable {
    /// The width in pixels, at least 1.
    public let width: Int
    /// The height in pixels, at least 1.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue and alpha of each pixel, row by row.
    public var pixels: [UInt8]

    /// Creates a picture from its pixels.
    ///
    /// - Precondition: `pixels.count == width * height * 4`; otherwise the picture is
    ///   transparent black of that size.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        let count = width * height * 4
        self.pixels = pixels.count == count ? pixels : [UInt8](repeating: 0, count: count)
    }

    /// Decodes PNG bytes of any colour type and bit depth into 8-bit RGBA.
    ///
    /// - Throws: ``RenderError/png(_:)`` with libpng's message for bytes that are not a
    ///   PNG, or ``RenderError/pixelSizeOutOfRange(width:height:)`` for a picture larger
    ///   than ``PNGRasterizer/maximumPixelCount`` (checked before its pixels are read).
    public init(png data: Data) throws(RenderError) {
        let bytes = [UInt8](data)
        // libpng reads from the memory it is given until png_image_finish_read returns,
        // so both calls are made while the bytes' pointer is valid: in an optimised build
        // the array may be freed as soon as a closure given its pointer returns.
        let decoded = bytes.withUnsafeBytes { memory -> Result<(width: Int, height: Int, pixels: [UInt8]), RenderError> in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            guard png_image_begin_read_from_memory(&image, memory.baseAddress, memory.count) != 0 else {
                return .failure(.png(Self.message(of: &image)))
            }
            defer { png_image_free(&image) }
            let (width, height) = (Int(image.width), Int(image.height))
            guard width >= 1, height >= 1, width.multipliedReportingOverflow(by: height).partialValue <= PNGRasterizer.maximumPixelCount else {
                return .failure(.pixelSizeOutOfRange(width: Double(width), height: Double(height)))
            }
            image.format = PNGImage.rgba
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil) }
            guard finished != 0 else { return .failure(.png(Self.message(of: &image))) }
            return .success((width, height, pixels))
        }
        let (width, height, pixels) = try decoded.get()
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The picture as PNG bytes (8-bit RGBA, no interlacing), the same bytes for the same
    /// pixels with the same libpng.
    ///
    /// - Throws: ``RenderError/png(_:)`` with libpng's message when encoding fails.
    public func pngData() throws(RenderError) -> Data {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = PNGImage.rgba
        var size = 0
        let measured = pixels.withUnsafeBytes { png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, Int32(width * 4), nil) }
        guard measured != 0, size > 0 else { throw .png(Self.message(of: &image)) }
        var output = [UInt8](repeating: 0, count: size)
        let written = output.withUnsafeMutableBytes { buffer in
            pixels.withUnsafeBytes { png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, $0.baseAddress, Int32(width * 4), nil) }
        }
        guard written != 0 else { throw .png(Self.message(of: &image)) }
        return Data(output.prefix(size))
    }

    /// The size in pixels of PNG bytes, read from the header (signature and the chunks
    /// before the image data) with libpng, never decoding the pixels: lets a comparison
    /// refuse a picture of another size without the memory its pixels would take.
    ///
    /// - Throws: ``RenderError/png(_:)`` with libpng's message for bytes that are not a PNG.
    public static func pixelSize(png data: Data) throws(RenderError) -> (width: Int, height: Int) {
        let bytes = [UInt8](data)
        let size = bytes.withUnsafeBytes { memory -> Result<(width: Int, height: Int), RenderError> in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            guard png_image_begin_read_from_memory(&image, memory.baseAddress, memory.count) != 0 else {
                return .failure(.png(Self.message(of: &image)))
            }
            png_image_free(&image)
            return .success((Int(image.width), Int(image.height)))
        }
        return try size.get()
    }

    /// The size in pixels of the PNG open as `descriptor`, read from its header (libpng's
    /// `png_read_info`: the signature and the chunks before the image data, never the
    /// pixels). The descriptor is closed.
    ///
    /// - Throws: ``ImageReadError/truncated(path:format:)`` when the file ends inside its
    ///   header; ``ImageReadError/invalid(path:format:message:)`` with libpng's message for
    ///   anything else libpng rejects.
    static func pixelSize(ofFileDescriptor descriptor: Int32, path: String) throws(ImageReadError) -> (width: Int, height: Int) {
        guard let file = fdopen(descriptor, "rb") else {
            close(descriptor)
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { fclose(file) }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_stdio(&image, file) != 0 else {
            let message = Self.message(of: &image)
            png_image_free(&image)
            if feof(file) != 0 { throw .truncated(path: path, format: .png) }
            throw .invalid(path: path, format: .png, message: message)
        }
        png_image_free(&image)
        return (Int(image.width), Int(image.height))
    }

    /// The pixel at column `x`, row `y` (0-based) as [red, green, blue, alpha].
    public func pixel(x: Int, y: Int) -> [UInt8] {
        let start = (y * width + x) * 4
        return Array(pixels[start..<start + 4])
    }

    /// libpng's `PNG_FORMAT_RGBA` (`PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA`), a
    /// macro Swift does not import.
    private static let rgba = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
