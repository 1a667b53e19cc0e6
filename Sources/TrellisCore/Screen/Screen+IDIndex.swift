import Foundation

/// Lookups by id on a screen (``View/view(withID:)``, queries by id, flows' `{id: …}`)
/// read an index from id to views instead of walking the tree, so finding one row of a
/// long list costs the same however many rows there are (Docs/events.md, "Simulated
/// taps").
///
/// Nothing is indexed while a screen is loaded or laid out: the first lookup after a
/// change builds the index in one walk, marking every view it passes; adding, removing or
/// reordering a marked view's subviews, or changing a marked view's id, drops the index
/// (and the mark, so a run of changes to one view walks up once). A view added after the
/// index was built is unmarked, but adding it changed a marked view's subviews, so the
/// index is gone already: while an index exists, every view on its screen is marked.
extension Screen {
    /// The views on the screen whose ``View/id`` is `id`, the screen included, in screen
    /// order (depth first, in subview order, each view before its subviews), whatever
    /// their visibility; empty when none has it. The first lookup after a change to the
    /// tree builds the index (one walk of the screen); later ones read it.
    public func views(withID id: String) -> [View] {
        let index = idIndex ?? buildIDIndex()
        guard let first = index.first[id] else { return [] }
        return [first] + (index.repeated[id] ?? [])
    }

    /// Builds and keeps ``idIndex`` in one walk of the screen, marking every view.
    private func buildIDIndex() -> IDIndex {
        var index = IDIndex()
        forEachInSubtree { view in
            view.isInIDIndex = true
            guard let id = view.id else { return }
            // One hash for the usual unique id; a repeated one puts the first back.
            if let earlier = index.first.updateValue(view, forKey: id) {
                index.first[id] = earlier
                index.repeated[id, default: []].append(view)
            }
        }
        idIndex = index
        idIndexBuilds += 1
        return index
    }

    /// The views below `container` with `id` that satisfy `condition` too, as a walk of
    /// `container`'s subtree for a query by id finds them: the walk skips hidden,
    /// collapsed and transparent views and their subtrees, takes a match (a view that is
    /// visible, when `visibleOnly`) and skips its subviews, so only the outermost of
    /// nested matches counts (Docs/events.md). `container` itself is a candidate only
    /// when `includingContainer`; its own hidden state counts only through visibility.
    /// In screen order.
    ///
    /// Read from the id index (``views(withID:)``): the cost grows with the number of
    /// views that have `id` and their depth, not with the size of the screen. Nil when
    /// `container` is not on this screen, so the caller walks it instead.
    package func views(
        withID id: String, below container: View, includingContainer: Bool, visibleOnly: Bool,
        where condition: (View) -> Bool = { _ in true }
    ) -> [View]? {
        guard container === self || container.root === self else { return nil }
        func matches(_ view: View) -> Bool {
            view.id == id && condition(view) && (!visibleOnly || view.isVisible)
        }
        return views(withID: id).filter { candidate in
            if candidate === container { return includingContainer && matches(candidate) }
            var ancestor = candidate.superview
            var path = candidate
            while let view = ancestor {
                if path.isHidden || path.isCollapsed || path.alpha < View.minimumHitTestAlpha { return false }
                if view === container { return (!includingContainer || !matches(view)) && matches(candidate) }
                if matches(view) { return false }
                path = view
                ancestor = view.superview
            }
            return false
        }
    }
}

extension View {
    /// Drops the id index of the screen this view is on, after a change to the view's
    /// subviews or id, and forgets that the view was indexed (Screen+IDIndex).
    func dropIDIndex() {
        isInIDIndex = false
        (root as? Screen)?.idIndex = nil
    }
}
