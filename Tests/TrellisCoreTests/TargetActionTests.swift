import Foundation
import Testing
import TrellisCore

/// An object with a method to register as a target; it writes to a log it does not own,
/// so calls can be observed after it is gone.
private final class Recorder {
    let name: String
    let log: Log<String>

    init(_ name: String, log: Log<String>) {
        self.name = name
        self.log = log
    }

    func didTap(_ sender: View) {
        log.append("\(name) from \(sender.debugName)")
    }
}

/// An explicit target for named actions.
private final class Responder: ActionResponder {
    let log: Log<String>

    init(log: Log<String>) {
        self.log = log
    }

    func handleAction(_ name: String, sender: View) -> Bool {
        log.append("responder \(name)")
        return true
    }
}

/// Registrations, their order, masks, weak targets and removal (Docs/events.md,
/// "Target/action").
struct TargetActionTests {
    @Test func registrationsFireInRegistrationOrder() {
        let button = Button(title: "Buy")
        button.id = "buy"
        let log = Log<String>()
        let first = Recorder("first", log: log)
        let responder = Responder(log: log)
        button.addAction(for: .touchUpInside) { _ in log.append("closure 1") }
        button.addTarget(first, action: Recorder.didTap, for: .touchUpInside)
        button.addTarget(responder, action: "save", for: .touchUpInside)
        button.addAction(for: .touchUpInside) { _ in log.append("closure 2") }
        button.sendActions(for: .touchUpInside)
        #expect(log.entries == ["closure 1", "first from button#buy", "responder save", "closure 2"])
        withExtendedLifetime((first, responder)) {}
    }

    @Test func theSameHandlerMayBeRegisteredManyTimes() {
        let button = Button(title: "Buy")
        let log = Log<String>()
        let recorder = Recorder("r", log: log)
        button.addTarget(recorder, action: Recorder.didTap, for: .touchUpInside)
        button.addTarget(recorder, action: Recorder.didTap, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log.entries.count == 2)
        #expect(button.targetActions.count == 2)
        withExtendedLifetime(recorder) {}
    }

    @Test(arguments: [
        // (events sent, calls expected) for a registration on [.touchUpInside, .valueChanged]
        (ControlEvents.touchUpInside, 1),
        (ControlEvents.valueChanged, 1),
        (ControlEvents.touchDown, 0),
        (ControlEvents.primaryActionTriggered, 0),
        (ControlEvents([.touchUpInside, .valueChanged]), 2),
        (ControlEvents([.touchDown, .valueChanged]), 1),
        (ControlEvents.allEvents, 2),
    ])
    func registrationFiresForEveryEventItsMaskIntersects(sent: ControlEvents, calls: Int) {
        let button = Button(title: "Buy")
        let log = Log<View>()
        button.addAction(for: [.touchUpInside, .valueChanged]) { sender in log.append(sender) }
        button.sendActions(for: sent)
        #expect(log.entries.count == calls)
        #expect(log.entries.allSatisfy { $0 === button })
    }

    @Test func deallocatedTargetIsNotCalled() {
        let button = Button(title: "Buy")
        let log = Log<String>()
        weak var gone: Recorder?
        do {
            let recorder = Recorder("gone", log: log)
            gone = recorder
            button.addTarget(recorder, action: Recorder.didTap, for: .touchUpInside)
            #expect(button.targetActions.count == 1)
        }
        // The button holds its target weakly, so nothing else kept it alive.
        #expect(gone == nil)
        #expect(button.targetActions.count == 0)
        button.sendActions(for: .touchUpInside)
        #expect(log.entries.isEmpty)
    }

    @Test func liveTargetIsCalledAfterADeallocatedOne() {
        let button = Button(title: "Buy")
        let log = Log<String>()
        let kept = Recorder("kept", log: log)
        do {
            let recorder = Recorder("gone", log: log)
            button.addTarget(recorder, action: Recorder.didTap, for: .touchUpInside)
        }
        button.addTarget(kept, action: Recorder.didTap, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log.entries == ["kept from button"])
        withExtendedLifetime(kept) {}
    }

    @Test func deallocatedNamedTargetIsNotCalledAndTheActionDoesNotTravelUp() {
        let screen = makeScreen()
        let button = Button(title: "Buy")
        screen.addSubview(button)
        let log = Log<String>()
        screen.actionHandler = { name, _ in
            log.append("screen \(name)")
            return true
        }
        do {
            let responder = Responder(log: log)
            button.addTarget(responder, action: "save", for: .touchUpInside)
        }
        button.sendActions(for: .touchUpInside)
        #expect(log.entries.isEmpty)
    }

    @Test func explicitNamedTargetGetsTheActionAndTheSender() {
        let button = Button(title: "Buy")
        let target = ActionHandlingView(handling: ["save"])
        button.addTarget(target, action: "save", for: .primaryActionTriggered)
        button.sendActions(for: .primaryActionTriggered)
        #expect(target.received.map(\.name) == ["save"])
        #expect(target.received.first?.sender === button)
    }

    @Test func removedClosureIsNotCalled() {
        let button = Button(title: "Buy")
        let log = Log<String>()
        let first = button.addAction(for: .touchUpInside) { _ in log.append("first") }
        button.addAction(for: .touchUpInside) { _ in log.append("second") }
        button.removeAction(first)
        button.sendActions(for: .touchUpInside)
        #expect(log.entries == ["second"])
        #expect(button.targetActions.count == 1)
    }

    @Test func closureRemovedDuringDispatchIsNotCalledForTheEventInFlight() {
        let button = Button(title: "Buy")
        let log = Log<String>()
        let removable = Log<ActionRegistration>()
        button.addAction(for: .touchUpInside) { sender in
            log.append("first")
            if let registration = removable.entries.first {
                (sender as? Button)?.removeAction(registration)
            }
        }
        removable.append(button.addAction(for: .touchUpInside) { _ in log.append("second") })
        button.addAction(for: .touchUpInside) { _ in log.append("third") }
        button.sendActions(for: .touchUpInside)
        #expect(log.entries == ["first", "third"])
        button.sendActions(for: .touchUpInside)
        #expect(log.entries == ["first", "third", "first", "third"])
    }

    @Test func closureThatRemovesItselfRunsOnce() {
        let button = Button(title: "Buy")
        let log = Log<String>()
        let registrations = Log<ActionRegistration>()
        registrations.append(
            button.addAction(for: [.touchUpInside, .primaryActionTriggered]) { sender in
                log.append("once")
                if let own = registrations.entries.first { (sender as? Button)?.removeAction(own) }
            })
        // Both events intersect the mask, but the closure is gone after the first.
        button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        button.sendActions(for: .touchUpInside)
        #expect(log.entries == ["once"])
    }

    @Test func removeTargetRemovesOnlyThatTargetsIntersectingRegistrations() {
        let button = Button(title: "Buy")
        let log = Log<String>()
        let a = Recorder("a", log: log)
        let b = Recorder("b", log: log)
        button.addTarget(a, action: Recorder.didTap, for: .touchUpInside)
        button.addTarget(a, action: Recorder.didTap, for: .valueChanged)
        button.addTarget(b, action: Recorder.didTap, for: .touchUpInside)
        button.removeTarget(a, for: .touchUpInside)
        button.sendActions(for: [.touchUpInside, .valueChanged])
        // touchUpInside reaches b only; valueChanged still reaches a.
        #expect(log.entries == ["b from button", "a from button"])
        withExtendedLifetime((a, b)) {}
    }

    @Test func removeTargetNilRemovesEveryRegistrationForTheEvents() {
        let button = Button(title: "Buy")
        let log = Log<String>()
        let a = Recorder("a", log: log)
        button.addTarget(a, action: Recorder.didTap, for: .touchUpInside)
        button.addAction(for: .touchUpInside) { _ in log.append("closure") }
        button.addAction(for: .valueChanged) { _ in log.append("value") }
        button.removeTarget(nil, for: .touchUpInside)
        button.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(log.entries == ["value"])
        withExtendedLifetime(a) {}
    }

    /// `actions(forTarget:forControlEvent:)` lists named actions only, in registration
    /// order, for the target asked (nil: the nil-targeted ones) and any of the events;
    /// nil when there are none (UIKit's).
    @Test func namedActionsAreListedByTargetAndEvent() {
        let button = Button(title: "Buy")
        let log = Log<String>()
        let responder = Responder(log: log)
        button.addTarget(nil, action: "buy", for: .primaryActionTriggered)
        button.addTarget(responder, action: "track", for: .primaryActionTriggered)
        button.addTarget(nil, action: "press", for: .touchDown)
        button.addTarget(nil, action: "both", for: [.touchDown, .primaryActionTriggered])
        _ = button.addAction(for: .primaryActionTriggered) { _ in }
        #expect(button.actions(forTarget: nil, forControlEvent: .primaryActionTriggered) == ["buy", "both"])
        #expect(button.actions(forTarget: responder, forControlEvent: .primaryActionTriggered) == ["track"])
        #expect(button.actions(forTarget: nil, forControlEvent: .touchDown) == ["press", "both"])
        #expect(button.actions(forTarget: nil, forControlEvent: .valueChanged) == nil)
        #expect(Button(title: "None").actions(forTarget: nil, forControlEvent: .allEvents) == nil)
    }
}
