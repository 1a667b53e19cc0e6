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
        var output = ""
        var pending = [(snapshot: snapshot, depth: 0)]
        while let (snapshot, depth) = pending.popLast() {
            write(snapshot, depth: depth, to: &output)
            pending.append(contentsOf: snapshot.children.reversed().lazy.map { ($0, depth + 1) })
        }
        return output
    }

    /// The dump of `view` and its subtree, the same text as the dump of its
    /// ``ViewSnapshot``. Both walk the tree with a list of pending views instead of
    /// recursion, so a tree of any depth can be dumped (the indentation makes the dump
    /// of a tree n levels deep about n² bytes).
    public static func dump(_ view: View) -> String {
        var output = ""
        var pending = [(view: view, depth: 0)]
        while let (view, depth) = pending.popLast() {
            write(ViewSnapshot(shallowCopyOf: view), depth: depth, to: &output)
            pending.append(contentsOf: view.subviews.reversed().lazy.map { ($0, depth + 1) })
        }
        return output
    }

    /// One line for `snapshot`, without indentation or newline.
    public static func line(for snapshot: ViewSnapshot) -> String {
        var parts = [snapshot.name]
        if let text = snapshot.text { parts.append(quoted(text)) }
        let frame = snapshot.frame
        parts.append("(" + [frame.minX, frame.minY, frame.width, frame.height].map(\.trellisDescription).joined(separator: ", ") + ")")
        if snapshot.isHidden { parts.append("hidden") }
        if snapshot.isCollapsed { parts.append("collapsed") }
        if snapshot.isEnabled == false { parts.append("disabled") }
        if snapshot.isSelected == true { parts.append("selected") }
        if let visible = snapshot.visibleText { parts.append("visibleText=\(quoted(visible))") }
        for entry in snapshot.properties { parts.append("\(entry.key)=\(visible(entry.value.json.serialized()))") }
        if let state = snapshot.state {
            parts.append("{" + state.map { "\($0.key): \(visible($0.value.json.serialized()))" }.joined(separator: ", ") + "}")
        }
        return parts.joined(separator: " ")
    }

    /// `text` in double quotes with JSON's escapes, and every other character that would
    /// not show in a terminal written as `\u{…}`.
    static func quoted(_ text: String) -> String {
        visible(JSONValue.string(text).serialized())
    }

    /// `text` with control and format characters (General_Category Cc and Cf: DEL, C1
    /// controls, zero-width spaces, bidirectional overrides) written as `\u{…}`, so a dump
    /// line shows every character it holds and no override reorders it. The zero-width
    /// joiner stays, since emoji sequences need it.
    static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            if (category == .control || category == .format) && scalar != "\u{200D}" {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Appends the line of `snapshot` alone, indented for `depth`.
    private static func write(_ snapshot: ViewSnapshot, depth: Int, to output: inout String) {
        output += String(repeating: "  ", count: depth) + line(for: snapshot) + "\n"
    }
}
