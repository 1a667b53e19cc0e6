import Foundation
import TrellisCore

/// Elements: start and end tags at the current indentation, elements with text, and
/// comments.
extension SVGWriter {
    /// Starts an element: the indentation and `<name`; add attributes, then end it with
    /// ``endElement(open:)`` or ``endElement(text:name:)``.
    mutating func startElement(named name: String) {
        indent()
        buffer.append(UInt8(ascii: "<"))
        append(name)
    }

    /// ``startElement(named:)`` for a name known when the program is built.
    mutating func startElement(_ name: StaticString) {
        indent()
        buffer.append(UInt8(ascii: "<"))
        buffer.append(name)
    }

    /// Ends the element started with ``startElement(_:)``: `/>`, or `>` when `open`
    /// (close it with ``close(_:)``).
    mutating func endElement(open: Bool = false) {
        if !open { buffer.append(UInt8(ascii: "/")) }
        appendStatic(">\n")
        if open { depth += 1 }
    }

    /// Ends the element started with ``startElement(_:)`` with `text`, escaped, as its
    /// content: `>text</name>`.
    mutating func endElement(text content: String, name: String) {
        appendContent(content)
        append(name)
        appendStatic(">\n")
    }

    /// ``endElement(text:name:)`` for a name known when the program is built.
    mutating func endElement(text content: String, _ name: StaticString) {
        appendContent(content)
        appendStatic(name)
        appendStatic(">\n")
    }

    /// `>content</`, the content escaped: an element's text and the start of its end tag.
    mutating func appendContent(_ content: String) {
        buffer.append(UInt8(ascii: ">"))
        appendEscaped(content)
        buffer.append(UInt8(ascii: "<"))
        buffer.append(UInt8(ascii: "/"))
    }

    /// Writes `<name a="v" …/>`, or `<name …>` when `open` (close it with ``close(_:)``).
    mutating func element(_ name: String, _ attributes: [(String, String)], open: Bool = false) {
        startElement(named: name)
        for (attribute, value) in attributes { self.attribute(named: attribute, value) }
        endElement(open: open)
    }

    /// Writes `<name …>text</name>` with `text` escaped.
    mutating func element(_ name: String, _ attributes: [(String, String)], text content: String) {
        startElement(named: name)
        for (attribute, value) in attributes { self.attribute(named: attribute, value) }
        endElement(text: content, name: name)
    }

    /// Writes `</name>` for the innermost open element.
    mutating func close(_ name: StaticString) {
        depth = max(0, depth - 1)
        indent()
        buffer.append(UInt8(ascii: "<"))
        buffer.append(UInt8(ascii: "/"))
        appendStatic(name)
        appendStatic(">\n")
    }

    /// Writes an XML comment; `--` in `content` is written as `- -` so the comment stays
    /// well formed.
    mutating func comment(_ content: String) {
        let safe = Self.escaped(content).replacingOccurrences(of: "--", with: "- -")
        indent()
        appendStatic("<!-- ")
        append(safe)
        appendStatic(" -->\n")
    }
}
