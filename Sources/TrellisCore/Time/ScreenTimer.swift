import Foundation

/// A screen file's `<timer>` (Docs/time.md, "Timers and timed widgets"): every
/// ``interval`` ms after its screen is loaded (in an app, after its screen instance is
/// first shown), or once when it does not repeat, it sends the named ``action`` from the
/// screen up the responder chain — the screen's ``Screen/actionHandler``, then in an app
/// the window's routes — as a control's named action goes (Docs/events.md).
///
/// It is not a view of the tree: the loader keeps it on its screen
/// (``Screen/declaredTimers``), and it is a ``View`` only so that it can be the sender of
/// what it sends, named `timer#poll` with its XML location in logs and messages. It takes
/// no touches and is never drawn, laid out, dumped or found by queries.
public final class ScreenTimer: View {
    /// The time between firings, in whole milliseconds (1 ms to 24 h); the first firing
    /// comes one interval after the timer starts. Default 1000.
    public var interval: Int64 = 1000
    /// Whether it fires again every ``interval``; default false (it fires once).
    public var repeats = false
    /// The named action it sends.
    public var action = ""
    /// The clock's timer while it runs; nil before ``Screen/startTimers()`` and after
    /// ``Screen/stopTimers()``.
    public internal(set) var clockTimer: ClockTimer?
    /// How many times it has fired since it started.
    public internal(set) var firings = 0

    /// A timer sending `action` every `interval` ms (once, unless `repeats`).
    public convenience init(interval: Int64, repeats: Bool = false, action: String) {
        self.init()
        self.interval = max(1, interval)
        self.repeats = repeats
        self.action = action
    }

    override public class var defaultTypeName: String { "timer" }
    override public class var isInteractiveByDefault: Bool { false }

    override public var inspectableProperties: [(key: String, value: InspectableValue)] {
        [("interval", .string("\(interval)ms")), ("repeats", .bool(repeats)), ("action", .string(action))]
    }
}
