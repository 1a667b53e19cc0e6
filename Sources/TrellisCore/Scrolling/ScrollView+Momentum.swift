import Foundation

extension ScrollView {
    /// How much of its speed a scroll view keeps from one millisecond to the next after a
    /// drag ends: 0.998 (UIKit's `UIScrollView.DecelerationRate.normal`).
    public static let decelerationRate: Double = 0.998

    /// The speed below which momentum stops, in points per second: 1 (under half a point
    /// of travel is left then).
    static let restingSpeed: Double = 1

    /// Keeps the offset moving after a drag that ended at `velocity` points per second
    /// along ``axis`` (the finger's movement over the touch's duration; Docs/time.md,
    /// "Momentum"), as UIScrollView decelerates.
    ///
    /// With o the offset now, r = ``decelerationRate`` and v the velocity, the offset t ms
    /// later is `o − (v/1000)·r·(1 − rᵗ)/(1 − r)`. It ends at the first whole millisecond
    /// where |v|·rᵗ < 1 point per second, at the rest `o − (v/1000)·r/(1 − r)` (clamped),
    /// or, sooner, at the first whole millisecond whose unclamped offset reaches 0 or the
    /// largest offset, staying there (no bounce). A velocity under 1 point per second, or
    /// toward an edge the offset is already at, leaves the offset as it is.
    ///
    /// - Returns: the animation (named after the scroll view); nil when nothing moves or
    ///   the scroll view is in no screen.
    @discardableResult
    package func startMomentum(velocity: Double) -> ClockAnimation? {
        stopOffsetAnimation()
        guard let screen, velocity.isFinite, abs(velocity) >= Self.restingSpeed else { return nil }
        let vertical = axis == .vertical
        let origin = Double(vertical ? contentOffset.y : contentOffset.x)
        let largest = Double(vertical ? maximumContentOffset.y : maximumContentOffset.x)
        let path = MomentumPath(origin: origin, velocity: velocity, largest: largest)
        guard let (duration, final) = path.end() else { return nil }
        let animation = screen.clock.startAnimation(owner: self, duration: duration, curve: .linear)
        let start = animation.start
        animation.modelStep = { [weak self] time in
            guard let self else { return }
            let elapsed = time - start
            let value = elapsed >= duration ? final : min(max(0, path.offset(after: elapsed)), largest)
            var offset = contentOffset
            if vertical { offset.y = CGFloat(value) } else { offset.x = CGFloat(value) }
            moveContentOffset(to: offset)
        }
        track(animation)
        return animation
    }
}

/// The offset along a scroll view's axis while momentum moves it (Docs/time.md,
/// "Momentum"): points, times in whole milliseconds after the release.
struct MomentumPath {
    /// The offset at the release.
    let origin: Double
    /// The release velocity, in points per second (the finger's: the offset moves the
    /// other way).
    let velocity: Double
    /// The largest offset.
    let largest: Double

    private var rate: Double { ScrollView.decelerationRate }

    /// The unclamped offset `t` ms after the release: `o − (v/1000)·r·(1 − rᵗ)/(1 − r)`.
    func offset(after t: Int64) -> Double {
        origin - velocity / 1000 * rate * (1 - pow(rate, Double(t))) / (1 - rate)
    }

    /// How far the offset travels per point per second of release velocity, in seconds:
    /// r/(1000·(1 − r)) = 0.499 for r = 0.998, written exactly (Double's 0.998/0.002 is
    /// 498.99999999999994).
    static let projection = 0.499

    /// The rest: `o − (v/1000)·r/(1 − r)` = `o − 0.499·v`, where the offset tends.
    var rest: Double { origin - velocity * Self.projection }

    /// The first whole millisecond at which the speed, |v|·rᵗ, is below 1 point per second.
    var restTime: Int64 {
        var t = Int64(max(1, (log(ScrollView.restingSpeed / abs(velocity)) / log(rate)).rounded(.up)))
        while abs(velocity) * pow(rate, Double(t)) >= ScrollView.restingSpeed { t += 1 }
        while t > 1, abs(velocity) * pow(rate, Double(t - 1)) < ScrollView.restingSpeed { t -= 1 }
        return t
    }

    /// The edge the offset moves toward (0 or the largest offset) and the first whole
    /// millisecond, at most `limit`, whose unclamped offset reaches it; nil when none does.
    func edge(within limit: Int64) -> (time: Int64, offset: Double)? {
        let towardStart = velocity > 0
        let bound = towardStart ? 0 : largest
        func reaches(_ value: Double) -> Bool { towardStart ? value <= bound : value >= bound }
        guard reaches(rest) else { return nil }
        // rᵗ ≤ 1 − (o − bound)(1 − r)/((v/1000)·r), solved for t, then checked exactly.
        let share = (origin - bound) * (1 - rate) / (velocity / 1000 * rate)
        let estimate = share < 1 ? (log(1 - share) / log(rate)).rounded(.up) : Double(limit)
        var t = Int64(min(max(1, estimate), Double(limit)))
        while t <= limit, !reaches(offset(after: t)) { t += 1 }
        while t > 1, reaches(offset(after: t - 1)) { t -= 1 }
        return t <= limit ? (t, bound) : nil
    }

    /// When momentum ends (ms after the release) and the offset it ends at; nil when it
    /// would not move: the offset already at the edge it moves toward.
    func end() -> (duration: Int64, offset: Double)? {
        let towardStart = velocity > 0
        if towardStart ? origin <= 0 : origin >= largest { return nil }
        let resting = restTime
        if let edge = edge(within: resting) { return (edge.time, edge.offset) }
        return (resting, min(max(0, rest), largest))
    }
}
