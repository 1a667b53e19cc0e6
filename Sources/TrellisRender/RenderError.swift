/// Why a rendering could not be produced.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The rasteriser rejected the document or failed to draw it; the message is its own.
    case rasterizer(String)
    /// A PNG of `width` × `height` pixels (the picture's size in points times the scale,
    /// each side rounded up; possibly infinite) is empty or larger than
    /// ``PNGRasterizer/maximumSide`` a side or ``PNGRasterizer/maximumPixelCount`` in all.
    case pixelSizeOutOfRange(width: Double, height: Double)
    /// The SVG document has `count` elements, more than librsvg loads
    /// (``PNGRasterizer/maximumElementCount``).
    case tooManyElements(count: Int)
    /// libpng could not read or write a PNG; the message is libpng's own.
    case png(String)

    public var description: String {
        switch self {
        case .rasterizer(let message):
            return "cannot rasterise the SVG: \(message)"
        case .pixelSizeOutOfRange(let width, let height):
            let size = "\(Self.pixels(width)) × \(Self.pixels(height)) pixels"
            if !(width >= 1 && height >= 1) { return "a PNG of \(size) is empty: each side needs at least 1 pixel" }
            return "a PNG of \(size) is too large: a PNG is at most \(PNGRasterizer.maximumSide) pixels a side and "
                + "\(PNGRasterizer.maximumPixelCount) pixels in all (PNGRasterizer.maximumPixelCount)"
        case .png(let message):
            return "cannot read or write the PNG: \(message)"
        case .tooManyElements(let count):
            return "the picture has \(count) SVG elements, more than the \(PNGRasterizer.maximumElementCount) "
                + "librsvg draws (PNGRasterizer.maximumElementCount); write SVG instead (-o FILE.svg)"
        }
    }

    /// A pixel count as a whole number, or in exponent form when too large for one.
    private static func pixels(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
