import Foundation
import TrellisCore

/// Why an image file could not be read (Docs/widgets.md, "image"). Each case names the
/// path it tried; the loader reports it at the `src` attribute.
public enum ImageReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is missing, unreadable, or not a regular file (a directory, a FIFO, a
    /// device, a socket); `reason` says which.
    case unreadable(path: String, reason: String)
    /// The file is larger than the limit for its kind, named by `limitName`
    /// (``ImageFileReader/maximumSVGFileSize``, ``ImageFileReader/maximumDrawnFileSize``).
    case fileTooLarge(path: String, size: Int, limit: Int, limitName: String)
    /// The content is none of PNG, JPEG or SVG.
    case notAnImage(path: String)
    /// The file ends inside its header.
    case truncated(path: String, format: Image.Format)
    /// libpng, libjpeg or librsvg rejected the file; the message is theirs.
    case invalid(path: String, format: Image.Format, message: String)
    /// An SVG document with neither an absolute `width` and `height` nor a `viewBox`.
    case noSize(path: String)
    /// A size with a side of 0 or less, or not finite (an SVG's `width="0"`).
    case empty(path: String, width: Double, height: Double)
    /// More pixels than `Image.maximumPixelCount`.
    case tooManyPixels(path: String, width: Double, height: Double)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path): \(reason)"
        case .fileTooLarge(let path, let size, let limit, let limitName):
            return "\(path): it is \(size.formatted) bytes long, more than the \(limit.formatted)-byte limit for such images (\(limitName))"
        case .notAnImage(let path):
            return "\(path): it is not a PNG, JPEG or SVG image"
        case .truncated(let path, let format):
            return "\(path): the \(format.name) file ends before its header does (truncated)"
        case .invalid(let path, let format, let message):
            return "\(path): not a valid \(format.name) file: \(message)"
        case .noSize(let path):
            return "\(path): the SVG has no size: give its root width and height in absolute units, or a viewBox"
        case .empty(let path, let width, let height):
            return "\(path): the image is \(Self.number(width)) × \(Self.number(height)), with no area"
        case .tooManyPixels(let path, let width, let height):
            return "\(path): the image is \(Self.number(width)) × \(Self.number(height)) pixels, more than the "
                + "\(Image.maximumPixelCount.formatted)-pixel limit for images (Image.maximumPixelCount)"
        }
    }

    private static func number(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}

extension Image.Format {
    /// The format's name in messages: PNG, JPEG, SVG.
    var name: String { rawValue.uppercased() }
}
