extension JSONWriter {
    /// Appends `string` in double quotes, escaped.
    public mutating func write(_ string: String) {
        appendByte(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            // Runs of characters written as they are go in one copy; the scan stops at
            // each character that may need an escape and writes it on its own.
            var runStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                if byte < 0x80 {
                    if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && (byte != 0x7F || !showsInvisibles) {
                        index += 1
                        continue
                    }
                    appendRun(utf8, from: runStart, to: index)
                    if showsInvisibles { writeVisible(Unicode.Scalar(byte)) } else { writeEscape(byte) }
                    index += 1
                    runStart = index
                    continue
                }
                // A native string's UTF-8 is valid: the lead byte gives the length.
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                let end = min(index + length, utf8.count)
                var value = UInt32(byte) & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
                for continuation in utf8[(index + 1)..<end] { value = value << 6 | UInt32(continuation & 0x3F) }
                if Self.isWrittenAsIs(value, showingInvisibles: showsInvisibles) {
                    index = end
                    continue
                }
                appendRun(utf8, from: runStart, to: index)
                if let scalar = Unicode.Scalar(value) {
                    writeVisible(scalar)
                } else {
                    appendBytes(UnsafeBufferPointer(rebasing: utf8[index..<end]))
                }
                index = end
                runStart = index
            }
            appendRun(utf8, from: runStart, to: utf8.count)
        }
        appendByte(UInt8(ascii: "\""))
    }

    /// Appends `utf8[start..<end]`, when not empty.
    private mutating func appendRun(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        if end > start { appendBytes(UnsafeBufferPointer(rebasing: utf8[start..<end])) }
    }

    /// Whether the scalar `value` (not ASCII) is written as it is: every one but U+2028 and
    /// U+2029 in JSON; in the text dump also not the control and format characters but
    /// the zero-width joiner (``writeVisible(_:)`` decides those).
    private static func isWrittenAsIs(_ value: UInt32, showingInvisibles: Bool) -> Bool {
        if value == 0x2028 || value == 0x2029 { return false }
        if !showingInvisibles || value == 0x200D { return true }
        return value >= Unicode.Scalar.firstRangeWithoutControls && value <= Unicode.Scalar.lastRangeWithoutControls
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
            appendByte(Self.hexDigit(Int(byte >> 4)))
            appendByte(Self.hexDigit(Int(byte & 0xF)))
        }
    }

    /// The lowercase hexadecimal digit of `value` (0 to 15).
    private static func hexDigit(_ value: Int) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + UInt8(value) : UInt8(ascii: "a") + UInt8(value - 10)
    }

    /// Appends one scalar of a string for the text dump: JSON's escapes first, then
    /// `\u{HEX}` for the other control and format characters but the zero-width joiner.
    private mutating func writeVisible(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x7F {
            if value >= 0x20 && value != 0x22 && value != 0x5C { appendByte(UInt8(value)) } else { writeEscape(UInt8(value)) }
        } else if value == 0x2028 || value == 0x2029 {
            append(value == 0x2028 ? "\\u2028" : "\\u2029")
        } else if value != 0x200D, scalar.isControlOrFormat {
            append("\\u{")
            appendUnescaped(String(value, radix: 16, uppercase: true))
            append("}")
        } else {
            for byte in scalar.utf8 { appendByte(byte) }
        }
    }
}
