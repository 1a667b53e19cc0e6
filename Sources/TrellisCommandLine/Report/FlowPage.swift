import Foundation
import Trellis

/// One flow's page of the HTML report (Docs/flows.md, "The HTML report"): the flow's
/// status, file, tags and time; for a failure, the reason, the pictures of an
/// `assertScreenshot` failure side by side, the tree at the failure and the tap log; then
/// every step as a card with its source line, status, time, taps and the picture after it.
struct FlowPage {
    var result: FlowResult
    var tags: [String]
    var shard: String?
    /// The file of the steps' pictures (a ``PictureSheet``), relative to the page's
    /// folder: `NAME.svg`.
    var pictureFile: String
    /// The picture after each step, its place in ``pictureFile``; nil where none.
    var pictures: [PictureSheet.Entry?]
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
        let pictureHref = HTMLText.href(pictureFile)
        html.reserveCapacity(html.utf8.count + result.steps.count * 700)
        for (index, step) in result.steps.enumerated() {
            card(step, number: index + 1, file: files[step.location.file] ?? "", pictureHref: pictureHref, into: &html)
        }
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

    /// Appends a step's card to `html`; `file` is its file, relative and escaped, and
    /// `pictureHref` the link to ``pictureFile``.
    private func card(_ step: StepResult, number: Int, file: String, pictureHref: String, into html: inout String) {
        let status = step.passed ? "passed" : "failed"
        let index = number - 1
        let number = String(number)
        html += "<li class=\"step "
        html += status
        html += "\" id=\"step-"
        html += number
        html += "\">\n<div class=\"title\"><span class=\"number\">"
        html += number
        html += "</span><span class=\"badge\">"
        html += step.passed ? "✓" : "✗"
        html += "</span><code>"
        html += HTMLText.escape(step.step.debugEscaped)
        html += "</code></div>\n<div><span class=\"line\">"
        html += file
        html += ":"
        html += String(step.location.line)
        html += "</span> · <span class=\"time\">"
        html += HTMLText.time(step.duration)
        html += "</span>"
        if step.depth > 0 { html += " · <span class=\"nested\">nested \(step.depth) deep</span>" }
        html += "</div>\n"
        for (offset, tap) in step.taps.enumerated() {
            html += "<div class=\"taps\">\(step.firstTapNumber + offset). \(HTMLText.escape(tap.description.debugEscaped))</div>\n"
        }
        if let picture = pictures.indices.contains(index) ? pictures[index] : nil {
            let href = pictureHref + "#" + picture.fragment
            html += "<a href=\""
            html += href
            html += "\"><img loading=\"lazy\" src=\""
            html += href
            html += "\" width=\""
            html += picture.width
            html += "\" height=\""
            html += picture.height
            html += "\" style=\"aspect-ratio:"
            html += picture.width
            html += "/"
            html += picture.height
            html += "\" alt=\"the screen after step "
            html += number
            html += "\"></a>\n"
        }
        html += "</li>\n"
    }
}
