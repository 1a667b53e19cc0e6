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

    /// UIKit's hit-testing algorithm (Docs/events.md, rules 1–4). A container with at least
    /// ``SubviewHitIndex/minimumSubviewCount`` subviews whose frames lie in rows (as a
    /// flow or a grid places them) searches them through its ``SubviewHitIndex``, which
    /// tries only the subviews that can answer, in the same order, so the answer is the
    /// same. The engine decides from the frames in place: the first hit-test after a
    /// change builds the index, which finds out whether they lie in rows; when they do
    /// not, the container is scanned until its subviews or their frames change.
    func defaultHitTest(_ point: CGPoint) -> View? {
        guard !isSkippedByHitTesting, self.point(inside: point) else { return nil }
        let subviews = self.subviews
        if subviews.count >= SubviewHitIndex.minimumSubviewCount, let index = usableHitIndex(of: subviews) {
            return index.hitTest(point, in: subviews, countingIn: self) ?? self
        }
        for subview in subviews.reversed() {
            layoutCounts.subviewsHitTested &+= 1
            if let hit = subview.hitTest(subview.pointFromSuperview(point)) { return hit }
        }
        return self
    }

    /// The hit index of `subviews` (this view's), built now when there is none; nil when
    /// their frames do not lie in rows.
    private func usableHitIndex(of subviews: [View]) -> SubviewHitIndex? {
        let index = layoutCache.hitIndex(over: subviews)
        return index.isUsable ? index : nil
    }

    /// The core classes that keep View's own ``hitTest(_:)`` and ``point(inside:)``.
    private static let coreClassesWithDefaultHitTesting: Set<ObjectIdentifier> = [
        ObjectIdentifier(View.self), ObjectIdentifier(Control.self), ObjectIdentifier(TitledControl.self),
        ObjectIdentifier(Button.self),
        ObjectIdentifier(Label.self), ObjectIdentifier(Screen.self),
        ObjectIdentifier(ScrollView.self),
    ]

    /// Whether views of exactly `type` are known to keep View's own ``hitTest(_:)`` and
    /// ``point(inside:)``, so that the hit index may leave them out for points outside
    /// their hit area: a core class, or a class of this package's plugins that says so
    /// (``KeepsDefaultHitTesting``). Swift cannot tell whether a class overrides a method,
    /// so any other class, and every subclass of these, is tried for every point, as
    /// UIKit does: a wrong answer here would break hit-testing, a missing one only costs
    /// time.
    static func usesDefaultHitTesting(_ type: View.Type) -> Bool {
        if coreClassesWithDefaultHitTesting.contains(ObjectIdentifier(type)) { return true }
        guard let vouching = type as? any KeepsDefaultHitTesting.Type else { return false }
        return ObjectIdentifier(vouching.classKeepingDefaultHitTesting) == ObjectIdentifier(type)
    }

    /// `point`, in the superview's coordinates, in this view's own: moved by the frame's
    /// origin and then by the bounds origin (UIKit's conversion through `bounds`).
    @inline(__always)
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let frame = storedFrame
        guard let origin = extras?.boundsOrigin else { return CGPoint(x: point.x - frame.minX, y: point.y - frame.minY) }
        return CGPoint(x: point.x - frame.minX + origin.x, y: point.y - frame.minY + origin.y)
    }

    /// What to add to a point in this view's coordinates to get it in its root's (the
    /// screen's), in points: for each view up to the root (not included), its frame's
    /// origin less its bounds origin.
    var offsetToRoot: CGPoint {
        var x: CGFloat = 0
        var y: CGFloat = 0
        // The views on the way are borrowed, not retained: each one holds the view below
        // it (a picture's key reads this for every view it draws).
        var current = Unmanaged.passUnretained(self)
        while let parent = current._withUnsafeGuaranteedRef({ $0.unretainedSuperview }) {
            current._withUnsafeGuaranteedRef { view in
                let origin = view.extras?.boundsOrigin ?? .zero
                x += view.frame.minX - origin.x
                y += view.frame.minY - origin.y
            }
            current = parent
        }
        return CGPoint(x: x, y: y)
    }

    /// Converts a point from this view's coordinates to `view`'s (UIKit's
    /// `convert(_:to:)`), through every frame origin and bounds origin on the way (so a
    /// subview at y 900 in a scroll view with content offset y 600 is at y 300 in the
    /// scroll view's superview's space above the scroll view's frame origin). nil `view`
    /// means the root (the screen). Views in different trees are treated as if their
    /// roots shared an origin.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let mine = offsetToRoot
        let theirs = view?.offsetToRoot ?? .zero
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    /// Converts a point from `view`'s coordinates to this view's (UIKit's
    /// `convert(_:from:)`), the inverse of `convert(_:to:)`; nil `view` means the root.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let theirs = view?.offsetToRoot ?? .zero
        let mine = offsetToRoot
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

    /// The view's frame in its root's (the screen's) coordinates: its ``bounds`` converted
    /// to the root (for the root itself, its bounds).
    public var frameInRoot: CGRect {
        convert(bounds, to: nil)
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
    /// bounds of every ancestor, each converted to the root through the bounds origins
    /// (Docs/events.md, "Simulated taps"); nil when that is empty.
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
