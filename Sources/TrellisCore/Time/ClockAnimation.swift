import Foundation

/// One animation on a ``VirtualClock`` (Docs/time.md, "Animations"): named after the view
/// that started it, from `start` to `end` ms of the clock (endless when `end` is nil).
///
/// An animation moves what is drawn (presentation tracks of frames and alphas, kept by
/// the clock), or a model value at each instant the clock stops (a scroll view's offset:
/// its model step), or both; an endless one (a spinner) is drawn as a function of the
/// time and runs while it is active (a spinner that can be seen).
public final class ClockAnimation {
    /// The view that started it.
    public let owner: View
    /// When it started, in ms of the clock.
    public let start: Int64
    /// When it ends, in ms of the clock; nil for an endless animation.
    public let end: Int64?
    /// How its progress follows the time.
    public let curve: TimingCurve
    /// The number taken when it started, which orders it among items at one instant.
    let sequence: Int64
    /// Called at each instant the clock stops while it runs, and at its end, with the
    /// time in ms: moves a model value (a scroll view's offset).
    var modelStep: ((Int64) -> Void)?
    /// Called once when it ends or is replaced.
    var completion: (() -> Void)?
    /// Whether an endless animation is running now (a spinner that is hidden, or inside
    /// a hidden or collapsed view, is not); finite ones run until their end.
    var isActive: () -> Bool = { true }
    /// How many presentation tracks still belong to it; an animation made only of
    /// tracks ends early when newer animations took every one.
    var trackCount = 0
    /// The views whose presentation it moves, by identity.
    var trackedViews: [ObjectIdentifier] = []
    /// Whether it has ended (or was replaced whole).
    public internal(set) var isFinished = false

    init(owner: View, start: Int64, end: Int64?, curve: TimingCurve, sequence: Int64) {
        self.owner = owner
        self.start = start
        self.end = end
        self.curve = curve
        self.sequence = sequence
    }

    /// The progress at `time` ms: the curve at (time − start) ÷ duration; 1 at and after
    /// the end, and for a zero duration.
    public func progress(at time: Int64) -> Double {
        guard let end else { return 0 }
        let duration = end - start
        guard duration > 0, time < end else { return 1 }
        return curve.progress(at: Double(max(0, time - start)) / Double(duration))
    }

    /// The animation as messages and JSON name it.
    public var summary: RunningAnimation {
        RunningAnimation(view: owner.debugName, location: owner.sourceLocation, start: start, end: end)
    }
}

/// What is drawn of one view while an animation moves it (Core Animation's presentation
/// layer): its frame in its superview's coordinates and its alpha, each moving from a
/// value to another by its animation's curve.
struct PresentationTrack {
    unowned(unsafe) let animation: ClockAnimation
    var frame: (from: CGRect, to: CGRect)?
    var alpha: (from: CGFloat, to: CGFloat)?

    /// The frame and alpha drawn at `time`, over the model's `model`.
    func presented(at time: Int64, model: ViewPresentation) -> ViewPresentation {
        let progress = CGFloat(animation.progress(at: time))
        var result = model
        if let frame {
            result.frame = CGRect(
                x: frame.from.minX + (frame.to.minX - frame.from.minX) * progress,
                y: frame.from.minY + (frame.to.minY - frame.from.minY) * progress,
                width: frame.from.width + (frame.to.width - frame.from.width) * progress,
                height: frame.from.height + (frame.to.height - frame.from.height) * progress)
        }
        if let alpha { result.alpha = alpha.from + (alpha.to - alpha.from) * progress }
        return result
    }
}

/// What is drawn of a view (Core Animation's presentation layer): its frame in its
/// superview's coordinates (points) and its alpha (0 to 1). Equal to the model's
/// ``View/frame`` and ``View/alpha`` unless an animation is moving them.
public struct ViewPresentation: Equatable, Sendable {
    /// The frame drawn, in the superview's coordinates (points).
    public var frame: CGRect
    /// The alpha drawn, from 0 to 1 (a curve that overshoots may leave that range
    /// briefly).
    public var alpha: CGFloat

    /// A presentation of `frame` and `alpha`.
    public init(frame: CGRect, alpha: CGFloat) {
        self.frame = frame
        self.alpha = alpha
    }
}
