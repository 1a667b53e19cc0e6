import Foundation

extension Screen {
    /// Delivers one phase of the screen's single touch at `point` (screen coordinates,
    /// points), as a device would (Docs/events.md, "Touches and control events").
    ///
    /// `began` hit-tests the point and remembers the view; `moved`, `ended` and
    /// `cancelled` go to that same view, even when the point is elsewhere, until the touch
    /// becomes a scroll: a move of more than ``ScrollView/scrollSlop`` along the axis of
    /// a scroll view it began in cancels the view and scrolls from then on
    /// (Docs/widgets.md, "scroll"). A `began` while
    /// another touch is down cancels the old one first. Phases other than `began` with no
    /// touch down do nothing. The pending layout is done after `ended` and `cancelled`.
    ///
    /// - Returns: everything sent while the phase was delivered.
    @discardableResult
    public func sendTouch(_ phase: TouchPhase, at point: CGPoint) -> [DispatchRecord] {
        recording {
            switch phase {
            case .began:
                beginTouch(at: point)
            case .moved:
                guard let touch = activeTouch else { return }
                touch.phase = .moved
                touch.locationInScreen = point
                if scrollIfDragging(touch) { return }
                if let view = touch.view, view.screen === self { view.touchesMoved(touch) }
            case .ended:
                guard let touch = activeTouch else { return }
                activeTouch = nil
                touch.phase = .ended
                touch.locationInScreen = point
                if !endScrollIfDragging(touch), let view = touch.view, view.screen === self { view.touchesEnded(touch) }
                layoutIfNeeded()
                touchSequenceDidEnd()
            case .cancelled:
                deliverCancel()
                layoutIfNeeded()
                touchSequenceDidEnd()
            }
        }
    }

    /// Begins the screen's touch at `point`: cancels a touch in progress, lays out,
    /// hit-tests and delivers `began`. A touch that begins in a scroll view whose offset is
    /// animating (an animated scroll, momentum) stops it there and reaches no view
    /// (UIKit's tap to stop; Docs/time.md), though it may still scroll by moving.
    ///
    /// - Returns: the view hit and the control that takes the touch, as they were when the
    ///   touch began, even if a `touchDown` handler then removed them and so cancelled it;
    ///   both nil for a touch that stopped a scroll view.
    @discardableResult
    func beginTouch(at point: CGPoint) -> (hit: View?, tracking: View?) {
        if activeTouch != nil { deliverCancel() }
        layoutIfNeeded()
        var hit = hitTest(point)
        let candidates = Screen.scrollCandidates(from: hit)
        if Screen.stopsScrolling(candidates) { hit = nil }
        let tracking = Screen.firstControl(atOrAbove: hit)
        let touch = Touch(phase: .began, location: point, view: hit)
        touch.scrollCandidates = candidates
        touch.startTime = clock.milliseconds
        activeTouch = touch
        hit?.touchesBegan(touch)
        return (hit, tracking)
    }

    /// The view taking the touch in progress: the first control at or above the view hit
    /// when it began (nil when no touch is down or no control took it).
    public var trackingView: View? {
        Screen.firstControl(atOrAbove: activeTouch?.view)
    }

    private static func firstControl(atOrAbove view: View?) -> View? {
        var current = view
        while let candidate = current {
            if candidate is Control { return candidate }
            current = candidate.superview
        }
        return nil
    }

    private func deliverCancel() {
        guard let touch = activeTouch else { return }
        activeTouch = nil
        touch.phase = .cancelled
        if endScrollIfDragging(touch) { return }
        if let view = touch.view, view.screen === self { view.touchesCancelled(touch) }
    }

    /// Ends editing when the first responder is `view` or inside it (Docs/widgets.md), then
    /// cancels the touch in progress when `view` (about to leave the tree) is the view
    /// that took it or one of its ancestors (Docs/events.md: "cancelled (also when the view
    /// leaves the tree mid-touch)"). Both happen before the view leaves.
    func viewWillLeaveScreen(_ view: View) {
        endEditing(within: view)
        cancelDebounces(within: view)
        guard let touched = activeTouch?.view, touched.isDescendant(of: view) else { return }
        deliverCancel()
    }
}
