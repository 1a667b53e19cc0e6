import Foundation

/// Why a simulated tap failed (Docs/events.md, "Simulated taps").
public struct TapError: Error, Hashable, CustomStringConvertible {
    /// The kinds of failure.
    public enum Kind: Sendable, Hashable {
        /// No visible view matches the query.
        case noMatch
        /// More than one visible view matches the query.
        case ambiguous
        /// The touch would not reach the target: it is disabled, not interactive,
        /// covered, or the point is outside its hit area.
        case missed
        /// The point of a tap by point lies outside the screen's bounds (0, 0, width,
        /// height); nothing is touched.
        case outsideScreen
        /// The clock could not move as the gesture needed: the firing limit during a hold,
        /// or the settling after it failed (``clockError`` says which).
        case clock
    }

    /// What went wrong.
    public var kind: Kind
    /// The query as written.
    public var query: String
    /// The full message: the query, the reason, and the candidates or the view that took
    /// the tap, with their source lines where known.
    public var message: String
    /// The point that would have been tapped, in screen coordinates; nil when no point
    /// was reached (no match, or several).
    public var point: CGPoint?
    /// The view hit-testing returned at ``point``, named "type#id"; nil when nothing
    /// was hit or no point was reached.
    public var hit: String?
    /// Why the clock could not move, for kind `clock`; nil for the others.
    public var clockError: ClockError?

    /// Creates the error.
    public init(kind: Kind, query: String, message: String, point: CGPoint? = nil, hit: String? = nil) {
        self.kind = kind
        self.query = query
        self.message = message
        self.point = point
        self.hit = hit
    }

    /// The error of a gesture aimed by `query` whose clock failed: kind `clock`, its
    /// message the clock's (`not settled after 15s of virtual time: …`).
    public init(query: String, clockError: ClockError) {
        self.init(kind: .clock, query: query, message: clockError.description)
        self.clockError = clockError
    }

    public var description: String { message }
}
