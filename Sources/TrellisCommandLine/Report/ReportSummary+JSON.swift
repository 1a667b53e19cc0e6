import Foundation

extension ReportSummary {
    /// The summary as JSON text, keys sorted so equal summaries give equal bytes: the
    /// bytes `JSONEncoder` writes with `.sortedKeys` and `.prettyPrinted` (two-space
    /// indents, `"key" : value`, `/` escaped as `\/`, a number as its `description`
    /// without a `.0` at its end, an absent optional left out), written directly, which
    /// costs a tenth of encoding. A time that is not finite is left to `JSONEncoder`, which
    /// refuses it. A test compares the two.
    func data() throws -> Data {
        guard time.isFinite, entries.allSatisfy({ $0.time.isFinite }) else { return try encodedData() }
        var json = ReportJSONText()
        json.begin(UInt8(ascii: "{"))
        json.key("entries")
        json.begin(UInt8(ascii: "["))
        for entry in entries {
            json.nextElement()
            json.write(entry)
        }
        json.end(UInt8(ascii: "]"))
        json.key("time")
        json.number(time)
        json.key("version")
        json.integer(version)
        json.end(UInt8(ascii: "}"))
        return Data(json.bytes)
    }

    /// The summary as `JSONEncoder` writes it, with the same options.
    func encodedData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return try encoder.encode(self)
    }
}

/// JSON text as `JSONEncoder` writes it with `.prettyPrinted`, for `report.json`'s few
/// shapes: containers opened and closed with their elements on lines of their own.
private struct ReportJSONText {
    private(set) var bytes: [UInt8] = []
    /// How deep the next element is.
    private var level = 0
    /// Whether the container open last has no element yet.
    private var isFirst = true

    init() {
        bytes.reserveCapacity(1 << 14)
    }

    /// Opens an object or array: `{` or `[` and a line break.
    mutating func begin(_ bracket: UInt8) {
        bytes.append(bracket)
        bytes.append(UInt8(ascii: "\n"))
        level += 1
        isFirst = true
    }

    /// Closes the object or array open last, on a line of its own.
    mutating func end(_ bracket: UInt8) {
        bytes.append(UInt8(ascii: "\n"))
        level -= 1
        indent()
        bytes.append(bracket)
        isFirst = false
    }

    /// Starts an element: `,` and a line break after the one before, then the indent.
    mutating func nextElement() {
        if !isFirst {
            bytes.append(UInt8(ascii: ","))
            bytes.append(UInt8(ascii: "\n"))
        }
        isFirst = false
        indent()
    }

    /// Starts a member: the key as a string, then ` : `.
    mutating func key(_ name: String) {
        nextElement()
        string(name)
        bytes.append(contentsOf: " : ".utf8)
    }

    /// An entry's object.
    mutating func write(_ entry: ReportEntry) {
        begin(UInt8(ascii: "{"))
        if let failure = entry.failure {
            key("failure")
            begin(UInt8(ascii: "{"))
            key("column")
            integer(failure.column)
            key("file")
            string(failure.file)
            key("line")
            integer(failure.line)
            key("message")
            string(failure.message)
            key("step")
            string(failure.step)
            if let textDump = failure.textDump {
                key("textDump")
                string(textDump)
            }
            end(UInt8(ascii: "}"))
        }
        key("name")
        string(entry.name)
        if let page = entry.page {
            key("page")
            string(page)
        }
        key("path")
        string(entry.path)
        if let shard = entry.shard {
            key("shard")
            string(shard)
        }
        key("status")
        string(entry.status.rawValue)
        key("tags")
        begin(UInt8(ascii: "["))
        for tag in entry.tags {
            nextElement()
            string(tag)
        }
        end(UInt8(ascii: "]"))
        key("time")
        number(entry.time)
        end(UInt8(ascii: "}"))
    }

    /// An integer, as its `description`.
    mutating func integer(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// A finite number, as its `description` without a `.0` at its end.
    mutating func number(_ value: Double) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// A string in quotes, escaped as `JSONEncoder` escapes it: `\"`, `\\`, `\/`, `\b`,
    /// `\f`, `\n`, `\r`, `\t`, and `\u00XX` (lowercase) for the other C0 controls; the
    /// bytes between escapes copied a run at a time.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var copied = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "/") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index]))
                copied = index + 1
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                case 0..<0x20:
                    bytes.append(contentsOf: "u00".utf8)
                    bytes.append(Self.hexDigit(byte >> 4))
                    bytes.append(Self.hexDigit(byte & 0x0F))
                default:
                    bytes.append(byte)
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The lowercase hexadecimal digit of `value` (0–15).
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    private mutating func indent() {
        for _ in 0..<level { bytes.append(contentsOf: "  ".utf8) }
    }
}
