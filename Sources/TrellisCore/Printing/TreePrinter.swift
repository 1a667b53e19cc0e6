import Foundation

/// The text dump of a view tree (Docs/cli.md, "Text output"), in the spirit of UIKit's
/// `recursiveDescription`: one view per line, indented two spaces per level, stable and
/// diff-friendly so it can serve as a snapshot.
///
/// Each line is `type[#id] ["text"] (x, y, width, height)`, then what is drawn when an
/// animation draws it unlike the model (`presented=(x, y, w, h)`, `presentedAlpha=a`,
/// Docs/time.md), followed by the flags that are
/// set (`hidden`, `collapsed`, `disabled`, `selected`), the text as shown when it was
/// truncated (`visibleText="十…"`), extra properties as
/// `key="value"`, and plugin state as `{key: value, …}`. Numbers are printed as in the
/// JSON output; text in double quotes with JSON's escapes, and other invisible characters
/// (bidirectional overrides, zero-width spaces) as `\u{…}`.
public enum TreePrinter {
    /// The dump of `snapshot` and its subtree, one line per view, ending in a newline.
    public static func dump(_ snapshot: ViewSnapshot) -> String {
        var writer = JSONWriter(showsInvisibles: true)
        write(snapshot, children: \.children, line: { writeLine(for: $0, to: &$1) }, to: &writer)
        return writer.text
    }

    /// The dump of `view` and its subtree, the same text as the dump of its
    /// ``ViewSnapshot``. Both walk the tree with a list of open views instead of
    /// recursion, so a tree of any depth can be dumped (the indentation makes the dump
    /// of a tree n levels deep about n² bytes).
    public static func dump(_ view: View) -> String {
        var writer = JSONWriter(showsInvisibles: true)
        write(view, to: &writer)
        return writer.text
    }

    /// Appends the dump of `view` and its subtree to `writer`, which must show invisible
    /// characters (`JSONWriter(showsInvisibles: true)`); the bytes of ``dump(_:)-(View)``.
    /// Each line is read from its view as it is written, and a writer with a sink is
    /// handed its bytes between lines.
    public static func write(_ view: View, to writer: inout JSONWriter) {
        let clock = view.screen?.clock
        write(view, children: \.storedSubviews, line: { writeLine(for: ViewSnapshot(shallowCopyOf: $0, clock: clock), to: &$1) }, to: &writer)
    }

    /// Appends the lines of `root`'s tree, depth first, each indented two spaces a level:
    /// `line` writes a node's fields (``writeLine(for:to:)``) after its indentation.
    private static func write<Node>(
        _ root: Node, children: (Node) -> [Node], line: (Node, inout JSONWriter) -> Void, to writer: inout JSONWriter
    ) {
        // The nodes whose children are being written, outermost first, with the next child.
        var open: [(children: [Node], next: Int)] = []
        var node: Node? = root
        while true {
            if let current = node {
                node = nil
                writer.appendSpaces(2 * open.count)
                line(current, &writer)
                writer.appendByte(UInt8(ascii: "\n"))
                writer.flushIfFull()
                let subnodes = children(current)
                if !subnodes.isEmpty { open.append((subnodes, 0)) }
            }
            guard let (siblings, next) = open.last else { return }
            if next < siblings.count {
                node = siblings[next]
                open[open.count - 1].next += 1
            } else {
                open.removeLast()
            }
        }
    }

    /// `text` in double quotes as the dump writes it: JSON's escapes, and other invisible
    /// characters as `\u{…}`.
    public static func quoted(_ text: String) -> String {
        if isWrittenAsIs(text) { return "\"" + text + "\"" }
        var writer = JSONWriter(showsInvisibles: true)
        writer.write(text)
        return writer.text
    }

    /// Appends ``quoted(_:)`` of `text` to `string`, without a string of its own when
    /// every scalar is written as it is.
    static func appendQuoted(_ text: String, to string: inout String) {
        if isWrittenAsIs(text) {
            string += "\""
            string += text
            string += "\""
        } else {
            string += quoted(text)
        }
    }

    /// Whether ``quoted(_:)`` writes every scalar of `text` as it is, found without a
    /// lookup for the scalars most titles are made of: printable ASCII but the quote and
    /// the backslash, U+00A0–U+017F but the soft hyphen (Latin-1 Supplement and Latin
    /// Extended-A hold no other control or format character), and U+2070–U+FEFE (CJK,
    /// kana, Hangul: none is one). False for a text with any other scalar, which the
    /// writer decides.
    private static func isWrittenAsIs(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x20...0x7E where byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\"):
                    index += 1
                case 0xC2...0xC5 where index + 1 < bytes.count:
                    let scalar = UInt32(byte & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                    guard scalar >= 0xA0, scalar != 0xAD else { return false }
                    index += 2
                case 0xE2...0xEF where index + 2 < bytes.count:
                    let scalar = UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                    guard scalar >= Unicode.Scalar.firstRangeWithoutControls, scalar <= Unicode.Scalar.lastRangeWithoutControls else { return false }
                    index += 3
                default:
                    return false
                }
            }
            return true
        }
    }

    /// One line for `snapshot`, without indentation or newline.
    public static func line(for snapshot: ViewSnapshot) -> String {
        var writer = JSONWriter(showsInvisibles: true)
        writeLine(for: snapshot, to: &writer)
        return writer.text
    }

    /// Appends the line of a view's `fields` (its shallow copy or its snapshot; the
    /// children are not read): `type[#id] ["text"] (x, y, width, height)`, the flags that are set, `visibleText="…"`, the properties and the state.
    private static func writeLine(for fields: ViewSnapshot, to writer: inout JSONWriter) {
        writer.appendUnescaped(fields.type)
        if let id = fields.id {
            writer.append("#")
            writer.appendUnescaped(id)
        }
        if let screen = fields.appScreen {
            writer.append(" screen=")
            writer.appendUnescaped(screen)
        }
        if let text = fields.text {
            writer.append(" ")
            writer.write(text)
        }
        writer.writeFrame(fields.frame, asJSON: false)
        if let presented = fields.presentedFrame {
            writer.append(" presented=")
            writer.appendUnescaped(
                "(" + [presented.minX, presented.minY, presented.width, presented.height].map(\.humanDescription).joined(separator: ", ") + ")")
        }
        if let alpha = fields.presentedAlpha {
            writer.append(" presentedAlpha=")
            writer.appendUnescaped(alpha.humanDescription)
        }
        if fields.isHidden { writer.append(" hidden") }
        if fields.isCollapsed { writer.append(" collapsed") }
        if fields.isEnabled == false { writer.append(" disabled") }
        if fields.isSelected == true { writer.append(" selected") }
        if let visible = fields.visibleText {
            writer.append(" visibleText=")
            writer.write(visible)
        }
        for entry in fields.properties {
            writer.append(" ")
            writer.appendUnescaped(entry.key)
            writer.append("=")
            writer.write(entry.value)
        }
        if let state = fields.state {
            writer.append(" {")
            for (index, entry) in state.enumerated() {
                if index > 0 { writer.append(", ") }
                writer.appendUnescaped(entry.key)
                writer.append(": ")
                writer.write(entry.value)
            }
            writer.append("}")
        }
    }
}
