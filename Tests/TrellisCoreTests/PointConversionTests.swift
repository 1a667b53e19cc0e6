import Foundation
import Testing
import TrellisCore

/// convert(_:to:), convert(_:from:), frames in root coordinates and visible parts.
struct PointConversionTests {
    /// Runs `body` with screen ⊃ a at (10, 20) ⊃ b at (30, 40) ⊃ c at (5, 5), keeping the
    /// screen (which owns the tree) alive: c's origin on the screen is
    /// (10 + 30 + 5, 20 + 40 + 5) = (45, 65); b's is (40, 60).
    private func withTree(_ body: (Screen, View, View, View) -> Void) {
        let screen = makeScreen()
        let a = View(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let b = View(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        let c = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        screen.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        withExtendedLifetime(screen) { body(screen, a, b, c) }
    }

    @Test func convertToTheScreen() {
        withTree { screen, _, _, c in
            // (1, 2) + (45, 65)
            #expect(c.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 46, y: 67))
            #expect(c.convert(CGPoint(x: 1, y: 2), to: screen) == CGPoint(x: 46, y: 67))
        }
    }

    @Test func convertToAnAncestor() {
        withTree { _, a, _, c in
            // c's origin in a is (30 + 5, 40 + 5) = (35, 45); (1, 2) + (35, 45).
            #expect(c.convert(CGPoint(x: 1, y: 2), to: a) == CGPoint(x: 36, y: 47))
        }
    }

    @Test func convertToADescendant() {
        withTree { _, a, _, c in
            // (0, 0) - (35, 45)
            #expect(a.convert(CGPoint(x: 0, y: 0), to: c) == CGPoint(x: -35, y: -45))
        }
    }

    @Test func convertFromTheScreenAndFromAnAncestor() {
        withTree { _, a, b, c in
            #expect(c.convert(CGPoint(x: 46, y: 67), from: nil) == CGPoint(x: 1, y: 2))
            // a's (36, 47) is the screen's (46, 67), which is b's (46 - 40, 67 - 60) = (6, 7).
            #expect(b.convert(CGPoint(x: 36, y: 47), from: a) == CGPoint(x: 6, y: 7))
        }
    }

    @Test func convertBetweenCousins() {
        withTree { screen, a, _, c in
            let d = View(frame: CGRect(x: 300, y: 400, width: 20, height: 20))
            screen.addSubview(d)
            // c's (0, 0) is the screen's (45, 65), which is d's (45 - 300, 65 - 400).
            #expect(c.convert(CGPoint.zero, to: d) == CGPoint(x: -255, y: -335))
            #expect(d.convert(CGPoint(x: -255, y: -335), to: c) == .zero)
            #expect(a.convert(CGPoint(x: 1, y: 1), from: d) == CGPoint(x: 291, y: 381))
        }
    }

    @Test func convertRectKeepsTheSize() {
        withTree { _, a, _, c in
            #expect(c.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil) == CGRect(x: 45, y: 65, width: 10, height: 10))
            #expect(a.convert(CGRect(x: 45, y: 65, width: 3, height: 4), from: nil) == CGRect(x: 35, y: 45, width: 3, height: 4))
        }
    }

    @Test func frameInRoot() {
        withTree { _, _, b, c in
            #expect(b.frameInRoot == CGRect(x: 40, y: 60, width: 100, height: 100))
            #expect(c.frameInRoot == CGRect(x: 45, y: 65, width: 10, height: 10))
        }
    }

    @Test func visibleRectIsClippedByEveryAncestor() {
        let screen = makeScreen(375, 667)
        defer { withExtendedLifetime(screen) {} }
        let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = View(frame: CGRect(x: 150, y: 50, width: 100, height: 40))
        parent.addSubview(child)
        screen.addSubview(parent)
        // x 150..<250 clipped to the parent's 0..<200 leaves 150..<200.
        #expect(child.visibleRect == CGRect(x: 150, y: 50, width: 50, height: 40))
        #expect(child.isVisible)
        // Moving the parent to x 300 clips it by the screen (375) too: the child's frame on
        // screen is x 450..<550, wholly outside.
        parent.frame.origin.x = 300
        #expect(child.visibleRect == nil)
        #expect(!child.isVisible)
        #expect(parent.visibleRect == CGRect(x: 300, y: 0, width: 75, height: 200))
    }

    @Test func zeroSizedViewIsNotVisible() {
        let screen = makeScreen()
        defer { withExtendedLifetime(screen) {} }
        let view = View(frame: CGRect(x: 10, y: 10, width: 0, height: 20))
        screen.addSubview(view)
        #expect(!view.isVisible)
        #expect(view.visibleRect == nil)
        view.frame.size.width = 1
        #expect(view.isVisible)
        #expect(view.visibleRect == CGRect(x: 10, y: 10, width: 1, height: 20))
    }

    @Test func hiddenOrTransparentAncestorMakesViewInvisible() {
        let screen = makeScreen()
        defer { withExtendedLifetime(screen) {} }
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        screen.addSubview(parent)
        #expect(child.isVisible)
        parent.alpha = 0.009
        #expect(!child.isVisible)
        parent.alpha = 0.01
        #expect(child.isVisible)
        parent.isHidden = true
        #expect(!child.isVisible)
    }
}
