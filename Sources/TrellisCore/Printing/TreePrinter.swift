import Foundation

/// The text dump of a view tree (Docs/cli.md, "Text output"), in the spirit of UIKit's
/// `recursiveDescription`: one view per line, indented two spaces per level, stable and
/// diff-friendly so it can serve as a snapshot.
///
/// Each line is `type[#id] ["text"] (x, y, width, height)` followed by the flags that are
/// set (`hidden`, `collapsed`, `disabled`, `selected`), the text as shown when it was
/// truncated (`visibleText="十…"`), extra properties as
/// `key="value"`, and plugin state as `{key: value, …}`. Numbers are printed as in the
/// JSON output; text in double quotes with JSON's escapes, and other invisible characters
/// (bidirectional overrides, zero-width spaces) as `\u{…}`.
public enum TreePrinter {
    /// The dump of `snapshot` and its subtree, one line per view, ending in a newline.
    public static func dump(_ snapshot: ViewSnapshot) -> String {
        var writer = JSONWriter(showsInvisibles: true)
        write(snapshot, children: \.children, snapshot: { $0 }, to: &writer)
        return writer.text
    }

    /// The dump of `view` and its subtree, the same text as the dump of its
    /// ``ViewSnapshot``. Both walk the tree with a list of pending views instead of
    /// recursion, so a tree of any depth can be dumped (the indentation makes the dump
    /// of a tree n levels deep about n² bytes).
    public static func dump(_ view: View) -> String {
        var writer = JSONWriter(showsInvisibles: true)
        write(view, to: &writer)
        return writer.text
    }

    /// Appends the dump of `view` and its subtree to `writer`, which must show invisible
    /// characters (`JSONWriter(showsInvisibles: true)`); the bytes of ``dump(_:)-(View)``.
    public static func write(_ view: View, to writer: inout JSONWriter) {
        write(view, children: \.subviews, snapshot: { ViewSnapshot(shallowCopyOf: $0) }, to: &writer)
    }

    /// Appends the lines of `root`'s tree, depth first, each indented two spaces a level.
    private static func write<Node>(
        _ root: Node, children: (Node) -> [Node], snapshot: (Node) -> ViewSnapshot, to writer: inout JSONWriter
    ) {
        var pending = [(node: root, depth: 0)]
        while let (node, depth) = pending.popLast() {
            writer.bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
            writeLine(for: snapshot(node), to: &writer)
            writer.append("\n")
            pending.append(contentsOf: children(node).reversed().lazy.map { ($0, depth + 1) })
        }
    }

    /// `text` in double quotes as the dump writes it: JSON's escapes, and other invisible
    /// characters as `\u{…}`.
    public static func quoted(_ text: String) -> String {
        var writer = JSONWriter(showsInvisibles: true)
        writer.write(text)
        return writer.text
    }

    /// One line for `snapshot`, without indentation or newline.
    public static func line(for snapshot: ViewSnapshot) -> String {
        var writer = JSONWriter(showsInvisibles: true)
        writeLine(for: snapshot, to: &writer)
        return writer.text
    }

    /// Appends the line of `snapshot`: `type[#id] ["text"] (x, y, width, height)`, the
    /// flags that are set, `visibleText="…"`, the properties and the state.
    private static func writeLine(for snapshot: ViewSnapshot, to writer: inout JSONWriter) {
        writer.bytes.append(contentsOf: snapshot.type.utf8)
        if let id = snapshot.id {
            writer.append("#")
            writer.bytes.append(contentsOf: id.utf8)
        }
        if let text = snapshot.text {
            writer.append(" ")
            writer.write(text)
        }
        let frame = snapshot.frame
        writer.append(" (")
        frame.minX.writeTrellisDescription(to: &writer.bytes)
        writer.append(", ")
        frame.minY.writeTrellisDescription(to: &writer.bytes)
        writer.append(", ")
        frame.width.writeTrellisDescription(to: &writer.bytes)
        writer.append(", ")
        frame.height.writeTrellisDescription(to: &writer.bytes)
        writer.append(")")
        if snapshot.isHidden { writer.append(" hidden") }
        if snapshot.isCollapsed { writer.append(" collapsed") }
        if snapshot.isEnabled == false { writer.append(" disabled") }
        if snapshot.isSelected == true { writer.append(" selected") }
        if let visible = snapshot.visibleText {
            writer.append(" visibleText=")
            writer.write(visible)
        }
        for entry in snapshot.properties {
            writer.append(" ")
            writer.bytes.append(contentsOf: entry.key.utf8)
            writer.append("=")
            writer.write(entry.value)
        }
        if let state = snapshot.state {
            writer.append(" {")
            for (index, entry) in state.enumerated() {
                if index > 0 { writer.append(", ") }
                writer.bytes.append(contentsOf: entry.key.utf8)
                writer.append(": ")
                writer.write(entry.value)
            }
            writer.append("}")
        }
    }
}
