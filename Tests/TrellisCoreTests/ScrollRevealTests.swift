import Foundation
import Testing
import TrellisCore

/// Revealing views by code and the messages for views scrolled out of view
/// (Docs/widgets.md, "scroll", scrolling by code and visible).
struct ScrollRevealTests {
    @Test func aTapOnAViewScrolledOutOfViewNamesTheScrollView() {
        let (screen, _, _) = makeProductScroll()
        #expect(
            throws: TapError(
                kind: .noMatch, query: "Product 9",
                message:
                    "no visible view matches 'Product 9'; scroll#results: 'Product 9' is at y 540 in content 0–1200, visible 0–400; scrollUntilVisible first (content offset y 200 shows it)"
            )
        ) {
            try screen.tap(text: "Product 9")
        }
    }

    @Test func scrollToVisibleRevealsThenTheTapWorks() throws {
        let (screen, scroll, buttons) = makeProductScroll()
        try withExtendedLifetime(screen) {
            let log = scroll.recordEvents()
            let view = try screen.scrollToVisible(.text("Product 9"))
            #expect(view === buttons[9])
            // Its bottom 600 at the viewport's bottom: 600 − 400 = 200.
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
            #expect(log.entries == [.valueChanged])
            // Already visible: nothing moves, nothing is sent.
            try screen.scrollToVisible(.id("results"))
            try screen.scrollToVisible(.text("Product 9"))
            #expect(log.entries == [.valueChanged])
            // On screen at 100 + 540 − 200 = 440; centre 470.
            let report = try screen.tap(text: "Product 9")
            #expect(report.point == CGPoint(x: 187.5, y: 470))
            #expect(report.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
        }
    }

    @Test func theLastOfManyRowsIsRevealedFromLayout() throws {
        let (screen, scroll, buttons) = makeProductScroll(rows: 1000)
        try withExtendedLifetime(screen) {
            try screen.scrollToVisible(buttons[999], named: "'Product 999'")
            // 1000 × 60 − 400 = 59,600.
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 59_600))
            #expect(screen.hitTest(CGPoint(x: 10, y: 499)) === buttons[999])
        }
    }

    @Test func nestedScrollViewsAreScrolledInnermostFirst() throws {
        let (screen, outer, inner, tiles) = makeNestedScrolls()
        try withExtendedLifetime(screen) {
            let log = Log<String>()
            inner.addAction(for: .valueChanged) { _ in log.append("inner") }
            outer.addAction(for: .valueChanged) { _ in log.append("outer") }
            try screen.scrollToVisible(.text("Tile 4"))
            // Tile 4 at inner x 600..<750: 750 − 375 = 375. The inner view at outer
            // 500..<600, below the visible 0..<400: 600 − 400 = 200.
            #expect(inner.contentOffset == CGPoint(x: 375, y: 0))
            #expect(outer.contentOffset == CGPoint(x: 0, y: 200))
            #expect(log.entries == ["inner", "outer"])
            // On screen: x 600 − 375 = 225, y 500 − 200 = 300.
            #expect(tiles[4].visibleRect == CGRect(x: 225, y: 300, width: 150, height: 100))
        }
    }

    @Test func viewsThatCannotBeRevealedSayWhy() {
        let (screen, scroll, buttons) = makeProductScroll()
        withExtendedLifetime(screen) {
            buttons[12].isHidden = true
            buttons[13].explicitHeight = 0
            screen.layoutIfNeeded()
            #expect(throws: RevealError(kind: .noMatch, message: "cannot scroll to 'Product 12': button \"Product 12\" is hidden")) {
                try screen.scrollToVisible(.text("Product 12"))
            }
            #expect(throws: RevealError(kind: .hidden, message: "cannot scroll to 'Product 12': it is hidden")) {
                try screen.scrollToVisible(buttons[12], named: "'Product 12'")
            }
            #expect(throws: RevealError(kind: .zeroSize, message: "cannot scroll to 'Product 13': button \"Product 13\" has an empty frame (375 × 0)")) {
                try screen.scrollToVisible(.text("Product 13"))
            }
            #expect(throws: RevealError(kind: .noMatch, message: "cannot scroll to 'Product 99': no view matches 'Product 99'; did you mean 'Product 9'?")) {
                try screen.scrollToVisible(.text("Product 99"))
            }
            #expect(scroll.contentOffset == .zero)
        }
    }

    @Test func aViewCutOffByAPlainViewCannotBeRevealed() {
        let screen = Screen(size: CGSize(width: 375, height: 667))
        let panel = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        panel.id = "panel"
        let far = Button(title: "Far")
        far.frame = CGRect(x: 0, y: 150, width: 50, height: 20)
        panel.addSubview(far)
        screen.addSubview(panel)
        #expect(
            throws: RevealError(
                kind: .clipped, message: "cannot scroll to 'Far': button \"Far\" lies outside the bounds of view#panel, which is not a scroll view")
        ) {
            try screen.scrollToVisible(.text("Far"))
        }
    }
}

/// A scroll view that nothing gives a size is as tall as its content and does not scroll
/// (Docs/widgets.md, "scroll", fitting size): the messages say so.
struct UnsizedScrollTests {
    @Test func aScrollViewAsTallAsItsContentIsNamedWhenARowIsOffScreen() {
        let screen = Screen(size: CGSize(width: 375, height: 400))
        screen.layout = StackLayout()
        let scroll = ScrollView()
        scroll.id = "list"
        scroll.layout = StackLayout()
        for index in 0..<10 {
            let row = Button(title: "Row \(index)")
            row.explicitHeight = 60
            scroll.addSubview(row)
        }
        screen.addSubview(scroll)
        screen.layoutIfNeeded()
        // 10 × 60 = 600 of content, and the scroll view as tall: row 8 at 480..<540 is
        // below the 400-point screen.
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 375, height: 600))
        #expect(
            throws: RevealError(
                kind: .clipped,
                message:
                    "cannot scroll to 'Row 8': button \"Row 8\" lies outside the bounds of screen, which is not a scroll view; scroll#list is as tall as its content (600 points), so it does not scroll: give it a height or grow"
            )
        ) {
            try screen.scrollToVisible(.text("Row 8"))
        }
        #expect(
            throws: TapError(
                kind: .noMatch, query: "Row 8",
                message:
                    "no visible view matches 'Row 8'; button \"Row 8\" lies outside its ancestors' bounds (nothing of it is on screen); scroll#list is as tall as its content (600 points), so it does not scroll: give it a height or grow"
            )
        ) {
            try screen.tap(text: "Row 8")
        }
    }
}

/// The Swift API's queries by id and label get the same scroll hint as text.
struct ScrolledOutSwiftQueryTests {
    @Test func aTapByIdOrLabelNamesTheScrollView() {
        let (screen, _, buttons) = makeProductScroll()
        buttons[9].id = "p9"
        buttons[9].accessibilityLabel = "Item 9"
        // Row 9 at y 9 × 60 = 540; its bottom 600 at the viewport's bottom: 600 − 400 = 200.
        let place = "is at y 540 in content 0–1200, visible 0–400; scrollUntilVisible first (content offset y 200 shows it)"
        #expect(throws: TapError(kind: .noMatch, query: "#p9", message: "no visible view matches '#p9'; scroll#results: '#p9' \(place)")) {
            try screen.tap(.id("p9"))
        }
        #expect(
            throws: TapError(
                kind: .noMatch, query: "label:Item 9", message: "no visible view matches 'label:Item 9'; scroll#results: 'label:Item 9' \(place)"
            )
        ) {
            try screen.tap(.accessibilityLabel("Item 9"))
        }
        #expect(
            screen.noMatchReason(for: .id("p9"), advice: .screenFile)
                == "; scroll#results: '#p9' is at y 540 in content 0–1200, visible 0–400; give scroll#results content-offset=\"0 200\" in the screen, or reveal it with a flow's scrollUntilVisible"
        )
    }

    @Test func aScreenThatCannotScrollAdvisesItsFile() {
        let (screen, _, buttons) = makeProductScroll()
        buttons[9].id = "p9"
        screen.scrollAdvice = .screenFile
        // The same place as above (row 9 at y 540; offset 600 − 400 = 200), with the advice
        // `trellis run --tap` gives, in the tap's own error.
        let advice = "give scroll#results content-offset=\"0 200\" in the screen, or reveal it with a flow's scrollUntilVisible"
        #expect(
            throws: TapError(
                kind: .noMatch, query: "#p9",
                message: "no visible view matches '#p9'; scroll#results: '#p9' is at y 540 in content 0–1200, visible 0–400; \(advice)"
            )
        ) {
            try screen.tap(.id("p9"))
        }
        #expect(
            screen.scrolledOutDescription(of: buttons[9], named: "'#p9'")
                == "scroll#results: '#p9' is at y 540 in content 0–1200, visible 0–400; \(advice)")
    }
}
