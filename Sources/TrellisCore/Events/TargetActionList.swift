/// The ordered target/action registrations of one sender (Docs/events.md, "Target/action").
///
/// Registrations fire in the order they were made, for every event that intersects their
/// mask. Targets are held weakly; a registration whose target is gone no longer fires.
public final class TargetActionList {
    enum Handler {
        case method(target: WeakTarget, invoke: (AnyObject, View) -> Void)
        case closure((View) -> Void)
        case named(String, target: WeakTarget?)
    }

    struct WeakTarget {
        weak var object: AnyObject?
    }

    struct Registration {
        let token: ActionRegistration
        let events: ControlEvents
        let handler: Handler
    }

    private(set) var registrations: [Registration] = []
    private var nextToken = 0
    /// How many times dispatch in progress was interrupted (see ``interrupt()``).
    private(set) var interruptions = 0

    /// Creates an empty list.
    public init() {}

    /// The number of registrations whose target (if any) is still alive.
    public var count: Int {
        registrations.filter(\.isAlive).count
    }

    func add(_ handler: Handler, for events: ControlEvents) -> ActionRegistration {
        nextToken += 1
        let token = ActionRegistration(rawValue: nextToken)
        registrations.append(Registration(token: token, events: events, handler: handler))
        return token
    }

    func remove(where predicate: (Registration) -> Bool) {
        registrations.removeAll(where: predicate)
    }

    /// Stops every dispatch of this sender in progress before its next registration: a
    /// control calls it when its touch is cancelled, so nothing sent for that touch
    /// (the rest of a `touchDown`, say) reaches a handler after `touchCancel`.
    func interrupt() {
        interruptions += 1
    }

    func isRegistered(_ token: ActionRegistration) -> Bool {
        registrations.contains { $0.token == token }
    }
}

extension TargetActionList.Registration {
    var isAlive: Bool {
        switch handler {
        case .method(let target, _): return target.object != nil
        case .closure: return true
        case .named(_, let target): return target == nil || target?.object != nil
        }
    }
}

/// A handle for removing one registration made with `addAction(for:_:)`.
public struct ActionRegistration: Hashable, Sendable {
    let rawValue: Int
}
