internal import CRSVG
import Foundation

/// Reads the intrinsic size of SVG documents with librsvg (`CRSVG`, which loads librsvg
/// on first use): its `width` and `height` when both are absolute lengths, in user units
/// read as points, else its `viewBox` size (Docs/widgets.md, "image").
///
/// Only the document's start is given to librsvg — everything before the root element
/// and the root's start tag, closed — so learning the size of a document of a million
/// elements costs what its first line does; the rest is read when the image is drawn.
enum SVGImageHeader {
    /// The size in user units of the SVG document `bytes`, read from the file at `path`
    /// (named in errors). librsvg reads nothing but the start of these bytes
    /// (``rootStart(of:)``).
    ///
    /// - Throws: ``ImageReadError/noSize(path:)`` for a document with neither an absolute
    ///   width and height nor a viewBox; ``ImageReadError/invalid(path:format:message:)``
    ///   with librsvg's message when it rejects the document or is missing.
    static func size(of bytes: [UInt8], path: String) throws(ImageReadError) -> CGSize {
        var width: Double = 0
        var height: Double = 0
        var message = [CChar](repeating: 0, count: 512)
        let start = rootStart(of: bytes)
        let result = start.withUnsafeBufferPointer { buffer in
            trellis_rsvg_intrinsic_size(buffer.baseAddress, buffer.count, &width, &height, &message, message.count)
        }
        switch result {
        case TRELLIS_RSVG_OK:
            return CGSize(width: width, height: height)
        case TRELLIS_RSVG_NO_SIZE:
            throw .noSize(path: path)
        default:
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .invalid(path: path, format: .svg, message: text)
        }
    }

    /// The document up to the end of its root element's start tag, with that element
    /// closed (`<svg …>` + `</svg>`): what comes before the root (the XML declaration,
    /// comments, a DOCTYPE with its internal subset) is kept as written, so the root's
    /// attributes mean what they mean in the whole document. The bytes as they are when
    /// no root start tag ends in them (librsvg then says what is wrong).
    static func rootStart(of bytes: [UInt8]) -> [UInt8] {
        let less = UInt8(ascii: "<")
        let greater = UInt8(ascii: ">")
        var index = 0
        func find(_ pattern: String, from start: Int) -> Int? {
            let needle = Array(pattern.utf8)
            guard needle.count <= bytes.count else { return nil }
            var position = start
            while position + needle.count <= bytes.count {
                if bytes[position..<(position + needle.count)].elementsEqual(needle) { return position + needle.count }
                position += 1
            }
            return nil
        }
        /// The index after the `>` that ends a tag or declaration beginning at `start`,
        /// skipping quoted values and, in a DOCTYPE, its bracketed internal subset.
        func endOfMarkup(from start: Int) -> Int? {
            var quote: UInt8?
            var depth = 0
            var position = start
            while position < bytes.count {
                let byte = bytes[position]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "[") {
                    depth += 1
                } else if byte == UInt8(ascii: "]") {
                    depth = max(0, depth - 1)
                } else if byte == greater, depth == 0 {
                    return position + 1
                }
                position += 1
            }
            return nil
        }
        while let open = bytes[index...].firstIndex(of: less) {
            let next = open + 1
            guard next < bytes.count else { break }
            switch bytes[next] {
            case UInt8(ascii: "?"):
                guard let end = find("?>", from: next) else { return bytes }
                index = end
            case UInt8(ascii: "!"):
                if bytes[next..<min(bytes.count, next + 3)].elementsEqual("!--".utf8) {
                    guard let end = find("-->", from: next + 3) else { return bytes }
                    index = end
                } else {
                    guard let end = endOfMarkup(from: next) else { return bytes }
                    index = end
                }
            default:
                guard let end = endOfMarkup(from: next) else { return bytes }
                let nameEnd =
                    bytes[next..<end].firstIndex { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == UInt8(ascii: "/") || $0 == greater } ?? end
                let selfClosing = end >= 2 && bytes[end - 2] == UInt8(ascii: "/")
                var start = Array(bytes[..<end])
                if !selfClosing { start += Array("</".utf8) + bytes[next..<nameEnd] + [greater] }
                return start
            }
        }
        return bytes
    }
}
