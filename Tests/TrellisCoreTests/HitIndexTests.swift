import Foundation
import Testing
import TrellisCore

/// A layout that puts subviews in rows of `perRow` cells of `cell` points, `gap` apart,
/// left to right (or right to left), collapsing those from `limit` on, so hit-testing
/// searches them through the hit index.
private struct RowsLayout: Layout {
    var perRow = 5
    var cell = CGSize(width: 60, height: 30)
    var gap: CGFloat = 10
    var rightToLeft = false
    var limit = Int.max

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> CGSize {
        .zero
    }

    func placeSubviews(in bounds: CGRect, subviews: LayoutSubviews, context: LayoutContext) -> [SubviewPlacement] {
        subviews.indices.map { index in
            guard index < limit else { return .collapsed }
            let column = index % perRow
            let row = index / perRow
            let slot = rightToLeft ? perRow - 1 - column : column
            return .frame(
                CGRect(
                    x: CGFloat(slot) * (cell.width + gap), y: CGFloat(row) * (cell.height + gap),
                    width: cell.width, height: cell.height))
        }
    }
}

/// A view whose hit area reaches `reach` points beyond its bounds on every side, by
/// overriding `point(inside:)`.
private final class WideHitView: View {
    var reach: CGFloat = 25

    override func point(inside point: CGPoint) -> Bool {
        bounds.insetBy(dx: -reach, dy: -reach).containsHalfOpen(point)
    }
}

/// A view that claims every point, by overriding `hitTest(_:)`, unless hidden.
private final class GreedyView: View {
    override func hitTest(_ point: CGPoint) -> View? {
        isHidden ? nil : self
    }
}

/// A subclass that keeps View's hit-testing and says so.
private final class VouchingView: View, KeepsDefaultHitTesting {
    static var classKeepingDefaultHitTesting: AnyClass { VouchingView.self }
}

/// A subclass that keeps View's hit-testing but does not say so (tried for every point).
private final class SilentView: View {}

/// SplitMix64: the same random trees on every run.
private struct Random {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: Range<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func double(_ range: Range<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }

    mutating func chance(_ probability: Double) -> Bool {
        double(0..<1) < probability
    }
}

/// UIKit's linear reverse scan (Docs/events.md, rules 1–4), one level deep: what the hit index
/// must agree with.
private func scanHitTest(_ view: View, _ point: CGPoint) -> View? {
    guard !view.isSkippedByHitTesting, view.point(inside: point) else { return nil }
    for subview in view.subviews.reversed() {
        if let hit = subview.hitTest(CGPoint(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)) {
            return hit
        }
    }
    return view
}

/// Hit-testing through a layout's hit index (View+HitTesting, SubviewHitIndex) gives
/// exactly the linear scan's answer.
struct HitIndexTests {
    /// A container of `count` plain views in rows of 5 cells 60 × 30, 10 apart, laid out.
    private func makeRows(_ count: Int, layout: RowsLayout = RowsLayout()) -> (Screen, View) {
        let screen = makeScreen(400, 100_000)
        let container = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100_000))
        container.layout = layout
        for _ in 0..<count { container.addSubview(View()) }
        screen.addSubview(container)
        screen.layoutIfNeeded()
        return (screen, container)
    }

    @Test func searchTriesOnlyTheSubviewUnderThePoint() {
        let (_, container) = makeRows(10_000)
        // Row 1234 starts at y = 1234 × 40 = 49360; column 3 at x = 3 × 70 = 210.
        // Subview 1234 × 5 + 3 = 6173 spans (210, 49360)–(270, 49390).
        let before = container.layoutWork.subviewsHitTested
        let hit = container.hitTest(CGPoint(x: 230, y: 49370))
        #expect(hit === container.subviews[6173])
        #expect(container.layoutWork.subviewsHitTested - before == 1)
        // The gap between rows (49390..<49400) holds no subview: none is tried.
        #expect(container.hitTest(CGPoint(x: 230, y: 49395)) === container)
        #expect(container.layoutWork.subviewsHitTested - before == 1)
    }

    @Test func fewSubviewsAreScanned() {
        let (_, container) = makeRows(31)
        // Below 32 subviews no index is built: all 31 are tried for a point on none.
        let before = container.layoutWork.subviewsHitTested
        #expect(container.hitTest(CGPoint(x: 395, y: 5)) === container)
        #expect(container.layoutWork.subviewsHitTested - before == 31)
    }

    @Test func anOverridingSubclassIsAlwaysTried() {
        let (_, container) = makeRows(100)
        let greedy = GreedyView()
        greedy.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        container.insertSubview(greedy, at: 50)
        container.layoutIfNeeded()
        // Subview 50 is now the greedy view, placed at row 10, column 0: (0, 400, 60, 30).
        // It claims every point, so it wins over subviews 0–49 but not over 51–100.
        // (225, 5) is in subview 3 (x 210..<270, row 0): below the greedy view.
        #expect(container.hitTest(CGPoint(x: 225, y: 5)) === greedy)
        // Subview 99 (row 19, column 4) spans (280, 760, 60, 30): above the greedy view.
        #expect(container.hitTest(CGPoint(x: 300, y: 770)) === container.subviews[99])
        // A point on no cell still finds the greedy view.
        #expect(container.hitTest(CGPoint(x: 395, y: 5)) === greedy)
    }

    @Test func frameMovedByCodeAfterLayoutIsSeen() {
        let (_, container) = makeRows(100)
        #expect(container.hitTest(CGPoint(x: 5, y: 5)) === container.subviews[0])
        // Subview 99 moves over subview 0 without a layout pass; being later, it wins.
        container.subviews[99].frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(container.hitTest(CGPoint(x: 5, y: 5)) === container.subviews[99])
        container.subviews[99].isHidden = true
        #expect(container.hitTest(CGPoint(x: 5, y: 5)) === container.subviews[0])
    }

    @Test func negativeHitInsetsReachIntoTheNextRow() {
        let (_, container) = makeRows(100)
        // Subview 2 spans (140, 0)–(200, 30); widened by 15 below it reaches y 45, into
        // row 1 (y 40..<70), where subview 7 (140, 40) is later in the order and wins.
        container.subviews[2].hitInsets = EdgeInsets(top: 0, left: 0, bottom: -15, right: 0)
        #expect(container.hitTest(CGPoint(x: 150, y: 35)) === container.subviews[2])
        #expect(container.hitTest(CGPoint(x: 150, y: 42)) === container.subviews[7])
        // Widened upwards instead, subview 7 takes (150, 35), in the gap above its row.
        container.subviews[7].hitInsets = EdgeInsets(top: -10, left: 0, bottom: 0, right: 0)
        #expect(container.hitTest(CGPoint(x: 150, y: 35)) === container.subviews[7])
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func randomTreesAgreeWithTheScan(seed: UInt64) {
        var random = Random(state: seed)
        let layout = RowsLayout(
            perRow: random.int(1..<9), cell: CGSize(width: random.double(5..<80), height: random.double(5..<40)),
            gap: random.double(0..<12), rightToLeft: random.chance(0.3), limit: random.chance(0.3) ? random.int(20..<200) : .max)
        let screen = makeScreen(700, 5_000)
        let container = View(frame: CGRect(x: 0, y: 0, width: 700, height: 5_000))
        container.layout = layout
        func makeChild() -> View {
            switch random.int(0..<10) {
            case 0: return WideHitView()
            case 1: return random.chance(0.3) ? GreedyView() : SilentView()
            case 2: return VouchingView()
            case 3: return Button(title: "b")
            case 4: return Label(text: "l")
            default: return View()
            }
        }
        for _ in 0..<random.int(32..<300) { container.addSubview(makeChild()) }
        screen.addSubview(container)
        screen.layoutIfNeeded()

        func mutate() {
            for child in container.subviews {
                if random.chance(0.08) { child.isHidden.toggle() }
                if random.chance(0.04) { child.alpha = 0 }
                if random.chance(0.04) { child.isUserInteractionEnabled = false }
                if random.chance(0.15) {
                    child.hitInsets = EdgeInsets(
                        top: random.double(-30..<10), left: random.double(-30..<10),
                        bottom: random.double(-30..<10), right: random.double(-30..<10))
                }
                if random.chance(0.03) {
                    child.frame = CGRect(
                        x: random.double(-50..<700), y: random.double(-50..<1_500),
                        width: random.double(-10..<120), height: random.double(0..<60))
                }
                if let button = child as? Button, random.chance(0.1) { button.isEnabled = false }
            }
            for _ in 0..<random.int(0..<4) {
                let added = makeChild()
                added.frame = CGRect(x: random.double(0..<650), y: random.double(0..<1_500), width: 40, height: 40)
                container.insertSubview(added, at: random.int(0..<(container.subviews.count + 1)))
            }
        }

        func compare(_ stage: String) {
            for _ in 0..<400 {
                let point = CGPoint(x: random.double(-40..<740), y: random.double(-40..<1_600))
                let indexed = container.hitTest(point)
                let scanned = scanHitTest(container, point)
                #expect(indexed === scanned, "\(stage): seed \(seed) at \(point)")
            }
        }

        compare("after layout")
        mutate()
        compare("after changes, before layout")
        screen.layoutIfNeeded()
        compare("after the next layout")
        mutate()
        compare("after more changes")
    }
}
