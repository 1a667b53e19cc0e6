import Foundation

/// What one touch driven on the clock did (``Screen/timedTouch(at:moves:end:duration:)``).
struct TimedTouchOutcome {
    var records: [DispatchRecord]
    var hit: View?
    var tracking: View?
    /// The frame of `hit` in screen coordinates when the touch began.
    var hitFrame: CGRect?
    /// When it began and ended on the clock, in ms.
    var time: ClosedRange<Int64>
    /// Why the clock stopped before the touch ended (the firing limit); the touch was
    /// then cancelled.
    var failure: ClockError?
}

extension Screen {
    /// Runs the gesture `body` as one step of the clock (the firing limit counts its
    /// timers and its settling together) and, when ``VirtualClock/autoSettle`` is true,
    /// settles the clock after it (Docs/time.md, "Swift").
    ///
    /// - Throws: what `body` throws, or ``TapError`` with kind `clock` when settling
    ///   fails.
    func settlingGesture<Result>(query: @autoclosure () -> String, _ body: () throws(TapError) -> Result) throws(TapError) -> Result {
        let clock = self.clock
        return try clock.asOneStep { () throws(TapError) -> Result in
            let result = try body()
            guard clock.autoSettle else { return result }
            do throws(ClockError) {
                if try clock.settleAfterGesture() { layoutIfNeeded() }
            } catch {
                throw TapError(query: query(), clockError: error)
            }
            return result
        }
    }

    /// Settles the clock after a gesture that throws only ``ClockError`` (a drag, a swipe),
    /// as ``settlingGesture(query:_:)`` does.
    func settlingClock<Result>(_ body: () throws(ClockError) -> Result) throws(ClockError) -> Result {
        let clock = self.clock
        return try clock.asOneStep { () throws(ClockError) -> Result in
            let result = try body()
            if clock.autoSettle, try clock.settleAfterGesture() { layoutIfNeeded() }
            return result
        }
    }

    /// Drives one touch on the clock (Docs/time.md, "Touches that take time"): `began` at
    /// `start` now (t₀), each move at t₀ + its offset (ms), `ended` at `end` at t₀ +
    /// `duration`, each phase after every other clock item due at its instant, the clock
    /// moving through everything due on the way. A phase finds nothing to do once the
    /// touch was cancelled (a long press recognised, a handler that removed the view).
    /// Call it inside ``VirtualClock/asOneStep(_:)``.
    func timedTouch(at start: CGPoint, moves: [(offset: Int64, point: CGPoint)], end: CGPoint, duration: Int64) -> TimedTouchOutcome {
        let clock = self.clock
        let began = clock.milliseconds
        let endTime = began + max(0, duration)
        var hit: View?
        var tracking: View?
        var hitFrame: CGRect?
        var failure: ClockError?
        let records = recording {
            let begun = beginTouch(at: start)
            (hit, tracking) = begun
            hitFrame = hit.map { $0.convert($0.bounds, to: nil) }
            let touch = activeTouch
            for move in moves {
                clock.scheduleTouchPhase(at: began + move.offset) { [weak self] in
                    guard let self, let touch, self.activeTouch === touch else { return }
                    self.sendTouch(.moved, at: move.point)
                }
            }
            clock.scheduleTouchPhase(at: endTime) { [weak self] in
                guard let self, let touch, self.activeTouch === touch else { return }
                self.sendTouch(.ended, at: end)
            }
            do throws(ClockError) {
                try clock.advance(to: endTime)
            } catch {
                failure = error
                if let touch, activeTouch === touch { sendTouch(.cancelled, at: touch.locationInScreen) }
            }
        }
        layoutIfNeeded()
        return TimedTouchOutcome(records: records, hit: hit, tracking: tracking, hitFrame: hitFrame, time: began...clock.milliseconds, failure: failure)
    }

    /// `duration` in whole milliseconds, or a ``TapError`` of kind `clock` naming `query`.
    static func milliseconds(of duration: Duration, query: @autoclosure () -> String) throws(TapError) -> Int64 {
        do throws(ClockError) {
            return try ClockDuration(duration).milliseconds
        } catch {
            throw TapError(query: query(), clockError: error)
        }
    }
}
