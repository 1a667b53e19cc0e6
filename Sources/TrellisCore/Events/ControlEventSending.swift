/// A view that sends control events to targets: controls, and plugin containers that
/// send `valueChanged` (Docs/events.md). Conformers only store a ``TargetActionList``; the
/// UIKit-named API comes from this protocol's extension.
public protocol ControlEventSending: View {
    /// The sender's registrations.
    var targetActions: TargetActionList { get }
}

extension ControlEventSending {
    /// Registers a method of `target` for `events` (UIKit's `addTarget(_:action:for:)`),
    /// e.g. `button.addTarget(self, action: Controller.didTap, for: .touchUpInside)` with
    /// `func didTap(_ sender: View)`. The target is held weakly.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (View) -> Void, for events: ControlEvents
    ) {
        let invoke: (AnyObject, View) -> Void = { object, sender in
            if let typed = object as? Target { action(typed)(sender) }
        }
        _ = targetActions.add(.method(target: .init(object: target), invoke: invoke), for: events)
    }

    /// Registers a named action for `events`. With a nil target the action travels up the
    /// responder chain when sent (UIKit's nil-targeted actions); otherwise it goes to
    /// `target`, held weakly.
    public func addTarget(_ target: (any ActionResponder)?, action name: String, for events: ControlEvents) {
        let weakTarget = target.map { TargetActionList.WeakTarget(object: $0) }
        _ = targetActions.add(.named(name, target: weakTarget), for: events)
    }

    /// Registers a closure for `events` (UIKit's `addAction(_:for:)`); it may be called
    /// many times and is kept until removed with ``removeAction(_:)``.
    @discardableResult
    public func addAction(for events: ControlEvents, _ handler: @escaping (View) -> Void) -> ActionRegistration {
        targetActions.add(.closure(handler), for: events)
    }

    /// Removes a registration made with ``addAction(for:_:)``. A removal during dispatch
    /// takes effect at once: the removed action is not called for the event in flight.
    public func removeAction(_ registration: ActionRegistration) {
        targetActions.remove { $0.token == registration }
    }

    /// Removes the registrations of `target` whose mask intersects `events` (UIKit's
    /// `removeTarget(_:action:for:)`); a nil target removes every registration for
    /// `events`.
    public func removeTarget(_ target: AnyObject?, for events: ControlEvents) {
        targetActions.remove { registration in
            guard !registration.events.isDisjoint(with: events) else { return false }
            guard let target else { return true }
            switch registration.handler {
            case .method(let weak, _): return weak.object === target
            case .named(_, let weak): return weak?.object === target
            case .closure: return false
            }
        }
    }

    /// The names of the named actions registered for `target` and an event of `events`,
    /// in registration order (UIKit's `actions(forTarget:forControlEvent:)`); a nil
    /// target asks for the nil-targeted ones, which travel up the responder chain. nil
    /// when there are none; closures and selector-style methods have no name and are
    /// never listed.
    public func actions(forTarget target: AnyObject?, forControlEvent events: ControlEvents) -> [String]? {
        let names = targetActions.registrations.compactMap { registration -> String? in
            guard !registration.events.isDisjoint(with: events), case .named(let name, let weak) = registration.handler else { return nil }
            guard let target else { return weak == nil ? name : nil }
            return weak?.object === target ? name : nil
        }
        return names.isEmpty ? nil : names
    }

    /// Sends `events` to every registration whose mask intersects them, in registration
    /// order (UIKit's `sendActions(for:)`); several events are sent one at a time in bit
    /// order. Registrations are read when each event starts: one added during dispatch
    /// fires from the next event on, one removed during it is not called again. Dispatch
    /// stops when the sender leaves its screen during it, so no event is delivered to a
    /// view that has left the tree, and when the sender's touch is cancelled during it, so
    /// nothing of a touch follows its `touchCancel`.
    public func sendActions(for events: ControlEvents) {
        let screenAtStart = screen
        let interruptionsAtStart = targetActions.interruptions
        func interrupted() -> Bool {
            if let screenAtStart, screen !== screenAtStart { return true }
            return targetActions.interruptions != interruptionsAtStart
        }
        for event in events.elements {
            if interrupted() { return }
            screen?.record(.event(event, sender: self))
            let snapshot = targetActions.registrations
            for registration in snapshot where !registration.events.isDisjoint(with: event) {
                if interrupted() { return }
                guard targetActions.isRegistered(registration.token) else { continue }
                switch registration.handler {
                case .method(let target, let invoke):
                    if let object = target.object { invoke(object, self) }
                case .closure(let handler):
                    handler(self)
                case .named(let name, let target):
                    if let target {
                        guard let object = target.object as? any ActionResponder else { continue }
                        sendAction(name, to: object)
                    } else {
                        sendAction(name, to: nil)
                    }
                }
            }
        }
    }

    /// Sends the named action to `target`, or, when `target` is nil, up the responder
    /// chain: the sender, its superviews, the screen, then the screen's
    /// ``Screen/actionHandler``; in an app, the screen shown is inside the app's window,
    /// so the chain goes on to the window, whose handler is the app's routes
    /// (Docs/navigation.md, "How an action finds its route"). The first responder that
    /// handles it stops the walk. The
    /// outcome is recorded on the screen the sender was on when the action was sent, even
    /// when a responder removed the sender, so every action is reported.
    ///
    /// - Returns: whether a responder handled the action.
    @discardableResult
    public func sendAction(_ name: String, to target: (any ActionResponder)?) -> Bool {
        let screenAtStart = screen
        let handled: Bool
        if let target {
            handled = target.handleAction(name, sender: self)
        } else {
            handled = sendActionUpResponderChain(name)
        }
        screenAtStart?.record(.action(SentAction(name: name, handled: handled), sender: self))
        return handled
    }

    private func sendActionUpResponderChain(_ name: String) -> Bool {
        var responder: View? = self
        while let current = responder {
            if current.handleAction(name, sender: self) { return true }
            if let screen = current as? Screen, let handler = screen.actionHandler, handler(name, self) {
                return true
            }
            responder = current.superview
        }
        return false
    }
}
