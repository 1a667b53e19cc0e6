/// Why the virtual clock could not move as asked (Docs/time.md).
public enum ClockError: Error, Hashable, CustomStringConvertible {
    /// `advance(by:)` was given a negative duration.
    case negativeDuration(Duration)
    /// `advance(by:)` was given a duration that is not whole milliseconds.
    case fractionalMilliseconds(Duration)
    /// One step fired more than ``VirtualClock/maximumFiringsPerStep`` timers; the last
    /// one due was `timer` (`timer#tick`), repeating every `interval` ms.
    case firingLimit(timer: String, interval: Int64)
    /// Settling (after a step, `settle()`) reached its limit, `after` as written (`15s`),
    /// with these finite animations still running.
    case notSettled(after: String, running: [RunningAnimation])
    /// `waitForAnimationToEnd` reached its timeout, `after` as written, with these
    /// animations, endless ones included, still running.
    case stillRunning(after: String, running: [RunningAnimation])

    /// The message: `duration '-5ms' is negative; the clock only moves forward`, `more
    /// than 100,000 timer firings in one step (timer#tick every 1ms); advance in shorter
    /// steps`, `not settled after 15s of virtual time: collapsible#row (s.xml:3:3) until
    /// 250ms`, `animations still running after 15s of virtual time: spinner#busy
    /// (s.xml:4:3) endless`.
    public var description: String {
        switch self {
        case .negativeDuration(let duration):
            return "duration '\(ClockError.text(of: duration))' is negative; the clock only moves forward"
        case .fractionalMilliseconds(let duration):
            return "duration '\(ClockError.text(of: duration))' is not a whole number of milliseconds"
        case .firingLimit(let timer, let interval):
            return "more than 100,000 timer firings in one step (\(timer) every \(interval)ms); advance in shorter steps"
        case .notSettled(let after, let running):
            return "not settled after \(after) of virtual time: \(RunningAnimation.list(running))"
        case .stillRunning(let after, let running):
            return "animations still running after \(after) of virtual time: \(RunningAnimation.list(running))"
        }
    }

    /// `duration` in milliseconds as a message writes it: `-5ms`, `0.5ms`.
    static func text(of duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        if milliseconds.rounded() == milliseconds, abs(milliseconds) < 1e15 { return "\(Int64(milliseconds))ms" }
        return "\(milliseconds)ms"
    }
}

/// An animation as messages and the JSON `clock` object name it: the view that started
/// it, where that view was declared, and when it started and ends (ms; nil when endless).
public struct RunningAnimation: Hashable, Sendable, CustomStringConvertible {
    /// The view that started it, as `collapsible#row`.
    public var view: String
    /// Where that view was declared; nil for a view made in code.
    public var location: SourceLocation?
    /// When it started, in ms of the clock.
    public var start: Int64
    /// When it ends, in ms of the clock; nil for an endless one (a spinner).
    public var end: Int64?

    /// Creates the description of an animation.
    public init(view: String, location: SourceLocation?, start: Int64, end: Int64?) {
        self.view = view
        self.location = location
        self.start = start
        self.end = end
    }

    /// `collapsible#row (s.xml:3:3) until 250ms` or `spinner#busy (s.xml:4:3) endless`.
    public var description: String {
        let place = location.map { " (\($0))" } ?? ""
        return "\(view)\(place) " + (end.map { "until \($0)ms" } ?? "endless")
    }

    static func list(_ animations: [RunningAnimation]) -> String {
        animations.map(\.description).joined(separator: "; ")
    }
}
