/// Why a rendering could not be produced.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The rasteriser rejected the document or failed to draw it; the message is its own.
    case rasterizer(String)
    /// The image could not be written to the file at `path`.
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .rasterizer(let message): return "cannot rasterise the SVG: \(message)"
        case .cannotWrite(let path, let reason): return "cannot write '\(path)': \(reason)"
        }
    }
}
