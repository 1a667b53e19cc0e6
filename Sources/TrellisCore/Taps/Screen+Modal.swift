import Foundation

/// Accessibility-modal views (``View/accessibilityViewIsModal``, UIKit's
/// `accessibilityViewIsModal`): while one is shown, queries see only it and its subviews,
/// not its siblings' subtrees (Docs/navigation.md, "Chrome": an app's alert).
extension View {
    /// The frontmost subview that is modal and shown (not hidden, collapsed or
    /// transparent), or nil: what queries look into instead of every subview.
    final var shownModalSubview: View? {
        for subview in storedSubviews.reversed() where subview.accessibilityViewIsModal {
            if !subview.isHidden, !subview.isCollapsed, subview.alpha >= View.minimumHitTestAlpha { return subview }
        }
        return nil
    }
}

extension Screen {
    /// The modal view that keeps `view` from queries: a shown modal subview of one of
    /// `view`'s ancestors (up to the screen) that is neither `view` nor holds it; nil
    /// when queries see `view`.
    func modalView(covering view: View) -> View? {
        var child = view
        while child !== self, let parent = child.superview {
            if let modal = parent.shownModalSubview, modal !== child { return modal }
            child = parent
        }
        return nil
    }

    /// Calls `body` on the screen and every view queries see, in tree order: below a
    /// view with a shown modal subview, that subview's subtree only.
    func forEachQueryable(_ body: (View) -> Void) {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            body(view)
            if let modal = view.shownModalSubview {
                pending.append(modal)
            } else {
                pending.append(contentsOf: view.storedSubviews.reversed())
            }
        }
    }

    /// "; <view> is covered by alert#sure, which is modal …" for the first visible view
    /// that meets the query's own conditions but is kept from queries by a modal view,
    /// followed by the candidates queries do see; nil when there is none.
    func coveredMatch(for query: ViewQuery) -> String? {
        guard let predicate = query.baseCondition.predicate, query.baseCondition != .all([]) else { return nil }
        var found: (view: View, modal: View)?
        forEachInSubtree { view in
            guard found == nil, view !== self, predicate(view), view.isVisible, let modal = modalView(covering: view) else { return }
            found = (view, modal)
        }
        guard let (view, modal) = found else { return nil }
        return "; \(describe(view)) is covered by \(describe(modal)), which is modal (accessibilityViewIsModal, as UIKit's alerts are): "
            + "while it is shown, queries see only its views" + candidateList(near: query)
    }
}
