import Foundation

extension Screen {
    /// Starts the screen's `<timer>`s (``declaredTimers``) on its ``clock``, in document
    /// order, so that timers due at one instant fire in that order (Docs/time.md, "Timers
    /// and timed widgets"), and turns the screen file's spinners on that clock. A timer
    /// already running is left as it is. The loader calls this when it has built a
    /// screen; an ``App`` calls it when a screen instance is first shown, so its timers
    /// and spinners run on the window's clock.
    public func startTimers() {
        for spinner in declaredSpinners { spinner.startTurning() }
        guard !declaredTimers.isEmpty else { return }
        let clock = self.clock
        for timer in declaredTimers where timer.clockTimer?.isValid != true {
            timer.firings = 0
            timer.clockTimer = clock.schedule(
                after: timer.interval, repeats: timer.repeats, sender: timer.debugName, location: timer.sourceLocation
            ) { [weak self, unowned timer] in
                self?.fire(timer)
            }
        }
    }

    /// Stops every `<timer>` of the screen (``ClockTimer/invalidate()``) and ends its
    /// spinners' animations: an app calls it when the screen instance is removed.
    public func stopTimers() {
        for spinner in declaredSpinners { spinner.stopTurning() }
        for timer in declaredTimers {
            timer.clockTimer?.invalidate()
            timer.clockTimer = nil
        }
    }

    /// Sends `timer`'s action from the screen up the responder chain and records it on the
    /// outermost screen, as a control's named action is recorded; in an app, the moves its
    /// route asked for are made at once unless a touch is down (then when it ends).
    private func fire(_ timer: ScreenTimer) {
        timer.firings += 1
        if !timer.repeats { timer.clockTimer = nil }
        let outer = screen ?? self
        let handled = sendTimedAction(timer.action, from: timer)
        outer.record(.action(SentAction(name: timer.action, handled: handled), sender: timer))
        if outer.activeTouch == nil { outer.touchSequenceDidEnd() }
    }

    /// Sends the named action `name` from `sender`, which is not in the tree (a timer), up
    /// the responder chain from this screen: each
    /// view's ``View/handleAction(_:sender:)``, each screen's ``actionHandler``, up to the
    /// window's routes in an app.
    ///
    /// - Returns: whether a responder handled it.
    func sendTimedAction(_ name: String, from sender: View) -> Bool {
        var responder: View? = self
        while let current = responder {
            if current.handleAction(name, sender: sender) { return true }
            if let screen = current as? Screen, let handler = screen.actionHandler, handler(name, sender) { return true }
            responder = current.superview
        }
        return false
    }
}
