import Foundation
import Testing
import TrellisCore

/// Gestures and lookups by query, as `tap(text:)` is (Docs/events.md, "Simulated taps"):
/// the Buy screen's button#buy at (100, 200, 80, 40), centre (140, 220).
struct GestureQueryTests {
    @Test func longPressAndDoubleTapByText() throws {
        let (screen, button) = makeBuyScreen()
        let press = try screen.longPress(text: "Buy")
        #expect(press.hitView === button && press.point == CGPoint(x: 140, y: 220))
        #expect(press.events == [.touchDown, .touchDragInside, .touchUpInside, .primaryActionTriggered])
        let taps = try screen.doubleTap(.id("buy"))
        #expect(taps.map(\.events) == Array(repeating: [.touchDown, .touchUpInside, .primaryActionTriggered], count: 2))
    }

    @Test func gesturesOnNothingOrTwoThingsSaySo() {
        let (screen, _) = makeBuyScreen()
        let second = Button(title: "Buy")
        second.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        screen.addSubview(second)
        let twice = #expect(throws: TapError.self) { try screen.longPress(text: "Buy") }
        #expect(twice?.kind == .ambiguous)
        let none = #expect(throws: TapError.self) { try screen.doubleTap(text: "Sell") }
        #expect(none?.kind == .noMatch)
    }

    @Test func typedLookupByID() {
        let (screen, button) = makeBuyScreen()
        #expect(screen.view(withID: "buy", as: Button.self) === button)
        #expect(screen.view(withID: "buy", as: Label.self) == nil)
        #expect(screen.view(withID: "sell", as: Button.self) == nil)
    }
}
