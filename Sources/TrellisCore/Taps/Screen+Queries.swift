import Foundation

/// The one resolver of ``ViewQuery``: taps, gestures, typing into a field, lookups from
/// Swift and every flow selector find their views here (Docs/flows.md, "Selectors";
/// Docs/events.md, "Simulated taps").
extension Screen {
    /// The visible views that match `query`, in its order (screen order, or nearest first
    /// for a relation), outermost only: when a view and one of its ancestors both match,
    /// the ancestor is the match (Docs/events.md). Empty when the query cannot be resolved
    /// (an anchor that names no view or several, an invalid regular expression); use
    /// ``matches(of:)`` to learn why. Pending layout is done first.
    public func views(matching query: ViewQuery) -> [View] {
        (try? matches(of: query)) ?? []
    }

    /// The visible views that match `query`, as ``views(matching:)``, after layout.
    ///
    /// - Throws: ``TapError`` with kind `noMatch` for an invalid regular expression, and
    ///   the anchor's error when a relation's anchor names no view or several.
    public func matches(of query: ViewQuery) throws(TapError) -> [View] {
        layoutIfNeeded()
        if let pattern = query.invalidPattern {
            throw TapError(kind: .noMatch, query: query.description, message: "invalid regular expression /\(pattern)/")
        }
        return try resolve(query)
    }

    /// The one visible view `query` names, after layout: the only match, or for a
    /// relation the nearest; for a point, the view hit there.
    ///
    /// - Throws: ``TapError`` with kind `noMatch` (naming a match that is not visible and
    ///   why, or the closest visible candidates), `ambiguous` (listing every match with its
    ///   frame on the screen), or `outsideScreen` for a point off the screen.
    public func view(matching query: ViewQuery) throws(TapError) -> View {
        layoutIfNeeded()
        if case .point(let point) = query {
            try checkOnScreen(point, query: query)
            guard let view = hitTest(point) else {
                throw TapError(kind: .noMatch, query: query.description, message: "nothing is at \(query.messageName)", point: point)
            }
            return view
        }
        return try uniqueMatch(for: query)
    }

    func uniqueMatch(for query: ViewQuery) throws(TapError) -> View {
        let matches = try self.matches(of: query)
        if case .relative = query, let nearest = matches.first { return nearest }
        if matches.count == 1, let only = matches.first { return only }
        if matches.isEmpty {
            let lookup = ViewLookupError(query: query, visibleOnly: true, reason: noMatchReason(for: query))
            throw TapError(kind: .noMatch, query: query.description, message: lookup.message)
        }
        let list = matches.map { "  " + describe($0) + " at " + Screen.describe($0.frameInRoot) }.joined(separator: "\n")
        let hint = query.isSimple ? "" : " (add index: n or a relation)"
        throw TapError(kind: .ambiguous, query: query.description, message: "\(matches.count) visible views match \(query.messageName)\(hint):\n\(list)")
    }

    /// Why `query` matches no visible view, as failed taps say it: "; <view> is hidden"
    /// (or collapsed, transparent, of empty frame, off screen) for the first view
    /// that meets its own conditions but is not visible, else "; visible candidates: …",
    /// the names of its kind (texts, ids, labels, types) closest to the one asked for, or
    /// "; nothing on the screen has text". A view scrolled out of view gets the screen's
    /// ``scrollAdvice``.
    public func noMatchReason(for query: ViewQuery) -> String {
        noMatchReason(for: query, advice: scrollAdvice)
    }

    /// ``noMatchReason(for:)`` with `advice` saying what to do about a view scrolled out
    /// of view.
    public func noMatchReason(for query: ViewQuery, advice: ScrollAdvice) -> String {
        coveredMatch(for: query) ?? hiddenMatch(for: query, advice: advice) ?? candidateList(near: query)
    }

    private func resolve(_ query: ViewQuery) throws(TapError) -> [View] {
        if let predicate = query.predicate {
            // A query that names an id reads the screen's id index instead of walking it.
            if let id = query.requiredID, let found = views(withID: id, below: self, includingContainer: false, visibleOnly: true, where: predicate) {
                return found.filter { modalView(covering: $0) == nil }
            }
            var matches: [View] = []
            collect(in: self, into: &matches, where: predicate)
            return matches
        }
        switch query {
        case .all(let parts):
            guard let first = parts.first else { return [] }
            var found = try resolve(first)
            for part in parts.dropFirst() {
                let other = Set(try resolve(part).map(ObjectIdentifier.init))
                found.removeAll { !other.contains(ObjectIdentifier($0)) }
            }
            return found
        case .indexed(let base, let index):
            let matches = try resolve(base)
            return index >= 0 && index < matches.count ? [matches[index]] : []
        case .relative(let base, let direction, let anchorQuery):
            let anchor = try view(matching: anchorQuery)
            let area = anchor.frameInRoot
            return try resolve(base)
                .filter { $0 !== anchor && !$0.isDescendant(of: anchor) && !anchor.isDescendant(of: $0) }
                .compactMap { view in Screen.distance(of: view.frameInRoot, from: area, toward: direction).map { (view, $0) } }
                .enumerated()
                .sorted { ($0.element.1.gap, $0.element.1.across, $0.offset) < ($1.element.1.gap, $1.element.1.across, $1.offset) }
                .map(\.element.0)
        case .descendant(let base, let ancestorQuery):
            var ancestors: [View]
            if case .point = ancestorQuery { ancestors = [try view(matching: ancestorQuery)] } else { ancestors = try resolve(ancestorQuery) }
            if let predicate = base.predicate {
                var matches: [View] = []
                for ancestor in ancestors {
                    for subview in ancestor.subviews { collect(in: subview, into: &matches, where: predicate) }
                }
                return matches
            }
            return try resolve(base).filter { view in ancestors.contains { view !== $0 && view.isDescendant(of: $0) } }
        case .text, .id, .accessibilityLabel, .regex, .type, .point:
            return []
        }
    }

    private func collect(in view: View, into matches: inout [View], where predicate: (View) -> Bool) {
        if view.isHidden || view.isCollapsed || view.alpha < View.minimumHitTestAlpha { return }
        if view !== self, predicate(view), view.isVisible {
            matches.append(view)
            return
        }
        // Below a shown modal view's superview, queries see only the modal view.
        if let modal = view.shownModalSubview {
            collect(in: modal, into: &matches, where: predicate)
            return
        }
        for subview in view.subviews { collect(in: subview, into: &matches, where: predicate) }
    }

    /// How far `rect` lies on `direction`'s side of `anchor` (the gap, then the distance
    /// between centres across), or nil when it is not entirely on that side.
    private static func distance(of rect: CGRect, from anchor: CGRect, toward direction: ViewQuery.Direction) -> (gap: CGFloat, across: CGFloat)? {
        let epsilon: CGFloat = 1e-9
        switch direction {
        case .below: return rect.minY >= anchor.maxY - epsilon ? (rect.minY - anchor.maxY, abs(rect.midX - anchor.midX)) : nil
        case .above: return rect.maxY <= anchor.minY + epsilon ? (anchor.minY - rect.maxY, abs(rect.midX - anchor.midX)) : nil
        case .leftOf: return rect.maxX <= anchor.minX + epsilon ? (anchor.minX - rect.maxX, abs(rect.midY - anchor.midY)) : nil
        case .rightOf: return rect.minX >= anchor.maxX - epsilon ? (rect.minX - anchor.maxX, abs(rect.midY - anchor.midY)) : nil
        }
    }

    /// "; <view> is collapsed by its container's layout" for the first view that meets the
    /// query's own conditions but is not visible, inside the views its `within` names when
    /// it has one, naming why (for a view scrolled out of view, the scroll view, where the
    /// view is and what is shown); nil when nothing does.
    func hiddenMatch(for query: ViewQuery, advice: ScrollAdvice) -> String? {
        guard let predicate = query.baseCondition.predicate, query.baseCondition != .all([]) else { return nil }
        var found: View?
        for scope in hiddenMatchScopes(for: query) where found == nil {
            scope.forEachInSubtree { view in
                if found == nil, view !== scope, predicate(view), !view.isVisible { found = view }
            }
        }
        guard let view = found else { return nil }
        var current: View? = view
        while let candidate = current {
            let subject = "; \(describe(view)) " + (candidate === view ? "" : "is inside \(describe(candidate)), which ")
            if candidate.isCollapsed { return subject + "is collapsed by its container's layout" }
            if candidate.isHidden { return subject + "is hidden" }
            if candidate.alpha < View.minimumHitTestAlpha { return subject + "has alpha below 0.01" }
            current = candidate.superview
        }
        if view.frame.width <= 0 || view.frame.height <= 0 {
            let size = "\(view.frame.width.humanDescription) × \(view.frame.height.humanDescription)"
            return "; \(describe(view)) has an empty frame (\(size))"
        }
        if let scrolledOut = scrolledOutDescription(of: view, named: query.messageName, advice: advice) { return "; " + scrolledOut }
        return "; \(describe(view)) lies outside its ancestors' bounds (nothing of it is on screen)" + (unscrollableHint(for: view) ?? "")
    }

    /// Where ``hiddenMatch(for:advice:)`` looks: inside the visible views a `within` names
    /// (followed through indexes and relations), else the whole screen.
    private func hiddenMatchScopes(for query: ViewQuery) -> [View] {
        switch query {
        case .indexed(let base, _), .relative(let base, _, _): return hiddenMatchScopes(for: base)
        case .descendant(_, let ancestorQuery):
            if case .point = ancestorQuery { return (try? view(matching: ancestorQuery)).map { [$0] } ?? [] }
            return (try? resolve(ancestorQuery)) ?? []
        default: return [self]
        }
    }

    /// "(x, y, width, height)", as the dumps print frames.
    static func describe(_ rect: CGRect) -> String {
        "(" + [rect.minX, rect.minY, rect.width, rect.height].map(\.humanDescription).joined(separator: ", ") + ")"
    }

    /// The kind of names a failed query lists: the word asked for, how the kind is called
    /// ("an id"), how one name is written (`#list`) and a view's name of that kind.
    func nameKind(of query: ViewQuery) -> (word: String, what: String, quote: (String) -> String, name: (View) -> String?) {
        switch query.leafCondition {
        case .id(let id): return (id, "an id", { "#\($0)" }, { $0.id })
        case .accessibilityLabel(let label): return (label, "an accessibility label", { "label:\($0)" }, { $0.writtenAccessibilityLabel })
        case .type(let type): return (type, "a type", { "type \($0)" }, { $0.typeName })
        case .text(let text): return (text, "text", { "'\($0)'" }, Screen.shownText)
        default: return ("", "text", { "'\($0)'" }, Screen.shownText)
        }
    }

    func candidateList(near query: ViewQuery) -> String {
        let (word, what, quote, name) = nameKind(of: query)
        var names: [String] = []
        forEachQueryable { view in
            if view !== self, view.isVisible, let shown = name(view) { names.append(shown) }
        }
        guard !names.isEmpty else { return "; nothing on the screen has \(what)" }
        return Screen.candidateList(names, near: word, quote: quote)
    }

    /// The text as written, which queries match (Docs/sweeps.md, "Pseudo-locales").
    private static func shownText(_ view: View) -> String? {
        view.writtenDisplayedText.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// "; visible candidates: 'a', 'b', …": the distinct `names` closest to `word`, at
    /// most ``candidateLimit`` of them, closest first (``Suggestion/nearest(to:in:limit:)``),
    /// each written by `quote`, with "…" when some are left out; empty for no names.
    public static func candidateList(_ names: [String], near word: String, quote: (String) -> String) -> String {
        let nearest = Suggestion.nearest(to: word, in: names, limit: candidateLimit)
        guard !nearest.names.isEmpty else { return "" }
        let more = nearest.count > candidateLimit ? ", …" : ""
        return "; visible candidates: " + nearest.names.map(quote).joined(separator: ", ") + more
    }

    /// How many candidates a failed query lists, closest first: 10.
    public static let candidateLimit = 10
}

extension ViewQuery {
    /// Whether the query is one of the command line's own: a text, an id or a label.
    var isSimple: Bool {
        switch self {
        case .text, .id, .accessibilityLabel: return true
        default: return false
        }
    }

    /// The query whose matches this one narrows: itself, or the base of an index, a
    /// relation or `within`, followed inwards.
    var baseCondition: ViewQuery {
        switch self {
        case .indexed(let base, _), .relative(let base, _, _), .descendant(let base, _): return base.baseCondition
        default: return self
        }
    }

    /// The first single condition of ``baseCondition`` (the first part of `all`), which
    /// says what kind of names a failed query lists.
    var leafCondition: ViewQuery {
        if case .all(let parts) = baseCondition, let first = parts.first { return first.leafCondition }
        return baseCondition
    }

    /// The first regular expression in the query that does not compile, or nil.
    var invalidPattern: String? {
        switch self {
        case .regex(let pattern): return (try? NSRegularExpression(pattern: pattern)) == nil ? pattern : nil
        case .all(let parts): return parts.lazy.compactMap(\.invalidPattern).first
        case .indexed(let base, _): return base.invalidPattern
        case .relative(let base, _, let anchor), .descendant(let base, let anchor): return base.invalidPattern ?? anchor.invalidPattern
        case .text, .id, .accessibilityLabel, .point, .type: return nil
        }
    }
}
