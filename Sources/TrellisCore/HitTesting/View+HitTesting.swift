import Foundation

extension View {
    /// Views whose ``alpha`` is below this take no touches and count as invisible:
    /// 0.01, UIKit's documented threshold (Docs/events.md).
    public static let minimumHitTestAlpha: CGFloat = 0.01

    /// Whether hit-testing skips this view and its subtree by rule 1 of Docs/events.md: hidden,
    /// collapsed, alpha below 0.01, interaction disabled, or a disabled control.
    public var isSkippedByHitTesting: Bool {
        isHidden || isCollapsed || alpha < View.minimumHitTestAlpha
            || !isUserInteractionEnabled || !acceptsTouchesInCurrentState
    }

    /// UIKit's hit-testing algorithm (Docs/events.md, rules 1–4). A container whose layout
    /// places its subviews in rows (``PlacementOrder/rows``) and has at least
    /// ``SubviewHitIndex/minimumSubviewCount`` subviews searches them through its
    /// ``SubviewHitIndex``, which tries only the subviews that can answer, in the same
    /// order, so the answer is the same.
    func defaultHitTest(_ point: CGPoint) -> View? {
        guard !isSkippedByHitTesting, self.point(inside: point) else { return nil }
        let subviews = self.subviews
        if subviews.count >= SubviewHitIndex.minimumSubviewCount, let index = usableHitIndex() {
            return index.hitTest(point, in: subviews, countingIn: self) ?? self
        }
        for subview in subviews.reversed() {
            layoutCounts.subviewsHitTested &+= 1
            let local = CGPoint(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)
            if let hit = subview.hitTest(local) { return hit }
        }
        return self
    }

    /// The hit index of the subviews, built now when there is none; nil when the layout
    /// places them in no known order or their frames do not keep it.
    private func usableHitIndex() -> SubviewHitIndex? {
        guard let layout, layout.placementOrder == .rows else { return nil }
        if let index = subviewHitIndex { return index.isUsable ? index : nil }
        let index = SubviewHitIndex(subviews)
        subviewHitIndex = index
        return index.isUsable ? index : nil
    }

    /// The core classes known to keep View's own ``hitTest(_:)`` and ``point(inside:)``.
    private static let coreClassesWithDefaultHitTesting: Set<ObjectIdentifier> = [
        ObjectIdentifier(View.self), ObjectIdentifier(Control.self), ObjectIdentifier(Button.self),
        ObjectIdentifier(Label.self), ObjectIdentifier(Screen.self),
    ]

    /// Whether views of exactly `type` are known to keep View's own ``hitTest(_:)`` and
    /// ``point(inside:)``: a core class that does, or a class whose
    /// ``classWithDefaultHitTesting`` is itself.
    static func usesDefaultHitTesting(_ type: View.Type) -> Bool {
        coreClassesWithDefaultHitTesting.contains(ObjectIdentifier(type))
            || ObjectIdentifier(type.classWithDefaultHitTesting) == ObjectIdentifier(type)
    }

    /// The view's origin in the coordinates of its root (the screen), in points.
    var originInRoot: CGPoint {
        var x: CGFloat = 0, y: CGFloat = 0
        var current: View? = self
        while let view = current, let parent = view.superview {
            x += view.frame.minX
            y += view.frame.minY
            current = parent
        }
        return CGPoint(x: x, y: y)
    }

    /// Converts a point from this view's coordinates to `view`'s (UIKit's
    /// `convert(_:to:)`); nil `view` means the root (the screen). Views in different
    /// trees are treated as if their roots shared an origin.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let mine = originInRoot
        let theirs = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    /// Converts a point from `view`'s coordinates to this view's (UIKit's
    /// `convert(_:from:)`); nil `view` means the root.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let theirs = view?.originInRoot ?? .zero
        let mine = originInRoot
        return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s; nil means the root.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from `view`'s coordinates to this view's; nil means the root.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The view's frame in its root's (the screen's) coordinates.
    public var frameInRoot: CGRect {
        CGRect(origin: originInRoot, size: frame.size)
    }

    /// Whether the view is visible by Docs/events.md's rule for queries: it and every ancestor
    /// are not hidden, not collapsed, and have alpha of at least 0.01, and its
    /// ``visibleRect`` is not empty.
    public var isVisible: Bool {
        var current: View? = self
        while let view = current {
            if view.isHidden || view.isCollapsed || view.alpha < View.minimumHitTestAlpha { return false }
            current = view.superview
        }
        guard let visible = visibleRect else { return false }
        return visible.width > 0 && visible.height > 0
    }

    /// The visible part of the view in root coordinates: its frame intersected with the
    /// bounds of every ancestor (Docs/events.md, "Simulated taps"); nil when that is empty.
    public var visibleRect: CGRect? {
        var rect = frameInRoot
        var ancestor = superview
        while let view = ancestor {
            rect = rect.intersection(view.frameInRoot)
            if rect.isNull || rect.width <= 0 || rect.height <= 0 { return nil }
            ancestor = view.superview
        }
        return rect.width > 0 && rect.height > 0 ? rect : nil
    }
}
