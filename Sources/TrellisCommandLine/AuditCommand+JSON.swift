import Foundation
import Trellis

extension AuditCommand {
    /// Writes `audit --format json`'s object and a newline to standard output as it goes,
    /// a chunk of 64 KiB at a time, with no tree of values built first:
    /// `{"findings":[{"file":…,"line":…,"column":…,"rule":…,"message":…},…]`, then
    /// `"unaudited":[paths]` when a screen could not be audited, then, for
    /// `--all-screens`, `"screens":[{"app":…,"screen":…,"walk":[steps]},…]`, and `}`.
    /// A finding without a location has `null` file, line and column.
    static func writeJSON(findings: [AuditFinding], unaudited: [String], screens: [(app: String, screen: String, steps: [App.Step])]?) {
        var writer = JSONWriter(chunkSize: 1 << 16, sink: { Output.write($0) })
        writer.append("{\"findings\":[")
        // A screen's findings share its file's name: it is escaped once.
        var file = (name: "", json: "\"\"")
        for (index, finding) in findings.enumerated() {
            if index > 0 { writer.append(",") }
            writer.append("{\"file\":")
            if let location = finding.location {
                if file.name != location.file {
                    var escaped = JSONWriter()
                    escaped.write(location.file)
                    file = (location.file, escaped.text)
                }
                writer.appendUnescaped(file.json)
                writer.append(",\"line\":")
                writer.write(Double(location.line))
                writer.append(",\"column\":")
                writer.write(Double(location.column))
            } else {
                writer.append("null,\"line\":null,\"column\":null")
            }
            writer.append(",\"rule\":")
            writer.write(finding.rule.rawValue)
            writer.append(",\"message\":")
            writer.write(finding.message)
            writer.append("}")
            writer.flushIfFull()
        }
        writer.append("]")
        if !unaudited.isEmpty {
            writer.append(",\"unaudited\":")
            writeStrings(unaudited, to: &writer)
        }
        if let screens {
            writer.append(",\"screens\":[")
            for (index, walk) in screens.enumerated() {
                if index > 0 { writer.append(",") }
                writer.append("{\"app\":")
                writer.write(walk.app)
                writer.append(",\"screen\":")
                writer.write(walk.screen)
                writer.append(",\"walk\":")
                writeStrings(walk.steps.map(\.description), to: &writer)
                writer.append("}")
            }
            writer.append("]")
        }
        writer.append("}\n")
        writer.flush()
    }

    /// Appends `strings` as a JSON array of strings.
    private static func writeStrings(_ strings: [String], to writer: inout JSONWriter) {
        writer.append("[")
        for (index, string) in strings.enumerated() {
            if index > 0 { writer.append(",") }
            writer.write(string)
        }
        writer.append("]")
    }
}

extension AuditCommand {
    /// `findings` in order (``AuditFinding``'s `<`), each once: what
    /// `Array(Set(findings)).sorted()` gives, without hashing every finding or moving
    /// them while sorting. One screen's findings come in order already (`inOrder`: the
    /// caller knows it, and they are not compared for it), and are returned as they are
    /// after one pass that finds them distinct.
    static func sortedUnique(_ findings: [AuditFinding], inOrder known: Bool = false) -> [AuditFinding] {
        // Compared in place: an array's elements handed to `<` one by one would each be
        // copied (their strings retained and released) for every comparison.
        let (inOrder, distinct) = findings.withUnsafeBufferPointer { buffer -> (Bool, Bool) in
            var distinct = true
            for index in buffer.indices.dropFirst() {
                if !known, buffer[index] < buffer[index - 1] { return (false, distinct) }
                if distinct, buffer[index] == buffer[index - 1] {
                    distinct = false
                    if known { break }
                }
            }
            return (true, distinct)
        }
        if inOrder, distinct { return findings }
        let sorted = inOrder ? findings : findings.indices.sorted { findings[$0] < findings[$1] }.map { findings[$0] }
        var unique: [AuditFinding] = []
        unique.reserveCapacity(sorted.count)
        for finding in sorted where unique.last != finding { unique.append(finding) }
        return unique
    }
}
