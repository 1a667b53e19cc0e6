import Foundation

/// The text dump of a view tree (cli.md, "Text output"), in the spirit of UIKit's
/// `recursiveDescription`: one view per line, indented two spaces per level, stable and
/// diff-friendly so it can serve as a snapshot.
///
/// Each line is `type[#id] ["text"] (x, y, width, height)` followed by the flags that are
/// set (`hidden`, `collapsed`, `disabled`, `selected`), the text as shown when it was
/// truncated (`visibleText="十…"`), extra properties as
/// `key="value"`, and plugin state as `{key: value, …}`. Numbers are printed as in the
/// JSON output.
public enum TreePrinter {
    /// The dump of `snapshot` and its subtree, one line per view, ending in a newline.
    public static func dump(_ snapshot: ViewSnapshot) -> String {
        var output = ""
        write(snapshot, depth: 0, to: &output)
        return output
    }

    /// The dump of `view` and its subtree.
    public static func dump(_ view: View) -> String {
        dump(ViewSnapshot(view))
    }

    /// One line for `snapshot`, without indentation or newline.
    public static func line(for snapshot: ViewSnapshot) -> String {
        var parts = [snapshot.name]
        if let text = snapshot.text { parts.append(JSONValue.string(text).serialized()) }
        let frame = snapshot.frame
        parts.append("(" + [frame.minX, frame.minY, frame.width, frame.height].map(\.trellisDescription).joined(separator: ", ") + ")")
        if snapshot.isHidden { parts.append("hidden") }
        if snapshot.isCollapsed { parts.append("collapsed") }
        if snapshot.isEnabled == false { parts.append("disabled") }
        if snapshot.isSelected == true { parts.append("selected") }
        if let visible = snapshot.visibleText { parts.append("visibleText=\(JSONValue.string(visible).serialized())") }
        for entry in snapshot.properties { parts.append("\(entry.key)=\(entry.value.json.serialized())") }
        if let state = snapshot.state {
            parts.append("{" + state.map { "\($0.key): \($0.value.json.serialized())" }.joined(separator: ", ") + "}")
        }
        return parts.joined(separator: " ")
    }

    private static func write(_ snapshot: ViewSnapshot, depth: Int, to output: inout String) {
        output += String(repeating: "  ", count: depth) + line(for: snapshot) + "\n"
        for child in snapshot.children { write(child, depth: depth + 1, to: &output) }
    }
}
