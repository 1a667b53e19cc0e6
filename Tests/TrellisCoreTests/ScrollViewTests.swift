import Foundation
import Testing
import TrellisCore

/// The scroll view's content, offset, conversions and hit-testing (Docs/widgets.md,
/// "scroll"), on ``makeProductScroll(rows:paging:)``'s 20 rows of 60 points in a
/// 400-point viewport at screen y 100.
struct ScrollViewTests {
    @Test func contentSizeIsTheStacksFittingSizeAndChildrenAreInContentCoordinates() {
        let (screen, scroll, buttons) = makeProductScroll()
        withExtendedLifetime(screen) {
            // 20 rows × 60 = 1200 along the axis; across, the bounds' width 375.
            #expect(scroll.contentSize == CGSize(width: 375, height: 1200))
            #expect(buttons[9].frame == CGRect(x: 0, y: 540, width: 375, height: 60))
            #expect(buttons[19].frame == CGRect(x: 0, y: 1140, width: 375, height: 60))
            // 1200 − 400 = 800.
            #expect(scroll.maximumContentOffset == CGPoint(x: 0, y: 800))
            #expect(scroll.frame == CGRect(x: 0, y: 100, width: 375, height: 400))
            #expect(scroll.clipsToBounds)
        }
    }

    @Test func offsetsAreClampedAtBothEnds() {
        let (screen, scroll, _) = makeProductScroll()
        withExtendedLifetime(screen) {
            scroll.setContentOffset(CGPoint(x: 0, y: 900))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 800))
            scroll.setContentOffset(CGPoint(x: 0, y: -5))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 0))
            // A vertical scroll view never scrolls sideways: x clamps to 0.
            scroll.setContentOffset(CGPoint(x: 30, y: 100))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
            #expect(scroll.bounds == CGRect(x: 0, y: 100, width: 375, height: 400))
            scroll.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 0))
        }
    }

    @Test func contentThatFitsDoesNotScroll() {
        let (screen, scroll, _) = makeProductScroll(rows: 5)
        withExtendedLifetime(screen) {
            // 5 × 60 = 300 < 400: the largest offset is max(0, 300 − 400) = 0.
            #expect(scroll.contentSize == CGSize(width: 375, height: 300))
            scroll.setContentOffset(CGPoint(x: 0, y: 50))
            #expect(scroll.contentOffset == .zero)
        }
    }

    @Test func aShrinkingContentClampsTheOffsetWithoutAnEvent() {
        let (screen, scroll, buttons) = makeProductScroll()
        withExtendedLifetime(screen) {
            scroll.setContentOffset(CGPoint(x: 0, y: 800))
            let log = scroll.recordEvents()
            for button in buttons[10...] { button.removeFromSuperview() }
            screen.layoutIfNeeded()
            // 10 rows: 600 high, largest offset 600 − 400 = 200.
            #expect(scroll.contentSize == CGSize(width: 375, height: 600))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
            #expect(log.entries.isEmpty)
        }
    }

    @Test func conversionsGoThroughTheOffset() {
        let (screen, scroll, buttons) = makeProductScroll()
        withExtendedLifetime(screen) {
            scroll.setContentOffset(CGPoint(x: 0, y: 320))
            // Content y 540 is at 540 − 320 = 220 inside the frame, 100 + 220 = 320 on screen.
            #expect(buttons[9].convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 320))
            #expect(scroll.convert(CGPoint(x: 10, y: 540), to: nil) == CGPoint(x: 10, y: 320))
            #expect(scroll.convert(CGPoint(x: 10, y: 320), from: nil) == CGPoint(x: 10, y: 540))
            #expect(buttons[9].frameInRoot == CGRect(x: 0, y: 320, width: 375, height: 60))
            // Row 4 (content 240..<300) lies above the visible 320..<720.
            #expect(buttons[4].visibleRect == nil)
            // Row 5 (300..<360) shows its part 320..<360: screen y 100..<140.
            #expect(buttons[5].visibleRect == CGRect(x: 0, y: 100, width: 375, height: 40))
        }
    }

    @Test func hitTestsAtTheViewportEdgesAreHalfOpen() {
        let (screen, scroll, buttons) = makeProductScroll()
        withExtendedLifetime(screen) {
            scroll.setContentOffset(CGPoint(x: 0, y: 320))
            // Screen y 100 shows content y 320: row 5 (300..<360).
            #expect(screen.hitTest(CGPoint(x: 10, y: 100)) === buttons[5])
            // Screen y 499.5 shows content 719.5: row 11 (660..<720).
            #expect(screen.hitTest(CGPoint(x: 10, y: 499.5)) === buttons[11])
            // Screen y 500 is outside the viewport (100..<500), although row 12 is there
            // in content: the screen takes it.
            #expect(screen.hitTest(CGPoint(x: 10, y: 500)) === screen)
            #expect(screen.hitTest(CGPoint(x: 10, y: 99.5)) === screen)
            // x 375 is past the right edge.
            #expect(screen.hitTest(CGPoint(x: 375, y: 200)) == nil)
        }
    }

    @Test func everyChangeOfOffsetSendsValueChangedOnce() {
        let (screen, scroll, _) = makeProductScroll()
        withExtendedLifetime(screen) {
            let log = scroll.recordEvents()
            scroll.setContentOffset(CGPoint(x: 0, y: 100))
            scroll.setContentOffset(CGPoint(x: 0, y: 100))
            scroll.setContentOffset(CGPoint(x: 0, y: 2000))
            scroll.setContentOffset(CGPoint(x: 0, y: 900))
            // 0 → 100, the same 100 again (nothing), 100 → 800, 800 clamped again (nothing).
            #expect(log.entries == [.valueChanged, .valueChanged])
            #expect(scroll.inspectableState?.map(\.key) == ["contentOffset", "contentSize"])
            #expect(scroll.inspectableState?.map(\.value) == [.numbers([0, 800]), .numbers([375, 1200])])
        }
    }

    @Test func scrollingLaysNothingOutAgain() {
        let (screen, scroll, buttons) = makeProductScroll()
        withExtendedLifetime(screen) {
            let before = (scroll.layoutWork, buttons[9].layoutWork, screen.layoutWork)
            let frames = buttons.map(\.frame)
            scroll.setContentOffset(CGPoint(x: 0, y: 450))
            #expect(!screen.needsLayout && !scroll.needsLayout)
            screen.layoutIfNeeded()
            #expect(scroll.layoutWork.layoutSubviews == before.0.layoutSubviews)
            #expect(scroll.layoutWork.sizeThatFits == before.0.sizeThatFits)
            #expect(buttons[9].layoutWork == before.1)
            #expect(screen.layoutWork.layoutSubviews == before.2.layoutSubviews)
            #expect(buttons.map(\.frame) == frames)
        }
    }

    @Test func scrollRectToVisibleMakesTheSmallestChange() {
        let (screen, scroll, _) = makeProductScroll()
        withExtendedLifetime(screen) {
            // Row 9 (540..<600) below the visible 0..<400: its bottom at the bottom, 600 − 400.
            scroll.scrollRectToVisible(CGRect(x: 0, y: 540, width: 375, height: 60))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
            // Row 4 (240..<300) inside the visible 200..<600: nothing moves.
            scroll.scrollRectToVisible(CGRect(x: 0, y: 240, width: 375, height: 60))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
            // Row 2 (120..<180) above it: its top at the top.
            scroll.scrollRectToVisible(CGRect(x: 0, y: 120, width: 375, height: 60))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 120))
            // Taller than the bounds: its top edge, 500.
            scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 375, height: 450))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 500))
            // Past the end: clamped to 800.
            scroll.scrollRectToVisible(CGRect(x: 0, y: 1180, width: 375, height: 60))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 800))
        }
    }

    @Test func pagingSnapsToTheNearestPageWithTiesToTheLarger() {
        let (screen, scroll, _) = makeProductScroll(paging: true)
        withExtendedLifetime(screen) {
            // Pages of 400: 199 → 0, 200 (a tie) → 400, 599 → 400, 600 (a tie) → 800, and
            // 790 → 800 (the largest offset, 800, is a page here).
            #expect(scroll.pagedContentOffset(CGPoint(x: 0, y: 199)) == CGPoint(x: 0, y: 0))
            #expect(scroll.pagedContentOffset(CGPoint(x: 0, y: 200)) == CGPoint(x: 0, y: 400))
            #expect(scroll.pagedContentOffset(CGPoint(x: 0, y: 599)) == CGPoint(x: 0, y: 400))
            #expect(scroll.pagedContentOffset(CGPoint(x: 0, y: 600)) == CGPoint(x: 0, y: 800))
            #expect(scroll.pagedContentOffset(CGPoint(x: 0, y: 790)) == CGPoint(x: 0, y: 800))
            // An offset set in code is not snapped.
            scroll.setContentOffset(CGPoint(x: 0, y: 130))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 130))
        }
    }

    @Test func aHorizontalScrollViewLaysItsContentOutAlongX() {
        let (screen, _, inner, tiles) = makeNestedScrolls()
        withExtendedLifetime(screen) {
            // Five tiles of 150: 750 wide; across, the bounds' height 100.
            #expect(inner.contentSize == CGSize(width: 750, height: 100))
            #expect(inner.frame == CGRect(x: 0, y: 500, width: 375, height: 100))
            #expect(tiles[4].frame == CGRect(x: 600, y: 0, width: 150, height: 100))
            inner.setContentOffset(CGPoint(x: 500, y: 40))
            // 750 − 375 = 375; y clamps to 0.
            #expect(inner.contentOffset == CGPoint(x: 375, y: 0))
        }
    }

    @Test func fittingSizeAlongTheAxisIsTheContents() {
        let scroll = ScrollView()
        scroll.layout = StackLayout()
        for _ in 0..<3 {
            let row = View()
            row.explicitHeight = 50
            row.explicitWidth = 80
            scroll.addSubview(row)
        }
        // Offered 200 × 100: as wide as the widest row (80), as high as the content (150).
        #expect(scroll.sizeThatFits(CGSize(width: 200, height: 100)) == CGSize(width: 80, height: 150))
    }
}

/// The row index works inside scrolled content: the scroll view's subviews are indexed in
/// content coordinates, so moving the offset keeps the index and a hit-test tries a few
/// rows, not all of them.
struct ScrollHitIndexTests {
    @Test func hitTestsInScrolledContentTryAFewRows() {
        let (screen, scroll, buttons) = makeProductScroll(rows: 1000)
        withExtendedLifetime(screen) {
            // 1000 × 60 = 60,000 of content; offset 30,000 shows rows 500..<506 (and a
            // part of 506): screen y 100 + 30,030 − 30,000 = 130 is in row 500.
            scroll.setContentOffset(CGPoint(x: 0, y: 30_000))
            #expect(screen.hitTest(CGPoint(x: 10, y: 130)) === buttons[500])
            let before = scroll.layoutWork.subviewsHitTested
            // Row 506 at content 30,360..<30,420: screen 460..<520, cut at 500.
            #expect(screen.hitTest(CGPoint(x: 10, y: 499)) === buttons[506])
            #expect(screen.hitTest(CGPoint(x: 10, y: 400)) === buttons[505])
            // Two hit-tests through the index try at most a few rows each, never 1000.
            #expect(scroll.layoutWork.subviewsHitTested - before <= 6)
        }
    }
}
