import Foundation
import Testing
import TrellisCore

/// Hit-testing, Docs/events.md rules 1–4.
struct HitTestingTests {
    @Test func lastAddedOverlappingSiblingWins() {
        let screen = makeScreen()
        let below = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let above = View(frame: CGRect(x: 60, y: 60, width: 100, height: 100))
        screen.addSubview(below)
        screen.addSubview(above)
        // (80, 80) is inside both: below spans 10..<110, above 60..<160 on each axis.
        #expect(screen.hitTest(CGPoint(x: 80, y: 80)) === above)
        // (30, 30) is only inside below (30 < 60).
        #expect(screen.hitTest(CGPoint(x: 30, y: 30)) === below)
        // (150, 150) is only inside above (150 >= 110).
        #expect(screen.hitTest(CGPoint(x: 150, y: 150)) === above)
        // (200, 200) is in neither: the screen itself is the hit.
        #expect(screen.hitTest(CGPoint(x: 200, y: 200)) === screen)
    }

    @Test func reorderingSiblingsChangesWhichWins() {
        let screen = makeScreen()
        let first = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let second = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        screen.addSubview(first)
        screen.addSubview(second)
        #expect(screen.hitTest(CGPoint(x: 25, y: 25)) === second)
        screen.insertSubview(second, belowSubview: first)
        #expect(screen.subviews.map(ObjectIdentifier.init) == [second, first].map(ObjectIdentifier.init))
        #expect(screen.hitTest(CGPoint(x: 25, y: 25)) === first)
    }

    @Test func hiddenViewAndItsSubtreeAreSkipped() {
        let screen = makeScreen()
        let below = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let above = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        above.addSubview(child)
        screen.addSubview(below)
        screen.addSubview(above)
        #expect(screen.hitTest(CGPoint(x: 5, y: 5)) === child)
        above.isHidden = true
        // The hidden view's child is skipped with it; the sibling below takes the point.
        #expect(screen.hitTest(CGPoint(x: 5, y: 5)) === below)
    }

    @Test(arguments: [
        (alpha: 0.0, hitsView: false),
        (alpha: 0.009, hitsView: false),
        (alpha: 0.0099999, hitsView: false),
        (alpha: 0.01, hitsView: true),
        (alpha: 0.5, hitsView: true),
        (alpha: 1.0, hitsView: true),
    ])
    func alphaBelowOneHundredthIsSkipped(alpha: Double, hitsView: Bool) {
        let screen = makeScreen()
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(child)
        screen.addSubview(view)
        view.alpha = CGFloat(alpha)
        // The point (5, 5) is inside the child; below 0.01 the whole subtree is skipped.
        let hit = screen.hitTest(CGPoint(x: 5, y: 5))
        #expect(hit === (hitsView ? child : screen))
        #expect(View.minimumHitTestAlpha == 0.01)
    }

    @Test(arguments: [false, true])
    func collapsedViewIsSkipped(collapsed: Bool) {
        let screen = makeScreen()
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.layout = CollapsingLayout(collapsedIndices: collapsed ? [0] : [])
        let item = Button(title: "Tag")
        item.specifiedFrame = CGRect(x: 0, y: 0, width: 50, height: 50)
        container.addSubview(item)
        screen.addSubview(container)
        screen.layoutIfNeeded()
        #expect(item.isCollapsed == collapsed)
        #expect(item.frame == (collapsed ? .zero : CGRect(x: 0, y: 0, width: 50, height: 50)))
        // Give the collapsed item its area back without a layout pass: rule 1 alone must
        // keep it from being hit.
        item.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(screen.hitTest(CGPoint(x: 25, y: 25)) === (collapsed ? container : item))
    }

    @Test func nonInteractiveViewSkipsItsWholeSubtree() {
        let screen = makeScreen()
        let panel = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = Button(title: "Buy")
        button.frame = CGRect(x: 10, y: 10, width: 50, height: 30)
        panel.addSubview(button)
        screen.addSubview(panel)
        #expect(screen.hitTest(CGPoint(x: 20, y: 20)) === button)
        panel.isUserInteractionEnabled = false
        // Not even the interactive button inside the panel is hit.
        #expect(screen.hitTest(CGPoint(x: 20, y: 20)) === screen)
    }

    @Test func disabledControlSkipsItsWholeSubtree() {
        let screen = makeScreen()
        let button = Button(title: "Buy")
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let inner = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        button.addSubview(inner)
        screen.addSubview(button)
        #expect(screen.hitTest(CGPoint(x: 10, y: 10)) === inner)
        #expect(screen.hitTest(CGPoint(x: 70, y: 70)) === button)
        button.isEnabled = false
        #expect(screen.hitTest(CGPoint(x: 10, y: 10)) === screen)
        #expect(screen.hitTest(CGPoint(x: 70, y: 70)) === screen)
    }

    /// The view spans 100..<150 on both axes (frame (100, 100, 50, 50)).
    @Test(arguments: [
        (CGPoint(x: 100, y: 100), true),  // minX, minY: inside
        (CGPoint(x: 149.999, y: 149.999), true),
        (CGPoint(x: 150, y: 120), false),  // x = maxX: outside
        (CGPoint(x: 120, y: 150), false),  // y = maxY: outside
        (CGPoint(x: 99.999, y: 120), false),
        (CGPoint(x: 120, y: 99.999), false),
        (CGPoint(x: 150, y: 150), false),
    ])
    func boundsAreHalfOpen(point: CGPoint, inside: Bool) {
        let screen = makeScreen()
        let view = View(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        screen.addSubview(view)
        #expect(screen.hitTest(point) === (inside ? view : screen))
        // point(inside:) takes the view's own coordinates: subtract the origin (100, 100).
        #expect(view.point(inside: CGPoint(x: point.x - 100, y: point.y - 100)) == inside)
    }

    @Test func subviewOutsideItsParentIsNotHitOutsideTheParent() {
        let screen = makeScreen()
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.addSubview(child)
        screen.addSubview(parent)
        // (75, 75) is inside both the parent (0..<100) and the child (50..<150).
        #expect(screen.hitTest(CGPoint(x: 75, y: 75)) === child)
        // (120, 120) is inside the child's frame but outside the parent's bounds.
        #expect(screen.hitTest(CGPoint(x: 120, y: 120)) === screen)
    }

    @Test func labelInsideButtonGivesTheTouchToTheButton() {
        let screen = makeScreen()
        let button = Button()
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
        let label = Label(text: "Buy")
        label.frame = CGRect(x: 10, y: 10, width: 80, height: 20)
        button.addSubview(label)
        screen.addSubview(button)
        #expect(!label.isUserInteractionEnabled)
        #expect(button.isUserInteractionEnabled)
        // (50, 35) is (30, 15) in the button and (20, 5) in the label.
        #expect(screen.hitTest(CGPoint(x: 50, y: 35)) === button)
        label.isUserInteractionEnabled = true
        #expect(screen.hitTest(CGPoint(x: 50, y: 35)) === label)
    }

    /// Frame (100, 100, 50, 50) with hit-insets -10 on every side: the hit area is
    /// 90..<160 on both axes.
    @Test(arguments: [
        (CGPoint(x: 95, y: 95), true),
        (CGPoint(x: 90, y: 90), true),
        (CGPoint(x: 159.5, y: 120), true),
        (CGPoint(x: 160, y: 120), false),
        (CGPoint(x: 89.9, y: 120), false),
    ])
    func negativeHitInsetsWiden(point: CGPoint, inside: Bool) {
        let screen = makeScreen()
        let button = Button(title: "Buy")
        button.frame = CGRect(x: 100, y: 100, width: 50, height: 50)
        button.hitInsets = EdgeInsets(all: -10)
        screen.addSubview(button)
        #expect(screen.hitTest(point) === (inside ? button : screen))
    }

    /// Frame (100, 100, 50, 50) with hit-insets (top 10, left 5, bottom 20, right 15):
    /// the hit area is x in 105..<135, y in 110..<130.
    @Test(arguments: [
        (CGPoint(x: 105, y: 110), true),
        (CGPoint(x: 134.9, y: 129.9), true),
        (CGPoint(x: 104.9, y: 120), false),
        (CGPoint(x: 135, y: 120), false),
        (CGPoint(x: 120, y: 109.9), false),
        (CGPoint(x: 120, y: 130), false),
        (CGPoint(x: 101, y: 101), false),
    ])
    func positiveHitInsetsNarrow(point: CGPoint, inside: Bool) {
        let screen = makeScreen()
        let button = Button(title: "Buy")
        button.frame = CGRect(x: 100, y: 100, width: 50, height: 50)
        button.hitInsets = EdgeInsets(top: 10, left: 5, bottom: 20, right: 15)
        screen.addSubview(button)
        #expect(screen.hitTest(point) === (inside ? button : screen))
    }

    @Test func widenedHitAreaDoesNotReachOutsideTheParent() {
        let screen = makeScreen()
        let parent = View(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let button = Button(title: "Buy")
        button.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        button.hitInsets = EdgeInsets(all: -10)
        parent.addSubview(button)
        screen.addSubview(parent)
        // (95, 120) is (-5, 20) in the button, inside its widened area (-10..<60), but
        // outside the parent (100..<150), so the parent and its subtree are skipped.
        #expect(button.point(inside: CGPoint(x: -5, y: 20)))
        #expect(screen.hitTest(CGPoint(x: 95, y: 120)) === screen)
    }

    @Test func hitInsetsLargerThanTheViewLeaveNoHitArea() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.hitInsets = EdgeInsets(all: 15)
        // 20 - 15 - 15 < 0 is clamped to an empty area: nothing is inside.
        #expect(!view.point(inside: CGPoint(x: 15, y: 15)))
        #expect(!view.point(inside: CGPoint(x: 10, y: 10)))
    }

    @Test func pointIsConvertedIntoEachSubviewsCoordinates() {
        let screen = makeScreen()
        let outer = View(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        let inner = View(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        outer.addSubview(inner)
        screen.addSubview(outer)
        // inner spans x 110..<140, y 220..<250 on the screen.
        #expect(screen.hitTest(CGPoint(x: 110, y: 220)) === inner)
        #expect(screen.hitTest(CGPoint(x: 139.5, y: 249.5)) === inner)
        #expect(screen.hitTest(CGPoint(x: 140, y: 230)) === outer)
        // Asked directly, a view takes points in its own coordinates.
        #expect(outer.hitTest(CGPoint(x: 10, y: 20)) === inner)
        #expect(outer.hitTest(CGPoint(x: 100, y: 0)) == nil)
    }
}
