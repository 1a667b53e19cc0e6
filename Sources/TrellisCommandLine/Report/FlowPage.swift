import Foundation
import Trellis

/// One flow's page of the HTML report (Docs/flows.md, "The HTML report"): the flow's
/// status, file, tags and time; for a failure, the reason, the pictures of an
/// `assertScreenshot` failure side by side, the screen at the failing step (its picture
/// first, then the tree, folded) and the tap log; then
/// every step as a card with its source line, status, time, taps and the picture after it.
struct FlowPage {
    var result: FlowResult
    var tags: [String]
    var shard: String?
    /// The picture after each step, its file (``PictureStore``); nil where none.
    var pictures: [PictureStore.Entry?]
    /// The screenshot failure's pictures: a title and a path relative to the page's folder.
    var screenshot: [(String, String)]
    /// The directory paths are shown relative to (``FlowPath/relative(_:to:)``): the
    /// working directory, read once per report.
    var workingDirectory: String

    /// The page's HTML in UTF-8, written piece by piece into one buffer. Its link back to
    /// the index is `<a class="back" href="../index.html">`, which `trellis report merge`
    /// rewrites when it moves the page one folder down.
    var html: [UInt8] {
        let status: StaticString = result.passed ? "passed" : "failed"
        var page: [UInt8] = []
        let style = HTMLText.flowStyle(
            passed: result.passed, failure: !result.failures.isEmpty || result.steps.contains { !$0.passed },
            skipped: result.steps.contains { $0.skipped != nil }, sections: result.steps.contains { $0.section != nil })
        page.reserveCapacity(style.utf8.count + 1024 + result.steps.count * 160)
        HTMLText.appendHead(title: "\(result.passed ? "✓" : "✗") \(result.name) — Trellis", style: style, to: &page)
        HTMLText.append("<a class=\"back\" href=\"../index.html\">← All flows</a>\n<h1 class=\"", to: &page)
        HTMLText.append(status, to: &page)
        HTMLText.append("\"><span class=\"badge\">", to: &page)
        HTMLText.append(status, to: &page)
        HTMLText.append("</span> ", to: &page)
        HTMLText.appendShown(result.name, to: &page)
        HTMLText.append("</h1>\n<p class=\"meta\">", to: &page)
        HTMLText.appendEscaped(FlowPath.relative(result.path, to: workingDirectory), to: &page)
        if let row = result.row {
            HTMLText.append("[", to: &page)
            HTMLText.appendDecimal(row.number, to: &page)
            HTMLText.append("] · ", to: &page)
            HTMLText.appendShown(row.summary, to: &page)
        }
        HTMLText.append(" · ", to: &page)
        HTMLText.appendTime(result.duration, to: &page)
        HTMLText.append(" · ", to: &page)
        HTMLText.appendDecimal(result.steps.count, to: &page)
        HTMLText.append(" steps", to: &page)
        if !tags.isEmpty {
            HTMLText.append(" · tags: ", to: &page)
            HTMLText.appendEscaped(tags.joined(separator: ", "), to: &page)
        }
        if let shard {
            HTMLText.append(" · shard ", to: &page)
            HTMLText.appendEscaped(shard, to: &page)
        }
        HTMLText.append("</p>\n", to: &page)
        for (index, failure) in result.failures.enumerated() { HTMLText.appendUnescaped(failureSection(failure, first: index == 0), to: &page) }
        HTMLText.append("<h2>Steps</h2>\n", to: &page)
        var cards = CardWriter(pictures: pictures, workingDirectory: workingDirectory, flowFile: result.path, steps: result.steps)
        cards.appendListStart(to: &page)
        cards.append(result.steps, to: &page)
        HTMLText.append("</ol>\n</body>\n</html>\n", to: &page)
        return page
    }

    /// A failure's section; the first has the id the index links to. The failure that
    /// stopped the flow shows the picture after its step before the tree, which is folded:
    /// a person looks at the screen first and reads its 45 lines only when needed.
    private func failureSection(_ failure: FlowFailure, first: Bool) -> String {
        let place = "\(FlowPath.relative(failure.location.file, to: workingDirectory)):\(failure.location.line):\(failure.location.column)"
        var html = "<section class=\"failure\"\(first ? " id=\"failure\"" : "")>\n<h2>Failure at \(HTMLText.escape(place))</h2>\n"
        html += "<pre class=\"reason\">\(HTMLText.escape("\(failure.step): \(failure.message)".debugEscapedLines))</pre>\n"
        if !screenshot.isEmpty {
            html += "<div class=\"pictures\">\n"
            for (title, path) in screenshot {
                html +=
                    "<figure><a href=\"\(HTMLText.href(path))\"><img src=\"\(HTMLText.href(path))\" alt=\"\(title)\"></a><figcaption>\(title)</figcaption></figure>\n"
            }
            html += "</div>\n"
        }
        if failure == result.failure, let last = result.steps.indices.last, pictures.indices.contains(last), let picture = pictures[last] {
            var link = Array("<a href=\"./\(picture.file)\">".utf8)
            CardWriter.appendImage(of: picture, sized: true, lazy: false, to: &link)
            HTMLText.appendDecimal(last + 1, to: &link)
            HTMLText.append("\"></a>", to: &link)
            html +=
                "<figure class=\"failure-screen\">" + String(decoding: link, as: UTF8.self) + "<figcaption>The screen at the failure</figcaption></figure>\n"
        }
        if let dump = failure.textDump {
            html +=
                "<details><summary>The screen at the failure, as a tree</summary>\n<pre class=\"tree\">\(HTMLText.escape(dump.debugEscapedLines))</pre></details>\n"
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
}
