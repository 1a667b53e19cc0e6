import Foundation

/// The HTML report's `index.html` (Docs/flows.md, "The HTML report"): the counts of
/// passed, failed and skipped flows and the total time, then a row per flow (status, name
/// linking to its page, file, tags, time, shard), failures first with their reason.
struct IndexPage {
    var summary: ReportSummary

    var html: String {
        let failed = summary.count(.failed), passed = summary.count(.passed), skipped = summary.count(.skipped)
        var html = HTMLText.head(title: "\(failed > 0 ? "✗" : "✓") Trellis flows: \(failed) failed, \(passed) passed")
        html += "<h1>Trellis flows</h1>\n<p class=\"counts\">"
        html += "<span class=\"failed\" id=\"failed-count\">\(failed) failed</span>"
        html += "<span class=\"passed\" id=\"passed-count\">\(passed) passed</span>"
        html += "<span class=\"skipped\" id=\"skipped-count\">\(skipped) skipped</span>"
        html += "<span class=\"meta\">\(summary.entries.count) flows in \(HTMLText.time(summary.time))</span></p>\n"
        html += "<table class=\"flows\">\n<thead><tr><th>Status</th><th>Flow</th><th>File</th><th>Tags</th><th>Time</th><th>Shard</th></tr></thead>\n<tbody>\n"
        for entry in summary.ordered {
            html += "<tr class=\"\(entry.status.rawValue)\"><td><span class=\"badge\">\(entry.status.rawValue)</span></td><td>"
            let name = HTMLText.escape(entry.name.debugEscaped)
            html += entry.page.map { "<a href=\"\(HTMLText.href($0))\(entry.failure == nil ? "" : "#failure")\">\(name)</a>" } ?? name
            if let reason = entry.reason { html += "<div class=\"reason\">\(HTMLText.escape(reason.debugEscaped))</div>" }
            html += "</td><td>\(HTMLText.escape(entry.path))</td><td>\(HTMLText.escape(entry.tags.joined(separator: ", ")))</td>"
            html += "<td class=\"time\">\(entry.status == .skipped ? "" : HTMLText.time(entry.time))</td><td>\(HTMLText.escape(entry.shard ?? ""))</td></tr>\n"
        }
        html += "</tbody>\n</table>\n</body>\n</html>\n"
        return html
    }
}
