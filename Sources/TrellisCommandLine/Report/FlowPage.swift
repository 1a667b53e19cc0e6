import Foundation
import Trellis

/// One flow's page of the HTML report (Docs/flows.md, "The HTML report"): the flow's
/// status, file, tags and time; for a failure, the reason, the pictures of an
/// `assertScreenshot` failure side by side, the tree at the failure and the tap log; then
/// every step as a card with its source line, status, time, taps and the picture after it.
struct FlowPage {
    /// A step's picture: its source relative to the page's folder (`NAME.svg#s2`) and
    /// its size.
    struct Picture: Hashable {
        var source: String
        var width: String
        var height: String
    }

    var result: FlowResult
    var tags: [String]
    var shard: String?
    /// The picture after each step; nil where none.
    var pictures: [Picture?]
    /// The screenshot failure's pictures: a title and a path relative to the page's folder.
    var screenshot: [(String, String)]

    /// The page's HTML. Its link back to the index is `<a class="back" href="../index.html">`,
    /// which `trellis report merge` rewrites when it moves the page one folder down.
    var html: String {
        let status = result.passed ? "passed" : "failed"
        var html = HTMLText.head(title: "\(result.passed ? "✓" : "✗") \(result.name) — Trellis")
        html += "<a class=\"back\" href=\"../index.html\">← All flows</a>\n"
        html += "<h1 class=\"\(status)\"><span class=\"badge\">\(status)</span> \(HTMLText.escape(result.name.debugEscaped))</h1>\n"
        var meta = [HTMLText.escape(FlowPath.relative(result.path)), HTMLText.time(result.duration), "\(result.steps.count) steps"]
        if !tags.isEmpty { meta.append("tags: " + HTMLText.escape(tags.joined(separator: ", "))) }
        if let shard { meta.append("shard " + HTMLText.escape(shard)) }
        html += "<p class=\"meta\">\(meta.joined(separator: " · "))</p>\n"
        for (index, failure) in result.failures.enumerated() { html += failureSection(failure, first: index == 0) }
        html += "<h2>Steps</h2>\n<ol class=\"steps\">\n"
        // Steps name a few files many times: make each relative once.
        let files = Dictionary(Set(result.steps.map(\.location.file)).map { ($0, HTMLText.escape(FlowPath.relative($0))) }, uniquingKeysWith: { first, _ in first })
        for (index, step) in result.steps.enumerated() { html += card(step, number: index + 1, file: files[step.location.file] ?? "") }
        html += "</ol>\n</body>\n</html>\n"
        return html
    }

    /// A failure's section; the first has the id the index links to.
    private func failureSection(_ failure: FlowFailure, first: Bool) -> String {
        let where_ = "\(FlowPath.relative(failure.location.file)):\(failure.location.line):\(failure.location.column)"
        var html = "<section class=\"failure\"\(first ? " id=\"failure\"" : "")>\n<h2>Failure at \(HTMLText.escape(where_))</h2>\n"
        html += "<pre class=\"reason\">\(HTMLText.escape("\(failure.step): \(failure.message)".debugEscapedLines))</pre>\n"
        if !screenshot.isEmpty {
            html += "<div class=\"pictures\">\n"
            for (title, path) in screenshot {
                html += "<figure><a href=\"\(HTMLText.href(path))\"><img src=\"\(HTMLText.href(path))\" alt=\"\(title)\"></a><figcaption>\(title)</figcaption></figure>\n"
            }
            html += "</div>\n"
        }
        if let dump = failure.textDump {
            html += "<details open><summary>The screen at the failure</summary>\n<pre class=\"tree\">\(HTMLText.escape(dump.debugEscapedLines))</pre></details>\n"
        }
        if !failure.taps.isEmpty {
            html += "<details open><summary>Tap log (\(failure.taps.count))</summary>\n<ol class=\"log\">\n"
            for tap in failure.taps {
                html += "<li\(tap.error == nil ? "" : " class=\"reason\"")><code>\(HTMLText.escape(tap.description.debugEscaped))</code></li>\n"
            }
            html += "</ol></details>\n"
        }
        return html + "</section>\n"
    }

    /// A step's card; `file` is its file, relative and escaped.
    private func card(_ step: StepResult, number: Int, file: String) -> String {
        let status = step.passed ? "passed" : "failed"
        var html = "<li class=\"step \(status)\" id=\"step-\(number)\">\n<div class=\"title\"><span class=\"number\">\(number)</span>"
        html += "<span class=\"badge\">\(step.passed ? "✓" : "✗")</span><code>\(HTMLText.escape(step.step.debugEscaped))</code></div>\n"
        html += "<div><span class=\"line\">\(file):\(step.location.line)</span> · <span class=\"time\">\(HTMLText.time(step.duration))</span>"
        if step.depth > 0 { html += " · <span class=\"nested\">nested \(step.depth) deep</span>" }
        html += "</div>\n"
        for (offset, tap) in step.taps.enumerated() {
            html += "<div class=\"taps\">\(step.firstTapNumber + offset). \(HTMLText.escape(tap.description.debugEscaped))</div>\n"
        }
        if let picture = pictures.indices.contains(number - 1) ? pictures[number - 1] : nil {
            let parts = picture.source.split(separator: "#", maxSplits: 1).map(String.init)
            let href = HTMLText.href(parts[0]) + (parts.count > 1 ? "#" + HTMLText.escape(parts[1]) : "")
            html += "<a href=\"\(href)\"><img loading=\"lazy\" src=\"\(href)\" width=\"\(picture.width)\" height=\"\(picture.height)\" style=\"aspect-ratio:\(picture.width)/\(picture.height)\" alt=\"the screen after step \(number)\"></a>\n"
        }
        return html + "</li>\n"
    }
}
