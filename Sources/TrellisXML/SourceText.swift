/// The lines of a screen file, used to find the column of an element or attribute on
/// the line libxml2 records for it (libxml2 records lines, not columns, for nodes).
struct SourceText {
    private let lines: [Substring]

    /// Splits UTF-8 source into lines; other encodings yield no lines (columns become 1).
    init(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The 1-based column of `<name` on `line`, or 1 when the tag starts on an earlier line.
    func column(ofElement name: String, line: Int) -> Int {
        guard let text = lineText(line), let range = text.range(of: "<" + name) else { return 1 }
        return text.distance(from: text.startIndex, to: range.lowerBound) + 1
    }

    /// The 1-based column of the attribute `name` on `line` (the first `name=` that
    /// follows white space), or the element's column when it is not on that line.
    func column(ofAttribute name: String, element: String, line: Int) -> Int {
        guard let text = lineText(line) else { return 1 }
        var searchStart = text.startIndex
        while let range = text.range(of: name, range: searchStart..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? " " : text[text.index(before: range.lowerBound)]
            let rest = text[range.upperBound...].drop { $0 == " " || $0 == "\t" }
            if before.isWhitespace, rest.first == "=" {
                return text.distance(from: text.startIndex, to: range.lowerBound) + 1
            }
            searchStart = range.upperBound
        }
        return column(ofElement: element, line: line)
    }

    private func lineText(_ line: Int) -> Substring? {
        guard line >= 1, line <= lines.count else { return nil }
        return lines[line - 1]
    }
}
