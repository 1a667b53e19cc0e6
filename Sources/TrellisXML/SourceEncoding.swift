internal import CLibXML2

/// The encoding of a screen file's bytes as libxml2 reads them, found from the bytes
/// themselves: libxml2 guesses it from the first four bytes (XML 1.0, appendix F, with
/// libxml2's `xmlDetectCharEncoding`), then switches to the one the XML declaration names.
struct SourceEncoding {
    /// Whether libxml2 reads the file's own bytes, as UTF-8, with no conversion: its byte
    /// offsets are then the file's, which ``SourceLocator`` turns into lines and columns.
    /// False for UTF-16 and for any encoding the declaration names other than UTF-8.
    let readsFileBytes: Bool
    /// The encoding the XML declaration names, as written (`EUC-JP`); nil without one.
    let declaredName: String?

    init(_ bytes: [UInt8]) {
        let guessed = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { xmlDetectCharEncoding($0, Int32(min(buffer.count, 4))) } ?? XML_CHAR_ENCODING_NONE
        }
        let prefix = bytes.prefix(Self.declarationLength)
        let text: String?
        switch guessed {
        case XML_CHAR_ENCODING_NONE, XML_CHAR_ENCODING_UTF8:
            text = String(decoding: prefix, as: UTF8.self)
        case XML_CHAR_ENCODING_UTF16LE:
            text = Self.utf16(prefix, bigEndian: false)
        case XML_CHAR_ENCODING_UTF16BE:
            text = Self.utf16(prefix, bigEndian: true)
        default:
            text = nil
        }
        declaredName = text.flatMap(Self.declaredEncoding(in:))
        let isUTF8 = guessed == XML_CHAR_ENCODING_NONE || guessed == XML_CHAR_ENCODING_UTF8
        readsFileBytes = isUTF8 && declaredName.map { ["utf-8", "utf8"].contains($0.lowercased()) } ?? isUTF8
    }

    /// How many bytes from the start of a file are read for its XML declaration: more than
    /// any declaration of a screen file takes, in UTF-16 too.
    private static let declarationLength = 512

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String {
        var units: [UInt16] = []
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// The value of the `encoding` pseudo-attribute of the XML declaration (`<?xml
    /// version="1.0" encoding="EUC-JP"?>`) that `text` starts with, after a byte-order mark.
    private static func declaredEncoding(in text: String) -> String? {
        var rest = Substring(text)
        if rest.first == "\u{FEFF}" { rest = rest.dropFirst() }
        guard rest.hasPrefix("<?xml"), let end = rest.range(of: "?>") else { return nil }
        var declaration = rest[rest.index(rest.startIndex, offsetBy: 5)..<end.lowerBound]
        while let found = declaration.range(of: "encoding") {
            let before = declaration[..<found.lowerBound].last
            declaration = declaration[found.upperBound...]
            guard before.map(\.isWhitespace) == true else { continue }
            let value = declaration.drop { $0.isWhitespace }
            guard value.first == "=" else { continue }
            let quoted = value.dropFirst().drop { $0.isWhitespace }
            guard let quote = quoted.first, quote == "\"" || quote == "'" else { return nil }
            let name = quoted.dropFirst().prefix { $0 != quote }
            return String(name)
        }
        return nil
    }
}
