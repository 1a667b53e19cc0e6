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
    /// The directory paths are shown relative to (``FlowPath/relative(_:to:)``): the
    /// working directory, read once per report.
    var workingDirectory: String

    /// The page's HTML in UTF-8. Its link back to the index is
    /// `<a class="back" href="../index.html">`, which `trellis report merge` rewrites when
    /// it moves the page one folder down.
    var html: [UInt8] {
        let status = result.passed ? "passed" : "failed"
        var html = HTMLText.head(title: "\(result.passed ? "✓" : "✗") \(result.name) — Trellis")
        html += "<a class=\"back\" href=\"../index.html\">← All flows</a>\n"
        html += "<h1 class=\"\(status)\"><span class=\"badge\">\(status)</span> \(HTMLText.escape(result.name.debugEscaped))</h1>\n"
        var meta = [HTMLText.escape(FlowPath.relative(result.path, to: workingDirectory)), HTMLText.time(result.duration), "\(result.steps.count) steps"]
        if !tags.isEmpty { meta.append("tags: " + HTMLText.escape(tags.joined(separator: ", "))) }
        if let shard { meta.append("shard " + HTMLText.escape(shard)) }
        html += "<p class=\"meta\">\(meta.joined(separator: " · "))</p>\n"
        for (index, failure) in result.failures.enumerated() { html += failureSection(failure, first: index == 0) }
        html += "<h2>Steps</h2>\n<ol class=\"steps\">\n"
        // Steps name a few files many times: make each relative once.
        let files = Dictionary(Set(result.steps.map(\.location.file)).map { ($0, HTMLText.escape(FlowPath.relative($0, to: workingDirectory))) }, uniquingKeysWith: { first, _ in first })
        let pictureHref = HTMLText.href(pictureFile)
        var page: [UInt8] = []
        page.reserveCapacity(html.utf8.count + result.steps.count * 700)
        Self.append(html, to: &page)
        for (index, step) in result.steps.enumerated() {
            card(step, number: index + 1, file: files[step.location.file] ?? "", pictureHref: pictureHref, into: &page)
        }
        Self.append("</ol>\n</body>\n</html>\n", to: &page)
        return page
    }

    /// Appends the UTF-8 of `text` at once.
    private static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// A failure's section; the first has the id the index links to.
    private func failureSection(_ failure: FlowFailure, first: Bool) -> String {
        let where_ = "\(FlowPath.relative(failure.location.file, to: workingDirectory)):\(failure.location.line):\(failure.location.column)"
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
    private func card(_ step: StepResult, number: Int, file: String, pictureHref: String, into html: inout [UInt8]) {
        func add(_ text: String) { Self.append(text, to: &html) }
        func put(_ text: StaticString) { text.withUTF8Buffer { html.append(contentsOf: $0) } }
        let index = number - 1
        let number = String(number)
        put(step.passed ? "<li class=\"step passed\" id=\"step-" : "<li class=\"step failed\" id=\"step-")
        add(number)
        put("\">\n<div class=\"title\"><span class=\"number\">")
        add(number)
        put(step.passed ? "</span><span class=\"badge\">✓</span><code>" : "</span><span class=\"badge\">✗</span><code>")
        SVGWriter.appendEscaped(step.step.debugEscaped, to: &html)
        put("</code></div>\n<div><span class=\"line\">")
        add(file)
        put(":")
        add(String(step.location.line))
        put("</span> · <span class=\"time\">")
        add(HTMLText.time(step.duration))
        put("</span>")
        if step.depth > 0 { add(" · <span class=\"nested\">nested \(step.depth) deep</span>") }
        put("</div>\n")
        for (offset, tap) in step.taps.enumerated() {
            add("<div class=\"taps\">\(step.firstTapNumber + offset). ")
            SVGWriter.appendEscaped(tap.description.debugEscaped, to: &html)
            put("</div>\n")
        }
        if let picture = pictures.indices.contains(index) ? pictures[index] : nil {
            let href = pictureHref + "#" + picture.fragment
            put("<a href=\"")
            add(href)
            put("\"><img loading=\"lazy\" src=\"")
            add(href)
            put("\" width=\"")
            add(picture.width)
            put("\" height=\"")
            add(picture.height)
            put("\" style=\"aspect-ratio:")
            add(picture.width)
            put("/")
            add(picture.height)
            put("\" alt=\"the screen after step ")
            add(number)
            put("\"></a>\n")
        }
        put("</li>\n")
    }
}
