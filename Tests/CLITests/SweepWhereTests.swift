import Foundation
import Testing
import Trellis

@testable import TrellisCommandLine

/// Where a finding holds, in words (Docs/sweeps.md, "Where it holds"), on hand-made sets
/// of configurations. Indices are in sweep order: index = ((size × scales + scale) ×
/// appearances + appearance) × locales + locale.
struct SweepWhereTests {
    private func grid(
        _ sizes: [(String, CGFloat, CGFloat)], scales: [Int] = [100], appearances: [Appearance] = [.light], locales: [PseudoLocale] = [.base]
    ) -> SweepGrid {
        SweepGrid(
            sizes: sizes.map { SweepSize(name: $0.0, width: $0.1, height: $0.2) }, scales: scales.compactMap { FontScale(hundredths: $0) },
            appearances: appearances, locales: locales)
    }

    private let three = [("iphone-5s", CGFloat(320), CGFloat(568)), ("iphone-se", 375, 667), ("414x896", 414, 896)]

    @Test func theSpecsExample() {
        // 200x480 and 320x480 by scales 1 and 1.5; all but (320x480, 1), index 2.
        let grid = grid([("200x480", 200, 480), ("320x480", 320, 480)], scales: [100, 150])
        #expect(SweepWhere.describe([0, 1, 3], in: grid) == "at size 200x480, at font scale 1; at font scale 1.5")
    }

    @Test func everyConfiguration() {
        #expect(SweepWhere.describe([0, 1, 2], in: grid(three)) == "in every configuration")
        #expect(SweepWhere.describe([0], in: grid([("375x667", 375, 667)])) == "in every configuration")
    }

    @Test func sizePhrases() {
        let grid = grid(three)
        #expect(SweepWhere.describe([1], in: grid) == "at size iphone-se")
        #expect(SweepWhere.describe([0, 1], in: grid) == "at widths ≤ 375 pt")
        #expect(SweepWhere.describe([1, 2], in: grid) == "at widths ≥ 375 pt")
        #expect(SweepWhere.describe([0, 2], in: grid) == "at sizes iphone-5s, 414x896")
    }

    @Test func aRunIsAThresholdOnlyWhenTheNextWidthDiffers() {
        // 320x480 and 320x568 then 375x667: the next size is wider.
        let wider = grid([("320x480", 320, 480), ("iphone-5s", 320, 568), ("iphone-se", 375, 667)])
        #expect(SweepWhere.describe([0, 1], in: wider) == "at widths ≤ 320 pt")
        // Three sizes 320 wide: the third is not wider, nor the first narrower.
        let same = grid([("320x480", 320, 480), ("iphone-5s", 320, 568), ("320x667", 320, 667)])
        #expect(SweepWhere.describe([0, 1], in: same) == "at sizes 320x480, iphone-5s")
        #expect(SweepWhere.describe([1, 2], in: same) == "at sizes iphone-5s, 320x667")
    }

    @Test func scalePhrases() {
        let grid = grid([("375x667", 375, 667)], scales: [100, 130, 200, 250])
        #expect(SweepWhere.describe([1], in: grid) == "at font scale 1.3")
        #expect(SweepWhere.describe([0, 1, 2], in: grid) == "at font scale ≤ 2")
        #expect(SweepWhere.describe([2, 3], in: grid) == "at font scale ≥ 2")
        #expect(SweepWhere.describe([0, 2], in: grid) == "at font scales 1, 2")
        #expect(SweepWhere.describe([1, 2], in: grid) == "at font scales 1.3, 2")
    }

    @Test func appearanceAndLocalePhrases() {
        let appearances = grid([("375x667", 375, 667)], appearances: [.light, .dark])
        #expect(SweepWhere.describe([1], in: appearances) == "in dark")
        #expect(SweepWhere.describe([0], in: appearances) == "in light")
        let locales = grid([("375x667", 375, 667)], locales: [.base, .accented, .bidirectional])
        #expect(SweepWhere.describe([1], in: locales) == "in locale en-XA")
        #expect(SweepWhere.describe([1, 2], in: locales) == "in locales en-XA, ar-XB")
        #expect(SweepWhere.describe([0, 2], in: locales) == "in locales base, ar-XB")
    }

    @Test func aWholeAxisHasNoPhrase() {
        // Two sizes × light, dark: both sizes in dark (indices 1 and 3).
        let grid = grid(Array(three.prefix(2)), appearances: [.light, .dark])
        #expect(SweepWhere.describe([1, 3], in: grid) == "in dark")
        // iphone-5s in both appearances (0, 1): the appearances are whole.
        #expect(SweepWhere.describe([0, 1], in: grid) == "at size iphone-5s")
    }

    @Test func groupsInTheOrderOfTheirFirstCombination() {
        // Sizes A (320), B (375) × scales 1, 2 × light, dark. H = (A, 1, light) 0,
        // (A, 2, light) 2, (A, 2, dark) 3, (B, 2, dark) 7. Per (scale, appearance): (1,
        // light) {A}, (1, dark) {}, (2, light) {A}, (2, dark) {A, B}: the group {A} over
        // (1, light), (2, light) — every scale, in light — then the whole axis over (2, dark).
        let grid = grid(Array(three.prefix(2)), scales: [100, 200], appearances: [.light, .dark])
        #expect(SweepWhere.describe([0, 2, 3, 7], in: grid) == "at size iphone-5s, in light; at font scale 2, in dark")
    }

    @Test func aGroupsClausesFollowItsPhrase() {
        // H = (A, 1, light) 0 and (A, 2, dark) 3: one group {A}, whose combinations (1,
        // light) and (2, dark) make two clauses.
        let grid = grid(Array(three.prefix(2)), scales: [100, 200], appearances: [.light, .dark])
        #expect(SweepWhere.describe([0, 3], in: grid) == "at size iphone-5s, at font scale 1, in light; at font scale 2, in dark")
    }

    @Test func allFourAxes() {
        // 2 sizes × 2 scales × 2 appearances × 3 locales = 24. H: every configuration in
        // en-XA at scale 2: the locale and scale fixed, sizes and appearances whole.
        let grid = grid(Array(three.prefix(2)), scales: [100, 200], appearances: [.light, .dark], locales: [.base, .accented, .bidirectional])
        let holds = Set(
            (0..<grid.count).filter {
                let point = grid.point(at: $0)
                return point.scale == 1 && point.locale == 1
            })
        // ((0·2 + 1)·2 + 0)·3 + 1 = 7, ((0·2 + 1)·2 + 1)·3 + 1 = 10, 19, 22.
        #expect(holds == [7, 10, 19, 22])
        #expect(SweepWhere.describe(holds, in: grid) == "at font scale 2, in locale en-XA")
        // Adding (iphone-se, 1, dark, ar-XB) = ((1·2 + 0)·2 + 1)·3 + 2 = 17: its combination
        // (1, dark, ar-XB) comes before (2, light, en-XA) in sweep order, so its group is first.
        #expect(
            SweepWhere.describe(holds.union([17]), in: grid)
                == "at size iphone-se, at font scale 1, in dark, in locale ar-XB; at font scale 2, in locale en-XA")
    }
}
