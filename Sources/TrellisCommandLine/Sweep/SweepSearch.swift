import Foundation
import Trellis

/// One search for the width or font scale at which a finding starts or stops holding
/// (Docs/sweeps.md, "Thresholds"): between the neighbours `a` and `b` (configuration
/// indices, a before b in sweep order) that differ only on ``axis``, where the finding
/// holds at exactly one.
struct SweepSearch: Hashable, Sendable {
    /// The continuous axis searched.
    enum Axis: String, Sendable {
        case width
        case fontScale
    }

    var axis: Axis
    /// The configuration at the smaller width or scale.
    var a: Int
    /// The configuration at the larger width or scale.
    var b: Int
    /// Whether the finding holds at `a` (then it holds below the threshold, else from it).
    var holdsAtA: Bool

    /// The grid step: 0.5 pt for widths; scales step by one hundredth.
    static let widthStep: CGFloat = 0.5

    /// The searches for a finding that holds at `holds` and not at the other
    /// configurations of `grid`, none next to a configuration in `failed` (a tap failed
    /// there): width searches first, each axis's in the sweep order of `a`.
    ///
    /// Two sizes are neighbours when they have the same height and no size of that height
    /// lies between their widths; two scales when adjacent.
    static func searches(holds: Set<Int>, failed: Set<Int>, grid: SweepGrid) -> [SweepSearch] {
        var searches: [SweepSearch] = []
        func consider(_ axis: Axis, _ a: Int, _ b: Int) {
            guard !failed.contains(a), !failed.contains(b), holds.contains(a) != holds.contains(b) else { return }
            searches.append(SweepSearch(axis: axis, a: a, b: b, holdsAtA: holds.contains(a)))
        }
        var widthPairs: [(Int, Int)] = []
        for (index, size) in grid.sizes.enumerated() {
            if let next = grid.sizes.indices.first(where: { $0 > index && grid.sizes[$0].height == size.height }) { widthPairs.append((index, next)) }
        }
        for index in 0..<grid.count {
            let point = grid.point(at: index)
            for pair in widthPairs where pair.0 == point.size {
                var other = point
                other.size = pair.1
                consider(.width, index, grid.index(of: other))
            }
        }
        for index in 0..<grid.count {
            var other = grid.point(at: index)
            guard other.scale + 1 < grid.scales.count else { continue }
            other.scale += 1
            consider(.fontScale, index, grid.index(of: other))
        }
        return searches
    }

    /// The number of grid steps between `a` and `b`: n = ⌈(b − a)/g⌉.
    func stepCount(in grid: SweepGrid) -> Int {
        let (from, to) = (grid.point(at: a), grid.point(at: b))
        switch axis {
        case .width:
            return Int(((grid.sizes[to.size].width - grid.sizes[from.size].width) / Self.widthStep).rounded(.up))
        case .fontScale:
            return grid.scales[to.scale].hundredths - grid.scales[from.scale].hundredths
        }
    }

    /// What a screen is built with at grid point `k` (0 is `a`, ``stepCount(in:)`` is
    /// `b`): a + k·g, a scale as whole hundredths, (100a + k)/100.
    func configuration(at k: Int, in grid: SweepGrid, textMetrics: String?) -> ScreenConfiguration {
        if k >= stepCount(in: grid) { return grid.configuration(at: b, textMetrics: textMetrics) }
        var configuration = grid.configuration(at: a, textMetrics: textMetrics)
        switch axis {
        case .width:
            configuration.width = (configuration.width ?? 0) + CGFloat(k) * Self.widthStep
        case .fontScale:
            configuration.fontScale = FontScale(hundredths: configuration.fontScale.hundredths + k) ?? configuration.fontScale
        }
        return configuration
    }

    /// Bisects the grid of `n` steps: lo = 0, hi = n; while hi − lo > 1, point m =
    /// ⌊(lo + hi)/2⌋ is probed, and lo = m when the finding's presence there equals its
    /// presence at lo, else hi = m.
    ///
    /// - Parameter probe: whether the finding holds at a grid point; nil when a tap failed
    ///   there.
    /// - Returns: hi, the point where the presence changes, and how many points were
    ///   probed; nil when a probe's tap failed.
    static func bisect(steps n: Int, holdsAtA: Bool, probe: (Int) -> Bool?) -> (step: Int, layouts: Int)? {
        var (lo, hi, layouts) = (0, n, 0)
        while hi - lo > 1 {
            let m = (lo + hi) / 2
            layouts += 1
            guard let holds = probe(m) else { return nil }
            if holds == holdsAtA { lo = m } else { hi = m }
        }
        return (hi, layouts)
    }
}
