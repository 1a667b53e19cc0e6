import Foundation
import Testing
import TrellisCore

/// A bounds origin (a scroll view's content offset) moves what a view shows without
/// moving any frame: conversions, hit-testing and visible parts go through it as in UIKit.
struct BoundsOriginTests {
    /// screen ⊃ port at (20, 30), 100 × 100, bounds origin (0, 150) ⊃ row at (10, 200),
    /// 50 × 40. The row's origin in the port's frame space is (10, 200 − 150) = (10, 50),
    /// on the screen (20 + 10, 30 + 50) = (30, 80).
    private func withPort(_ body: (Screen, View, View) -> Void) {
        let screen = makeScreen()
        let port = View(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        let row = View(frame: CGRect(x: 10, y: 200, width: 50, height: 40))
        port.addSubview(row)
        screen.addSubview(port)
        port.bounds.origin = CGPoint(x: 0, y: 150)
        withExtendedLifetime(screen) { body(screen, port, row) }
    }

    @Test func settingTheBoundsOriginKeepsEveryFrame() {
        withPort { _, port, row in
            #expect(port.bounds == CGRect(x: 0, y: 150, width: 100, height: 100))
            #expect(port.frame == CGRect(x: 20, y: 30, width: 100, height: 100))
            #expect(row.frame == CGRect(x: 10, y: 200, width: 50, height: 40))
        }
    }

    @Test func convertGoesThroughTheBoundsOrigin() {
        withPort { screen, port, row in
            // (1, 2) in the row: (1 + 30, 2 + 80).
            #expect(row.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 31, y: 82))
            #expect(row.convert(CGPoint(x: 31, y: 82), from: screen) == CGPoint(x: 1, y: 2))
            // The row's (0, 0) in the port's own space is its frame origin (10, 200).
            #expect(row.convert(CGPoint.zero, to: port) == CGPoint(x: 10, y: 200))
            // The port's own (0, 150) is its frame's top-left corner, the screen's (20, 30).
            #expect(port.convert(CGPoint(x: 0, y: 150), to: nil) == CGPoint(x: 20, y: 30))
            #expect(port.convert(CGPoint(x: 20, y: 30), from: nil) == CGPoint(x: 0, y: 150))
            #expect(row.frameInRoot == CGRect(x: 30, y: 80, width: 50, height: 40))
            #expect(port.frameInRoot == CGRect(x: 20, y: 30, width: 100, height: 100))
        }
    }

    @Test func hitTestingGoesThroughTheBoundsOriginHalfOpen() {
        withPort { screen, port, row in
            // The row covers screen x 30..<80, y 80..<120, clipped by the port's y 30..<130.
            #expect(screen.hitTest(CGPoint(x: 30, y: 80)) === row)
            #expect(screen.hitTest(CGPoint(x: 79.5, y: 119.5)) === row)
            #expect(screen.hitTest(CGPoint(x: 80, y: 100)) === port)
            #expect(screen.hitTest(CGPoint(x: 50, y: 120)) === port)
            #expect(screen.hitTest(CGPoint(x: 50, y: 79.5)) === port)
            // Offset 190: the row's top is at 30 + 200 − 190 = 40 … 80 on screen.
            port.bounds.origin.y = 190
            #expect(screen.hitTest(CGPoint(x: 50, y: 40)) === row)
            #expect(screen.hitTest(CGPoint(x: 50, y: 80)) === port)
        }
    }

    @Test func visibleRectIsClippedByTheShownBounds() {
        withPort { _, port, row in
            #expect(row.visibleRect == CGRect(x: 30, y: 80, width: 50, height: 40))
            // Offset 120: the row is at 30 + 200 − 120 = 110 … 150; the port ends at 130.
            port.bounds.origin.y = 120
            #expect(row.visibleRect == CGRect(x: 30, y: 110, width: 50, height: 20))
            // Offset 0: the row is at 30 + 200 = 230, below the port (30 … 130).
            port.bounds.origin.y = 0
            #expect(row.visibleRect == nil)
            #expect(!row.isVisible)
        }
    }

    @Test func aBoundsOriginChangeLaysNothingOut() {
        let screen = makeScreen()
        defer { withExtendedLifetime(screen) {} }
        let port = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        port.layout = StackLayout()
        port.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 300)))
        screen.addSubview(port)
        screen.layoutIfNeeded()
        let before = port.layoutWork
        port.bounds.origin = CGPoint(x: 0, y: 50)
        #expect(!port.needsLayout)
        screen.layoutIfNeeded()
        #expect(port.layoutWork == before)
        // The stack still places its subview at the content box's origin, not at the
        // bounds origin.
        port.setNeedsLayout()
        screen.layoutIfNeeded()
        #expect(port.subviews[0].frame.origin == .zero)
    }

    @Test func clipsToBoundsDefaultsToFalse() {
        let view = View()
        #expect(!view.clipsToBounds)
        view.clipsToBounds = true
        #expect(view.clipsToBounds)
    }
}
