import Foundation

/// A screen's virtual clock (Docs/time.md, "The clock"): whole milliseconds from 0 at
/// load, moved only by the steps of a test, never by the wall clock, and nothing sleeps.
/// Moving it to a time runs every item due by then — timer firings, animation ends, a
/// timed touch's phases — each at its own instant, in the order Docs/time.md gives
/// ("Order at one instant"), then stands at that time. Animated values are functions of
/// the time: there are no frames.
///
/// Every ``Screen`` has one (``Screen/clock``); the screens an app shows use their
/// window's. Like a screen, a clock is not `Sendable`.
///
/// ```swift
/// try screen.tap(text: "展开")          // settles: the collapsible ends open
/// screen.clock.autoSettle = false
/// try screen.tap(text: "收起")
/// try screen.clock.advance(by: .milliseconds(125))
/// let halfway = screen.view(withID: "row")?.presentation.frame
/// ```
public final class VirtualClock {
    /// The most timer firings one step may run (a flow step, a tap, one call of
    /// ``advance(by:)``): 100,000. Each firing is recorded, so a 1 ms timer advanced a
    /// day fails here instead of filling memory.
    public static let maximumFiringsPerStep = 100_000

    /// How long settling may move the clock before it fails: 15 s, Maestro's default
    /// timeout for `waitForAnimationToEnd`.
    public static let settleTimeout: Int64 = 15_000

    /// The time, in whole milliseconds since the screen was loaded.
    public private(set) var milliseconds: Int64 = 0

    /// The time since the screen was loaded.
    public var now: Duration { .milliseconds(milliseconds) }

    /// Whether gestures from Swift (`tap`, `longPress`, `doubleTap`, `drag`, `swipe`,
    /// `typeText`) settle after themselves (``settle()``); default true, as a flow's
    /// `autoSettle`. Set false to see each frame.
    public var autoSettle = true

    var queue = ClockQueue()
    private var nextSequence: Int64 = 0
    private var firingsThisStep = 0
    private var stepDepth = 0
    /// The animations running, in the order they started.
    private(set) var running: [ClockAnimation] = []
    /// The presentation of each view an animation is moving, by the view's identity.
    private var tracks: [ObjectIdentifier: PresentationTrack] = [:]

    /// A clock at 0 ms with nothing scheduled.
    public init() {}

    // MARK: Moving the clock

    /// Moves the clock forward by `duration`, running every item due on the way.
    ///
    /// - Throws: ``ClockError/negativeDuration(_:)``,
    ///   ``ClockError/fractionalMilliseconds(_:)``, or ``ClockError/firingLimit(timer:interval:)``
    ///   when more than ``maximumFiringsPerStep`` timers would fire (the clock then
    ///   stands at the last firing).
    public func advance(by duration: Duration) throws(ClockError) {
        let span = try ClockDuration(duration)
        try advance(milliseconds: span.milliseconds)
    }

    /// Moves the clock forward by `span` ms (at least 0), as ``advance(by:)``.
    public func advance(milliseconds span: Int64) throws(ClockError) {
        guard span >= 0 else { throw .negativeDuration(.milliseconds(span)) }
        let (target, overflow) = milliseconds.addingReportingOverflow(span)
        try asOneStep { () throws(ClockError) in try advance(to: overflow ? Int64.max : target) }
    }

    /// Runs every item due by `target`, each at its instant, then stands at `target`.
    func advance(to target: Int64) throws(ClockError) {
        while let next = queue.first, next.due <= target {
            if case .timer(let timer) = next.kind, timer.isValid, firingsThisStep >= VirtualClock.maximumFiringsPerStep {
                throw .firingLimit(timer: timer.sender, interval: timer.interval)
            }
            stop(at: max(milliseconds, next.due))
            guard let item = queue.removeFirst() else { break }
            run(item)
        }
        stop(at: max(milliseconds, target))
    }

    /// Stands at `time` and moves every model value an animation drives to it.
    private func stop(at time: Int64) {
        milliseconds = time
        for animation in running where !animation.isFinished { animation.modelStep?(time) }
    }

    private func run(_ item: ClockQueue.Item) {
        switch item.kind {
        case .timer(let timer):
            guard timer.isValid else { return }
            firingsThisStep += 1
            if timer.repeats {
                timer.fireTime = item.due + timer.interval
                var again = item
                again.due = timer.fireTime
                queue.insert(again)
            } else {
                timer.isValid = false
            }
            timer.action()
        case .animationEnd(let animation):
            finish(animation)
        case .touchPhase(let phase):
            phase()
        }
    }

    /// Runs `body` as one step: the firing limit counts the timers of the outermost
    /// step only, so a tap that settles is one step, as a flow step is.
    package func asOneStep<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        if stepDepth == 0 { firingsThisStep = 0 }
        stepDepth += 1
        defer { stepDepth -= 1 }
        return try body()
    }

    /// Moves the clock item by item until no finite animation runs (endless ones, such
    /// as a spinner, are ignored), as a flow step settles with `autoSettle: true`.
    /// Does nothing when none runs.
    ///
    /// - Throws: ``ClockError/notSettled(after:running:)`` when some still run after
    ///   ``settleTimeout`` (the clock then stands there), or the firing limit.
    public func settle() throws(ClockError) {
        try asOneStep { () throws(ClockError) in
            let limit = milliseconds + VirtualClock.settleTimeout
            while running.contains(where: { $0.end != nil && !$0.isFinished }) {
                guard let next = queue.first, next.due <= limit else {
                    try advance(to: limit)
                    let left = running.filter { $0.end != nil && !$0.isFinished }
                    if left.isEmpty { return }
                    throw .notSettled(after: "15s", running: left.map(\.summary))
                }
                try advance(to: next.due)
            }
        }
    }

    /// ``settle()`` after a gesture: whether the clock moved, so the caller lays out again
    /// only then (a screen with nothing animating pays no second layout pass).
    package func settleAfterGesture() throws(ClockError) -> Bool {
        let before = milliseconds
        try settle()
        return milliseconds != before
    }

    /// Moves the clock item by item until no animation runs, endless ones included
    /// (Maestro's `waitForAnimationToEnd`).
    ///
    /// - Parameter timeout: how far the clock may move; default 15 s.
    /// - Throws: ``ClockError/stillRunning(after:running:)`` naming every animation
    ///   still running at the timeout (the clock then stands there; where Maestro passes,
    ///   a screen that never settles is a finding), the duration errors of
    ///   ``advance(by:)``, or the firing limit.
    public func waitForAnimationToEnd(timeout: Duration = .seconds(15)) throws(ClockError) {
        let span = try ClockDuration(timeout)
        try waitForAnimationToEnd(timeoutMilliseconds: span.milliseconds, written: span.limitText)
    }

    /// ``waitForAnimationToEnd(timeout:)`` with the timeout in ms and as written, which
    /// the failure message quotes (a flow's `{timeout: 2s}`).
    package func waitForAnimationToEnd(timeoutMilliseconds timeout: Int64, written: String) throws(ClockError) {
        try asOneStep { () throws(ClockError) in
            let limit = milliseconds + timeout
            while !activeAnimations.isEmpty {
                guard let next = queue.first, next.due <= limit else {
                    try advance(to: limit)
                    let left = activeAnimations
                    if left.isEmpty { return }
                    throw .stillRunning(after: written, running: left.map(\.summary))
                }
                try advance(to: next.due)
            }
        }
    }

    // MARK: What is running

    private var activeAnimations: [ClockAnimation] {
        running.filter { !$0.isFinished && ($0.end != nil || $0.isActive()) }
    }

    /// The animations running now, in the order they started: finite ones, and endless
    /// ones that are active (a spinner that can be seen).
    public var animations: [RunningAnimation] { activeAnimations.map(\.summary) }

    /// Whether no finite animation runs (what settling waits for).
    public var isSettled: Bool { !running.contains { $0.end != nil && !$0.isFinished } }

    /// The timers that will fire, by when they fire next, then in the order they
    /// started.
    public var timers: [ScheduledTimer] {
        queue.items.compactMap { item -> (ClockQueue.Item, ClockTimer)? in
            guard case .timer(let timer) = item.kind, timer.isValid else { return nil }
            return (item, timer)
        }
        .sorted { $0.0.precedes($1.0) }
        .map { ScheduledTimer(sender: $0.1.sender, location: $0.1.location, fires: $0.1.fireTime, repeats: $0.1.repeats) }
    }

    // MARK: Scheduling

    private func takeSequence() -> Int64 {
        defer { nextSequence += 1 }
        return nextSequence
    }

    /// Schedules `action` to run `delay` from now and, when `repeats`, every `delay`
    /// after (Foundation's `Timer.scheduledTimer`, on virtual time). Its firings count
    /// toward the firing limit of the step that runs them.
    ///
    /// - Parameters:
    ///   - delay: the interval, at least 1 ms, in whole milliseconds.
    ///   - repeats: whether it fires again every `delay`; default false.
    ///   - action: what it does when it fires.
    /// - Returns: the timer, which ``ClockTimer/invalidate()`` stops.
    /// - Throws: the duration errors of ``advance(by:)``; a zero delay that repeats is
    ///   ``ClockError/negativeDuration(_:)``'s sibling: it would never let time move, so
    ///   it is taken as 1 ms.
    @discardableResult
    public func schedule(after delay: Duration, repeats: Bool = false, _ action: @escaping () -> Void) throws(ClockError) -> ClockTimer {
        let interval = try ClockDuration(delay).milliseconds
        return schedule(after: max(1, interval), repeats: repeats, sender: "timer", location: nil, action: action)
    }

    /// Schedules a timer `interval` ms (at least 1) from now, named `sender`.
    @discardableResult
    package func schedule(after interval: Int64, repeats: Bool, sender: String, location: SourceLocation?, action: @escaping () -> Void) -> ClockTimer {
        let sequence = takeSequence()
        let timer = ClockTimer(
            sender: sender, location: location, interval: max(1, interval), repeats: repeats,
            fireTime: milliseconds + max(1, interval), sequence: sequence, action: action)
        queue.insert(ClockQueue.Item(due: timer.fireTime, rank: 0, sequence: sequence, kind: .timer(timer)))
        return timer
    }

    /// Schedules one phase of a timed touch at `time` ms, after every other item due
    /// then (so a press held exactly 500 ms is a long press).
    package func scheduleTouchPhase(at time: Int64, _ phase: @escaping () -> Void) {
        queue.insert(ClockQueue.Item(due: time, rank: 1, sequence: takeSequence(), kind: .touchPhase(phase)))
    }

    // MARK: Animations

    /// Starts an animation named after `owner`, lasting `duration` ms (nil: endless),
    /// whose end is an item of the clock.
    package func startAnimation(owner: View, duration: Int64?, curve: TimingCurve) -> ClockAnimation {
        let sequence = takeSequence()
        let animation = ClockAnimation(
            owner: owner, start: milliseconds, end: duration.map { milliseconds + max(0, $0) }, curve: curve, sequence: sequence)
        running.append(animation)
        if let end = animation.end {
            queue.insert(ClockQueue.Item(due: end, rank: 0, sequence: sequence, kind: .animationEnd(animation)))
        }
        return animation
    }

    /// Ends `animation` now (its model value at its end, its tracks dropped), as when
    /// it reaches its end or a newer animation replaces it. Ending one twice does
    /// nothing.
    package func finish(_ animation: ClockAnimation) {
        guard !animation.isFinished else { return }
        if let end = animation.end, milliseconds >= end { animation.modelStep?(end) }
        animation.isFinished = true
        for view in animation.trackedViews where tracks[view]?.animation === animation { tracks[view] = nil }
        animation.trackedViews = []
        running.removeAll { $0 === animation }
        animation.completion?()
    }

    /// Draws `view` moving by `animation`: its frame from `frame.from` to `frame.to`
    /// and its alpha from `alpha.from` to `alpha.to` (either nil: not moved). A value
    /// another animation is moving starts from what is drawn now, and that animation
    /// no longer moves it; one left moving nothing ends.
    package func present(_ view: View, by animation: ClockAnimation, frame: (from: CGRect, to: CGRect)?, alpha: (from: CGFloat, to: CGFloat)?) {
        let key = ObjectIdentifier(view)
        var frame = frame
        var alpha = alpha
        if let old = tracks[key] {
            let shown = old.presented(at: milliseconds, model: ViewPresentation(frame: view.frame, alpha: view.alpha))
            if frame != nil, old.frame != nil { frame?.from = shown.frame }
            if alpha != nil, old.alpha != nil { alpha?.from = shown.alpha }
            if frame == nil { frame = old.frame.map { (shown.frame, $0.to) } }
            if alpha == nil { alpha = old.alpha.map { (shown.alpha, $0.to) } }
            let previous = old.animation
            if previous !== animation {
                previous.trackCount -= 1
                if previous.trackCount == 0, previous.modelStep == nil, previous.end != nil { finish(previous) }
            }
        }
        if tracks[key]?.animation !== animation {
            animation.trackCount += 1
            animation.trackedViews.append(key)
        }
        tracks[key] = PresentationTrack(animation: animation, frame: frame, alpha: alpha)
    }

    /// What is drawn of `view` now: its model frame and alpha unless an animation moves
    /// them.
    public func presentation(of view: View) -> ViewPresentation {
        let model = ViewPresentation(frame: view.frame, alpha: view.alpha)
        guard !tracks.isEmpty, let track = tracks[ObjectIdentifier(view)] else { return model }
        return track.presented(at: milliseconds, model: model)
    }

    /// Whether an animation moves what is drawn of `view`.
    public func isAnimating(_ view: View) -> Bool {
        !tracks.isEmpty && tracks[ObjectIdentifier(view)] != nil
    }

    /// Whether any animation moves what is drawn now: pictures read the presentation
    /// only then, so a screen with nothing animating is drawn as before.
    package var isPresenting: Bool { !tracks.isEmpty }

    /// Whether `view` clips its subviews to its presented bounds now: an animation it
    /// started itself (a collapsible's flip) moves its frame, and the presented size
    /// differs from its frame's (Docs/time.md, "collapsible").
    package func clipsToPresentedBounds(_ view: View) -> Bool {
        guard !tracks.isEmpty, let track = tracks[ObjectIdentifier(view)], track.frame != nil, track.animation.owner === view else {
            return false
        }
        return track.presented(at: milliseconds, model: ViewPresentation(frame: view.frame, alpha: view.alpha)).frame.size != view.frame.size
    }
}
