import Foundation

extension Screen {
    /// The scroll views at or above `view`, innermost first, with their content offsets
    /// now: the scroll views a touch that begins on `view` may scroll.
    static func scrollCandidates(from view: View?) -> [(scrollView: ScrollView, offset: CGPoint)] {
        var candidates: [(scrollView: ScrollView, offset: CGPoint)] = []
        var current = view
        while let candidate = current {
            if let scrollView = candidate as? ScrollView { candidates.append((scrollView, scrollView.contentOffset)) }
            current = candidate.superview
        }
        return candidates
    }

    /// Scrolls for a move of `touch` (Docs/widgets.md, "scroll", scrolling by touch), and
    /// returns whether the move belongs to a scroll, so that it is not delivered to the
    /// view the touch began on.
    ///
    /// A touch that is not yet a scroll becomes one when its total movement from where
    /// it began, along the axis of one of the scroll views it began in, is more than
    /// ``ScrollView/scrollSlop``; the innermost such scroll view takes it, so a nested
    /// scroll view scrolls first when its axis matches and an outer one otherwise. The
    /// view the touch began on is then cancelled (a control sends `touchCancel`, UIKit's
    /// `cancelsTouchesInView`). From then on, at every move, the offset along the axis is
    /// the offset when the touch began less the movement since, clamped: the content
    /// follows the finger from where it was first touched, the movement within the slop
    /// included. There is no deceleration.
    func scrollIfDragging(_ touch: Touch) -> Bool {
        if let scrollView = touch.scrollView {
            if scrollView.screen === self { follow(touch, in: scrollView) }
            return true
        }
        let moved = CGPoint(x: touch.locationInScreen.x - touch.startLocation.x, y: touch.locationInScreen.y - touch.startLocation.y)
        guard
            let taken = touch.scrollCandidates.first(where: { candidate in
                abs(candidate.scrollView.axis == .vertical ? moved.y : moved.x) > ScrollView.scrollSlop && candidate.scrollView.screen === self
            })
        else { return false }
        touch.scrollView = taken.scrollView
        if let view = touch.view, view.screen === self {
            touch.phase = .cancelled
            view.touchesCancelled(touch)
            touch.phase = .moved
        }
        if taken.scrollView.screen === self { follow(touch, in: taken.scrollView) }
        return true
    }

    /// Sets `scrollView`'s offset for `touch`'s location: the offset when the touch began
    /// less the movement since along the axis, clamped.
    private func follow(_ touch: Touch, in scrollView: ScrollView) {
        guard var offset = touch.scrollCandidates.first(where: { $0.scrollView === scrollView })?.offset else { return }
        switch scrollView.axis {
        case .vertical: offset.y -= touch.locationInScreen.y - touch.startLocation.y
        case .horizontal: offset.x -= touch.locationInScreen.x - touch.startLocation.x
        }
        scrollView.setContentOffset(offset)
    }

    /// Ends the scroll of `touch` when it is one, and returns whether it was: a paging
    /// scroll view snaps to the nearest page (``ScrollView/pagedContentOffset(_:)``),
    /// whether the touch ended or was cancelled (as UIKit's settles). Another keeps moving
    /// when the touch ended later on the clock than it began (Docs/time.md, "Momentum"):
    /// at the finger's movement along the axis over the touch's duration.
    func endScrollIfDragging(_ touch: Touch) -> Bool {
        guard let scrollView = touch.scrollView else { return false }
        guard scrollView.screen === self else { return true }
        if scrollView.isPagingEnabled {
            scrollView.setContentOffset(scrollView.pagedContentOffset(scrollView.contentOffset))
        } else if touch.phase == .ended, clock.milliseconds > touch.startTime {
            let moved =
                scrollView.axis == .vertical
                ? touch.locationInScreen.y - touch.startLocation.y : touch.locationInScreen.x - touch.startLocation.x
            scrollView.startMomentum(velocity: Double(moved) * 1000 / Double(clock.milliseconds - touch.startTime))
        }
        return true
    }

    /// Stops every scroll view among `candidates` whose offset is animating, and returns
    /// whether one was (the touch then reaches no view: UIKit's tap to stop).
    static func stopsScrolling(_ candidates: [(scrollView: ScrollView, offset: CGPoint)]) -> Bool {
        var stopped = false
        for candidate in candidates where candidate.scrollView.stopOffsetAnimation() { stopped = true }
        return stopped
    }
}
