import Foundation

/// A picture file as its header describes it (UIKit's `UIImage`, without its pixels): the
/// file, its format, its size in pixels and its scale. The pixels are read only when the
/// picture is drawn (Docs/widgets.md, "image").
public struct Image: Hashable, Sendable {
    /// The file formats an image may have.
    public enum Format: String, CaseIterable, Hashable, Sendable {
        /// A PNG file (read with libpng).
        case png
        /// A JPEG (JFIF or Exif) file (read with libjpeg).
        case jpeg
        /// An SVG document (read with librsvg).
        case svg

        /// The file's media type, as a data URI names it: `image/png`, `image/jpeg`,
        /// `image/svg+xml`.
        public var mediaType: String {
            switch self {
            case .png: return "image/png"
            case .jpeg: return "image/jpeg"
            case .svg: return "image/svg+xml"
            }
        }
    }

    /// The most pixels an image may have: 100,000,000 (100 megapixels). A larger one is an
    /// error at its `src` (Docs/widgets.md, "image"); for an SVG, its size in user units
    /// counts.
    public static let maximumPixelCount = 100_000_000

    /// The path the file is read from: the `src` joined to the screen file's folder.
    public var path: String
    /// The file's format, as its content says (not its name).
    public var format: Format
    /// The size in pixels; for an SVG, in user units (its `width`/`height`, else its
    /// `viewBox` size). Both sides are above 0.
    public var pixelSize: CGSize
    /// Pixels per point: 2 or 3 when the file name ends in `@2x` or `@3x` before its
    /// extension, else 1 (``scale(ofFileNamed:)``, as UIKit's `UIImage(named:)`).
    public var scale: CGFloat

    /// Creates an image; a `scale` of 0 or less counts as 1.
    public init(path: String, format: Format, pixelSize: CGSize, scale: CGFloat = 1) {
        self.path = path
        self.format = format
        self.pixelSize = pixelSize
        self.scale = scale > 0 ? scale : 1
    }

    /// The size in points: ``pixelSize`` divided by ``scale`` (UIKit's `UIImage.size`).
    /// A 120 × 80-pixel `logo@2x.png` is 60 × 40 points.
    public var size: CGSize {
        CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
    }

    /// The scale a file name gives: 2 for `name@2x.ext`, 3 for `name@3x.ext` (the suffix
    /// directly before the last extension, or at the end of a name without one), else 1.
    /// Only the last path component is read.
    public static func scale(ofFileNamed path: String) -> CGFloat {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let stem = name.lastIndex(of: ".").map { name[..<$0] } ?? name[...]
        if stem.hasSuffix("@2x") { return 2 }
        if stem.hasSuffix("@3x") { return 3 }
        return 1
    }
}
