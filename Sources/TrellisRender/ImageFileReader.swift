import Foundation
import TrellisCore

/// Reads what an `<image>` needs from its file at load: the format, from the content, and
/// the size, from the header only (Docs/widgets.md, "image"). PNG with libpng, JPEG with
/// libjpeg, SVG with librsvg. The file is opened without blocking and must be a regular
/// file (`RegularFile`); no other file is read (an SVG's own references are not
/// followed).
public enum ImageFileReader {
    /// The largest SVG file read: 16 MiB. PNG and JPEG files are not read whole, so they
    /// have no such limit (their size in pixels has, `Image.maximumPixelCount`).
    public static let maximumSVGFileSize = 16 << 20

    /// The path `src` names, relative to the folder of the screen file at `screenPath`:
    /// an absolute `src` as it is; otherwise joined to the screen path's folder, or as it
    /// is when the screen path has none (a screen given as `screen.xml`, or loaded from a
    /// string, resolves against the working directory).
    public static func path(ofSource src: String, relativeTo screenPath: String) -> String {
        if src.hasPrefix("/") { return src }
        guard let slash = screenPath.lastIndex(of: "/") else { return src }
        return String(screenPath[...slash]) + src
    }

    /// The image `src` names, for a screen file at `screenPath`.
    ///
    /// - Throws: ``ImageReadError`` saying what is wrong: a file that cannot be opened or
    ///   is not a regular file, content that is no image, a header cut short or rejected, an
    ///   SVG without size, an empty image, or one over `Image.maximumPixelCount`.
    public static func image(source src: String, relativeTo screenPath: String) throws(ImageReadError) -> Image {
        let path = path(ofSource: src, relativeTo: screenPath)
        let descriptor: Int32
        do {
            descriptor = try RegularFile.openForReading(path)
        } catch {
            guard case .unreadable(let reason) = error else { throw .unreadable(path: path, reason: "\(error)") }
            throw .unreadable(path: path, reason: reason)
        }
        var start = [UInt8](repeating: 0, count: 64)
        let count = start.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count >= 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .unreadable(path: path, reason: reason)
        }
        start.removeSubrange(count...)
        let format: Image.Format
        let pixelSize: CGSize
        switch sniff(start) {
        case .png?:
            format = .png
            let size = try PNGImage.pixelSize(ofFileDescriptor: descriptor, path: path)
            pixelSize = CGSize(width: size.width, height: size.height)
        case .jpeg?:
            format = .jpeg
            let size = try JPEGHeader.pixelSize(ofFileDescriptor: descriptor, path: path)
            pixelSize = CGSize(width: size.width, height: size.height)
        case .svg?:
            close(descriptor)
            format = .svg
            pixelSize = try SVGImageHeader.size(of: try readSVG(path), path: path)
        case nil:
            close(descriptor)
            if count == 0 { throw .unreadable(path: path, reason: "it is empty, not an image") }
            if count < signaturePNG.count, signaturePNG.starts(with: start) || signatureJPEG.starts(with: start.prefix(3)) {
                throw .truncated(path: path, format: signaturePNG.starts(with: start) ? .png : .jpeg)
            }
            throw .notAnImage(path: path)
        }
        let (width, height) = (Double(pixelSize.width), Double(pixelSize.height))
        guard width > 0, height > 0, width.isFinite, height.isFinite else {
            throw .empty(path: path, width: width, height: height)
        }
        guard width * height <= Double(Image.maximumPixelCount) else {
            throw .tooManyPixels(path: path, width: width, height: height)
        }
        return Image(path: path, format: format, pixelSize: pixelSize, scale: Image.scale(ofFileNamed: path))
    }

    /// The largest PNG or JPEG file embedded in a picture when drawn: 256 MiB.
    public static let maximumDrawnFileSize = 256 << 20

    /// The bytes of a file, read when it is drawn: at most ``maximumSVGFileSize`` for an
    /// SVG, and at most ``maximumDrawnFileSize`` for a PNG or JPEG.
    ///
    /// - Throws: ``ImageReadError/unreadable(path:reason:)`` or
    ///   ``ImageReadError/fileTooLarge(path:size:limit:limitName:)``.
    static func contents(of image: Image) throws(ImageReadError) -> [UInt8] {
        guard image.format != .svg else { return try readSVG(image.path) }
        return try read(image.path, limit: maximumDrawnFileSize, limitName: "ImageFileReader.maximumDrawnFileSize")
    }

    private static func readSVG(_ path: String) throws(ImageReadError) -> [UInt8] {
        try read(path, limit: maximumSVGFileSize, limitName: "ImageFileReader.maximumSVGFileSize")
    }

    private static func read(_ path: String, limit: Int, limitName: String) throws(ImageReadError) -> [UInt8] {
        do {
            return try RegularFile.read(path, maximumSize: limit).bytes
        } catch {
            switch error {
            case .unreadable(let reason): throw .unreadable(path: path, reason: reason)
            case .tooLarge(let size): throw .fileTooLarge(path: path, size: size, limit: limit, limitName: limitName)
            }
        }
    }

    /// PNG's 8-byte signature.
    private static let signaturePNG: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// JPEG's start-of-image marker followed by the first byte of the next marker.
    private static let signatureJPEG: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// The format the first bytes of a file announce: PNG's signature, JPEG's SOI
    /// marker, or (after an optional UTF-8 byte-order mark and white space) a `<` that
    /// starts an XML document, which librsvg then reads as SVG; nil for anything else.
    static func sniff(_ start: [UInt8]) -> Image.Format? {
        if start.starts(with: signaturePNG) { return .png }
        if start.starts(with: signatureJPEG) { return .jpeg }
        var text = start[...]
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        let first = text.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "<") ? .svg : nil
    }
}
