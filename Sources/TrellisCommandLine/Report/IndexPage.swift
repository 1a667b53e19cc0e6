import Foundation

/// The HTML report's `index.html` (Docs/flows.md, "The HTML report"): the counts of
/// passed, failed and skipped flows and the total time, then a row per flow (status, name
/// linking to its page, file, tags, time, shard), failures first with their reason.
struct IndexPage {
    var summary: ReportSummary
    /// The apps the flows ran, each with its graph and route coverage; none for flows on
    /// screen files and for merged reports.
    var navigation: [NavigationSection] = []

    /// The page's HTML in UTF-8, written piece by piece into one buffer.
    var html: [UInt8] {
        let failed = summary.count(.failed)
        let passed = summary.count(.passed)
        let skipped = summary.count(.skipped)
        var html: [UInt8] = []
        html.reserveCapacity(HTMLText.indexStyle.utf8.count + 1024 + summary.entries.count * 200)
        HTMLText.appendHead(title: "\(failed > 0 ? "✗" : "✓") Trellis flows: \(failed) failed, \(passed) passed", style: HTMLText.indexStyle, to: &html)
        HTMLText.append("<h1>Trellis flows</h1>\n<p class=\"counts\"><span class=\"failed\" id=\"failed-count\">", to: &html)
        HTMLText.appendDecimal(failed, to: &html)
        HTMLText.append(" failed</span><span class=\"passed\" id=\"passed-count\">", to: &html)
        HTMLText.appendDecimal(passed, to: &html)
        HTMLText.append(" passed</span><span class=\"skipped\" id=\"skipped-count\">", to: &html)
        HTMLText.appendDecimal(skipped, to: &html)
        HTMLText.append(" skipped</span><span class=\"meta\">", to: &html)
        HTMLText.appendDecimal(summary.entries.count, to: &html)
        HTMLText.append(" flows in ", to: &html)
        HTMLText.appendTime(summary.time, to: &html)
        HTMLText.append("</span></p>\n", to: &html)
        HTMLText.append(
            "<table class=\"flows\">\n<thead><tr><th>Status</th><th>Flow</th><th>File</th><th>Tags</th><th>Time</th><th>Shard</th></tr></thead>\n<tbody>\n",
            to: &html)
        for entry in summary.ordered { row(entry, into: &html) }
        HTMLText.append("</tbody>\n</table>\n", to: &html)
        for section in navigation {
            HTMLText.append("<h2>Navigation of ", to: &html)
            HTMLText.appendEscaped(section.app, to: &html)
            HTMLText.append("</h2>\n<p class=\"meta\">", to: &html)
            HTMLText.appendEscaped(section.summary, to: &html)
            HTMLText.append("; routes no flow took are red and marked never taken</p>\n<div class=\"graph\">", to: &html)
            html.append(contentsOf: section.inlineSVG)
            HTMLText.append("</div>\n", to: &html)
        }
        HTMLText.append("</body>\n</html>\n", to: &html)
        return html
    }

    /// Appends `entry`'s row to `html`: `<tr class="STATUS"><td><i>STATUS</i></td>`, then
    /// the name (a link to the flow's page) with the reason of a failure, the file, the
    /// tags, the time and the shard, each a plain cell (the style sheet finds the badge
    /// and the time by their places).
    private func row(_ entry: ReportEntry, into html: inout [UInt8]) {
        let status = entry.status.rawValue
        HTMLText.append("<tr class=\"", to: &html)
        HTMLText.appendUnescaped(status, to: &html)
        HTMLText.append("\"><td><i>", to: &html)
        HTMLText.appendUnescaped(status, to: &html)
        HTMLText.append("</i></td><td>", to: &html)
        if let page = entry.page {
            HTMLText.append("<a href=\"", to: &html)
            HTMLText.appendUnescaped(HTMLText.href(page), to: &html)
            if entry.failure != nil { HTMLText.append("#failure", to: &html) }
            HTMLText.append("\">", to: &html)
            HTMLText.appendShown(entry.name, to: &html)
            HTMLText.append("</a>", to: &html)
        } else {
            HTMLText.appendShown(entry.name, to: &html)
        }
        if let reason = entry.reason {
            HTMLText.append("<div class=\"reason\">", to: &html)
            HTMLText.appendShown(reason, to: &html)
            HTMLText.append("</div>", to: &html)
        }
        HTMLText.append("</td><td>", to: &html)
        HTMLText.appendEscaped(entry.path, to: &html)
        HTMLText.append("</td><td>", to: &html)
        HTMLText.appendEscaped(entry.tags.joined(separator: ", "), to: &html)
        HTMLText.append("</td><td>", to: &html)
        if entry.status != .skipped { HTMLText.appendTime(entry.time, to: &html) }
        HTMLText.append("</td><td>", to: &html)
        HTMLText.appendEscaped(entry.shard ?? "", to: &html)
        HTMLText.append("</td></tr>\n", to: &html)
    }
}
