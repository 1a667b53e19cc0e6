import Foundation

extension Screen {
    /// Double-taps `target` (Docs/time.md, "Touches that take time"): a tap at the centre
    /// of its visible part, the clock moved on by `delay`, then a second tap, each checked
    /// for a miss before it is delivered (the first tap may change what the second
    /// reaches: a tag list deselects what it selected). A control with a
    /// ``Control/doubleTapAction`` takes the second tap as a double tap when `delay` is at
    /// most ``Control/doubleTapInterval``; any other view sees two taps. Settles after
    /// both when ``VirtualClock/autoSettle``.
    ///
    /// - Parameters:
    ///   - target: the view to double-tap.
    ///   - query: the query that found it, for reports and messages.
    ///   - allowMissed: whether a tap that another view would take is performed anyway
    ///     (reported as missed) instead of thrown; default false.
    ///   - delay: the time between the end of the first tap and the beginning of the
    ///     second, in whole milliseconds; default 100 ms (Maestro's).
    /// - Returns: the two taps' reports, in order.
    /// - Throws: ``TapError`` as ``tap(_:query:allowMissed:duration:)``, for either tap (when
    ///   the second fails the first has been performed), or kind `clock`.
    @discardableResult
    public func doubleTap(_ target: View, query: ViewQuery, allowMissed: Bool = false, delay: Duration = .milliseconds(100)) throws(TapError) -> [TapReport] {
        let wait = try Screen.milliseconds(of: delay, query: query.description)
        return try settlingGesture(query: query.description) { () throws(TapError) -> [TapReport] in
            let first = try performTap(on: target, query: query, allowMissed: allowMissed, duration: 0)
            do throws(ClockError) {
                try clock.advance(milliseconds: wait)
            } catch {
                throw TapError(query: query.description, clockError: error)
            }
            let second = try performTap(on: target, query: query, allowMissed: allowMissed, duration: 0)
            return [first, second]
        }
    }

    /// Presses and holds `target` for `duration` (Docs/time.md, "Touches that take
    /// time"): one touch that begins at the centre of its visible part now, then, at the
    /// end of the hold, reports ``longPressMoves`` stationary moves and ends there. A
    /// control with a ``Control/longPressAction`` held ``Control/minimumPressDuration``
    /// sends it then and its touch is cancelled; any other control sees a slow tap:
    /// `touchDown`, `touchDragInside`, `touchUpInside` and `primaryActionTriggered`.
    /// Settles after when ``VirtualClock/autoSettle``.
    ///
    /// - Parameters:
    ///   - target: the view to press.
    ///   - query: the query that found it, for reports and messages.
    ///   - allowMissed: whether a press that another view would take is performed anyway
    ///     (reported as missed) instead of thrown; default false.
    ///   - duration: the hold, in whole milliseconds; default 500 ms.
    /// - Returns: the press's report; its ``TapReport/time`` spans the hold.
    /// - Throws: ``TapError`` as ``tap(_:query:allowMissed:duration:)``.
    @discardableResult
    public func longPress(
        _ target: View, query: ViewQuery, allowMissed: Bool = false, duration: Duration = Control.minimumPressDuration
    ) throws(TapError) -> TapReport {
        let hold = try Screen.milliseconds(of: duration, query: query.description)
        return try settlingGesture(query: query.description) { () throws(TapError) -> TapReport in
            let aim = try aim(at: target, query: query, allowMissed: allowMissed, gesture: "long press")
            let moves = (0..<Screen.longPressMoves).map { _ in (offset: hold, point: aim.point) }
            let outcome = timedTouch(at: aim.point, moves: moves, end: aim.point, duration: hold)
            if let failure = outcome.failure { throw TapError(query: query.description, clockError: failure) }
            return TapReport(
                query: query, point: aim.point, hitView: outcome.hit, trackingView: outcome.tracking, records: outcome.records,
                missed: aim.missed, time: outcome.time, hitFrame: outcome.hitFrame)
        }
    }

    /// Double-taps the one visible view `query` matches, as
    /// ``doubleTap(_:query:allowMissed:delay:)``.
    ///
    /// - Throws: ``TapError`` with kind `noMatch` or `ambiguous` (listing the candidates), or
    ///   as ``doubleTap(_:query:allowMissed:delay:)``.
    @discardableResult
    public func doubleTap(_ query: ViewQuery, allowMissed: Bool = false, delay: Duration = .milliseconds(100)) throws(TapError) -> [TapReport] {
        layoutIfNeeded()
        return try doubleTap(uniqueMatch(for: query), query: query, allowMissed: allowMissed, delay: delay)
    }

    /// Double-taps the one visible view with exactly this text or title.
    @discardableResult
    public func doubleTap(text: String, allowMissed: Bool = false, delay: Duration = .milliseconds(100)) throws(TapError) -> [TapReport] {
        try doubleTap(.text(text), allowMissed: allowMissed, delay: delay)
    }

    /// Presses and holds the one visible view `query` matches, as
    /// ``longPress(_:query:allowMissed:duration:)``.
    ///
    /// - Throws: ``TapError`` with kind `noMatch` or `ambiguous` (listing the candidates), or
    ///   as ``longPress(_:query:allowMissed:duration:)``.
    @discardableResult
    public func longPress(_ query: ViewQuery, allowMissed: Bool = false, duration: Duration = Control.minimumPressDuration) throws(TapError) -> TapReport {
        layoutIfNeeded()
        return try longPress(uniqueMatch(for: query), query: query, allowMissed: allowMissed, duration: duration)
    }

    /// Presses and holds the one visible view with exactly this text or title.
    @discardableResult
    public func longPress(text: String, allowMissed: Bool = false, duration: Duration = Control.minimumPressDuration) throws(TapError) -> TapReport {
        try longPress(.text(text), allowMissed: allowMissed, duration: duration)
    }

    /// How many stationary moves a long press reports before it ends: 1.
    public static let longPressMoves = 1

    /// Swipes from `start` to `end` (screen coordinates, points): one touch that begins
    /// at `start`, moves through `steps` evenly spaced points ending at `end`, and ends
    /// there. Every phase goes to the view hit at `start`, as ``drag(from:through:cancel:)``.
    /// With a `duration` D the moves are spread over it on the clock (Docs/time.md): move
    /// k at ⌊k·D/steps⌋ ms after the touch began, `ended` at D; without one all happen
    /// now. Settles after when ``VirtualClock/autoSettle``.
    ///
    /// - Parameters:
    ///   - start: where the touch begins, in screen coordinates (points).
    ///   - end: where the touch ends, in screen coordinates (points).
    ///   - steps: the number of moves, at least 1; default ``swipeSteps``.
    ///   - duration: how long the touch lasts, in whole milliseconds; default 0.
    /// - Returns: everything sent, in order.
    /// - Throws: ``ClockError`` for a negative or fractional duration, the firing limit
    ///   during it, or a failed settling.
    @discardableResult
    public func swipe(from start: CGPoint, to end: CGPoint, steps: Int = Screen.swipeSteps, duration: Duration = .zero) throws(ClockError) -> [DispatchRecord] {
        let span = try ClockDuration(duration).milliseconds
        let count = max(1, steps)
        let points = (1...count).map { index in
            let fraction = CGFloat(index) / CGFloat(count)
            return CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
        }
        return try settlingClock { () throws(ClockError) -> [DispatchRecord] in
            guard span > 0 else {
                let records = dragNow(from: start, through: points, cancel: false)
                layoutIfNeeded()
                return records
            }
            let moves = points.enumerated().map { index, point in (offset: Int64(index + 1) * span / Int64(count), point: point) }
            let outcome = timedTouch(at: start, moves: moves, end: end, duration: span)
            if let failure = outcome.failure { throw failure }
            return outcome.records
        }
    }

    /// How many moves a swipe makes by default: 10.
    public static let swipeSteps = 10
}
