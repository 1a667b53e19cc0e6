import Foundation

extension ScrollView {
    /// The duration of an animated scroll when none is given: 300 ms (UIKit documents
    /// none; Docs/time.md, "Animated scroll").
    public static let defaultScrollAnimationDuration: Duration = .milliseconds(defaultScrollAnimationMilliseconds)

    /// ``defaultScrollAnimationDuration`` in milliseconds: 300.
    package static let defaultScrollAnimationMilliseconds: Int64 = 300

    /// Moves the content to `offset` (content coordinates, points), clamped as
    /// ``setContentOffset(_:)`` clamps, animated when `animated` is true (UIKit's
    /// `setContentOffset(_:animated:)`, with a duration and curve of its own).
    ///
    /// The offset is model (Docs/time.md, "Model and presentation"): the screen's clock
    /// moves it at each instant it stops, from the offset now to the target by `curve`,
    /// and each change sends `valueChanged`. A new animated scroll of the same scroll view
    /// replaces a running one from the offset reached; a touch that begins on the scroll
    /// view, or ``setContentOffset(_:)``, stops it where it is. The
    /// animation is named after the scroll view (`scroll#feed`).
    ///
    /// - Parameters:
    ///   - offset: the target, in points; clamped.
    ///   - animated: false moves at once, as ``setContentOffset(_:)``.
    ///   - duration: how long, in whole milliseconds; default 300 ms. Zero moves at once.
    ///   - curve: how progress follows the time; default ``TimingCurve/easeInOut``.
    /// - Returns: the animation; nil when the offset moved at once (not animated, a zero
    ///   duration, the target reached already, or a scroll view in no screen).
    /// - Throws: ``ClockError`` for a negative or fractional-millisecond `duration`.
    @discardableResult
    public func setContentOffset(
        _ offset: CGPoint, animated: Bool, duration: Duration = ScrollView.defaultScrollAnimationDuration,
        curve: TimingCurve = .easeInOut
    ) throws(ClockError) -> ClockAnimation? {
        let span = try ClockDuration(duration).milliseconds
        guard animated else {
            setContentOffset(offset)
            return nil
        }
        return animateContentOffset(to: offset, duration: span, curve: curve)
    }

    /// Starts an animated scroll to `offset` lasting `duration` ms by `curve`, as
    /// ``setContentOffset(_:animated:duration:curve:)``.
    @discardableResult
    package func animateContentOffset(to offset: CGPoint, duration: Int64, curve: TimingCurve) -> ClockAnimation? {
        stopOffsetAnimation()
        let from = contentOffset
        let to = clampedContentOffset(offset)
        guard duration > 0, to != from, let screen else {
            moveContentOffset(to: offset)
            return nil
        }
        let animation = screen.clock.startAnimation(owner: self, duration: duration, curve: curve)
        let start = animation.start
        animation.modelStep = { [weak self] time in
            let progress = CGFloat(time >= start + duration ? 1 : curve.progress(at: Double(time - start) / Double(duration)))
            self?.moveContentOffset(to: CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress))
        }
        track(animation)
        return animation
    }

    /// Makes `animation` the one moving the offset until it ends.
    func track(_ animation: ClockAnimation) {
        offsetAnimation = animation
        animation.completion = { [weak self, unowned(unsafe) animation] in
            if self?.offsetAnimation === animation { self?.offsetAnimation = nil }
        }
    }

    /// Whether an animated scroll or momentum moves the offset now.
    public var isScrollAnimating: Bool {
        offsetAnimation.map { !$0.isFinished } ?? false
    }

    /// Stops the animated scroll or momentum moving the offset, where it is now, and
    /// returns whether one ran (UIKit's tap to stop: Docs/time.md, "Model and
    /// presentation").
    @discardableResult
    package func stopOffsetAnimation() -> Bool {
        guard let animation = offsetAnimation else { return false }
        offsetAnimation = nil
        guard !animation.isFinished else { return false }
        screen?.clock.finish(animation)
        return true
    }
}
