import Foundation

extension Screen {
    /// Double-taps `target`: two taps in a row at the centre of its visible part, each
    /// checked for a miss before it is delivered (the first tap may change what the
    /// second reaches: a tag list deselects what it selected). Trellis has no clock, so
    /// the taps are not timed; a view sees two complete touches.
    ///
    /// - Returns: the two taps' reports, in order.
    /// - Throws: ``TapError`` as ``tap(_:query:allowMissed:)``, for either tap; when the
    ///   second tap fails the first has been performed.
    @discardableResult
    public func doubleTap(_ target: View, query: ViewQuery, allowMissed: Bool = false) throws(TapError) -> [TapReport] {
        let first = try tap(target, query: query, allowMissed: allowMissed)
        let second = try tap(target, query: query, allowMissed: allowMissed)
        return [first, second]
    }

    /// Presses and holds `target`: one touch that begins at the centre of its visible
    /// part, reports ``longPressMoves`` stationary moves (a held finger), and ends there.
    /// A control sends `touchDown`, `touchDragInside` for each move, `touchUpInside` and
    /// `primaryActionTriggered`. Trellis has no clock, so the hold is not timed.
    ///
    /// - Returns: the press's report.
    /// - Throws: ``TapError`` as ``tap(_:query:allowMissed:)``.
    @discardableResult
    public func longPress(_ target: View, query: ViewQuery, allowMissed: Bool = false) throws(TapError) -> TapReport {
        let aim = try aim(at: target, query: query, allowMissed: allowMissed, gesture: "long press")
        var began: (hit: View?, tracking: View?) = (nil, nil)
        let start = clock.milliseconds
        let records = recording {
            began = beginTouch(at: aim.point)
            for _ in 0..<Screen.longPressMoves { sendTouch(.moved, at: aim.point) }
            sendTouch(.ended, at: aim.point)
        }
        layoutIfNeeded()
        return TapReport(
            query: query, point: aim.point, hitView: began.hit, trackingView: began.tracking, records: records, missed: aim.missed,
            time: start...clock.milliseconds)
    }

    /// Double-taps the one visible view `query` matches, as ``doubleTap(_:query:allowMissed:)``.
    ///
    /// - Throws: ``TapError`` with kind `noMatch` or `ambiguous` (listing the candidates), or
    ///   as ``doubleTap(_:query:allowMissed:)``.
    @discardableResult
    public func doubleTap(_ query: ViewQuery, allowMissed: Bool = false) throws(TapError) -> [TapReport] {
        layoutIfNeeded()
        return try doubleTap(uniqueMatch(for: query), query: query, allowMissed: allowMissed)
    }

    /// Double-taps the one visible view with exactly this text or title.
    @discardableResult
    public func doubleTap(text: String, allowMissed: Bool = false) throws(TapError) -> [TapReport] {
        try doubleTap(.text(text), allowMissed: allowMissed)
    }

    /// Presses and holds the one visible view `query` matches, as
    /// ``longPress(_:query:allowMissed:)``.
    ///
    /// - Throws: ``TapError`` with kind `noMatch` or `ambiguous` (listing the candidates), or
    ///   as ``longPress(_:query:allowMissed:)``.
    @discardableResult
    public func longPress(_ query: ViewQuery, allowMissed: Bool = false) throws(TapError) -> TapReport {
        layoutIfNeeded()
        return try longPress(uniqueMatch(for: query), query: query, allowMissed: allowMissed)
    }

    /// Presses and holds the one visible view with exactly this text or title.
    @discardableResult
    public func longPress(text: String, allowMissed: Bool = false) throws(TapError) -> TapReport {
        try longPress(.text(text), allowMissed: allowMissed)
    }

    /// How many stationary moves a long press reports between began and ended: 1.
    public static let longPressMoves = 1

    /// Swipes from `start` to `end` (screen coordinates, points): one touch that begins
    /// at `start`, moves through `steps` evenly spaced points ending at `end`, and ends
    /// there. Every phase goes to the view hit at `start`, as ``drag(from:through:cancel:)``.
    ///
    /// - Parameters:
    ///   - start: where the touch begins, in screen coordinates (points).
    ///   - end: where the touch ends, in screen coordinates (points).
    ///   - steps: the number of moves, at least 1; default ``swipeSteps``.
    /// - Returns: everything sent, in order.
    @discardableResult
    public func swipe(from start: CGPoint, to end: CGPoint, steps: Int = Screen.swipeSteps) -> [DispatchRecord] {
        let count = max(1, steps)
        let points = (1...count).map { index in
            let fraction = CGFloat(index) / CGFloat(count)
            return CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
        }
        let records = drag(from: start, through: points)
        layoutIfNeeded()
        return records
    }

    /// How many moves a swipe makes by default: 10.
    public static let swipeSteps = 10
}
