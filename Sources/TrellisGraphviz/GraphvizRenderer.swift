import CGraphviz
import Foundation

/// Lays out DOT text with Graphviz's library (its `dot` engine) and writes it as SVG, for
/// `trellis graph --format svg` (Docs/navigation.md, "Command line"). Every call into
/// Graphviz is in this file.
///
/// Graphviz keeps its error reporting in process-wide state and is not thread-safe, so
/// one render runs at a time (a lock); its messages are collected instead of being
/// printed on standard error, and become the thrown ``GraphvizError``.
package enum GraphvizRenderer {
    /// The SVG document of the graph `dot` describes, laid out by the `dot` engine, as
    /// UTF-8 bytes.
    ///
    /// - Throws: ``GraphvizError/syntax(_:)`` when `dot` is not a graph Graphviz reads;
    ///   ``GraphvizError/layout(_:)`` when it cannot be laid out (the `dot` plugin
    ///   missing included); ``GraphvizError/render(_:)`` when no SVG can be written.
    package static func svg(dot: String) throws(GraphvizError) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        Messages.shared.reset()
        let previousHandler = agseterrf { pieces in
            if let pieces { Messages.shared.append(String(cString: pieces)) }
            return 0
        }
        defer { agseterrf(previousHandler) }
        _ = agreseterrors()
        guard let context = gvContext() else { throw .layout(Messages.shared.text(or: "Graphviz could not start")) }
        defer { gvFreeContext(context) }
        // cgraph's reader keeps its line count and, after a graph it read, the unread
        // text that followed it (the trailing newline) for the next read. Ending the text
        // at its last graph leaves nothing behind, and each read starts at line 1, so a
        // syntax error names the line of this text.
        agreadline(1)
        let text = String(dot.reversed().drop(while: \.isWhitespace).reversed())
        guard let graph = text.withCString({ agmemread($0) }) else {
            throw .syntax(Messages.shared.text(or: "not a graph in the DOT language"))
        }
        defer { agclose(graph) }
        guard gvLayout(context, graph, "dot") == 0 else { throw .layout(Messages.shared.text(or: "the dot layout failed")) }
        defer { gvFreeLayout(context, graph) }
        var data: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        let status = gvRenderData(context, graph, "svg", &data, &length)
        defer { if let data { gvFreeRenderData(data) } }
        guard status == 0, let data else { throw .render(Messages.shared.text(or: "the SVG renderer failed")) }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) }
    }

    private static let lock = NSLock()

    /// The text Graphviz reported during one render, in the pieces its error function
    /// receives ("Error", ": ", the message).
    private final class Messages: @unchecked Sendable {
        static let shared = Messages()
        private let lock = NSLock()
        private var pieces: [String] = []

        func reset() {
            lock.lock()
            defer { lock.unlock() }
            pieces = []
        }

        func append(_ piece: String) {
            lock.lock()
            defer { lock.unlock() }
            pieces.append(piece)
        }

        /// The messages as one line each, trimmed; `fallback` when there were none.
        func text(or fallback: String) -> String {
            lock.lock()
            defer { lock.unlock() }
            let lines = pieces.joined().split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return lines.isEmpty ? fallback : lines.joined(separator: "; ")
        }
    }
}
