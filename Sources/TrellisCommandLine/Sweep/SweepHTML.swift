import Foundation
import Trellis
import TrellisRender

/// The HTML output of a sweep (Docs/sweeps.md, "Output"): one self-contained document
/// (UTF-8, inline CSS, no script, nothing from the network) with the count line, then a
/// `<section>` per finding in text order: its location, rule, message, where it holds and
/// its thresholds, a table (a row per size, a column per font scale, appearance and
/// locale, `●` where it holds) and the screen as inline SVG at the first configuration
/// where it holds, its view outlined in red.
struct SweepHTML {
    var report: SweepReport
    /// The swept screens, which the pictures are built from again.
    var screens: [SweepScreen]
    /// What builds and taps the pictures' screens, as the sweep did.
    var run: SweepRun

    static let style = """
        body{font-family:system-ui,sans-serif;margin:24px;color:#1d1d1f;background:#fff}
        h1{font-size:20px}section{border-top:1px solid #d2d2d7;padding:12px 0}
        h2{font-size:15px;font-family:ui-monospace,monospace;margin:0 0 6px}.rule{color:#b3261e}
        .where{color:#555}.thresholds{margin:4px 0 8px;padding-left:20px}
        .body{display:flex;gap:24px;align-items:flex-start;flex-wrap:wrap}
        table{border-collapse:collapse;font-size:12px}th,td{border:1px solid #d2d2d7;padding:2px 6px;text-align:center}
        th{background:#f5f5f7;font-weight:600}td.holds{color:#b3261e;font-size:16px;line-height:1}
        figure{margin:0}figcaption{font-size:12px;color:#555}figure svg{max-width:420px;height:auto;border:1px solid #d2d2d7}
        """

    /// The whole document, ending in a newline.
    func document() -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>trellis sweep</title>\n"
        html += "<style>\n\(Self.style)\n</style>\n</head>\n<body>\n<h1>trellis sweep</h1>\n"
        html += "<p class=\"count\">" + SweepText.summary(findings: report.findings.count, configurations: report.configurationCount) + "</p>\n"
        for (index, finding) in report.findings.enumerated() { html += section(finding, number: index + 1) }
        return html + "</body>\n</html>\n"
    }

    /// The section of the finding numbered `number` (from 1, in text order).
    func section(_ finding: SweepFinding, number: Int) -> String {
        let grid = report.screens[finding.screen].grid
        let location = finding.finding.location.map { "\($0.file):\($0.line):\($0.column)" } ?? report.screens[finding.screen].file
        var html = "<section id=\"finding-\(number)\">\n<h2>\(HTMLText.escape(location)) "
        html += "<span class=\"rule\">[\(finding.finding.rule.rawValue)]</span></h2>\n"
        html += "<p class=\"message\">\(HTMLText.escape(finding.finding.message))</p>\n"
        html += "<p class=\"where\">\(HTMLText.escape(SweepText.counted(finding, in: grid)))</p>\n"
        if !finding.thresholds.isEmpty {
            html += "<ul class=\"thresholds\">\n"
            for threshold in finding.thresholds { html += "<li>" + HTMLText.escape(SweepText.describe(threshold, in: grid)) + "</li>\n" }
            html += "</ul>\n"
        }
        html += "<div class=\"body\">\n" + table(finding, in: grid) + picture(finding, number: number, in: grid) + "</div>\n</section>\n"
        return html
    }

    /// A row per size, a column per font scale, appearance and locale, `●` where the
    /// finding holds.
    func table(_ finding: SweepFinding, in grid: SweepGrid) -> String {
        let holds = Set(finding.holds)
        let columns = grid.count / max(1, grid.sizes.count)
        var html = "<table>\n<tr><th>size</th>"
        for column in 0..<columns {
            let point = grid.point(at: column)
            let title = SweepGrid.describe(grid.scales[point.scale], grid.appearances[point.appearance], grid.locales[point.locale])
            html += "<th>" + HTMLText.escape(title) + "</th>"
        }
        html += "</tr>\n"
        for (row, size) in grid.sizes.enumerated() {
            html += "<tr><th>" + HTMLText.escape(size.name) + "</th>"
            for column in 0..<columns {
                html += holds.contains(row * columns + column) ? "<td class=\"holds\">●</td>" : "<td></td>"
            }
            html += "</tr>\n"
        }
        return html + "</table>\n"
    }

    /// The screen at the finding's first configuration, its view outlined in red; a
    /// caption alone when the screen cannot be built again.
    func picture(_ finding: SweepFinding, number: Int, in grid: SweepGrid) -> String {
        guard let first = finding.holds.first else { return "" }
        let caption = "<figcaption>at " + HTMLText.escape(grid.describe(first)) + "</figcaption>\n"
        let configuration = grid.configuration(at: first, textMetrics: run.textMetrics)
        guard case .success(let screen) = run.build(screens[finding.screen], in: configuration) else { return "<figure>\n" + caption + "</figure>\n" }
        var options = RenderOptions()
        options.identifierPrefix = "f\(number)-"
        var svg = SVGRenderer(options: options).render(screen)
        if let start = svg.range(of: "<svg") { svg.removeSubrange(svg.startIndex..<start.lowerBound) }
        let found = run.audit.viewFindings(on: screen).first { view, other, audited in
            SweepFindingKey(
                view: .init(view, on: screen), rule: audited.rule, other: other.map { SweepFindingKey.ViewIdentity($0, on: screen) }) == finding.key
        }
        if let view = found?.view, let end = svg.range(of: "</svg>", options: .backwards) {
            let frame = view.convert(view.bounds, to: screen)
            let outline =
                "<rect x=\"\(frame.minX.trellisDescription)\" y=\"\(frame.minY.trellisDescription)\" width=\"\(frame.width.trellisDescription)\" "
                + "height=\"\(frame.height.trellisDescription)\" fill=\"none\" stroke=\"#ff0000\" stroke-width=\"2\"/>\n"
            svg.insert(contentsOf: outline, at: end.lowerBound)
        }
        return "<figure>\n" + svg + caption + "</figure>\n"
    }
}
