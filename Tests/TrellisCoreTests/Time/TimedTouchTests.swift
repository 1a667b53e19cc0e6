import Foundation
import Testing
import TrellisCore

/// Touches that take time (Docs/time.md): holds, long presses, double taps and swipes on
/// the clock.
struct TimedTouchTests {
    /// A screen with one button at (100, 100, 100, 50), centre (150, 125).
    private func makeScreen(longPress: String? = nil, doubleTap: String? = nil) -> (Screen, Button, [String]) {
        let screen = Screen()
        let button = Button(title: "Hold")
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        button.longPressAction = longPress
        button.doubleTapAction = doubleTap
        button.addTarget(nil, action: "primary", for: .primaryActionTriggered)
        screen.addSubview(button)
        return (screen, button, [])
    }

    private func names(_ records: [DispatchRecord]) -> [String] {
        records.compactMap { record in
            switch record {
            case .event(let event, _): return "\(event)"
            case .action(let action, _): return "action \(action.name)"
            case .navigation: return nil
            }
        }
    }

    @Test func aHeldTapEndsAfterItsDuration() throws {
        let (screen, _, _) = makeScreen()
        let report = try screen.tap(.text("Hold"), duration: .milliseconds(250))
        #expect(report.time == 0...250)
        #expect(screen.clock.milliseconds == 250)
        #expect(names(report.records) == ["touchDown", "touchUpInside", "primaryActionTriggered", "action primary"])
    }

    @Test func aLongPressAtExactly500msIsALongPressAnd499msIsASlowTap() throws {
        let (screen, _, _) = makeScreen(longPress: "delete")
        // The long press's timer is due at 500 ms, before the touch's own phase at 500.
        let held = try screen.longPress(.text("Hold"))
        #expect(held.time == 0...500)
        #expect(names(held.records) == ["touchDown", "action delete", "touchCancel"])
        let slow = try screen.longPress(.text("Hold"), duration: .milliseconds(499))
        #expect(slow.time == 500...999)
        #expect(names(slow.records) == ["touchDown", "touchDragInside", "touchUpInside", "primaryActionTriggered", "action primary"])
    }

    @Test func withoutALongPressActionALongPressIsASlowTap() throws {
        let (screen, _, _) = makeScreen()
        let report = try screen.longPress(.text("Hold"))
        #expect(report.time == 0...500)
        #expect(names(report.records) == ["touchDown", "touchDragInside", "touchUpInside", "primaryActionTriggered", "action primary"])
    }

    @Test func movingMoreThan10PointsEndsTheLongPress() throws {
        // 10 points from (150, 125) is still within allowableMovement; 10.5 is not.
        for (dx, recognised) in [(10.0, true), (10.5, false)] as [(CGFloat, Bool)] {
            let (screen, _, _) = makeScreen(longPress: "delete")
            let records = try screen.recordingDispatch {
                screen.sendTouch(.began, at: CGPoint(x: 150, y: 125))
                screen.sendTouch(.moved, at: CGPoint(x: 150 + dx, y: 125))
                try screen.clock.advance(by: .milliseconds(500))
            }
            #expect(names(records).contains("action delete") == recognised, "moved \(dx)")
        }
    }

    @Test func aDoubleTapCountsTapsBeginningWithin300msOfTheLastEnd() throws {
        let (screen, _, _) = makeScreen(doubleTap: "zoom")
        let double = try screen.doubleTap(.text("Hold"), delay: .milliseconds(300))
        #expect(double.map(\.time) == [0...0, 300...300])
        #expect(names(double[0].records) == ["touchDown", "touchUpInside", "primaryActionTriggered", "action primary"])
        #expect(names(double[1].records) == ["touchDown", "action zoom", "touchCancel"])
        // The count starts again: the next tap 100 ms later is a first tap.
        try screen.clock.advance(by: .milliseconds(100))
        #expect(names(try screen.tap(.text("Hold")).records) == ["touchDown", "touchUpInside", "primaryActionTriggered", "action primary"])
        // 301 ms after that tap ended is too late: two taps.
        try screen.clock.advance(by: .milliseconds(500))
        let late = try screen.doubleTap(.text("Hold"), delay: .milliseconds(301))
        #expect(names(late[1].records) == ["touchDown", "touchUpInside", "primaryActionTriggered", "action primary"])
    }

    @Test func aSwipeSpreadsItsMovesOverItsDuration() throws {
        let screen = Screen()
        let view = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        screen.addSubview(view)
        var times: [Int64] = []
        let probe = Button(title: "p")
        probe.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        view.addSubview(probe)
        probe.addAction(for: [.touchDown, .touchDragInside, .touchDragOutside, .touchUpInside, .touchUpOutside]) { _ in
            times.append(screen.clock.milliseconds)
        }
        // 250 ms in 10 moves: move k at ⌊k·250/10⌋ = 25, 50, 75, …, 250; ended at 250.
        try screen.swipe(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: .milliseconds(250))
        #expect(times == [0, 25, 50, 75, 100, 125, 150, 175, 200, 225, 250, 250])
        // 15 ms: ⌊k·15/10⌋ = 1, 3, 4, 6, 7, 9, 10, 12, 13, 15, after 250.
        times = []
        try screen.swipe(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: .milliseconds(15))
        #expect(times == [250, 251, 253, 254, 256, 257, 259, 260, 262, 263, 265, 265])
    }

    @Test func badDurationsAreClockErrors() {
        let (screen, _, _) = makeScreen()
        #expect(throws: TapError(query: "Hold", clockError: .negativeDuration(.milliseconds(-5)))) {
            try screen.tap(.text("Hold"), duration: .milliseconds(-5))
        }
        #expect(throws: ClockError.fractionalMilliseconds(.microseconds(500))) {
            try screen.swipe(from: .zero, to: CGPoint(x: 10, y: 0), duration: .microseconds(500))
        }
    }

    @Test func aGestureThatCannotSettleThrowsTheClocksError() throws {
        let (screen, button, _) = makeScreen()
        var animation: ClockAnimation?
        button.addAction(for: .touchUpInside) { _ in
            animation = try? screen.animate(duration: .seconds(20)) { button.alpha = 0.5 }
        }
        do {
            try screen.tap(.text("Hold"))
            Issue.record("the tap settled")
        } catch {
            #expect(error.kind == .clock)
            #expect(error.message == "not settled after 15s of virtual time: screen until 20000ms")
        }
        #expect(animation != nil)
        #expect(screen.clock.milliseconds == 15_000)
    }
}
