/// An object that can be the explicit target of a named action (Docs/events.md,
/// "Target/action"). Views already answer through ``View/handleAction(_:sender:)``.
public protocol ActionResponder: AnyObject {
    /// Handles the action; returns true when it did.
    func handleAction(_ name: String, sender: View) -> Bool
}

extension View: ActionResponder {}

/// One named action sent during dispatch, as the screen records it.
public struct SentAction: Hashable, Sendable {
    /// The action's name.
    public var name: String
    /// Whether some responder handled it; false means it reached the end of the
    /// responder chain unhandled, which is reported rather than dropped.
    public var handled: Bool

    /// Creates a record.
    public init(name: String, handled: Bool) {
        self.name = name
        self.handled = handled
    }
}
