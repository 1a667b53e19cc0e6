import Foundation
import Testing
import TrellisCore

/// Double taps, long presses and swipes (the gestures flows use), on the shared Buy
/// screen: a button#buy at (100, 200, 80, 40), centre (140, 220).
struct GestureTests {
    @Test func doubleTapIsTwoCompleteTaps() throws {
        let (screen, button) = makeBuyScreen()
        let reports = try screen.doubleTap(button, query: .id("buy"))
        #expect(reports.count == 2)
        for report in reports {
            #expect(report.point == CGPoint(x: 140, y: 220))
            #expect(report.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
        }
    }

    @Test func doubleTapOnADisabledButtonIsAMiss() {
        let (screen, button) = makeBuyScreen()
        button.isEnabled = false
        let error = #expect(throws: TapError.self) { try screen.doubleTap(button, query: .id("buy")) }
        #expect(error?.kind == .missed)
    }

    @Test func longPressHoldsWithOneStationaryMove() throws {
        let (screen, button) = makeBuyScreen()
        let report = try screen.longPress(button, query: .id("buy"))
        // began, one held move inside the button, ended inside.
        #expect(report.hitView === button)
        #expect(report.events == [.touchDown, .touchDragInside, .touchUpInside, .primaryActionTriggered])
        #expect(Screen.longPressMoves == 1)
    }

    @Test func swipeMovesInEvenStepsAndEndsWhereItWasAimed() throws {
        let (screen, button) = makeBuyScreen()
        // From the button's centre 400 points right in 4 steps: moves at x = 240, 340,
        // 440, 540. The first move is 100 points right of the centre, 60 past the right
        // edge (180) — within the 70-point slop, so inside; the second is 160 past, outside.
        let records = try screen.swipe(from: CGPoint(x: 140, y: 220), to: CGPoint(x: 540, y: 220), steps: 4)
        #expect(
            events(in: records, from: button) == [
                .touchDown, .touchDragInside, .touchDragExit, .touchDragOutside, .touchDragOutside, .touchDragOutside,
                .touchUpOutside,
            ])
    }

    @Test func swipeTakesAtLeastOneStep() throws {
        let (screen, button) = makeBuyScreen()
        let records = try screen.swipe(from: CGPoint(x: 140, y: 220), to: CGPoint(x: 150, y: 220), steps: 0)
        #expect(events(in: records, from: button) == [.touchDown, .touchDragInside, .touchUpInside, .primaryActionTriggered])
    }
}
