import Foundation
import TrellisCore

/// Text escaping for XML character data and attribute values.
extension SVGWriter {
    /// Escapes `text` for XML character data and attribute values: `&`, `<`, `>`, `"`
    /// and `'` become entities; characters XML 1.0 does not allow (C0 controls other than
    /// tab, newline and carriage return, U+FFFE, U+FFFF) become U+FFFD.
    package static func escaped(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendEscaped(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` escaped as ``escaped(_:)`` says to `bytes`.
    package static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        appendEscaped(text, into: &bytes)
    }

    /// Appends the UTF-8 text `utf8` escaped as ``escaped(_:)`` says to `bytes`.
    package static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        appendEscaped(utf8, into: &bytes)
    }

    /// Appends `text` escaped as ``escaped(_:)`` says, from its UTF-8.
    static func appendEscaped<Sink: ByteSink>(_ text: String, into bytes: inout Sink) {
        var text = text
        text.withUTF8 { appendEscaped($0, into: &bytes) }
    }

    /// Appends the UTF-8 text `utf8` escaped as ``escaped(_:)`` says, byte by byte: only
    /// `&<>"'`, C0 controls and U+FFFE/U+FFFF (the UTF-8 sequences EF BF BE and EF BF BF)
    /// are replaced; every other byte is copied.
    static func appendEscaped<Sink: ByteSink>(_ utf8: UnsafeBufferPointer<UInt8>, into bytes: inout Sink) {
        // Most values (numbers, colours, titles) need no escape: copied at once.
        guard utf8.contains(where: needsEscape) else {
            bytes.append(contentsOf: utf8)
            return
        }
        var index = 0
        while index < utf8.count {
            // The bytes up to the next one that may need replacing, copied at once.
            var end = index
            while end < utf8.count, !needsEscape(utf8[end]) { end += 1 }
            if end > index {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[index..<end]))
                index = end
                if index == utf8.count { break }
            }
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "&"): appendStatic("&amp;", to: &bytes)
            case UInt8(ascii: "<"): appendStatic("&lt;", to: &bytes)
            case UInt8(ascii: ">"): appendStatic("&gt;", to: &bytes)
            case UInt8(ascii: "\""): appendStatic("&quot;", to: &bytes)
            case UInt8(ascii: "'"): appendStatic("&apos;", to: &bytes)
            case 0x09, 0x0A, 0x0D: bytes.append(byte)
            case 0..<0x20: appendStatic("\u{FFFD}", to: &bytes)
            case 0xEF where index + 2 < utf8.count && utf8[index + 1] == 0xBF && (utf8[index + 2] == 0xBE || utf8[index + 2] == 0xBF):
                appendStatic("\u{FFFD}", to: &bytes)
                index += 2
            default: bytes.append(byte)
            }
            index += 1
        }
    }

    /// Appends `text` escaped as ``escaped(_:)`` says.
    func appendEscaped(_ text: String) {
        var sink = buffer
        Self.appendEscaped(text, into: &sink)
    }

    /// Appends text known when the program is built to `bytes`.
    static func appendStatic<Sink: ByteSink>(_ text: StaticString, to bytes: inout Sink) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Whether `byte` may need replacing: `&<>"'`, a C0 control, or 0xEF, which starts
    /// U+FFFE and U+FFFF.
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == 0xEF
    }
}
