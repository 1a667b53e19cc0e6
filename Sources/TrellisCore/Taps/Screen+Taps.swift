import Foundation

extension Screen {
    /// Taps `point` (screen coordinates, points): a touch that begins and ends there,
    /// delivered by hit-testing. It has no target, so it is never missed; a point that
    /// hits nothing does nothing. Pending layout is done before it returns.
    @discardableResult
    public func tap(at point: CGPoint) -> TapReport {
        tap(at: point, query: .point(point))
    }

    /// Taps the one visible view with exactly this text or title.
    ///
    /// - Throws: ``TapError`` as ``tap(_:allowMissed:duration:)``.
    @discardableResult
    public func tap(text: String, allowMissed: Bool = false) throws(TapError) -> TapReport {
        try tap(.text(text), allowMissed: allowMissed)
    }

    /// Taps the one visible view with this `id`.
    ///
    /// - Throws: ``TapError`` as ``tap(_:allowMissed:duration:)``.
    @discardableResult
    public func tap(id: String, allowMissed: Bool = false) throws(TapError) -> TapReport {
        try tap(.id(id), allowMissed: allowMissed)
    }

    /// Taps what `query` names (Docs/events.md, "Simulated taps"): the centre of the visible
    /// part of the one visible view that matches, or the point itself.
    ///
    /// A tap whose touch would land on another view (the target is disabled, not
    /// interactive, covered, or the point is outside its hit area) is a missed tap. It is
    /// not performed, and it throws, unless `allowMissed` is true, in which case the touch
    /// is delivered to whatever is there, as on a device.
    ///
    /// A point outside the screen's bounds is never tapped: it throws, whatever
    /// `allowMissed` says, since no device reports a touch there.
    ///
    /// - Throws: ``TapError`` with kind `noMatch` or `ambiguous` (listing the candidates),
    ///   `missed` (naming the rule or the view that took the tap), or `outsideScreen`
    ///   ("point (500, 900) is outside the screen (375 × 667)").
    ///
    /// With a `duration` the finger stays down that long on the clock (Docs/time.md,
    /// "Touches that take time"): `began` now, `ended` `duration` later, everything due on
    /// the way running at its instant. When ``VirtualClock/autoSettle`` is true the clock
    /// then settles; a failure to settle throws kind `clock`.
    @discardableResult
    public func tap(_ query: ViewQuery, allowMissed: Bool = false, duration: Duration = .zero) throws(TapError) -> TapReport {
        layoutIfNeeded()
        if case .point(let aimed) = query {
            let point = CGPoint(x: aimed.x + tapOffset, y: aimed.y)
            try checkOnScreen(point, query: query)
            let hold = try Screen.milliseconds(of: duration, query: query.description)
            return try settlingGesture(query: query.description) { () throws(TapError) -> TapReport in
                try heldTap(at: point, query: query, duration: hold)
            }
        }
        return try tap(uniqueMatch(for: query), query: query, allowMissed: allowMissed, duration: duration)
    }

    /// Throws unless `point` (screen coordinates, points) lies in the screen's bounds:
    /// x in [0, width) and y in [0, height), as `CGRect.contains` counts them.
    ///
    /// - Throws: ``TapError`` with kind `outsideScreen`.
    public func checkOnScreen(_ point: CGPoint, query: ViewQuery) throws(TapError) {
        guard !CGRect(origin: .zero, size: size).contains(point) else { return }
        let position = "(\(point.x.humanDescription), \(point.y.humanDescription))"
        let bounds = "(\(size.width.humanDescription) × \(size.height.humanDescription))"
        throw TapError(kind: .outsideScreen, query: query.description, message: "point \(position) is outside the screen \(bounds)", point: point)
    }

    /// Taps the centre of `target`'s visible part, as ``tap(_:allowMissed:duration:)`` taps the
    /// view a query matched; `query` is what reports and messages name it by.
    ///
    /// A `duration` holds the touch that long on the clock, and the clock settles after
    /// when ``VirtualClock/autoSettle`` is true, as ``tap(_:allowMissed:duration:)``.
    ///
    /// - Throws: ``TapError`` with kind `noMatch` when the target is not visible,
    ///   `missed` (unless `allowMissed`), or `clock`.
    @discardableResult
    public func tap(_ target: View, query: ViewQuery, allowMissed: Bool = false, duration: Duration = .zero) throws(TapError) -> TapReport {
        let hold = try Screen.milliseconds(of: duration, query: query.description)
        return try settlingGesture(query: query.description) { () throws(TapError) -> TapReport in
            try performTap(on: target, query: query, allowMissed: allowMissed, duration: hold)
        }
    }

    /// Taps `target` held `duration` ms, without settling.
    func performTap(on target: View, query: ViewQuery, allowMissed: Bool, duration: Int64) throws(TapError) -> TapReport {
        let aim = try aim(at: target, query: query, allowMissed: allowMissed, gesture: "tap")
        var report = try heldTap(at: aim.point, query: query, duration: duration)
        report.missed = aim.missed
        return report
    }

    /// Taps `point` held `duration` ms (at once when 0), without settling.
    private func heldTap(at point: CGPoint, query: ViewQuery, duration: Int64) throws(TapError) -> TapReport {
        guard duration > 0 else { return tap(at: point, query: query) }
        let outcome = timedTouch(at: point, moves: [], end: point, duration: duration)
        if let failure = outcome.failure { throw TapError(query: query.description, clockError: failure) }
        return TapReport(
            query: query, point: point, hitView: outcome.hit, trackingView: outcome.tracking, records: outcome.records, missed: nil,
            time: outcome.time, hitFrame: outcome.hitFrame)
    }

    /// The point a gesture on `target` touches (the centre of its visible part), after
    /// layout, and the miss message when the touch would land elsewhere and the caller
    /// allows it.
    ///
    /// - Throws: ``TapError`` with kind `noMatch` when the target is not visible, or
    ///   `missed` (unless `allowMissed`).
    func aim(at target: View, query: ViewQuery, allowMissed: Bool, gesture: String) throws(TapError) -> (point: CGPoint, missed: String?) {
        layoutIfNeeded()
        guard target.screen === self, target.isVisible, let visible = target.visibleRect else {
            throw TapError(kind: .noMatch, query: query.description, message: ViewLookupError(query: query, visibleOnly: true, reason: "").message)
        }
        let point = CGPoint(x: visible.midX + tapOffset, y: visible.midY)
        let hit = hitTest(point)
        guard let reason = missReason(target: target, point: point, hit: hit) else { return (point, nil) }
        let message = "\(gesture) \(query.messageName) missed \(describe(target)): \(reason)"
        guard allowMissed else {
            throw TapError(kind: .missed, query: query.description, message: message, point: point, hit: hit?.debugName)
        }
        return (point, message)
    }

    /// Why a touch at `point` would not reach `target`, or nil when it would. A target
    /// that takes no touches by its type (a label) hands its touch to its ancestors, so a
    /// hit on one of them is not a miss (Docs/events.md) — unless the touch passed over an
    /// ancestor that takes touches by its type but is disabled or made non-interactive,
    /// which is that ancestor's miss. The target itself is named "it", since the message
    /// names it already.
    func missReason(target: View, point: CGPoint, hit: View?) -> String? {
        if let hit, hit.isDescendant(of: target) { return nil }
        let byType = !type(of: target).isInteractiveByDefault && !target.isUserInteractionEnabled
        if byType, let hit, target.isDescendant(of: hit), !Screen.passesOverTouchTaker(from: target, to: hit) { return nil }
        var current: View? = byType ? target.superview : target
        var chain: [View] = []
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        for view in chain.reversed() {
            let subject = view === target ? "it" : describe(view)
            if !view.acceptsTouchesInCurrentState { return "\(subject) is disabled" }
            if !view.isUserInteractionEnabled { return "\(subject) is not interactive" }
        }
        let local = target.convert(point, from: nil)
        if !byType, !target.point(inside: local) {
            return "the point (\(point.x.humanDescription), \(point.y.humanDescription)) is outside its hit area (hit-insets)"
        }
        guard let hit else { return "nothing takes touches at (\(point.x.humanDescription), \(point.y.humanDescription))" }
        return "covered by \(describe(hit))"
    }

    /// Whether, between a label-like `target` and the ancestor `hit` that took its touch,
    /// there is a view that takes touches by its type (and so would have taken the touch
    /// had it not been disabled, made non-interactive or missed). A label inside a disabled
    /// button hands its touch past the button to the screen: that is the button's miss, not
    /// a hand-over to an ancestor.
    static func passesOverTouchTaker(from target: View, to hit: View) -> Bool {
        var current = target.superview
        while let view = current, view !== hit {
            if type(of: view).isInteractiveByDefault { return true }
            current = view.superview
        }
        return false
    }

    /// A view as messages name it: `button#buy "Buy" (screen.xml:12:5)`.
    public func describe(_ view: View) -> String {
        var text = view.description
        if let location = view.sourceLocation { text += " (\(location))" }
        return text
    }

    func tap(at point: CGPoint, query: ViewQuery) -> TapReport {
        layoutIfNeeded()
        var hit: View?
        var tracking: View?
        var hitFrame: CGRect?
        let start = clock.milliseconds
        let records = recording {
            (hit, tracking) = beginTouch(at: point)
            hitFrame = hit.map { $0.convert($0.bounds, to: nil) }
            sendTouch(.ended, at: point)
        }
        layoutIfNeeded()
        return TapReport(
            query: query, point: point, hitView: hit, trackingView: tracking, records: records, missed: nil,
            time: start...clock.milliseconds, hitFrame: hitFrame)
    }

    /// Drives one touch through a sequence: it begins at `start`, moves through `moves`
    /// in order, then ends at the last point (or is cancelled, when `cancel` is true),
    /// all at one instant of the clock. Every phase goes to the view hit at `start`.
    /// When ``VirtualClock/autoSettle`` is true the clock settles after it.
    ///
    /// - Returns: everything sent, in order.
    /// - Throws: ``ClockError`` when settling fails.
    @discardableResult
    public func drag(from start: CGPoint, through moves: [CGPoint], cancel: Bool = false) throws(ClockError) -> [DispatchRecord] {
        try settlingClock { () -> [DispatchRecord] in dragNow(from: start, through: moves, cancel: cancel) }
    }

    /// ``drag(from:through:cancel:)`` without settling.
    func dragNow(from start: CGPoint, through moves: [CGPoint], cancel: Bool) -> [DispatchRecord] {
        recording {
            sendTouch(.began, at: start)
            for point in moves { sendTouch(.moved, at: point) }
            sendTouch(cancel ? .cancelled : .ended, at: moves.last ?? start)
        }
    }
}
