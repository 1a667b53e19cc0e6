import Foundation
import Testing
import Trellis

@testable import TrellisCommandLine

/// Thresholds (Docs/sweeps.md, "Thresholds") on pure data: neighbours, the searches a
/// finding needs, the grid and the bisection, with a probe standing for the layouts.
struct SweepThresholdTests {
    private func grid(_ sizes: [(CGFloat, CGFloat)], scales: [Int] = [100], appearances: [Appearance] = [.light]) -> SweepGrid {
        SweepGrid(
            sizes: sizes.map { SweepSize(width: $0.0, height: $0.1) }, scales: scales.compactMap { FontScale(hundredths: $0) }, appearances: appearances,
            locales: [.base])
    }

    @Test func neighboursHaveTheSameHeightAndNothingBetween() {
        // 320x568 has no other size 568 high; 320x667, 375x667 and 414x667 pair in turn.
        let grid = grid([(320, 568), (320, 667), (375, 667), (414, 667)])
        let everywhereBut = { (index: Int) in Set((0..<4).filter { $0 != index }) }
        #expect(SweepSearch.searches(holds: [0], failed: [], grid: grid).isEmpty)
        #expect(SweepSearch.searches(holds: [1], failed: [], grid: grid) == [SweepSearch(axis: .width, a: 1, b: 2, holdsAtA: true)])
        #expect(
            SweepSearch.searches(holds: [2], failed: [], grid: grid) == [
                SweepSearch(axis: .width, a: 1, b: 2, holdsAtA: false), SweepSearch(axis: .width, a: 2, b: 3, holdsAtA: true),
            ])
        #expect(SweepSearch.searches(holds: everywhereBut(3), failed: [], grid: grid) == [SweepSearch(axis: .width, a: 2, b: 3, holdsAtA: true)])
    }

    @Test func noSearchNextToAFailedTap() {
        let grid = grid([(320, 667), (375, 667), (414, 667)])
        #expect(SweepSearch.searches(holds: [0], failed: [1], grid: grid).isEmpty)
        #expect(SweepSearch.searches(holds: [1], failed: [0], grid: grid) == [SweepSearch(axis: .width, a: 1, b: 2, holdsAtA: true)])
    }

    @Test func widthSearchesFirstEachInSweepOrderOfA() {
        // 320x667, 375x667 × scales 1, 1.3 × light, dark: index = (size·2 + scale)·2 +
        // appearance. H = (320, 1, light) 0, (320, 1.3, light) 2, (320, 1.3, dark) 3,
        // (375, 1.3, dark) 7.
        let grid = grid([(320, 667), (375, 667)], scales: [100, 130], appearances: [.light, .dark])
        #expect(
            SweepSearch.searches(holds: [0, 2, 3, 7], failed: [], grid: grid) == [
                SweepSearch(axis: .width, a: 0, b: 4, holdsAtA: true),  // (·, 1, light): 320 holds, 375 not
                SweepSearch(axis: .width, a: 2, b: 6, holdsAtA: true),  // (·, 1.3, light)
                SweepSearch(axis: .fontScale, a: 1, b: 3, holdsAtA: false),  // (320, ·, dark): 1.3 only
                SweepSearch(axis: .fontScale, a: 5, b: 7, holdsAtA: false),  // (375, ·, dark)
            ])
    }

    @Test func theWidthGridAndItsBisection() throws {
        // 320 to 375: n = ⌈55 / 0.5⌉ = 110. The finding holds below 332: point k holds when
        // 320 + k/2 < 332, i.e. k < 24. Probes: 55 (347.5, no) hi; 27 (333.5, no) hi; 13
        // (326.5) lo; 20 (330) lo; 23 (331.5) lo; 25 (332.5) hi; 24 (332) hi: T = point 24
        // = 332 after 7 layouts, ⌈log₂ 110⌉.
        let grid = grid([(320, 667), (375, 667)])
        let search = SweepSearch(axis: .width, a: 0, b: 1, holdsAtA: true)
        #expect(search.stepCount(in: grid) == 110)
        #expect(search.configuration(at: 23, in: grid, textMetrics: nil).width == 331.5)
        #expect(search.configuration(at: 110, in: grid, textMetrics: nil).width == 375)
        var probed: [Int] = []
        let threshold = try #require(
            SweepThreshold.find(search, in: grid) { k in
                probed.append(k)
                return 320 + CGFloat(k) / 2 < 332
            })
        #expect(probed == [55, 27, 13, 20, 23, 25, 24])
        #expect(threshold.value == 332)
        #expect(threshold.layouts == 7)
    }

    @Test func aWidthStepThatIsNotWholeEndsAtB() throws {
        // 320 to 320.7: n = ⌈1.4⌉ = 2, points 320, 320.5, 320.7. Holding from 320.7 only:
        // m = 1 (320.5) does not hold, as at a: lo = 1; T = point 2 = b.
        let grid = grid([(320, 667), (320.7, 667)])
        let search = SweepSearch(axis: .width, a: 0, b: 1, holdsAtA: false)
        let threshold = try #require(SweepThreshold.find(search, in: grid) { $0 >= 2 })
        #expect(threshold.value == 320.7)
        #expect(threshold.layouts == 1)
    }

    @Test func theScaleGridAndItsBisection() throws {
        // 1 to 1.3: n = 130 − 100 = 30 hundredths. Holding from 1.27 (k ≥ 27): 15 no → lo;
        // 22 lo; 26 lo; 28 hi; 27 hi: T = 1.27 after 5 layouts, ⌈log₂ 30⌉.
        let grid = grid([(375, 667)], scales: [100, 130])
        let search = SweepSearch(axis: .fontScale, a: 0, b: 1, holdsAtA: false)
        #expect(search.stepCount(in: grid) == 30)
        #expect(search.configuration(at: 15, in: grid, textMetrics: nil).fontScale.hundredths == 115)
        var probed: [Int] = []
        let threshold = try #require(
            SweepThreshold.find(search, in: grid) { k in
                probed.append(k)
                return k >= 27
            })
        #expect(probed == [15, 22, 26, 28, 27])
        #expect(threshold.value == 1.27)
        #expect(threshold.layouts == 5)
    }

    @Test func adjacentPointsNeedNoLayout() throws {
        // Scales 1 and 1.01: n = 1, nothing between.
        let grid = grid([(375, 667)], scales: [100, 101])
        let threshold = try #require(
            SweepThreshold.find(SweepSearch(axis: .fontScale, a: 0, b: 1, holdsAtA: true), in: grid) { _ in
                Issue.record("no point lies between")
                return nil
            })
        #expect(threshold.value == 1.01)
        #expect(threshold.layouts == 0)
    }

    @Test func aFailedProbeReportsNothing() {
        let grid = grid([(320, 667), (375, 667)])
        let search = SweepSearch(axis: .width, a: 0, b: 1, holdsAtA: true)
        #expect(SweepThreshold.find(search, in: grid) { $0 == 55 ? false : nil } == nil)
    }

    @Test func theWidestSearchLaysOutAtMostFifteenPoints() throws {
        // 0.5 to 10,000: n = 19,999, ⌈log₂ 19,999⌉ = 15. Holding below point 7 (4 pt): hi
        // falls 9999, 4999, 2499, 1249, 624, 312, 156, 78, 39, 19, 9; then lo 4, lo 6, hi 7:
        // 14 points.
        let grid = grid([(0.5, 100), (10_000, 100)])
        var probed: [Int] = []
        let threshold = try #require(
            SweepThreshold.find(SweepSearch(axis: .width, a: 0, b: 1, holdsAtA: true), in: grid) { k in
                probed.append(k)
                return k < 7
            })
        #expect(probed == [9999, 4999, 2499, 1249, 624, 312, 156, 78, 39, 19, 9, 4, 6, 7])
        #expect(threshold.value == 4)
        #expect(threshold.layouts == 14)
        // Holding up to the last point: hi stays 19,999 while lo climbs, 15 points.
        let last = try #require(SweepThreshold.find(SweepSearch(axis: .width, a: 0, b: 1, holdsAtA: true), in: grid) { $0 < 19_999 })
        #expect(last.value == 10_000)
        #expect(last.layouts == 15)
    }
}
