import Foundation

extension Screen {
    /// Delivers one phase of the screen's single touch at `point` (screen coordinates,
    /// points), as a device would (events.md, "Touches and control events").
    ///
    /// `began` hit-tests the point and remembers the view; `moved`, `ended` and
    /// `cancelled` go to that same view, even when the point is elsewhere. A `began` while
    /// another touch is down cancels the old one first. Phases other than `began` with no
    /// touch down do nothing. The pending layout is done after `ended` and `cancelled`.
    ///
    /// - Returns: everything sent while the phase was delivered.
    @discardableResult
    public func sendTouch(_ phase: TouchPhase, at point: CGPoint) -> [DispatchRecord] {
        recording {
            switch phase {
            case .began:
                if activeTouch != nil { deliverCancel() }
                layoutIfNeeded()
                let hit = hitTest(point)
                let touch = Touch(phase: .began, location: point, view: hit)
                activeTouch = touch
                hit?.touchesBegan(touch)
            case .moved:
                guard let touch = activeTouch else { return }
                touch.phase = .moved
                touch.locationInScreen = point
                if let view = touch.view, view.screen === self { view.touchesMoved(touch) }
            case .ended:
                guard let touch = activeTouch else { return }
                activeTouch = nil
                touch.phase = .ended
                touch.locationInScreen = point
                if let view = touch.view, view.screen === self { view.touchesEnded(touch) }
                layoutIfNeeded()
            case .cancelled:
                deliverCancel()
                layoutIfNeeded()
            }
        }
    }

    /// The view taking the touch in progress: the first control at or above the view hit
    /// when it began (nil when no touch is down or no control took it).
    public var trackingView: View? {
        var current = activeTouch?.view
        while let view = current {
            if view is Control { return view }
            current = view.superview
        }
        return nil
    }

    private func deliverCancel() {
        guard let touch = activeTouch else { return }
        activeTouch = nil
        touch.phase = .cancelled
        if let view = touch.view, view.screen === self { view.touchesCancelled(touch) }
    }

    /// Cancels the touch in progress when `view` (about to leave the tree) is the view
    /// that took it or one of its ancestors (events.md: "cancelled (also when the view
    /// leaves the tree mid-touch)"). The cancel is delivered before the view leaves.
    func viewWillLeaveScreen(_ view: View) {
        guard let touched = activeTouch?.view, touched.isDescendant(of: view) else { return }
        deliverCancel()
    }
}
