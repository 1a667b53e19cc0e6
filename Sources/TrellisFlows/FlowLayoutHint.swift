import Foundation
import TrellisCore

/// Words for the mistakes in a flow file's layout that libyaml reports only as a syntax
/// error (Docs/flows.md, "Checking before running"): a list of steps right after the header with no `---`
/// between them, a separator written `--` or `----`, and header keys after `---`.
enum FlowLayoutHint {
    /// `diagnostic` with the explanation appended when it is a YAML syntax error in
    /// `bytes` at a step that begins a line where a mapping went on; otherwise unchanged
    /// (a limit crossed there is not a layout mistake).
    static func explain(_ diagnostic: Diagnostic, in bytes: [UInt8]) -> Diagnostic {
        guard diagnostic.message.hasPrefix("YAML syntax error"),
            let hint = hint(forErrorAt: diagnostic.location.line, in: String(decoding: bytes, as: UTF8.self))
        else { return diagnostic }
        return Diagnostic(at: diagnostic.location, diagnostic.message + "; " + hint)
    }

    /// The explanation for a syntax error on line `line` (1-based), or nil.
    static func hint(forErrorAt line: Int, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        guard line >= 1, line <= lines.count, isStep(lines[line - 1]) else { return nil }
        let before = lines[..<(line - 1)].enumerated()
        let separator = before.last { isSeparator($0.element) }
        if let separator {
            let keys = before.filter { $0.offset > separator.offset && isMappingKey($0.element) }
            guard let first = keys.first else { return nil }
            return
                "after '---' come only the steps (each '- command: argument'); line \(first.offset + 1) '\(first.element)' is a mapping, and header keys (\(FlowParser.headerKeys.joined(separator: ", "))) go before '---'"
        }
        if let dashes = before.last(where: { isDashes($0.element) }) {
            return
                "line \(dashes.offset + 1) '\(dashes.element)' is not a separator: the header and the steps are separated by a line of exactly three dashes, '---'"
        }
        guard before.contains(where: { isMappingKey($0.element) }) else { return nil }
        return "a list of steps starts here, right after the header's keys: put a line '---' between the header (screen: …) and the steps"
    }

    private static func isStep(_ line: Substring) -> Bool {
        line == "-" || line.hasPrefix("- ")
    }

    private static func isSeparator(_ line: Substring) -> Bool {
        line == "---" || line.hasPrefix("--- ")
    }

    private static func isDashes(_ line: Substring) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.count >= 2 && trimmed.allSatisfy { $0 == "-" } && trimmed != "---"
    }

    private static func isMappingKey(_ line: Substring) -> Bool {
        guard let first = line.first, !first.isWhitespace, first != "#", first != "-", let colon = line.firstIndex(of: ":") else { return false }
        let after = line.index(after: colon)
        return after == line.endIndex || line[after] == " "
    }
}
