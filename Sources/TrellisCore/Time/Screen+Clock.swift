import Foundation

extension Screen {
    /// The screen's virtual clock (Docs/time.md): 0 ms at load, moved only by steps. A
    /// screen shown inside an app uses its window's clock (the outermost screen's), so
    /// one app has one time.
    public var clock: VirtualClock {
        guard let outer = screen, outer !== self else { return ownClock }
        return outer.ownClock
    }

    /// Animates what `changes` does to frames and alphas on the screen (UIKit's
    /// `UIView.animate(withDuration:animations:)`): the model changes at once, and what
    /// is drawn moves from the old values to the new ones over `duration` by `curve`
    /// (Docs/time.md, "Model and presentation"). The animation is named after the
    /// screen.
    ///
    /// - Parameters:
    ///   - duration: how long, in whole milliseconds; zero changes at once.
    ///   - curve: how progress follows the time; default ``TimingCurve/easeInOut``.
    ///   - changes: changes to views of the screen; the screen is laid out after it.
    /// - Returns: the animation, or nil when nothing drawn moved (or `duration` is 0).
    /// - Throws: ``ClockError`` for a negative or fractional-millisecond duration.
    @discardableResult
    public func animate(duration: Duration, curve: TimingCurve = .easeInOut, _ changes: () -> Void) throws(ClockError) -> ClockAnimation? {
        let span = try ClockDuration(duration).milliseconds
        return animateChanges(owner: self, duration: span, curve: curve, changes)
    }

    /// Animates the layout pass `changes` causes, named after `owner` (Docs/time.md,
    /// "collapsible"): every view whose frame or alpha the pass changes is drawn moving
    /// from its old value to its new one; a view that becomes collapsed is drawn at its
    /// old frame fading from its alpha to 0, one that stops being collapsed at its new
    /// frame fading in from 0. Views new to the tree appear at once.
    ///
    /// - Returns: the animation, or nil when `duration` is 0 or nothing drawn moved.
    @discardableResult
    package func animateChanges(owner: View, duration: Int64, curve: TimingCurve, _ changes: () -> Void) -> ClockAnimation? {
        guard duration > 0 else {
            changes()
            layoutIfNeeded()
            return nil
        }
        layoutIfNeeded()
        var before: [ObjectIdentifier: (frame: CGRect, alpha: CGFloat, collapsed: Bool)] = [:]
        forEachInSubtree { view in before[ObjectIdentifier(view)] = (view.frame, view.alpha, view.isCollapsed) }
        changes()
        layoutIfNeeded()
        let clock = self.clock
        var animation: ClockAnimation?
        func started() -> ClockAnimation {
            if let animation { return animation }
            let made = clock.startAnimation(owner: owner, duration: duration, curve: curve)
            animation = made
            return made
        }
        forEachInSubtree { view in
            guard let old = before[ObjectIdentifier(view)] else { return }
            switch (old.collapsed, view.isCollapsed) {
            case (false, true):
                clock.present(view, by: started(), frame: (old.frame, old.frame), alpha: (old.alpha, 0))
            case (true, false):
                clock.present(view, by: started(), frame: (view.frame, view.frame), alpha: (0, view.alpha))
            case (true, true):
                return
            case (false, false):
                let frameMoved = old.frame != view.frame
                let alphaChanged = old.alpha != view.alpha
                guard frameMoved || alphaChanged else { return }
                clock.present(
                    view, by: started(), frame: frameMoved ? (old.frame, view.frame) : nil,
                    alpha: alphaChanged ? (old.alpha, view.alpha) : nil)
            }
        }
        return animation
    }
}

extension View {
    /// What is drawn of the view now (Core Animation's presentation layer): its frame in
    /// its superview's coordinates (points) and its alpha, equal to ``frame`` and
    /// ``alpha`` unless an animation of its screen's clock is moving them. Hit-testing,
    /// queries and the dumps read the model; drawing reads this (Docs/time.md).
    public var presentation: ViewPresentation {
        guard let screen else { return ViewPresentation(frame: frame, alpha: alpha) }
        return screen.clock.presentation(of: self)
    }
}
