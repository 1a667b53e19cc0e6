import Foundation
import TrellisCore

extension ScreenLoader {
    /// The name of the file's root element (`screen` for a screen file, `products` for a
    /// catalog), read with the loader's parser, which stops at that first start tag; nil
    /// when the file holds no element or stops being well-formed before its first one.
    /// This tells screen files from other XML without reporting anything about either.
    ///
    /// - Throws: `ScreenLoadError.unreadable(path:reason:)` when the file cannot be
    ///   read or is larger than ``LoadLimits/maximumFileSize``.
    public func rootElementName(contentsOfFile path: String) throws(ScreenLoadError) -> String? {
        rootElementName(bytes: try read(path), path: path)
    }

    /// The name of the root element of `bytes`, the content of the file `path`, as
    /// ``rootElementName(contentsOfFile:)`` reads it from the file.
    ///
    /// The parser is first given the file's first 4 KiB, which hold the root's start tag
    /// in nearly every file, so that a large file is not copied to be parsed; a start tag
    /// cut off there is never reported (the parser reports a start tag once it has read
    /// its `>`), and then the whole file is parsed.
    public func rootElementName(bytes: [UInt8], path: String) -> String? {
        let prefixLength = 4096
        if bytes.count > prefixLength, let name = rootElementName(of: Array(bytes[..<prefixLength]), path: path) { return name }
        return rootElementName(of: bytes, path: path)
    }

    private func rootElementName(of bytes: [UInt8], path: String) -> String? {
        let limits = limits.effective
        let handler = RootElementReader()
        _ = XMLStreamParser.parse(
            bytes, path: path,
            limits: XMLParseLimits(maximumDepth: 1, maximumElementCount: 1, maximumValueLength: limits.maximumAttributeLength),
            handler: handler)
        return handler.name
    }
}

/// Keeps the first start tag's name and stops the parse there.
private final class RootElementReader: XMLContentHandler {
    var name: String?

    func startElement(_ tag: XMLStartTag) -> Bool {
        name = tag.name
        return false
    }

    func endElement(attributes: ArraySlice<RawAttribute>) {}

    func characters(isWhitespace: Bool, text: () -> String, location: () -> SourceLocation) {}
}
