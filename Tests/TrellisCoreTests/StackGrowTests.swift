import Foundation
import Testing
import TrellisCore

/// `grow` in the core `stack` layout (Docs/layouts.md, "stack"): CSS's `flex: grow 1 0`.
struct StackGrowTests {
    /// A 200 × 300 container, spacing 10, with children of fitting sizes 50 × 20,
    /// 80 × 30 and 30 × 10 and the given grow factors.
    private func layOut(_ grows: [CGFloat], axis: StackLayout.Axis = .vertical, padding: EdgeInsets? = nil) -> (View, [FixedSizeView]) {
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        container.layout = StackLayout(axis: axis, spacing: 10, alignment: axis == .vertical ? .fill : .leading)
        container.padding = padding
        let children = [FixedSizeView(50, 20), FixedSizeView(80, 30), FixedSizeView(30, 10)]
        for (child, grow) in zip(children, grows) {
            child.grow = grow
            container.addSubview(child)
        }
        container.layoutIfNeeded()
        return (container, children)
    }

    @Test func oneGrowingChildTakesTheRoomLeft() {
        let (_, children) = layOut([0, 1, 0])
        // R = 300 − 2 × 10 − 20 − 10 = 250 for the middle child.
        #expect(
            children.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 200, height: 20),
                CGRect(x: 0, y: 30, width: 200, height: 250),
                CGRect(x: 0, y: 290, width: 200, height: 10),
            ])
    }

    @Test func growingChildrenShareByTheirFactorsNotTheirFittingSizes() {
        let (_, children) = layOut([1, 3, 0])
        // R = 300 − 20 − 10 = 270, shared 1 : 3 → 67.5 and 202.5 (basis 0, so the fitting
        // heights 20 and 30 do not count).
        #expect(
            children.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 200, height: 67.5),
                CGRect(x: 0, y: 77.5, width: 200, height: 202.5),
                CGRect(x: 0, y: 290, width: 200, height: 10),
            ])
    }

    @Test func paddingIsLeftOutOfTheRoom() {
        let (_, children) = layOut([0, 0, 2], padding: EdgeInsets(top: 10, left: 0, bottom: 30, right: 0))
        // Content height 300 − 40 = 260; R = 260 − 20 − 20 − 30 = 190, from y 10 + 20 + 10
        // + 30 + 10 = 80.
        #expect(children[2].frame == CGRect(x: 0, y: 80, width: 200, height: 190))
    }

    @Test func noRoomLeftGivesZero() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        container.layout = StackLayout()
        let fixed = FixedSizeView(50, 60)
        let growing = FixedSizeView(50, 20)
        growing.grow = 1
        container.addSubview(fixed)
        container.addSubview(growing)
        container.layoutIfNeeded()
        // 40 − 60 < 0: R = 0, at y 60.
        #expect(growing.frame == CGRect(x: 0, y: 60, width: 200, height: 0))
    }

    @Test func horizontalStacksShareTheWidth() {
        let (_, children) = layOut([1, 0, 1], axis: .horizontal)
        // R = 200 − 2 × 10 − 80 = 100, shared 1 : 1 → 50 each; x 0, 60, 150.
        #expect(
            children.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 50, height: 20),
                CGRect(x: 60, y: 0, width: 80, height: 30),
                CGRect(x: 150, y: 0, width: 50, height: 10),
            ])
    }

    @Test func measuringUsesTheFittingSizes() {
        let container = View()
        container.layout = StackLayout(spacing: 10)
        let children = [FixedSizeView(50, 20), FixedSizeView(80, 30)]
        children[1].grow = 1
        for child in children { container.addSubview(child) }
        // 20 + 10 + 30, the widest 80.
        #expect(container.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)) == CGSize(width: 80, height: 60))
    }

    @Test func changingGrowLaysTheContainerOutAgain() {
        let (container, children) = layOut([0, 0, 0])
        #expect(children[2].frame.height == 10)
        children[2].grow = 1
        #expect(container.needsLayout)
        container.layoutIfNeeded()
        // R = 300 − 20 − 20 − 30 = 230, from y 70.
        #expect(children[2].frame == CGRect(x: 0, y: 70, width: 200, height: 230))
        children[2].grow = -3
        #expect(children[2].grow == 0)
    }
}
