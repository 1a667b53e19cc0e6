import Foundation
import Testing
import TrellisCore

/// Scrolling by touch (Docs/widgets.md, "scroll"): a move of more than 10 points along
/// the axis cancels the control that took the touch and scrolls; taps still reach the
/// controls inside.
struct ScrollTouchTests {
    @Test func aTapOnAButtonInsideAScrollViewSendsTheUsualEvents() throws {
        let (screen, scroll, buttons) = makeProductScroll()
        try withExtendedLifetime(screen) {
            scroll.setContentOffset(CGPoint(x: 0, y: 320))
            // Row 6 at content 360..<420 is at screen 140..<200; its centre y 170.
            let report = try screen.tap(text: "Product 6")
            #expect(report.point == CGPoint(x: 187.5, y: 170))
            #expect(report.hitView === buttons[6])
            #expect(report.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 320))
        }
    }

    @Test func aDragPastTheSlopCancelsTheControlThenScrolls() throws {
        let (screen, scroll, buttons) = makeProductScroll()
        try withExtendedLifetime(screen) {
            // Screen y 300 is content y 200: row 3 (180..<240).
            let records = try screen.drag(
                from: CGPoint(x: 100, y: 300),
                through: [
                    CGPoint(x: 100, y: 290),  // moved 10: not more than the slop
                    CGPoint(x: 100, y: 285),  // moved 15: a scroll, offset 0 − (−15) = 15
                    CGPoint(x: 100, y: 200),  // offset 100
                ])
            #expect(
                describe(records) == [
                    "button touchDown", "button touchDragInside", "button touchCancel",
                    "scroll#results valueChanged", "scroll#results valueChanged",
                ])
            #expect(events(in: records, from: buttons[3]) == [.touchDown, .touchDragInside, .touchCancel])
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
            #expect(!buttons[3].isHighlighted && !buttons[3].isTracking)
        }
    }

    @Test func aSidewaysDragDoesNotScrollAVerticalScrollView() throws {
        let (screen, scroll, buttons) = makeProductScroll()
        try withExtendedLifetime(screen) {
            let records = try screen.drag(from: CGPoint(x: 100, y: 300), through: [CGPoint(x: 200, y: 305)])
            // 100 sideways, 5 along the axis: the button keeps the touch.
            #expect(events(in: records, from: buttons[3]) == [.touchDown, .touchDragInside, .touchUpInside, .primaryActionTriggered])
            #expect(scroll.contentOffset == .zero)
        }
    }

    @Test func theContentFollowsTheFingerClampedAtBothEnds() throws {
        let (screen, scroll, _) = makeProductScroll()
        try withExtendedLifetime(screen) {
            let log = scroll.recordEvents()
            // Pulling down at offset 0: clamped at 0, so no change and no event.
            try screen.drag(from: CGPoint(x: 100, y: 150), through: [CGPoint(x: 100, y: 400)])
            #expect(scroll.contentOffset == .zero)
            #expect(log.entries.isEmpty)
            // Pushing up 450, twice: 450, then 450 + 450 = 900, clamped to 800.
            try screen.drag(from: CGPoint(x: 100, y: 480), through: [CGPoint(x: 100, y: 30)])
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 450))
            try screen.drag(from: CGPoint(x: 100, y: 480), through: [CGPoint(x: 100, y: 30)])
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 800))
            #expect(log.entries == [.valueChanged, .valueChanged])
        }
    }

    @Test func pagingSnapsOnReleaseWithTiesToTheLargerPage() throws {
        let (screen, scroll, _) = makeProductScroll(paging: true)
        try withExtendedLifetime(screen) {
            // Up 200 = half a page of 400: a tie, so page 1 (400).
            let records = try screen.drag(from: CGPoint(x: 100, y: 450), through: [CGPoint(x: 100, y: 250)])
            #expect(describe(records) == ["button touchDown", "button touchCancel", "scroll#results valueChanged", "scroll#results valueChanged"])
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 400))
            // Down 199 from 400: 201, nearer page 1 (distance 199) than page 0: back to 400.
            try screen.drag(from: CGPoint(x: 100, y: 200), through: [CGPoint(x: 100, y: 399)])
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 400))
            // A cancelled drag settles too: down 250 from 400 is 150, page 0.
            try screen.drag(from: CGPoint(x: 100, y: 200), through: [CGPoint(x: 100, y: 450)], cancel: true)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 0))
        }
    }

    @Test func swipeScrolls() throws {
        let (screen, scroll, _) = makeProductScroll()
        try withExtendedLifetime(screen) {
            // Ten steps of 30 up: the first is past the slop, so each moves the content, 300 in all.
            let records = try screen.swipe(from: CGPoint(x: 100, y: 450), to: CGPoint(x: 100, y: 150))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 300))
            #expect(describe(records).filter { $0 == "scroll#results valueChanged" }.count == 10)
        }
    }

    @Test func nestedScrollViewsTakeTheMovesAlongTheirAxis() throws {
        let (screen, outer, inner, tiles) = makeNestedScrolls()
        try withExtendedLifetime(screen) {
            outer.setContentOffset(CGPoint(x: 0, y: 400))
            // The inner scroll view is at outer content y 500..<600: screen 100..<200.
            // Tile 1 (inner x 150..<300) is under (200, 150).
            #expect(screen.hitTest(CGPoint(x: 200, y: 150)) === tiles[1])
            // Sideways 100: the inner, horizontal one scrolls; the outer stays.
            let sideways = try screen.drag(from: CGPoint(x: 200, y: 150), through: [CGPoint(x: 100, y: 150)])
            #expect(inner.contentOffset == CGPoint(x: 100, y: 0))
            #expect(outer.contentOffset == CGPoint(x: 0, y: 400))
            #expect(events(in: sideways, from: tiles[1]) == [.touchDown, .touchCancel])
            // Down 50 on a tile: the inner one does not scroll along y, the outer does:
            // 400 − 50 = 350.
            try screen.drag(from: CGPoint(x: 200, y: 150), through: [CGPoint(x: 200, y: 200)])
            #expect(outer.contentOffset == CGPoint(x: 0, y: 350))
            #expect(inner.contentOffset == CGPoint(x: 100, y: 0))
        }
    }
}
