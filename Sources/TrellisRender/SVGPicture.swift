import Foundation

/// A picture as `SVGRenderer.picture(_:taps:)` draws it: the SVG document's UTF-8 bytes
/// and the size its root element declares, so that a picture can be placed (in a report's
/// sheet of pictures, an HTML page's `<img>`) without reading the size back out of the
/// text.
public struct SVGPicture: Hashable, Sendable {
    /// The whole document, as ``SVGRenderer/renderUTF8(_:taps:)`` returns it.
    public var bytes: [UInt8]
    /// The root element's `width`, as written in it: the screen's width in points ×
    /// ``RenderOptions/scale`` ("375", "333.5").
    public var width: String
    /// The root element's `height`, as written in it: the screen's height in points ×
    /// ``RenderOptions/scale``.
    public var height: String
    /// Where the root `<svg` element starts in ``bytes``, after the XML declaration.
    public var rootStart: Int

    /// Creates a picture from its parts.
    public init(bytes: [UInt8], width: String, height: String, rootStart: Int) {
        self.bytes = bytes
        self.width = width
        self.height = height
        self.rootStart = rootStart
    }

    /// The document as text.
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
