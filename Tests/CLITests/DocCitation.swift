import Foundation

/// A citation of a project document in Swift source: a path ending in `.md`, optionally
/// followed by the quoted names of the sections it cites, as comments write them:
/// `(Docs/layouts.md, "flow", rule 2)`, `Docs/layouts.md ("checkin", "check-in")`,
/// `Docs/layouts.md, "stack", "RTL"`, `Docs/layouts.md, "checkin" and "check-in"`.
///
/// A quotation after a colon (`Docs/events.md: "cancelled (also when…"`) is a quotation of
/// the text, not a section name, and a possessive (`Docs/cli.md's JSON`) cites no section.
/// Consecutive comment lines are read as one text, so a section name may continue on the
/// next comment line.
struct DocCitation: Hashable, CustomStringConvertible {
    /// The document's path as written (`Docs/layouts.md`).
    var path: String
    /// The quoted section names, in order; empty when none is cited.
    var sections: [String]
    /// The line (from 1) where the path is written.
    var line: Int

    var description: String {
        ([path] + sections.map { "\"\($0)\"" }).joined(separator: ", ") + " (line \(line))"
    }

    /// A path ending in `.md` that is not part of a longer name or path.
    private static let pathPattern = try? NSRegularExpression(
        pattern: #"(?<![A-Za-z0-9_./-])((?:[A-Za-z0-9_-]+/)*[A-Za-z0-9_-]+\.md)(?![A-Za-z0-9_])"#)

    /// Every citation in `source`, a Swift file's text, in order.
    static func scan(_ source: String) -> [DocCitation] {
        guard let pattern = pathPattern else { return [] }
        var citations: [DocCitation] = []
        for segment in segments(of: source) {
            let text = segment.text
            let range = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: range) {
                guard let found = Range(match.range(at: 1), in: text) else { continue }
                let offset = text.distance(from: text.startIndex, to: found.lowerBound)
                let line = segment.lines.last { $0.offset <= offset }?.line ?? segment.lines[0].line
                citations.append(DocCitation(path: String(text[found]), sections: sectionNames(after: text[found.upperBound...]), line: line))
            }
        }
        return citations
    }

    /// The quoted section names that follow a cited path: `, "a"`, ` "a"`, ` ("a"`, then
    /// more after `,` or `and`; anything else ends them.
    static func sectionNames(after text: Substring) -> [String] {
        if text.hasPrefix("'s") { return [] }
        var rest = text
        var names: [String] = []
        while true {
            var cursor = rest.drop { $0 == " " }
            if names.isEmpty, cursor.first == "(" {
                cursor = cursor.dropFirst()
            } else if cursor.first == "," {
                cursor = cursor.dropFirst()
            } else if cursor.hasPrefix("and ") {
                cursor = cursor.dropFirst(4)
            } else if !names.isEmpty || cursor.startIndex == rest.startIndex {
                break
            }
            cursor = cursor.drop { $0 == " " }
            guard cursor.first == "\"" else { break }
            let body = cursor.dropFirst()
            guard let close = body.firstIndex(of: "\"") else { break }
            names.append(String(body[..<close]))
            rest = body[body.index(after: close)...]
        }
        return names
    }

    /// One run of text to search: a line of code, or consecutive comment lines joined by
    /// spaces, with where each line starts in it.
    private struct Segment {
        var text = ""
        var lines: [(offset: Int, line: Int)] = []

        mutating func append(_ piece: Substring, line: Int) {
            if !text.isEmpty { text += " " }
            lines.append((text.count, line))
            text += piece
        }
    }

    /// The code lines and comment runs of `source`.
    private static func segments(of source: String) -> [Segment] {
        var segments: [Segment] = []
        var comment: Segment?
        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            guard let slashes = rawLine.range(of: "//") else {
                if let finished = comment { segments.append(finished) }
                comment = nil
                var code = Segment()
                code.append(rawLine, line: line)
                segments.append(code)
                continue
            }
            let code = rawLine[..<slashes.lowerBound]
            let text = rawLine[slashes.upperBound...].drop { $0 == "/" || $0 == " " }
            let isCommentLine = code.allSatisfy(\.isWhitespace)
            if !isCommentLine {
                var codeSegment = Segment()
                codeSegment.append(code, line: line)
                segments.append(codeSegment)
            }
            if isCommentLine, var continued = comment {
                continued.append(text, line: line)
                comment = continued
            } else {
                if let finished = comment { segments.append(finished) }
                var started = Segment()
                started.append(text, line: line)
                comment = started
            }
        }
        if let finished = comment { segments.append(finished) }
        return segments
    }

    /// The headings of a Markdown document, outside fenced code blocks, as section names
    /// are compared with them: without the leading `#`s and without backticks.
    static func headings(inMarkdown markdown: String) -> [String] {
        var headings: [String] = []
        var fence: String?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if let marker = ["```", "~~~"].first(where: { trimmed.hasPrefix($0) }) {
                fence = fence == nil ? marker : (fence == marker ? nil : fence)
                continue
            }
            guard fence == nil, line.hasPrefix("#") else { continue }
            let hashes = line.prefix { $0 == "#" }
            let title = line.dropFirst(hashes.count)
            guard hashes.count <= 6, title.first == " " else { continue }
            headings.append(plain(title))
        }
        return headings
    }

    /// Whether `section`, a cited name, names `heading`: the heading's text without
    /// backticks, or the beginning of it followed by a space (`"grid"` names
    /// "`grid` — fixed columns").
    static func section(_ section: String, names heading: String) -> Bool {
        let name = plain(Substring(section))
        return heading == name || heading.hasPrefix(name + " ")
    }

    private static func plain(_ text: Substring) -> String {
        text.replacingOccurrences(of: "`", with: "").trimmingCharacters(in: .whitespaces)
    }
}
