import Foundation
import Trellis

/// What a sweep found over every screen: the screens with their configurations, the
/// merged findings in output order, and the configurations whose taps failed.
struct SweepReport: Sendable {
    /// Each swept screen's file and configurations.
    var screens: [(file: String, grid: SweepGrid)]
    /// The findings, sorted by file, line, column, rule, message.
    var findings: [SweepFinding]
    /// `s.xml at 320x480, font scale 2, light, base: tap '#buy' failed: …`, one per
    /// configuration not audited, by screen then sweep order.
    var failures: [String]

    /// The configurations over every screen.
    var configurationCount: Int { screens.reduce(0) { $0 + $1.grid.count } }

    /// Sweeps `screens` with `run`: every configuration is built, tapped and audited, the
    /// findings merged, then each threshold searched; both stages on `run`'s threads.
    static func sweep(_ screens: [SweepScreen], with run: SweepRun) -> SweepReport {
        let jobs = screens.indices.flatMap { screen in (0..<screens[screen].grid.count).map { (screen, $0) } }
        let textMetrics = run.textMetrics
        let outcomes = run.map(jobs.count) { job in
            let (screen, index) = jobs[job]
            return run.outcome(screens[screen], in: screens[screen].grid.configuration(at: index, textMetrics: textMetrics))
        }
        var findings: [SweepFinding] = []
        var failures: [String] = []
        var searches: [(finding: Int, search: SweepSearch)] = []
        var start = 0
        for (index, screen) in screens.enumerated() {
            let own = Array(outcomes[start..<(start + screen.grid.count)])
            start += screen.grid.count
            for (configuration, outcome) in own.enumerated() {
                if case .tapFailed(let message) = outcome { failures.append("\(screen.file) at \(screen.grid.describe(configuration)): \(message)") }
            }
            let failed = SweepFinding.failedConfigurations(own)
            for finding in SweepFinding.merge(own, screen: index) {
                searches += SweepSearch.searches(holds: Set(finding.holds), failed: failed, grid: screen.grid).map { (findings.count, $0) }
                findings.append(finding)
            }
        }
        let frozen = findings
        let allSearches = searches
        let thresholds = run.map(allSearches.count) { item in
            let (finding, search) = allSearches[item]
            let screen = frozen[finding].screen
            let grid = screens[screen].grid
            return SweepThreshold.find(search, in: grid) { step in
                let key = frozen[finding].key
                return run.probe(screens, screen, at: search.configuration(at: step, in: grid, textMetrics: textMetrics), rule: key.rule)?.contains(key)
            }
        }
        for (item, threshold) in thresholds.enumerated() {
            if let threshold { findings[searches[item].finding].thresholds.append(threshold) }
        }
        findings = findings.enumerated().sorted { left, right in
            if left.element.finding != right.element.finding { return left.element.finding < right.element.finding }
            return left.offset < right.offset
        }.map(\.element)
        return SweepReport(screens: screens.map { ($0.file, $0.grid) }, findings: findings, failures: failures)
    }
}
