import Foundation
import Testing
import TrellisCore

/// Simulated taps by text, id and point (events.md, "Simulated taps").
struct TapTests {
    /// A screen with button#buy "Buy" at (100, 200, 80, 40): centre (140, 220).
    private func makeBuyScreen() -> (Screen, Button) {
        let screen = makeScreen()
        let button = Button(title: "Buy")
        button.id = "buy"
        button.frame = CGRect(x: 100, y: 200, width: 80, height: 40)
        screen.addSubview(button)
        return (screen, button)
    }

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

    @Test func ambiguousTextListsTheCandidates() {
        let (screen, _) = makeBuyScreen()
        let second = Button(title: "Buy")
        second.id = "again"
        second.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        screen.addSubview(second)
        let error = #expect(throws: TapError.self) { try screen.tap(text: "Buy") }
        #expect(error?.kind == .ambiguous)
        #expect(error?.query == "Buy")
        #expect(error?.point == nil)
        #expect(error?.message == "2 visible views match 'Buy':\n  button#buy \"Buy\"\n  button#again \"Buy\"")
    }

    @Test func noMatchNamesTheQueryAndTheClosestCandidates() {
        let (screen, _) = makeBuyScreen()
        let other = Button(title: "Sell")
        other.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        screen.addSubview(other)
        let error = #expect(throws: TapError.self) { try screen.tap(text: "Bye") }
        #expect(error?.kind == .noMatch)
        #expect(error?.query == "Bye")
        // "Buy" is one edit from "Bye", "Sell" four, so "Buy" comes first.
        #expect(error?.message == "no visible view matches 'Bye'; visible candidates: 'Buy', 'Sell'")
    }

    @Test func noMatchByIDListsTheIDs() {
        let (screen, _) = makeBuyScreen()
        let error = #expect(throws: TapError.self) { try screen.tap(id: "pay") }
        #expect(error?.kind == .noMatch)
        #expect(error?.query == "#pay")
        #expect(error?.message == "no visible view matches '#pay'; visible candidates: #buy")
    }

    @Test func noMatchOnAScreenWithoutText() {
        let screen = makeScreen()
        screen.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let error = #expect(throws: TapError.self) { try screen.tap(text: "Buy") }
        #expect(error?.message == "no visible view matches 'Buy'; nothing on the screen has text")
    }

    @Test func invisibleViewsDoNotMatch() {
        let screen = makeScreen()
        let hidden = Button(title: "Hidden")
        hidden.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        hidden.isHidden = true
        let transparent = Button(title: "Transparent")
        transparent.frame = CGRect(x: 0, y: 60, width: 50, height: 50)
        transparent.alpha = 0.009
        let offScreen = Button(title: "Off")
        offScreen.frame = CGRect(x: 400, y: 0, width: 50, height: 50)
        let empty = Button(title: "Empty")
        empty.frame = CGRect(x: 0, y: 120, width: 50, height: 0)
        for view in [hidden, transparent, offScreen, empty] { screen.addSubview(view) }
        for title in ["Hidden", "Transparent", "Off", "Empty"] {
            #expect(throws: TapError.self) { try screen.tap(text: title) }
            #expect(screen.views(matching: .text(title)).isEmpty)
        }
    }

    @Test func collapsedViewsDoNotMatch() {
        let screen = makeScreen()
        let row = View(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
        row.layout = CollapsingLayout(collapsedIndices: [1])
        let shown = Button(title: "Shown")
        shown.specifiedFrame = CGRect(x: 0, y: 0, width: 60, height: 30)
        let collapsed = Button(title: "Collapsed")
        collapsed.specifiedFrame = CGRect(x: 70, y: 0, width: 60, height: 30)
        row.addSubview(shown)
        row.addSubview(collapsed)
        screen.addSubview(row)
        #expect(screen.views(matching: .text("Shown")).count == 1)
        let error = #expect(throws: TapError.self) { try screen.tap(text: "Collapsed") }
        #expect(error?.kind == .noMatch)
    }

    @Test func outermostMatchWins() throws {
        let (screen, button) = makeBuyScreen()
        let title = Label(text: "Buy")
        title.frame = CGRect(x: 10, y: 10, width: 60, height: 20)
        button.addSubview(title)
        #expect(screen.views(matching: .text("Buy")).count == 1)
        #expect(screen.views(matching: .text("Buy")).first === button)
        let report = try screen.tap(text: "Buy")
        #expect(report.hitView === button)
        #expect(report.point == CGPoint(x: 140, y: 220))
    }

    @Test func outermostMatchByIDWins() {
        let screen = makeScreen()
        let outer = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.id = "card"
        let inner = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        inner.id = "card"
        outer.addSubview(inner)
        screen.addSubview(outer)
        let matches = screen.views(matching: .id("card"))
        #expect(matches.count == 1)
        #expect(matches.first === outer)
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

    @Test func noMatchListsAtMostTenCandidates() {
        let screen = makeScreen()
        for index in 0..<12 {
            let button = Button(title: "Item \(index)")
            button.frame = CGRect(x: 0, y: CGFloat(index) * 30, width: 100, height: 30)
            screen.addSubview(button)
        }
        let error = #expect(throws: TapError.self) { try screen.tap(text: "Item 99") }
        let candidates = error?.message.components(separatedBy: "visible candidates: ").last ?? ""
        #expect(Screen.candidateLimit == 10)
        #expect(candidates.components(separatedBy: "', '").count == 10)
        #expect(candidates.hasSuffix(", …"))
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
