/// A timer on a ``VirtualClock`` (Foundation's `Timer`, on virtual time): fires its
/// action `interval` after it was scheduled and, when it repeats, every `interval` after
/// that, until ``invalidate()`` (Docs/time.md, "Timers").
public final class ClockTimer {
    /// What sends the timer's action, as messages name it: `timer#poll`.
    public let sender: String
    /// Where the timer was declared; nil for one made in code.
    public let location: SourceLocation?
    /// The time between firings, in ms (at least 1).
    public let interval: Int64
    /// Whether it fires again `interval` after each firing.
    public let repeats: Bool
    /// When it fires next, in ms of its clock.
    public internal(set) var fireTime: Int64
    /// Whether it will still fire: false after ``invalidate()`` and after a one-shot
    /// timer fired.
    public internal(set) var isValid = true
    /// The number taken when it started, which orders firings at one instant (a
    /// repeating timer keeps it).
    let sequence: Int64
    let action: () -> Void

    init(sender: String, location: SourceLocation?, interval: Int64, repeats: Bool, fireTime: Int64, sequence: Int64, action: @escaping () -> Void) {
        self.sender = sender
        self.location = location
        self.interval = interval
        self.repeats = repeats
        self.fireTime = fireTime
        self.sequence = sequence
        self.action = action
    }

    /// Stops the timer: it never fires again.
    public func invalidate() {
        isValid = false
    }
}

/// A timer as the JSON `clock` object lists it: its sender, where it was declared, when
/// it fires next (ms) and whether it repeats.
public struct ScheduledTimer: Hashable, Sendable {
    /// What sends its action: `timer#poll`.
    public var sender: String
    /// Where it was declared; nil for a timer made in code.
    public var location: SourceLocation?
    /// When it fires next, in ms of the clock.
    public var fires: Int64
    /// Whether it repeats.
    public var repeats: Bool
}
