internal import CJPEG
import Foundation

/// Reads the size of JPEG files with libjpeg: the one place Trellis talks to libjpeg
/// (`CJPEG`). Only the header is read (`jpeg_read_header`, up to the start of the first
/// scan), never the compressed image data.
enum JPEGHeader {
    /// The size in pixels of the JPEG open as `descriptor`; the descriptor is closed.
    ///
    /// - Throws: ``ImageReadError/truncated(path:format:)`` when the file ends inside its
    ///   header; ``ImageReadError/invalid(path:format:message:)`` with libjpeg's message for
    ///   anything else libjpeg rejects.
    static func pixelSize(ofFileDescriptor descriptor: Int32, path: String) throws(ImageReadError) -> (width: Int, height: Int) {
        guard let file = fdopen(descriptor, "rb") else {
            close(descriptor)
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { fclose(file) }
        var width: UInt32 = 0
        var height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 200)
        let result = trellis_jpeg_read_header(file, &width, &height, &message, message.count)
        switch result {
        case TRELLIS_JPEG_OK:
            return (Int(width), Int(height))
        case TRELLIS_JPEG_TRUNCATED:
            throw .truncated(path: path, format: .jpeg)
        default:
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .invalid(path: path, format: .jpeg, message: text)
        }
    }
}
