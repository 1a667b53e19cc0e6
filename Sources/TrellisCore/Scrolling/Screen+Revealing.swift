import Foundation

extension Screen {
    /// Scrolls the one view `query` matches into view, found among every view that is not
    /// hidden or collapsed, those scrolled out of view included (Docs/widgets.md,
    /// "scroll", scrolling by code): each enclosing scroll view, innermost first, moves by
    /// the smallest change that shows the view (``ScrollView/scrollRectToVisible(_:)``).
    /// The offsets are computed from the layout; no touch is sent. Each scroll view that
    /// moves sends `valueChanged`.
    ///
    /// - Parameters:
    ///   - query: a text, id or accessibility label; a point matches nothing.
    ///   - container: where to look (a scroll view, flows' `within`); nil, the default,
    ///     means the whole screen.
    /// - Returns: the view revealed.
    /// - Throws: ``RevealError``: nothing matches, several views match, or the view
    ///   cannot be shown (hidden, collapsed, zero size, or cut off by a view that is not a
    ///   scroll view), before any offset changes.
    @discardableResult
    public func scrollToVisible(_ query: ViewQuery, within container: View? = nil) throws(RevealError) -> View {
        layoutIfNeeded()
        let matches = revealCandidates(matching: query, in: container ?? self)
        guard matches.count == 1, let view = matches.first else {
            if matches.isEmpty {
                throw RevealError(kind: .noMatch, message: "cannot scroll to '\(query)': " + noRevealableMatch(for: query, within: container))
            }
            let list = matches.map { "  " + describe($0) + " at " + Screen.describe($0.frameInRoot) }.joined(separator: "\n")
            throw RevealError(kind: .ambiguous, message: "cannot scroll to '\(query)': \(matches.count) views match it:\n\(list)")
        }
        try scrollToVisible(view, named: "'\(query)'")
        return view
    }

    /// Scrolls `view` into view, as ``scrollToVisible(_:within:)`` does for the view a
    /// query matches; `name` is how messages name it (`'Product 9'`).
    ///
    /// The cost is one step per ancestor: nothing is measured or searched.
    ///
    /// - Throws: ``RevealError`` with kind `hidden`, `zeroSize` or `clipped`, before any
    ///   offset changes.
    public func scrollToVisible(_ view: View, named name: String) throws(RevealError) {
        layoutIfNeeded()
        for (scrollView, offset) in try revealPlan(for: view, named: name) { scrollView.setContentOffset(offset) }
    }

    /// The offsets that show `view`, innermost scroll view first: the view's rectangle is
    /// carried up its ancestors, each scroll view showing as much of it as it can, each
    /// other view cutting it to its bounds.
    private func revealPlan(for view: View, named name: String) throws(RevealError) -> [(ScrollView, CGPoint)] {
        guard view.screen === self else {
            throw RevealError(kind: .noMatch, message: "cannot scroll to \(name): \(describe(view)) is not on this screen")
        }
        var current: View? = view
        while let candidate = current {
            let subject = candidate === view ? "it" : describe(candidate)
            if candidate.isHidden { throw RevealError(kind: .hidden, message: "cannot scroll to \(name): \(subject) is hidden") }
            if candidate.isCollapsed {
                throw RevealError(kind: .hidden, message: "cannot scroll to \(name): \(subject) is collapsed by its container's layout")
            }
            if candidate.alpha < View.minimumHitTestAlpha {
                throw RevealError(kind: .hidden, message: "cannot scroll to \(name): \(subject) has alpha below 0.01")
            }
            current = candidate.superview
        }
        guard view.frame.width > 0, view.frame.height > 0 else {
            let size = "\(view.frame.width.humanDescription) × \(view.frame.height.humanDescription)"
            throw RevealError(kind: .zeroSize, message: "cannot scroll to \(name): \(describe(view)) has an empty frame (\(size))")
        }
        let reveal = revealGeometry(of: view)
        if let container = reveal.emptiedBy {
            let why =
                container is ScrollView
                ? "outside the content of \(describe(container))"
                : "outside the bounds of \(describe(container)), which is not a scroll view" + (unscrollableHint(for: view) ?? "")
            throw RevealError(kind: .clipped, message: "cannot scroll to \(name): \(describe(view)) lies \(why)")
        }
        return reveal.plan
    }

    /// Where `view` would be once every enclosing scroll view shows as much of it as it
    /// can (the offsets ``scrollToVisible(_:named:)`` sets), computed without moving
    /// anything.
    struct RevealGeometry {
        /// The offsets that show the view, innermost scroll view first; those that do not
        /// change are left out.
        var plan: [(ScrollView, CGPoint)] = []
        /// The first ancestor (the screen included) whose bounds would still cut the view,
        /// with how far the view would extend past each of its edges, in points, in the
        /// order left, right, top, bottom (0 for an edge it does not pass); nil when the
        /// view would be shown whole.
        var cut: (by: View, left: CGFloat, right: CGFloat, top: CGFloat, bottom: CGFloat)?
        /// The ancestor whose bounds would leave nothing of the view; nil when some of it
        /// would show.
        var emptiedBy: View?
    }

    /// How far a view may stick out of an ancestor and still count as shown whole: 1e-6
    /// points. Offsets and bounds written with fractions (a scroll view 50.4 points tall)
    /// leave sums such as 81.6 + 50.4 a few units of 1e-14 short of 132, which is no edge a
    /// person can see.
    static let revealTolerance: CGFloat = 1e-6

    /// The view's rectangle carried up its ancestors, each scroll view showing as much of
    /// it as it can (``ScrollView/offsetShowing(_:)``), each ancestor cutting it to its
    /// bounds; stops at the first ancestor that leaves nothing of it.
    func revealGeometry(of view: View) -> RevealGeometry {
        var geometry = RevealGeometry()
        var rect = view.frame
        var ancestor = view.superview
        while let container = ancestor {
            var shown = container.bounds
            if let scrollView = container as? ScrollView {
                let offset = scrollView.offsetShowing(rect)
                if offset != shown.origin { geometry.plan.append((scrollView, offset)) }
                shown.origin = offset
            }
            if geometry.cut == nil {
                let overhangs = [shown.minX - rect.minX, rect.maxX - shown.maxX, shown.minY - rect.minY, rect.maxY - shown.maxY]
                    .map { $0 > Self.revealTolerance ? $0 : 0 }
                if overhangs.contains(where: { $0 > 0 }) {
                    geometry.cut = (container, overhangs[0], overhangs[1], overhangs[2], overhangs[3])
                }
            }
            rect = rect.intersection(shown)
            if rect.isNull || rect.width <= 0 || rect.height <= 0 {
                geometry.emptiedBy = container
                return geometry
            }
            rect.origin.x += container.frame.minX - shown.minX
            rect.origin.y += container.frame.minY - shown.minY
            ancestor = container.superview
        }
        return geometry
    }

    /// Why no view that can be revealed matches `query` below `container`: a match lies
    /// outside it ("'Fits' is not inside scroll#list"), a match is hidden ("button#b
    /// "Beta" is hidden"), or none is there (``ViewLookupError``: "no view matches '#lsit'",
    /// with the nearest name of its kind on the screen: "; did you mean 'list'?").
    private func noRevealableMatch(for query: ViewQuery, within container: View?) -> String {
        if let container, container !== self, !revealCandidates(matching: query, in: self).isEmpty {
            return "'\(query)' is not inside \(describe(container))"
        }
        if let hidden = hiddenMatch(for: query, advice: scrollAdvice) { return String(hidden.dropFirst(2)) }
        let (word, _, _, name) = nameKind(of: query)
        var names: [String] = []
        forEachInSubtree { view in
            if view !== self, let shown = name(view) { names.append(shown) }
        }
        return ViewLookupError(query: query, visibleOnly: false, reason: Suggestion.didYouMean(word, in: names)).message
    }

    /// The views below `container` matching `query` that are not hidden, collapsed or
    /// transparent, visible or not, outermost only.
    private func revealCandidates(matching query: ViewQuery, in container: View) -> [View] {
        if case .id(let id) = query, let matches = views(withID: id, below: container, includingContainer: false, visibleOnly: false) {
            return matches
        }
        var matches: [View] = []
        var pending: [View] = container.subviews.reversed()
        while let view = pending.popLast() {
            if view.isHidden || view.isCollapsed || view.alpha < View.minimumHitTestAlpha { continue }
            if query.matches(view) {
                matches.append(view)
                continue
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return matches
    }

    /// "; scroll#results is as tall as its content (1320 points), so it does not scroll:
    /// give it a height or grow" when `view` is inside a scroll view that fits its
    /// content along its axis but is itself cut off by an ancestor (Docs/widgets.md,
    /// "scroll", fitting size); nil otherwise.
    func unscrollableHint(for view: View) -> String? {
        var ancestor = view.superview
        while let container = ancestor {
            if let scrollView = container as? ScrollView {
                let vertical = scrollView.axis == .vertical
                let shown = scrollView.visibleRect
                let cut = vertical ? (shown?.height ?? 0) < scrollView.frame.height : (shown?.width ?? 0) < scrollView.frame.width
                guard scrollView.maximumContentOffset == .zero, cut else { return nil }
                let length = vertical ? scrollView.contentSize.height : scrollView.contentSize.width
                return "; \(scrollView.debugName) is as \(vertical ? "tall" : "wide") as its content (\(length.humanDescription) points), "
                    + "so it does not scroll: give it a \(vertical ? "height" : "width") or grow"
            }
            ancestor = container.superview
        }
        return nil
    }

    /// Where a view that a scroll view shows none of lies, and the offset that would
    /// show it (Docs/widgets.md, "scroll", visible): "scroll#results: 'Product 9' is at
    /// y 540 in content 0–1200, visible 0–400; scrollUntilVisible first (content offset
    /// y 200 shows it)" (the advice is the screen's ``scrollAdvice``), for the innermost
    /// scroll view around `view` whose bounds leave it out entirely; nil when no scroll
    /// view does.
    ///
    /// - Parameters:
    ///   - view: the view to look for, anywhere in the screen's tree.
    ///   - name: how the message names the view (`'Product 9'`).
    public func scrolledOutDescription(of view: View, named name: String) -> String? {
        scrolledOutDescription(of: view, named: name, advice: scrollAdvice)
    }

    /// ``scrolledOutDescription(of:named:)`` with `advice` saying what to do.
    func scrolledOutDescription(of view: View, named name: String, advice: ScrollAdvice) -> String? {
        var rect = view.frame
        var ancestor = view.superview
        while let container = ancestor {
            let shown = container.bounds
            let inside = rect.intersection(shown)
            if let scrollView = container as? ScrollView, inside.isNull || inside.width <= 0 || inside.height <= 0 {
                let vertical = scrollView.axis == .vertical
                let position = vertical ? rect.minY : rect.minX
                let length = vertical ? scrollView.contentSize.height : scrollView.contentSize.width
                let start = vertical ? shown.minY : shown.minX
                let end = start + (vertical ? shown.height : shown.width)
                let showing = scrollView.offsetShowing(rect)
                return "\(scrollView.debugName): \(name) is at \(vertical ? "y" : "x") \(position.humanDescription) in content "
                    + "0–\(length.humanDescription), visible \(start.humanDescription)–\(end.humanDescription); "
                    + advice.text(scrollView: scrollView.debugName, offset: showing, vertical: vertical)
            }
            rect = inside
            if rect.isNull { return nil }
            rect.origin.x += container.frame.minX - shown.minX
            rect.origin.y += container.frame.minY - shown.minY
            ancestor = container.superview
        }
        return nil
    }
}
