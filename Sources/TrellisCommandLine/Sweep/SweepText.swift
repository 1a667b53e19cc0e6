import Foundation
import Trellis

/// The text output of a sweep (Docs/sweeps.md, "Output"): per finding `FILE:LINE:COL:
/// warning: [RULE] MESSAGE [WHERE]`, then a note per threshold, and last `N findings in M
/// configurations`.
enum SweepText {
    /// The whole output, each line ending in a newline.
    static func text(_ report: SweepReport) -> String {
        var text = ""
        for finding in report.findings {
            let grid = report.screens[finding.screen].grid
            text += finding.finding.description + " [" + counted(finding, in: grid) + "]\n"
            for threshold in finding.thresholds { text += note(threshold, of: finding, in: grid) + "\n" }
        }
        return text + summary(findings: report.findings.count, configurations: report.configurationCount) + "\n"
    }

    /// `in every configuration` or `in K of M configurations: PHRASES`.
    static func counted(_ finding: SweepFinding, in grid: SweepGrid) -> String {
        let phrases = SweepWhere.describe(Set(finding.holds), in: grid)
        guard finding.holds.count < grid.count else { return phrases }
        return "in \(finding.holds.count) of \(grid.count) configurations: " + phrases
    }

    /// `FILE:LINE:COL: note: [RULE] holds below 341.5 pt wide; searched widths 320 to 375 at
    /// height 667, font scale 1, light, base`, or for a scale `… holds from font scale 1.27;
    /// searched font scales 1 to 1.3 at 375x667, light, base`.
    static func note(_ threshold: SweepThreshold, of finding: SweepFinding, in grid: SweepGrid) -> String {
        let location = finding.finding.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
        return location + "note: [\(finding.finding.rule.rawValue)] " + describe(threshold, in: grid)
    }

    /// `holds below 341.5 pt wide; searched widths 320 to 375 at height 667, font scale 1,
    /// light, base`: the note without its location and rule.
    static func describe(_ threshold: SweepThreshold, in grid: SweepGrid) -> String {
        let (a, b) = (grid.point(at: threshold.search.a), grid.point(at: threshold.search.b))
        let side = threshold.search.holdsAtA ? "holds below " : "holds from "
        let rest = ", " + grid.appearances[a.appearance].rawValue + ", " + grid.locales[a.locale].rawValue
        switch threshold.search.axis {
        case .width:
            return side + "\(threshold.value.trellisDescription) pt wide; searched widths \(grid.sizes[a.size].width.trellisDescription) to "
                + "\(grid.sizes[b.size].width.trellisDescription) at height \(grid.sizes[a.size].height.trellisDescription), "
                + "font scale \(grid.scales[a.scale].value.trellisDescription)" + rest
        case .fontScale:
            return side + "font scale \(threshold.value.trellisDescription); searched font scales \(grid.scales[a.scale].value.trellisDescription) to "
                + "\(grid.scales[b.scale].value.trellisDescription) at \(grid.sizes[a.size].name)" + rest
        }
    }

    /// `N findings in M configurations`, with `1 finding`, `no findings`, `1 configuration`.
    static func summary(findings: Int, configurations: Int) -> String {
        let count = findings == 0 ? "no findings" : "\(findings) finding\(findings == 1 ? "" : "s")"
        return count + " in \(configurations) configuration\(configurations == 1 ? "" : "s")"
    }
}
