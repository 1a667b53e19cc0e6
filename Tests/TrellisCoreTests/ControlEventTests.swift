import Foundation
import Testing
import TrellisCore

/// Touch tracking and the control events it sends (Docs/events.md, "Touches and control
/// events").
struct ControlEventTests {
    /// A screen with one button at (100, 100, 50, 50): its centre is (125, 125) and its
    /// tracking area (bounds grown by 70) spans 30..<220 on both screen axes.
    private func makeButtonScreen() -> (Screen, Button) {
        let screen = makeScreen()
        let button = Button(title: "Buy")
        button.id = "buy"
        button.frame = CGRect(x: 100, y: 100, width: 50, height: 50)
        screen.addSubview(button)
        return (screen, button)
    }

    private let centre = CGPoint(x: 125, y: 125)

    @Test func tapSendsTouchDownTouchUpInsidePrimaryAction() {
        let (screen, button) = makeButtonScreen()
        let log = button.recordEvents()
        var records = screen.sendTouch(.began, at: centre)
        records += screen.sendTouch(.ended, at: centre)
        #expect(events(in: records, from: button) == [.touchDown, .touchUpInside, .primaryActionTriggered])
        #expect(log.entries == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    @Test func dragOutAndReleaseSendsTouchUpOutside() throws {
        let (screen, button) = makeButtonScreen()
        // (300, 125) is (200, 25) in the button: x 200 >= 50 + 70 = 120, outside.
        let records = try screen.drag(from: centre, through: [CGPoint(x: 300, y: 125)])
        #expect(events(in: records, from: button) == [.touchDown, .touchDragExit, .touchDragOutside, .touchUpOutside])
    }

    @Test func dragOutAndBackInSendsEnterThenTouchUpInside() throws {
        let (screen, button) = makeButtonScreen()
        let records = try screen.drag(from: centre, through: [CGPoint(x: 300, y: 125), CGPoint(x: 130, y: 125)])
        #expect(
            events(in: records, from: button) == [
                .touchDown, .touchDragExit, .touchDragOutside, .touchDragEnter, .touchDragInside,
                .touchUpInside, .primaryActionTriggered,
            ])
    }

    @Test func movingWithinTheSlopStaysInside() throws {
        let (screen, button) = makeButtonScreen()
        // (200, 125) is (100, 25) in the button: outside its bounds (50) but inside the
        // slop (100 < 120), so no exit, and the release counts as inside.
        let records = try screen.drag(from: centre, through: [CGPoint(x: 130, y: 125), CGPoint(x: 200, y: 125)])
        #expect(
            events(in: records, from: button) == [
                .touchDown, .touchDragInside, .touchDragInside, .touchUpInside, .primaryActionTriggered,
            ])
    }

    @Test func repeatedMovesOutsideSendOneExit() throws {
        let (screen, button) = makeButtonScreen()
        let records = try screen.drag(from: centre, through: [CGPoint(x: 300, y: 125), CGPoint(x: 310, y: 400)])
        #expect(
            events(in: records, from: button) == [
                .touchDown, .touchDragExit, .touchDragOutside, .touchDragOutside, .touchUpOutside,
            ])
    }

    @Test func cancelSendsTouchCancel() throws {
        let (screen, button) = makeButtonScreen()
        let records = try screen.drag(from: centre, through: [], cancel: true)
        #expect(events(in: records, from: button) == [.touchDown, .touchCancel])
        #expect(!button.isHighlighted)
        #expect(!button.isTracking)
    }

    @Test func cancelAfterMovingOutSendsOnlyTouchCancelAtTheEnd() throws {
        let (screen, button) = makeButtonScreen()
        let records = try screen.drag(from: centre, through: [CGPoint(x: 300, y: 125)], cancel: true)
        #expect(events(in: records, from: button) == [.touchDown, .touchDragExit, .touchDragOutside, .touchCancel])
    }

    @Test func highlightFollowsInside() {
        let (screen, button) = makeButtonScreen()
        #expect(!button.isHighlighted)
        screen.sendTouch(.began, at: centre)
        #expect(button.isHighlighted)
        #expect(button.isTracking)
        screen.sendTouch(.moved, at: CGPoint(x: 300, y: 125))
        #expect(!button.isHighlighted)
        screen.sendTouch(.moved, at: CGPoint(x: 219, y: 125))
        #expect(button.isHighlighted)
        screen.sendTouch(.ended, at: CGPoint(x: 219, y: 125))
        #expect(!button.isHighlighted)
        #expect(!button.isTracking)
    }

    @Test func highlightIsUpdatedBeforeEachEventIsSent() throws {
        let (screen, button) = makeButtonScreen()
        let seen = Log<String>()
        for (event, name) in ControlEvents.named {
            button.addAction(for: event) { sender in
                seen.append("\(name)=\((sender as? Control)?.isHighlighted == true)")
            }
        }
        try screen.drag(from: centre, through: [CGPoint(x: 300, y: 125), CGPoint(x: 125, y: 130)])
        #expect(
            seen.entries == [
                "touchDown=true", "touchDragExit=false", "touchDragOutside=false", "touchDragEnter=true",
                "touchDragInside=true", "touchUpInside=false", "primaryActionTriggered=false",
            ])
    }

    /// The tracking area of the button at (100, 100, 50, 50) is 30..<220 on both screen
    /// axes: bounds -70..<120 in its own coordinates, half-open.
    @Test(arguments: [
        (CGPoint(x: 30, y: 125), true),
        (CGPoint(x: 29.999, y: 125), false),
        (CGPoint(x: 219.999, y: 125), true),
        (CGPoint(x: 220, y: 125), false),
        (CGPoint(x: 125, y: 30), true),
        (CGPoint(x: 125, y: 29.999), false),
        (CGPoint(x: 125, y: 219.999), true),
        (CGPoint(x: 125, y: 220), false),
        (CGPoint(x: 30, y: 30), true),
        (CGPoint(x: 219.999, y: 219.999), true),
    ])
    func slopBoundaryIsHalfOpen(point: CGPoint, inside: Bool) throws {
        let (screen, button) = makeButtonScreen()
        #expect(Control.trackingSlop == 70)
        #expect(button.isInsideTrackingArea(CGPoint(x: point.x - 100, y: point.y - 100)) == inside)
        let records = try screen.drag(from: centre, through: [point])
        let expected: [ControlEvents] =
            inside
            ? [.touchDown, .touchDragInside, .touchUpInside, .primaryActionTriggered]
            : [.touchDown, .touchDragExit, .touchDragOutside, .touchUpOutside]
        #expect(events(in: records, from: button) == expected)
    }

    @Test func touchOnAPlainViewInsideAControlReachesTheControl() {
        let (screen, button) = makeButtonScreen()
        let card = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let icon = View(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        card.addSubview(icon)
        button.addSubview(card)
        // (125, 125) is (15, 15) in the icon.
        #expect(screen.hitTest(centre) === icon)
        screen.sendTouch(.began, at: centre)
        #expect(screen.trackingView === button)
        let records = screen.sendTouch(.ended, at: centre)
        #expect(events(in: records, from: button) == [.touchUpInside, .primaryActionTriggered])
    }

    @Test func insideIsJudgedByTheControlNotTheViewThatWasHit() throws {
        let (screen, button) = makeButtonScreen()
        let icon = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        button.addSubview(icon)
        // The touch begins on the icon at (105, 105) and ends at (200, 200): outside the
        // icon's slop (10 + 70 = 80 < 95) but inside the button's (95 < 120).
        let records = try screen.drag(from: CGPoint(x: 105, y: 105), through: [CGPoint(x: 200, y: 200)])
        #expect(
            events(in: records, from: button) == [
                .touchDown, .touchDragInside, .touchUpInside, .primaryActionTriggered,
            ])
    }

    @Test func everyPhaseGoesToTheViewHitWhenTheTouchBegan() throws {
        let (screen, first) = makeButtonScreen()
        let second = Button(title: "Other")
        second.frame = CGRect(x: 300, y: 100, width: 50, height: 50)
        screen.addSubview(second)
        let records = try screen.drag(from: centre, through: [CGPoint(x: 325, y: 125)])
        #expect(events(in: records, from: second) == [])
        #expect(events(in: records, from: first) == [.touchDown, .touchDragExit, .touchDragOutside, .touchUpOutside])
    }

    @Test func touchOnNothingSendsNothing() throws {
        let (screen, _) = makeButtonScreen()
        let records = try screen.drag(from: CGPoint(x: 10, y: 10), through: [centre])
        #expect(records.isEmpty)
        #expect(screen.trackingView == nil)
    }

    @Test func touchOnAPlainViewWithNoControlAboveSendsNothing() {
        let (screen, _) = makeButtonScreen()
        let plain = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        screen.addSubview(plain)
        var records = screen.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        #expect(screen.trackingView == nil)
        records += screen.sendTouch(.ended, at: CGPoint(x: 10, y: 10))
        #expect(records.isEmpty)
    }

    @Test func aNewTouchCancelsTheOneInProgress() {
        let (screen, button) = makeButtonScreen()
        var records = screen.sendTouch(.began, at: centre)
        records += screen.sendTouch(.began, at: centre)
        records += screen.sendTouch(.ended, at: centre)
        #expect(
            events(in: records, from: button) == [
                .touchDown, .touchCancel, .touchDown, .touchUpInside, .primaryActionTriggered,
            ])
    }

    @Test(arguments: [TouchPhase.moved, .ended, .cancelled])
    func phasesWithoutATouchDoNothing(phase: TouchPhase) {
        let (screen, button) = makeButtonScreen()
        let records = screen.sendTouch(phase, at: centre)
        #expect(records.isEmpty)
        #expect(!button.isHighlighted)
    }

    @Test func dispatchRecordsNameTheSender() throws {
        let (screen, _) = makeButtonScreen()
        let records = try screen.drag(from: centre, through: [])
        #expect(
            describe(records) == [
                "button#buy touchDown", "button#buy touchUpInside", "button#buy primaryActionTriggered",
            ])
    }

    @Test func sendActionsSendsSeveralEventsOneAtATimeInBitOrder() {
        let button = Button(title: "Buy")
        let log = button.recordEvents()
        button.sendActions(for: [.primaryActionTriggered, .valueChanged, .touchDown])
        #expect(log.entries == [.touchDown, .valueChanged, .primaryActionTriggered])
    }

    @Test func eventNamesAreUIKits() {
        #expect(ControlEvents.touchUpInside.description == "touchUpInside")
        #expect(ControlEvents([.touchDown, .touchUpInside]).description == "touchDown|touchUpInside")
        #expect(ControlEvents.allTouchEvents.elements.count == 8)
        #expect(ControlEvents.allEvents.elements.count == 14)
        #expect(ControlEvents.allEditingEvents.description == "editingDidBegin|editingChanged|editingDidEnd|editingDidEndOnExit")
        #expect(ControlEvents.allEvents.contains(.valueChanged))
        #expect(!ControlEvents.allTouchEvents.contains(.primaryActionTriggered))
    }

    /// A set's single events are its named events in bit order; bits no event names
    /// are not events.
    @Test func elementsAreTheNamedEventsInBitOrder() {
        #expect(ControlEvents.allEvents.elements == ControlEvents.named.map(\.event))
        #expect(ControlEvents(rawValue: 1 << 1 | 1 << 6 | 1 << 13 | 1 << 31).elements == [.touchUpInside, .primaryActionTriggered])
        #expect(ControlEvents([.editingDidEndOnExit, .touchDown]).elements == [.touchDown, .editingDidEndOnExit])
        #expect(ControlEvents().elements.isEmpty)
    }
}
