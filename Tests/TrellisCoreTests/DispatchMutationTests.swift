import Foundation
import Testing
import TrellisCore

/// Handlers that change the tree while an event is dispatched (Docs/events.md,
/// "Target/action", last rule).
struct DispatchMutationTests {
    private let centreOfA = CGPoint(x: 187.5, y: 9)

    @Test func touchUpInsideHandlerRemovesTheTappedButton() throws {
        let (screen, a, b) = makeStackScreen()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 375, height: 18))
        let log = Log<String>()
        a.addAction(for: .touchUpInside) { sender in
            log.append("remove")
            sender.removeFromSuperview()
        }
        a.addAction(for: .touchUpInside) { _ in log.append("later touchUpInside") }
        a.addAction(for: .primaryActionTriggered) { _ in log.append("primary") }
        a.addTarget(nil, action: "report", for: .primaryActionTriggered)
        let report = try screen.tap(text: "A")
        #expect(a.superview == nil)
        #expect(log.entries == ["remove"])
        #expect(report.events == [.touchDown, .touchUpInside])
        #expect(report.actions.isEmpty)
        #expect(!a.isHighlighted)
        // The tap laid the screen out again: B moved up into A's place.
        #expect(b.frame == CGRect(x: 0, y: 0, width: 375, height: 18))
    }

    @Test func primaryActionHandlerRemovesTheButtonBeforeTheNamedAction() throws {
        let (screen, a, _) = makeStackScreen()
        let handled = Log<String>()
        screen.actionHandler = { name, _ in
            handled.append(name)
            return true
        }
        a.addAction(for: .primaryActionTriggered) { sender in sender.removeFromSuperview() }
        a.addTarget(nil, action: "report", for: .primaryActionTriggered)
        let report = try screen.tap(text: "A")
        #expect(report.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
        #expect(report.actions.isEmpty)
        #expect(handled.entries.isEmpty)
    }

    @Test func touchDownHandlerRemovesTheButton() {
        let (screen, a, b) = makeStackScreen()
        let log = Log<String>()
        a.addAction(for: .touchDown) { sender in sender.removeFromSuperview() }
        a.addAction(for: .touchDown) { _ in log.append("later touchDown") }
        a.addAction(for: [.touchUpInside, .primaryActionTriggered, .touchUpOutside]) { _ in log.append("late") }
        var records = screen.sendTouch(.began, at: centreOfA)
        // The cancel is delivered while the button is still on the screen.
        #expect(events(in: records, from: a) == [.touchDown, .touchCancel])
        #expect(a.superview == nil)
        #expect(!a.isHighlighted)
        #expect(!a.isTracking)
        #expect(screen.trackingView == nil)
        records = screen.sendTouch(.moved, at: centreOfA)
        records += screen.sendTouch(.ended, at: centreOfA)
        #expect(records.isEmpty)
        #expect(log.entries.isEmpty)
        screen.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 0, y: 0, width: 375, height: 18))
    }

    @Test func touchDownHandlerRemovesTheButtonDuringATap() throws {
        let (screen, a, b) = makeStackScreen()
        a.addAction(for: .touchDown) { sender in sender.removeFromSuperview() }
        let report = try screen.tap(text: "A")
        #expect(report.events == [.touchDown, .touchCancel])
        #expect(report.trackingView === a)
        // The tap lays out before it returns.
        #expect(b.frame == CGRect(x: 0, y: 0, width: 375, height: 18))
    }

    @Test func removingTheTouchedViewBetweenPhasesCancelsTheTouch() {
        let (screen, a, _) = makeStackScreen()
        let began = screen.sendTouch(.began, at: centreOfA)
        #expect(events(in: began, from: a) == [.touchDown])
        let log = a.recordEvents()
        a.removeFromSuperview()
        #expect(log.entries == [.touchCancel])
        let ended = screen.sendTouch(.ended, at: centreOfA)
        #expect(ended.isEmpty)
        #expect(log.entries == [.touchCancel])
    }

    @Test func handlerRemovesAnAncestorOfTheTappedButton() throws {
        let screen = makeScreen()
        let panel = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = Button(title: "Buy")
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        panel.addSubview(button)
        screen.addSubview(panel)
        let log = Log<String>()
        button.addAction(for: .touchUpInside) { _ in panel.removeFromSuperview() }
        button.addAction(for: .primaryActionTriggered) { _ in log.append("primary") }
        let report = try screen.tap(text: "Buy")
        #expect(report.events == [.touchDown, .touchUpInside])
        #expect(log.entries.isEmpty)
        #expect(panel.superview == nil)
        #expect(button.superview === panel)
        #expect(button.screen == nil)
    }

    @Test func touchDownHandlerRemovesAnAncestorCancelsTheTouch() throws {
        let screen = makeScreen()
        let panel = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = Button(title: "Buy")
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        panel.addSubview(button)
        screen.addSubview(panel)
        button.addAction(for: .touchDown) { _ in panel.removeFromSuperview() }
        // (60, 30) is (50, 20) in the button.
        let records = try screen.drag(from: CGPoint(x: 60, y: 30), through: [CGPoint(x: 61, y: 30)])
        #expect(events(in: records, from: button) == [.touchDown, .touchCancel])
    }

    @Test func handlerAddsViewsAndTheNextLayoutPassPlacesThem() throws {
        let (screen, a, b) = makeStackScreen()
        let added = Label(text: "New")
        a.addAction(for: .primaryActionTriggered) { _ in screen.insertSubview(added, at: 0) }
        try screen.tap(text: "A")
        // A 17 pt label is 20.4 high (1.2 × 17); the buttons move down by that much.
        #expect(approximatelyEqual(added.frame, CGRect(x: 0, y: 0, width: 375, height: 20.4)))
        #expect(approximatelyEqual(a.frame, CGRect(x: 0, y: 20.4, width: 375, height: 18)))
        #expect(approximatelyEqual(b.frame, CGRect(x: 0, y: 38.4, width: 375, height: 18)))
        // The new label is already tappable by text; it hands its touch to the screen.
        let report = try screen.tap(text: "New")
        #expect(report.hitView === screen)
    }

    @Test func handlerChangesTheLayoutAndTheNextLayoutPassUsesIt() throws {
        let (screen, a, b) = makeStackScreen()
        a.addAction(for: .primaryActionTriggered) { _ in
            screen.layout = StackLayout(axis: .horizontal, spacing: 10, alignment: .leading)
        }
        try screen.tap(text: "A")
        // Horizontal, leading: each button keeps its fitting size 7.5 × 18; B starts at
        // 7.5 + 10 = 17.5.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 7.5, height: 18))
        #expect(b.frame == CGRect(x: 17.5, y: 0, width: 7.5, height: 18))
    }

    @Test func handlerHidesASiblingAndTheNextLayoutPassSkipsIt() throws {
        let (screen, a, b) = makeStackScreen()
        let c = Button(title: "C")
        screen.addSubview(c)
        screen.layoutIfNeeded()
        #expect(c.frame == CGRect(x: 0, y: 36, width: 375, height: 18))
        a.addAction(for: .touchUpInside) { _ in b.isHidden = true }
        try screen.tap(text: "A")
        // B keeps its old frame; C moves up into B's place.
        #expect(b.frame == CGRect(x: 0, y: 18, width: 375, height: 18))
        #expect(c.frame == CGRect(x: 0, y: 18, width: 375, height: 18))
    }

    @Test func handlerChangesATitleAndTheTapReturnsWithFramesUpToDate() throws {
        let screen = makeScreen()
        screen.layout = StackLayout(alignment: .leading)
        let button = Button(title: "Go")
        screen.addSubview(button)
        button.addAction(for: .primaryActionTriggered) { sender in (sender as? Button)?.title = "Going" }
        screen.layoutIfNeeded()
        // "Go" at 15 pt: 2 × 7.5 = 15 wide.
        #expect(button.frame == CGRect(x: 0, y: 0, width: 15, height: 18))
        try screen.tap(text: "Go")
        // "Going": 5 × 7.5 = 37.5 wide, with no explicit layoutIfNeeded after the tap.
        #expect(button.frame == CGRect(x: 0, y: 0, width: 37.5, height: 18))
    }

    @Test func handlerThatRemovesTheButtonOnEveryEventRemovesItOnce() throws {
        let screen = makeScreen()
        let parent = HookedView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = Button(title: "Buy")
        button.id = "buy"
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        parent.addSubview(button)
        screen.addSubview(parent)
        // touchDown removes the button, which cancels the touch; the same handler then
        // runs for touchCancel while the first removal is still in progress.
        button.addAction(for: .allTouchEvents) { sender in sender.removeFromSuperview() }
        let records = try screen.drag(from: CGPoint(x: 50, y: 20), through: [])
        #expect(events(in: records, from: button) == [.touchDown, .touchCancel])
        #expect(button.superview == nil)
        #expect(parent.subviews.isEmpty)
        #expect(parent.hooks.filter { $0.hasPrefix("willRemove") } == ["willRemove button#buy"])
    }

    @Test func touchCancelHandlerThatMovesTheViewBeingMovedLeavesItInOnePlace() {
        let screen = makeScreen()
        let first = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let second = View(frame: CGRect(x: 0, y: 200, width: 200, height: 200))
        let third = View(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        for view in [first, second, third] { screen.addSubview(view) }
        let button = Button(title: "Buy")
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        first.addSubview(button)
        button.addAction(for: .touchCancel) { _ in second.addSubview(button) }
        screen.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        // Moving the touched button cancels its touch; the cancel handler moves it to
        // `second` before this call puts it in `third`.
        third.addSubview(button)
        #expect(button.superview === third)
        #expect(first.subviews.isEmpty)
        #expect(second.subviews.isEmpty)
        #expect(third.subviews.count == 1)
    }
}

/// More handlers that change the tree, the registrations or the touch while an event is
/// dispatched: removing everything, relaying out, registering and unregistering targets,
/// and tapping again from inside a handler (Docs/events.md, "Target/action";
/// Docs/architecture.md, "Choices made where the spec leaves room").
struct ReentrantHandlerTests {
    @Test func touchUpInsideHandlerRemovesTheWholeTree() throws {
        let (screen, a, b) = makeStackScreen()
        let log = Log<String>()
        a.addAction(for: .touchUpInside) { _ in
            for view in screen.subviews { view.removeFromSuperview() }
        }
        a.addAction(for: .touchUpInside) { _ in log.append("later touchUpInside") }
        a.addAction(for: .primaryActionTriggered) { _ in log.append("primary") }
        let report = try screen.tap(text: "A")
        #expect(report.events == [.touchDown, .touchUpInside])
        #expect(log.entries.isEmpty)
        #expect(screen.subviews.isEmpty)
        #expect(a.superview == nil && b.superview == nil)
        // What is left is the screen alone: a tap where A was hits the screen.
        #expect(screen.tap(at: CGPoint(x: 187.5, y: 9)).hitView === screen)
    }

    @Test func touchDownHandlerReplacesTheWholeTree() throws {
        let (screen, a, b) = makeStackScreen()
        let c = Button(title: "C")
        a.addAction(for: .touchDown) { _ in
            for view in screen.subviews { view.removeFromSuperview() }
            screen.addSubview(c)
        }
        let cLog = c.recordEvents()
        let report = try screen.tap(text: "A")
        // The touch began on A, so it is cancelled with A and the new tree sees none of it.
        #expect(report.events == [.touchDown, .touchCancel])
        #expect(cLog.entries.isEmpty)
        #expect(screen.subviews.count == 1 && b.superview == nil)
        // The tap laid the new tree out: C fills the top row, where A was.
        #expect(c.frame == CGRect(x: 0, y: 0, width: 375, height: 18))
        let next = try screen.tap(text: "C")
        #expect(next.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    @Test func touchDownHandlerRelaysOutAndTheTouchIsJudgedWhereTheButtonNowIs() {
        let (screen, a, _) = makeStackScreen()
        let spacer = View()
        spacer.explicitHeight = 200
        a.addAction(for: .touchDown) { _ in
            screen.insertSubview(spacer, at: 0)
            screen.layoutIfNeeded()
        }
        let log = a.recordEvents()
        let report = screen.tap(at: CGPoint(x: 187.5, y: 9))
        // A moved down by the spacer's 200 points during touchDown: (0, 200, 375, 18). The
        // touch ends at (187.5, 9), which is (187.5, −191) in A, more than the 70-point
        // tracking slop above it, so it is outside (as UIKit converts the location when
        // it delivers each phase).
        #expect(a.frame == CGRect(x: 0, y: 200, width: 375, height: 18))
        #expect(report.events == [.touchDown, .touchUpOutside])
        #expect(log.entries == [.touchDown, .touchUpOutside])
        #expect(!a.isHighlighted)
    }

    @Test func touchUpInsideHandlerRelaysOutAndThePrimaryActionStillFollows() throws {
        let (screen, a, b) = makeStackScreen()
        a.addAction(for: .touchUpInside) { _ in
            screen.layout = StackLayout(axis: .horizontal, spacing: 10, alignment: .leading)
            screen.layoutIfNeeded()
        }
        let report = try screen.tap(text: "A")
        #expect(report.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
        // Horizontal and leading: 7.5 × 18 each, B at 7.5 + 10.
        #expect(b.frame == CGRect(x: 17.5, y: 0, width: 7.5, height: 18))
    }

    @Test func registrationsAddedDuringDispatchFireFromTheNextEvent() throws {
        let (screen, a, _) = makeStackScreen()
        let log = Log<String>()
        var added = false
        a.addAction(for: .touchDown) { sender in
            log.append("touchDown")
            guard !added, let control = sender as? Control else { return }
            added = true
            control.addAction(for: .touchDown) { _ in log.append("added touchDown") }
            control.addAction(for: .touchUpInside) { _ in log.append("added touchUpInside") }
        }
        try screen.tap(text: "A")
        // The touchDown in flight does not reach the registration made during it; the
        // touchUpInside of the same tap does.
        #expect(log.entries == ["touchDown", "added touchUpInside"])
        try screen.tap(text: "A")
        #expect(log.entries == ["touchDown", "added touchUpInside", "touchDown", "added touchDown", "added touchUpInside"])
    }

    @Test func targetsRemovedDuringDispatchAreNotCalled() throws {
        let (screen, a, _) = makeStackScreen()
        let log = Log<String>()
        let first = Receiver(name: "first", log: log)
        let second = Receiver(name: "second", log: log)
        a.addAction(for: .touchUpInside) { sender in (sender as? Control)?.removeTarget(second, for: .allEvents) }
        a.addTarget(first, action: Receiver.received, for: [.touchUpInside, .primaryActionTriggered])
        a.addTarget(second, action: Receiver.received, for: [.touchUpInside, .primaryActionTriggered])
        let report = try screen.tap(text: "A")
        #expect(report.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
        #expect(log.entries == ["first", "first"])
        withExtendedLifetime(second) {}
    }

    @Test func removingEveryTargetDuringTouchDownLeavesTheEventsButNoHandlers() throws {
        let (screen, a, _) = makeStackScreen()
        let log = Log<String>()
        a.addAction(for: .touchDown) { sender in (sender as? Control)?.removeTarget(nil, for: .allEvents) }
        a.addAction(for: .allEvents) { _ in log.append("handler") }
        a.addTarget(nil, action: "report", for: .primaryActionTriggered)
        let report = try screen.tap(text: "A")
        // The control still sends its events; nothing is registered to receive them.
        #expect(report.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
        #expect(log.entries.isEmpty)
        #expect(report.actions.isEmpty)
    }

    @Test func targetReleasedDuringDispatchIsNotCalled() throws {
        let (screen, a, _) = makeStackScreen()
        let log = Log<String>()
        let holder = Holder()
        weak var released: Receiver?
        do {
            let receiver = Receiver(name: "released", log: log)
            holder.receiver = receiver
            released = receiver
            a.addAction(for: .touchUpInside) { _ in holder.receiver = nil }
            a.addTarget(receiver, action: Receiver.received, for: .touchUpInside)
        }
        #expect(released != nil)
        try screen.tap(text: "A")
        #expect(released == nil)
        #expect(log.entries.isEmpty)
    }

    @Test func anActionHandledByRemovingItsSenderIsStillReported() throws {
        let (screen, a, b) = makeStackScreen()
        screen.actionHandler = { name, sender in
            sender.removeFromSuperview()
            return name == "close"
        }
        a.addTarget(nil, action: "close", for: .primaryActionTriggered)
        let report = try screen.tap(text: "A")
        #expect(report.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
        #expect(report.actions == [SentAction(name: "close", handled: true)])
        #expect(a.superview == nil)
        #expect(b.frame == CGRect(x: 0, y: 0, width: 375, height: 18))
    }

    @Test func touchUpInsideHandlerTapsAnotherButton() throws {
        let (screen, a, b) = makeStackScreen()
        var inner: TapReport?
        a.addAction(for: .touchUpInside) { _ in inner = try? screen.tap(text: "B") }
        let outer = try screen.tap(text: "A")
        // A's touch had ended when the handler ran, so the inner tap is a touch of its own;
        // A's primary action follows once it returns.
        #expect(inner?.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
        #expect(inner?.trackingView === b)
        #expect(outer.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
        #expect(
            describe(outer.records) == [
                "button#a touchDown", "button#a touchUpInside",
                "button#b touchDown", "button#b touchUpInside", "button#b primaryActionTriggered",
                "button#a primaryActionTriggered",
            ])
    }

    @Test func touchDownHandlerTapsAnotherButtonAndCancelsItsOwnTouch() throws {
        let (screen, a, b) = makeStackScreen()
        let bLog = b.recordEvents()
        let later = Log<String>()
        a.addAction(for: .touchDown) { _ in _ = try? screen.tap(text: "B") }
        a.addAction(for: .touchDown) { _ in later.append("later touchDown") }
        let outer = try screen.tap(text: "A")
        // The screen has one touch: beginning B's cancels A's (Docs/architecture.md), and A's touchDown
        // handlers stop there.
        #expect(outer.events == [.touchDown, .touchCancel])
        #expect(bLog.entries == [.touchDown, .touchUpInside, .primaryActionTriggered])
        #expect(later.entries.isEmpty)
        #expect(!a.isHighlighted && !a.isTracking)
        #expect(screen.trackingView == nil)
    }

    @Test func primaryActionHandlerTapsItsOwnButtonAgain() throws {
        let (screen, a, _) = makeStackScreen()
        var depth = 0
        var reports: [TapReport] = []
        a.addAction(for: .primaryActionTriggered) { _ in
            depth += 1
            if depth < 3, let report = try? screen.tap(text: "A") { reports.append(report) }
        }
        let outer = try screen.tap(text: "A")
        #expect(depth == 3)
        #expect(reports.count == 2)
        // Each tap is complete; a tap's report also holds what the taps made from inside
        // its handlers sent, in order.
        let tap: [ControlEvents] = [.touchDown, .touchUpInside, .primaryActionTriggered]
        #expect(reports.first?.events == tap)
        #expect(reports.last?.events == tap + tap)
        #expect(outer.events == tap + tap + tap)
        #expect(!a.isHighlighted && !a.isTracking)
    }

    @Test func touchDownHandlerMovesTheButtonAndItsTouchEndsThere() throws {
        let (screen, a, _) = makeStackScreen()
        let panel = View()
        screen.addSubview(panel)
        let later = Log<String>()
        a.addAction(for: .touchDown) { sender in panel.addSubview(sender) }
        a.addAction(for: .touchDown) { _ in later.append("later touchDown") }
        let log = a.recordEvents()
        let records = try screen.drag(from: CGPoint(x: 187.5, y: 9), through: [CGPoint(x: 187.5, y: 10)])
        // Leaving its superview cancels the touch (the view left that place in the tree);
        // nothing of the touch, not even the rest of touchDown, reaches it afterwards.
        #expect(events(in: records, from: a) == [.touchDown, .touchCancel])
        #expect(log.entries == [.touchCancel])
        #expect(later.entries.isEmpty)
        #expect(a.superview === panel)
    }

    @Test func dragExitHandlerRemovesTheButtonAndTheMoveEndsThere() throws {
        let (screen, a, _) = makeStackScreen()
        a.addAction(for: .touchDragExit) { sender in sender.removeFromSuperview() }
        let log = a.recordEvents()
        // A is (0, 0, 375, 18); its tracking area reaches 70 points below it, to y = 88,
        // so a move to y = 98 leaves it: touchDragExit, whose handler removes A. Removal
        // cancels the touch, and the move sends nothing more (no touchDragOutside).
        let records = try screen.drag(from: CGPoint(x: 187.5, y: 9), through: [CGPoint(x: 187.5, y: 98)])
        #expect(events(in: records, from: a) == [.touchDown, .touchDragExit, .touchCancel])
        // The recorder was registered after the handler that removed A, so it misses the
        // rest of touchDragExit too.
        #expect(log.entries == [.touchDown, .touchCancel])
        #expect(a.superview == nil)
    }

    @Test func aButtonRemovedDuringItsOwnTapIsFreedAfterIt() throws {
        let screen = makeScreen()
        screen.layout = StackLayout()
        weak var released: Button?
        do {
            let button = Button(title: "Gone")
            button.addAction(for: .touchUpInside) { sender in sender.removeFromSuperview() }
            button.addAction(for: .primaryActionTriggered) { _ in Issue.record("a removed button sent its primary action") }
            screen.addSubview(button)
            released = button
        }
        let report = try screen.tap(text: "Gone")
        #expect(report.events == [.touchDown, .touchUpInside])
        #expect(screen.subviews.isEmpty)
        // The report still names the button; once it is gone, nothing holds the view.
        #expect(report.trackingView != nil)
        _ = consume report
        #expect(released == nil)
    }
}

/// A target object for `addTarget(_:action:for:)` that logs its name.
private final class Receiver {
    let name: String
    let log: Log<String>

    init(name: String, log: Log<String>) {
        self.name = name
        self.log = log
    }

    func received(_ sender: View) {
        log.append(name)
    }
}

/// Holds a receiver strongly, so a handler can release it.
private final class Holder {
    var receiver: Receiver?
}
