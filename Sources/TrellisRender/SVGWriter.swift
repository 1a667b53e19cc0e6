import Foundation

/// Builds an SVG document as text: elements with attributes in the order given, numbers
/// in a fixed form and text escaped for XML, so the same calls give the same bytes.
struct SVGWriter {
    /// Output units per point; every coordinate and length passed in points is multiplied
    /// by it.
    let scale: CGFloat
    private(set) var text = ""
    private var depth = 0
    private var identifiers = 0
    /// Put before every id the document defines.
    private let identifierPrefix: String

    init(scale: CGFloat, identifierPrefix: String = "") {
        self.scale = scale
        self.identifierPrefix = identifierPrefix
    }

    /// A number in points, scaled and rounded to 1/1000 of a unit: "12", "12.5", "-0.125".
    func length(_ points: CGFloat) -> String {
        Self.number(points * scale)
    }

    /// `value` rounded to 1/1000, without a trailing ".0"; -0 prints as "0".
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (Double(value) * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    /// Escapes `text` for XML character data and attribute values: `&`, `<`, `>`, `"`
    /// and `'` become entities; characters XML 1.0 does not allow (C0 controls other than
    /// tab, newline and carriage return, U+FFFE, U+FFFF) become U+FFFD.
    static func escaped(_ text: String) -> String {
        // Most values (numbers, colours, ids) need nothing escaped: return them as they are.
        // A byte 0xEF may start U+FFFE or U+FFFF, so it takes the careful path below.
        let plain = text.utf8.allSatisfy { byte in
            byte >= 0x20 && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
                && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'") && byte != 0xEF
        }
        if plain { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Writes `<name a="v" …/>`, or `<name …>` when `open` (close it with ``close(_:)``).
    mutating func element(_ name: String, _ attributes: [(String, String)], open: Bool = false) {
        start(name, attributes)
        text += open ? ">\n" : "/>\n"
        if open { depth += 1 }
    }

    /// Writes `<name …>text</name>` with `text` escaped.
    mutating func element(_ name: String, _ attributes: [(String, String)], text content: String) {
        start(name, attributes)
        text += ">"
        text += Self.escaped(content)
        text += "</"
        text += name
        text += ">\n"
    }

    /// Writes the indentation and `<name a="v" …`, appending to ``text`` piece by piece.
    private mutating func start(_ name: String, _ attributes: [(String, String)]) {
        for _ in 0..<depth { text += "  " }
        text += "<"
        text += name
        for (key, value) in attributes {
            text += " "
            text += key
            text += "=\""
            text += Self.escaped(value)
            text += "\""
        }
    }

    /// A fresh element id, `prefix` followed by 1, 2, … in the order asked for.
    mutating func nextIdentifier(_ prefix: String) -> String {
        identifiers += 1
        return "\(identifierPrefix)\(prefix)\(identifiers)"
    }

    /// Writes `</name>` for the innermost open element.
    mutating func close(_ name: String) {
        depth = max(0, depth - 1)
        line("</\(name)>")
    }

    /// Writes an XML comment; `--` in `content` is written as `- -` so the comment stays
    /// well formed.
    mutating func comment(_ content: String) {
        let safe = Self.escaped(content).replacingOccurrences(of: "--", with: "- -")
        line("<!-- \(safe) -->")
    }

    private mutating func line(_ content: String) {
        text += String(repeating: "  ", count: depth) + content + "\n"
    }
}
