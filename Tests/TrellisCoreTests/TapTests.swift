import Foundation
import Testing
import TrellisCore

/// Simulated taps by text, id and point (Docs/events.md, "Simulated taps").
struct TapTests {
    @Test func tapByTextTapsTheCentre() throws {
        let (screen, button) = makeBuyScreen()
        let report = try screen.tap(text: "Buy")
        #expect(report.query == .text("Buy"))
        #expect(report.point == CGPoint(x: 140, y: 220))
        #expect(report.hitView === button)
        #expect(report.trackingView === button)
        #expect(report.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
        #expect(report.missed == nil)
    }

    @Test func tapByID() throws {
        let (screen, button) = makeBuyScreen()
        let report = try screen.tap(id: "buy")
        #expect(report.query == .id("buy"))
        #expect(report.point == CGPoint(x: 140, y: 220))
        #expect(report.hitView === button)
        #expect(report.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    @Test func tapByQueryValue() throws {
        let (screen, button) = makeBuyScreen()
        let report = try screen.tap(.text("Buy"), allowMissed: false)
        #expect(report.hitView === button)
    }

    @Test func tapAtAPoint() {
        let (screen, button) = makeBuyScreen()
        // (100, 200) is the button's top-left corner: inside (half-open).
        let report = screen.tap(at: CGPoint(x: 100, y: 200))
        #expect(report.query == .point(CGPoint(x: 100, y: 200)))
        #expect(report.point == CGPoint(x: 100, y: 200))
        #expect(report.hitView === button)
        #expect(report.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    @Test func tapAtAPointQueryIsNeverMissed() throws {
        let (screen, button) = makeBuyScreen()
        button.isEnabled = false
        // Through the query API too: a point has no target, so it cannot be missed.
        let report = try screen.tap(.point(CGPoint(x: 140, y: 220)))
        #expect(report.hitView === screen)
        #expect(report.trackingView == nil)
        #expect(report.records.isEmpty)
        #expect(report.missed == nil)
    }

    @Test func tapAtAPointOffTheScreenHitsNothing() {
        let (screen, _) = makeBuyScreen()
        // The screen spans 0..<375 × 0..<667.
        let report = screen.tap(at: CGPoint(x: 375, y: 10))
        #expect(report.hitView == nil)
        #expect(report.trackingView == nil)
        #expect(report.records.isEmpty)
    }

    @Test func labelTargetHandsItsTouchToItsAncestors() throws {
        let screen = makeScreen()
        let card = View(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        card.id = "card"
        let label = Label(text: "Hello")
        label.frame = CGRect(x: 10, y: 10, width: 100, height: 20)
        card.addSubview(label)
        screen.addSubview(card)
        let report = try screen.tap(text: "Hello")
        // The label's centre on screen: (20 + 10 + 50, 20 + 10 + 10) = (80, 40).
        #expect(report.point == CGPoint(x: 80, y: 40))
        #expect(report.hitView === card)
        #expect(report.missed == nil)
    }

    @Test func labelInsideAButtonTapsTheButton() throws {
        let screen = makeScreen()
        let button = Button()
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        let label = Label(text: "Pay")
        label.frame = CGRect(x: 20, y: 20, width: 60, height: 20)
        button.addSubview(label)
        screen.addSubview(button)
        let report = try screen.tap(text: "Pay")
        #expect(report.point == CGPoint(x: 50, y: 30))
        #expect(report.hitView === button)
        #expect(report.trackingView === button)
        #expect(report.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    @Test func tapPointIsTheCentreOfTheVisiblePart() throws {
        let screen = makeScreen()
        let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = Button(title: "Half")
        button.frame = CGRect(x: 150, y: 50, width: 100, height: 40)
        parent.addSubview(button)
        screen.addSubview(parent)
        let report = try screen.tap(text: "Half")
        // Visible part: x 150..<200 (the parent ends at 200), y 50..<90; centre (175, 70).
        // The frame's own centre, (200, 70), is outside the parent and would miss.
        #expect(report.point == CGPoint(x: 175, y: 70))
        #expect(report.hitView === button)
        #expect(report.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    @Test func tapPointIsClippedByTheScreenToo() throws {
        let screen = makeScreen(375, 667)
        let button = Button(title: "Edge")
        button.frame = CGRect(x: 355, y: 647, width: 40, height: 40)
        screen.addSubview(button)
        let report = try screen.tap(text: "Edge")
        // Visible: x 355..<375, y 647..<667; centre (365, 657).
        #expect(report.point == CGPoint(x: 365, y: 657))
        #expect(report.hitView === button)
    }

    @Test func tapLaysOutPendingLayoutBeforeLookingForTheTarget() throws {
        let screen = makeScreen()
        screen.layout = StackLayout(spacing: 10)
        let first = Button(title: "One")
        let second = Button(title: "Two")
        screen.addSubview(first)
        screen.addSubview(second)
        // Nothing is laid out yet: both frames are zero, so neither would be visible.
        #expect(second.frame == .zero)
        let report = try screen.tap(text: "Two")
        // One is 18 high, then 10 of spacing: Two is (0, 28, 375, 18), centre (187.5, 37).
        #expect(report.point == CGPoint(x: 187.5, y: 37))
        #expect(report.hitView === second)
    }

    @Test func pendingLayoutIsDoneAfterATap() throws {
        let screen = makeScreen()
        screen.layout = StackLayout(alignment: .leading)
        let label = Label(text: "0")
        let button = Button(title: "Add")
        screen.addSubview(label)
        screen.addSubview(button)
        button.addAction(for: .primaryActionTriggered) { _ in label.text = "0000" }
        try screen.tap(text: "Add")
        #expect(!screen.needsLayout)
        // "0000" at 17 pt: 4 × 8.5 = 34 wide, 20.4 high; the button follows at y 20.4.
        #expect(approximatelyEqual(label.frame, CGRect(x: 0, y: 0, width: 34, height: 20.4)))
        #expect(approximatelyEqual(button.frame, CGRect(x: 0, y: 20.4, width: 22.5, height: 18)))
    }

    @Test func valueChangedFromAnotherSenderIsReportedSeparately() throws {
        let screen = makeScreen()
        let container = SelectionContainer(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.id = "tags"
        let tag = Button(title: "Tag")
        tag.frame = CGRect(x: 0, y: 0, width: 50, height: 30)
        container.addSubview(tag)
        screen.addSubview(container)
        tag.addAction(for: .primaryActionTriggered) { _ in container.sendActions(for: .valueChanged) }
        let report = try screen.tap(text: "Tag")
        #expect(report.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
        #expect(report.valueChangedSenders.count == 1)
        #expect(report.valueChangedSenders.first === container)
        #expect(describe(report.records).last == "view#tags valueChanged")
    }
}

/// A plain container that sends control events, as a plugin container with a selection
/// does.
private final class SelectionContainer: View, ControlEventSending {
    let targetActions = TargetActionList()
}
