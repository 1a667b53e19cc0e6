import Foundation

/// The JSON document of a screen (Docs/cli.md, "JSON output"), written by one piece of
/// code for `trellis run --format json`, a failed flow's `.json` artifact and the
/// reports: `{"screen":{"width":W,"height":H},"clock":{…},"root":{…},"accessibility":[…]`, then
/// `"log"` when a tap log is given, then the caller's further members, and `}`.
///
/// The same screen state and log give the same bytes whoever writes them, so a failure's
/// artifact reads as `trellis run` prints the screen, plus its `failure`.
public enum ScreenDocument {
    /// Writes the document of `screen` (laid out first) to `writer`, with no newline
    /// after it.
    ///
    /// - Parameters:
    ///   - screen: the screen written: `screen` (its size), `clock` (its clock's time,
    ///     animations and timers, ``VirtualClock/json``) and `root` (its tree), then
    ///     `accessibility`.
    ///   - log: the tap log's entries, in order (`TapRecord`'s JSON); nil leaves out the
    ///     `log` member, an empty array writes `"log":[]`.
    ///   - members: written after `log`, in order, as `"name":value`.
    ///   - writer: where the document is appended.
    public static func write(_ screen: Screen, log: [JSONValue]?, members: [(String, JSONValue)] = [], to writer: inout JSONWriter) {
        screen.layoutIfNeeded()
        writer.append("{\"screen\":{\"width\":")
        writer.write(Double(screen.size.width))
        writer.append(",\"height\":")
        writer.write(Double(screen.size.height))
        writer.append("},\"clock\":")
        screen.clock.json.write(to: &writer)
        writer.append(",\"root\":")
        writer.writeTree(of: screen)
        writer.append(",\"accessibility\":")
        writer.writeAccessibility(of: screen)
        if let log {
            writer.append(",\"log\":")
            JSONValue.array(log).write(to: &writer)
        }
        for (name, value) in members {
            writer.append(",")
            JSONValue.string(name).write(to: &writer)
            writer.append(":")
            value.write(to: &writer)
        }
        writer.append("}")
    }

    /// The document of `screen` as text (``write(_:log:members:to:)``), with no newline
    /// after it.
    public static func text(of screen: Screen, log: [JSONValue]?, members: [(String, JSONValue)] = []) -> String {
        var writer = JSONWriter()
        write(screen, log: log, members: members, to: &writer)
        return writer.text
    }
}
