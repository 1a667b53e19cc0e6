import Foundation
import Testing
import TrellisCore

/// A view whose layout always asks for another pass.
private final class RestlessView: View {
    private(set) var layoutCount = 0

    override func layoutSubviews() {
        layoutCount += 1
        setNeedsLayout()
    }
}

/// Layout passes: dirty flags, invalidation and caching (View+Layout).
struct LayoutPassTests {
    /// screen ⊃ r ⊃ (a ⊃ a1, b), every one a counting view with fixed frames and no
    /// layout, laid out once.
    private struct Tree {
        let screen: Screen
        let r: CountingView
        let a: CountingView
        let a1: CountingView
        let b: CountingView

        var counts: [Int] { [r, a, a1, b].map(\.layoutCount) }
    }

    private func makeTree() -> Tree {
        let screen = makeScreen()
        let r = CountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a1 = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = CountingView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        screen.addSubview(r)
        r.addSubview(a)
        a.addSubview(a1)
        r.addSubview(b)
        screen.layoutIfNeeded()
        return Tree(screen: screen, r: r, a: a, a1: a1, b: b)
    }

    @Test func firstPassLaysOutEveryViewOnce() {
        let tree = makeTree()
        #expect(tree.counts == [1, 1, 1, 1])
        #expect(!tree.screen.needsLayout)
    }

    @Test func cleanTreeIsNotLaidOutAgain() {
        let tree = makeTree()
        tree.screen.layoutIfNeeded()
        tree.screen.layoutIfNeeded()
        #expect(tree.counts == [1, 1, 1, 1])
    }

    @Test func setNeedsLayoutLaysOutOnlyThatView() {
        let tree = makeTree()
        tree.a1.setNeedsLayout()
        #expect(tree.a1.needsLayout)
        #expect(!tree.a.needsLayout)
        #expect(tree.counts == [1, 1, 1, 1], "nothing happens before layoutIfNeeded")
        tree.screen.layoutIfNeeded()
        #expect(tree.counts == [1, 1, 2, 1])
        #expect(!tree.a1.needsLayout)
        tree.b.setNeedsLayout()
        tree.screen.layoutIfNeeded()
        #expect(tree.counts == [1, 1, 2, 2])
    }

    @Test func severalDirtyViewsAreEachLaidOutOnce() {
        let tree = makeTree()
        tree.a1.setNeedsLayout()
        tree.a1.setNeedsLayout()
        tree.b.setNeedsLayout()
        tree.screen.layoutIfNeeded()
        #expect(tree.counts == [1, 1, 2, 2])
    }

    @Test func resizingAViewMarksItDirtyButMovingDoesNot() {
        let tree = makeTree()
        tree.b.frame.origin = CGPoint(x: 150, y: 10)
        tree.screen.layoutIfNeeded()
        #expect(tree.counts == [1, 1, 1, 1])
        tree.b.frame.size.width = 120
        tree.screen.layoutIfNeeded()
        #expect(tree.counts == [1, 1, 1, 2])
    }

    @Test func invalidatingIntrinsicSizeLaysOutTheViewAndItsSuperview() {
        let tree = makeTree()
        tree.a1.invalidateIntrinsicContentSize()
        #expect(tree.a1.needsLayout)
        #expect(tree.a.needsLayout)
        #expect(!tree.r.needsLayout)
        #expect(!tree.screen.needsLayout)
        tree.screen.layoutIfNeeded()
        // a1 and a (which may have to move a1) again. r has no layout, so it never read
        // a's size, and a's size cannot have changed for it: r and the sibling b are not
        // touched.
        #expect(tree.counts == [1, 2, 2, 1])
    }

    @Test func anotherTextMeasurerReachesLabelsInUnmovedContainers() {
        // screen (stack) ⊃ row (stack, 20 high) ⊃ cell (absolute, 20 high) ⊃ label "ab":
        // neither row nor cell changes size with the measurer, yet the label must be
        // measured again and placed by its cell.
        let screen = makeScreen()
        screen.layout = StackLayout()
        let row = View()
        row.layout = StackLayout()
        row.explicitHeight = 20
        let cell = View()
        cell.layout = AbsoluteLayout()
        cell.explicitHeight = 20
        let label = Label(text: "ab")
        cell.addSubview(label)
        row.addSubview(cell)
        screen.addSubview(row)
        screen.layoutIfNeeded()
        // "ab" at 17 points: 2 × 8.5 = 17 wide, 1.2 × 17 = 20.4 high.
        #expect(approximatelyEqual(label.frame, CGRect(x: 0, y: 0, width: 17, height: 20.4)))
        screen.textMeasurer = DoubleWidthMetrics()
        screen.layoutIfNeeded()
        #expect(approximatelyEqual(label.frame, CGRect(x: 0, y: 0, width: 34, height: 20.4)))
    }

    @Test func aContainerWhoseSizeChangesLaysOutItsSuperview() {
        // screen (stack) ⊃ column (stack) ⊃ box: box's fitting height goes from 20 to 30.
        let screen = makeScreen()
        screen.layout = StackLayout()
        let column = CountingView()
        column.layout = StackLayout()
        let box = CountingView()
        box.explicitHeight = 20
        column.addSubview(box)
        screen.addSubview(column)
        let below = CountingView()
        below.explicitHeight = 5
        screen.addSubview(below)
        screen.layoutIfNeeded()
        #expect(below.frame == CGRect(x: 0, y: 20, width: 375, height: 5))
        let before = (screen.layoutWork, column.layoutCount, box.layoutCount, below.layoutCount)
        box.explicitHeight = 30
        screen.layoutIfNeeded()
        // The column is 30 high now, so the screen places its subviews again: `below`
        // moves to y 30 (same size, so it is not laid out).
        #expect(screen.layoutWork.layoutSubviews - before.0.layoutSubviews == 1)
        let deltas: [Int] = [column.layoutCount - before.1, box.layoutCount - before.2, below.layoutCount - before.3]
        #expect(deltas == [1, 1, 0])
        #expect(below.frame == CGRect(x: 0, y: 30, width: 375, height: 5))
    }

    @Test func hiddenSubtreeWaitsUntilShown() {
        let tree = makeTree()
        tree.a.isHidden = true
        tree.a1.setNeedsLayout()
        tree.screen.layoutIfNeeded()
        #expect(tree.a1.layoutCount == 1)
        #expect(tree.a1.needsLayout)
        tree.a.isHidden = false
        tree.screen.layoutIfNeeded()
        #expect(tree.a.layoutCount == 2)
        #expect(tree.a1.layoutCount == 2)
        #expect(!tree.a1.needsLayout)
    }

    @Test func collapsedSubtreeIsNotLaidOut() {
        let screen = makeScreen()
        let row = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        row.layout = CollapsingLayout(collapsedIndices: [0])
        let item = CountingView()
        item.specifiedFrame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let inner = CountingView()
        item.addSubview(inner)
        row.addSubview(item)
        screen.addSubview(row)
        screen.layoutIfNeeded()
        #expect(item.isCollapsed)
        #expect(item.frame == .zero)
        #expect(item.layoutCount == 0)
        #expect(inner.layoutCount == 0)
        row.layout = CollapsingLayout(collapsedIndices: [])
        screen.layoutIfNeeded()
        #expect(!item.isCollapsed)
        #expect(item.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(item.layoutCount == 1)
        #expect(inner.layoutCount == 1)
    }

    @Test func changingALabelsTextLaysOutItsStackAgain() {
        let screen = makeScreen()
        screen.layout = StackLayout()
        let row = CountingView()
        row.layout = StackLayout(axis: .horizontal, alignment: .leading)
        let first = Label(text: "a")
        let second = Label(text: "b")
        row.addSubview(first)
        row.addSubview(second)
        let other = CountingView()
        other.explicitHeight = 10
        screen.addSubview(row)
        screen.addSubview(other)
        screen.layoutIfNeeded()
        // "a" at 17 pt is 8.5 wide, so "b" starts at 8.5.
        #expect(second.frame.minX == 8.5)
        #expect((row.layoutCount, other.layoutCount) == (1, 1))
        first.text = "abc"
        #expect(row.needsLayout)
        screen.layoutIfNeeded()
        // "abc" is 3 × 8.5 = 25.5 wide; "b" moves to 25.5. The sibling keeps its frame
        // (0, 20.4, 375, 10) and is not laid out again.
        #expect(approximatelyEqual(first.frame, CGRect(x: 0, y: 0, width: 25.5, height: 20.4)))
        #expect(second.frame.minX == 25.5)
        #expect((row.layoutCount, other.layoutCount) == (2, 1))
    }

    @Test func multiLineTextMakesTheRowTaller() {
        let screen = makeScreen()
        screen.layout = StackLayout()
        let label = Label(text: "one")
        // Unlimited lines: with 1 (the default) only "one" would show (Docs/layouts.md).
        label.numberOfLines = 0
        let below = FixedSizeView(10, 10)
        screen.addSubview(label)
        screen.addSubview(below)
        screen.layoutIfNeeded()
        #expect(approximatelyEqual(below.frame, CGRect(x: 0, y: 20.4, width: 375, height: 10)))
        label.text = "one\ntwo"
        screen.layoutIfNeeded()
        // Two lines: 2 × 20.4 = 40.8.
        #expect(approximatelyEqual(below.frame, CGRect(x: 0, y: 40.8, width: 375, height: 10)))
    }

    @Test func fittingSizesAreCachedUntilInvalidated() {
        let container = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.layout = StackLayout()
        let child = FixedSizeView(20, 20)
        container.addSubview(child)
        container.layoutIfNeeded()
        let measured = child.offeredWidths.count
        #expect(measured >= 1)
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(container.layoutCount == 2)
        #expect(child.offeredWidths.count == measured, "the same proposal is answered from the cache")
        child.invalidateIntrinsicContentSize()
        container.layoutIfNeeded()
        #expect(child.offeredWidths.count == measured + 1)
    }

    @Test(arguments: ["subview added", "subview removed", "padding", "explicit width", "layout", "font size", "direction", "screen size"])
    func changesThatLayOutAgain(change: String) {
        let screen = makeScreen()
        let container = CountingView()
        container.layout = StackLayout(alignment: .leading)
        let label = Label(text: "ab")
        container.addSubview(label)
        container.addSubview(FixedSizeView(10, 10))
        screen.layout = StackLayout()
        screen.addSubview(container)
        screen.layoutIfNeeded()
        #expect(container.layoutCount == 1)
        switch change {
        case "subview added": container.addSubview(FixedSizeView(5, 5))
        case "subview removed": label.removeFromSuperview()
        case "padding": container.padding = EdgeInsets(all: 1)
        case "explicit width": container.explicitWidth = 100
        case "layout": container.layout = StackLayout(axis: .horizontal)
        case "font size": screen.fontSize = 30
        case "direction": screen.direction = .rtl
        default: screen.size = CGSize(width: 320, height: 480)
        }
        screen.layoutIfNeeded()
        #expect(container.layoutCount == 2)
    }

    @Test func fontSizeChangeReachesNestedLabels() {
        let screen = makeScreen()
        screen.layout = StackLayout(alignment: .leading)
        let container = View()
        container.layout = StackLayout(alignment: .leading)
        let label = Label(text: "ab")
        container.addSubview(label)
        screen.addSubview(container)
        screen.layoutIfNeeded()
        #expect(approximatelyEqual(label.frame, CGRect(x: 0, y: 0, width: 17, height: 20.4)))
        screen.fontSize = 20
        screen.layoutIfNeeded()
        // 2 × 10 = 20 wide, 1.2 × 20 = 24 high.
        #expect(approximatelyEqual(label.frame, CGRect(x: 0, y: 0, width: 20, height: 24)))
    }

    @Test func viewThatKeepsDirtyingItselfStopsAfterTheMaximumPasses() {
        let restless = RestlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        restless.layoutIfNeeded()
        #expect(View.maximumLayoutPasses == 16)
        #expect(restless.layoutCount == 16)
    }
}

/// The test metrics with every width doubled.
private struct DoubleWidthMetrics: TextMeasuring {
    func size(of text: String, font: Font) -> CGSize {
        let size = TestTextMetrics().size(of: text, font: font)
        return CGSize(width: 2 * size.width, height: size.height)
    }
}
