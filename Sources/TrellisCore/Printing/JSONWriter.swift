import Foundation

/// Compact JSON text written straight into a buffer of UTF-8 bytes, the way Docs/cli.md's
/// output requires: numbers as ``CGFloat/trellisDescription`` writes them (`null` when
/// not finite), strings with only the escapes JSON needs (`\"`, `\\`, `\n`, `\r`, `\t`,
/// `\u00XX` for other C0 controls, `\u2028` and `\u2029`). Nothing is built but the bytes,
/// so a whole screen's JSON costs one growing buffer.
///
/// With ``showsInvisibles`` (the text dump's strings) every other control or format
/// character (General_Category Cc or Cf) but the zero-width joiner is written as
/// `\u{HEX}` too, so a line shows every character it holds and no bidirectional override
/// reorders it.
public struct JSONWriter: Sendable {
    /// The text written so far, as UTF-8.
    public var bytes: [UInt8] = []
    /// Whether strings also show control and format characters as `\u{HEX}`.
    public let showsInvisibles: Bool

    /// An empty writer; `showsInvisibles` as the text dump wants it, false for JSON.
    public init(showsInvisibles: Bool = false) {
        self.showsInvisibles = showsInvisibles
    }

    /// The text written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends `ascii` as is (punctuation, keys known to need no escapes).
    public mutating func append(_ ascii: StaticString) {
        ascii.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `true` or `false`.
    public mutating func write(_ flag: Bool) {
        append(flag ? "true" : "false")
    }

    /// Appends a number in the shortest form that reads back as the same value, or `null`
    /// when it is not finite.
    public mutating func write(_ number: Double) {
        if number.isFinite { CGFloat(number).writeTrellisDescription(to: &bytes) } else { append("null") }
    }

    /// Appends `string` in double quotes, escaped.
    public mutating func write(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        if showsInvisibles {
            for scalar in string.unicodeScalars { writeVisible(scalar) }
        } else {
            var string = string
            string.withUTF8 { utf8 in
                var index = 0
                while index < utf8.count {
                    let byte = utf8[index]
                    if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != 0xE2 {
                        bytes.append(byte)
                    } else if byte == 0xE2 {
                        // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                        if index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9 {
                            append(utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                            index += 2
                        } else {
                            bytes.append(byte)
                        }
                    } else {
                        writeEscape(byte)
                    }
                    index += 1
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends the escape JSON gives the ASCII character `byte` (a quote, a backslash or a
    /// C0 control).
    private mutating func writeEscape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): append("\\\"")
        case UInt8(ascii: "\\"): append("\\\\")
        case UInt8(ascii: "\n"): append("\\n")
        case UInt8(ascii: "\r"): append("\\r")
        case UInt8(ascii: "\t"): append("\\t")
        default:
            append("\\u00")
            bytes.append(JSONWriter.hexDigits[Int(byte >> 4)])
            bytes.append(JSONWriter.hexDigits[Int(byte & 0xF)])
        }
    }

    /// Appends one scalar of a string for the text dump: JSON's escapes first, then
    /// `\u{HEX}` for the other control and format characters but the zero-width joiner.
    private mutating func writeVisible(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x7F {
            if value >= 0x20 && value != 0x22 && value != 0x5C { bytes.append(UInt8(value)) } else { writeEscape(UInt8(value)) }
        } else if value == 0x2028 || value == 0x2029 {
            append(value == 0x2028 ? "\\u2028" : "\\u2029")
        } else if value != 0x200D, scalar.isControlOrFormat {
            append("\\u{")
            bytes.append(contentsOf: String(value, radix: 16, uppercase: true).utf8)
            append("}")
        } else {
            bytes.append(contentsOf: scalar.utf8)
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
