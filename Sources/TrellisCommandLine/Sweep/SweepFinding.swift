import Foundation
import Trellis

/// A finding merged across a screen's configurations (Docs/sweeps.md,
/// "Findings"): reported once, with the message of the first configuration in sweep
/// order where it holds, where it holds and its thresholds.
struct SweepFinding: Sendable {
    /// The index of the swept screen in the report's ``SweepReport/screens``.
    var screen: Int
    var key: SweepFindingKey
    /// The finding as the first configuration where it holds gave it.
    var finding: AuditFinding
    /// The configurations where it holds, ascending indices in sweep order.
    var holds: [Int]
    /// The widths and font scales at which it starts or stops holding: width thresholds
    /// first, each axis's in the sweep order of its point a.
    var thresholds: [SweepThreshold] = []

    /// The findings of one screen's configurations, `outcomes` in sweep order, sorted by
    /// file, line, column, rule, message (then by first configuration).
    static func merge(_ outcomes: [SweepOutcome], screen: Int) -> [SweepFinding] {
        var findings: [SweepFinding] = []
        var indexOfKey: [SweepFindingKey: Int] = [:]
        for (configuration, outcome) in outcomes.enumerated() {
            guard case .audited(let found) = outcome else { continue }
            for (key, finding) in found {
                if let index = indexOfKey[key] {
                    findings[index].holds.append(configuration)
                } else {
                    indexOfKey[key] = findings.count
                    findings.append(SweepFinding(screen: screen, key: key, finding: finding, holds: [configuration]))
                }
            }
        }
        return findings.enumerated().sorted { left, right in
            if left.element.finding != right.element.finding { return left.element.finding < right.element.finding }
            return left.offset < right.offset
        }.map(\.element)
    }

    /// The configurations where a tap failed, among `outcomes` in sweep order.
    static func failedConfigurations(_ outcomes: [SweepOutcome]) -> Set<Int> {
        Set(outcomes.indices.filter { outcomes[$0].keys == nil })
    }
}

/// Where a finding starts or stops holding on a continuous axis (Docs/sweeps.md,
/// "Thresholds").
struct SweepThreshold: Sendable, Equatable {
    /// The search that found it: its axis, its neighbours a and b, and whether the
    /// finding holds at a (then below ``value``, else from it).
    var search: SweepSearch
    /// T, point hi of the bisection: a width in points or a font scale.
    var value: CGFloat
    /// How many points the search laid out, those other searches share counted.
    var layouts: Int

    /// The threshold `search` finds on `grid`, probing with `probe` (whether the finding
    /// holds at a grid point; nil when a tap failed there); nil when a probe's tap failed.
    static func find(_ search: SweepSearch, in grid: SweepGrid, probe: (Int) -> Bool?) -> SweepThreshold? {
        let steps = search.stepCount(in: grid)
        guard let (step, layouts) = SweepSearch.bisect(steps: steps, holdsAtA: search.holdsAtA, probe: probe) else { return nil }
        let (a, b) = (grid.point(at: search.a), grid.point(at: search.b))
        let value: CGFloat
        switch search.axis {
        case .width:
            value = step >= steps ? grid.sizes[b.size].width : grid.sizes[a.size].width + CGFloat(step) * SweepSearch.widthStep
        case .fontScale:
            value = CGFloat(grid.scales[a.scale].hundredths + step) / 100
        }
        return SweepThreshold(search: search, value: value, layouts: layouts)
    }
}
