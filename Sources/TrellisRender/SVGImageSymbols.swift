import Foundation
import TrellisCore

/// The pictures a rendering embeds, each file once: the first view that shows a file
/// writes it as an SVG `symbol` holding an `image` whose `href` is a `data:` URI of the
/// file's bytes in base64, and every view showing it `use`s that symbol at the rectangle
/// its content mode gives (Docs/widgets.md, "Drawing images"). The document stays
/// self-contained (librsvg, which rasterises it from memory, has no folder to resolve a
/// relative `href` against) and depends only on the files' bytes.
struct SVGImageSymbols {
    /// What the first view showing a file found: the symbol's id, or why the file could
    /// not be read.
    private var symbols: [String: Result<String, ImageReadError>] = [:]

    /// The fill of the rectangle drawn where a picture could not be read (a pale red).
    static let missingFill = "#fde8e8"
    /// The outline of that rectangle (red).
    static let missingStroke = "#d93025"

    /// Draws `image` into `rect` (root coordinates, points), stretched to it: its symbol,
    /// written first when this is the file's first use. A file that cannot be read any
    /// more (it changed after the screen was loaded) is drawn as a red-outlined, crossed
    /// rectangle with a comment saying why.
    mutating func draw(_ image: Image, in rect: CGRect, into writer: inout SVGWriter) {
        let symbol: Result<String, ImageReadError>
        let decodedSize = ImageScaler.decodedSize(of: image, drawnIn: rect, scale: writer.scale)
        let key = decodedSize.map { "\(image.path)\u{0}\($0.width)x\($0.height)" } ?? image.path
        if let known = symbols[key] {
            symbol = known
        } else {
            symbol = Self.define(image, decodedAt: decodedSize, into: &writer)
            symbols[key] = symbol
        }
        let frame = [
            ("x", writer.length(rect.minX)), ("y", writer.length(rect.minY)),
            ("width", writer.length(rect.width)), ("height", writer.length(rect.height)),
        ]
        switch symbol {
        case .success(let id):
            writer.element("use", [("href", "#\(id)")] + frame)
        case .failure(let error):
            writer.comment("image not drawn: \(error.description)")
            writer.element("rect", frame + [("fill", Self.missingFill), ("stroke", Self.missingStroke), ("stroke-width", "1")])
            let (left, top, right, bottom) = (writer.length(rect.minX), writer.length(rect.minY), writer.length(rect.maxX), writer.length(rect.maxY))
            writer.element(
                "path", [("d", "M\(left) \(top)L\(right) \(bottom)M\(right) \(top)L\(left) \(bottom)"), ("stroke", Self.missingStroke), ("stroke-width", "1")])
        }
    }

    /// Writes the symbol of `image` and returns its id: a `viewBox` of the file's own size
    /// in pixels (user units for an SVG), stretched (`preserveAspectRatio="none"`) to
    /// whatever rectangle uses it. The image is the file's bytes, or, given a
    /// `decodedSize`, a PNG of the image decoded at that size (``ImageScaler``), stretched
    /// over the same box.
    private static func define(_ image: Image, decodedAt decodedSize: (width: Int, height: Int)?, into writer: inout SVGWriter) -> Result<
        String, ImageReadError
    > {
        let bytes: [UInt8]
        let mediaType: String
        do throws(ImageReadError) {
            if let decodedSize {
                bytes = try ImageScaler.scaledPNG(of: image, width: decodedSize.width, height: decodedSize.height)
                mediaType = Image.Format.png.mediaType
            } else {
                bytes = try ImageFileReader.contents(of: image)
                mediaType = image.format.mediaType
            }
        } catch {
            return .failure(error)
        }
        let id = writer.nextIdentifier("image")
        let width = SVGWriter.number(image.pixelSize.width)
        let height = SVGWriter.number(image.pixelSize.height)
        writer.element("symbol", [("id", id), ("viewBox", "0 0 \(width) \(height)"), ("preserveAspectRatio", "none")], open: true)
        writer.element(
            "image",
            [
                ("width", width), ("height", height), ("preserveAspectRatio", "none"),
                ("href", "data:\(mediaType);base64,\(Data(bytes).base64EncodedString())"),
            ])
        writer.close("symbol")
        return .success(id)
    }
}
