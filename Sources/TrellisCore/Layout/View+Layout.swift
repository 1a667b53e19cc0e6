import Foundation

/// The layout pass: marking views as needing layout and running the pending passes down
/// the tree; measuring (View+Measuring) and placing (View+Placing) are done on the way.
extension View {
    /// Marks the view as needing its subviews placed again on the next layout pass
    /// (UIKit's `setNeedsLayout()`). Cheap: nothing is computed until
    /// ``layoutIfNeeded()``.
    public func setNeedsLayout() {
        needsLayoutFlag = true
        // The ancestors are borrowed, not retained: each one holds the view below it.
        var ancestor = unretainedSuperview
        var visited: UInt32 = 0
        while let current = ancestor {
            let next = current._withUnsafeGuaranteedRef { view -> Unmanaged<View>?? in
                guard !view.hasDirtyDescendant else { return .none }
                view.hasDirtyDescendant = true
                return .some(view.unretainedSuperview)
            }
            guard let next else { break }
            ancestor = next
            visited &+= 1
        }
        if visited > 0 { layoutCounts.ancestorsVisited &+= visited }
    }

    /// Whether a layout pass is pending for this view.
    public var needsLayout: Bool { needsLayoutFlag }

    /// Tells the tree that this view's fitting size may have changed (UIKit's
    /// `invalidateIntrinsicContentSize()`): the view drops its cached size and places its
    /// subviews again on the next pass, and so does its superview, which may have to move
    /// it. Further ancestors drop their cached sizes too, but place their subviews again
    /// only when their child's fitting size turns out to have changed: a container whose
    /// size stays the same does not disturb its own superview. The walk up stops at the
    /// first ancestor the engine never measured nor laid out, since nothing above it was
    /// measured through this view (`LayoutCache`).
    public func invalidateIntrinsicContentSize() {
        invalidateLayout(.fittingSize)
    }

    /// Marks the view and its subtree as needing layout (the direction changed).
    func setSubtreeNeedsLayout() {
        forEachInSubtree {
            $0.needsLayoutFlag = true
            $0.hasDirtyDescendant = true
        }
        setNeedsLayout()
    }

    /// Runs the pending layout pass of this view and its subtree now (UIKit's
    /// `layoutIfNeeded()`). Only views marked dirty place their subviews; hidden and
    /// collapsed subviews are skipped until they are shown (Docs/layouts.md). A view whose
    /// subview's fitting size was invalidated places its subviews again when that size,
    /// measured again for the proposal it was last read with, differs.
    ///
    /// A tree of any depth can be laid out: the pass recurses through the first
    /// `recursiveLayoutDepth` levels (the fastest walk, a few nanoseconds a view) and
    /// walks any deeper subtree with a list of pending views. Measuring is another
    /// matter: a layout asks its subviews for their sizes, which ask theirs, so nested
    /// layout containers recurse once per level (screens loaded from XML are at most
    /// 1,000 levels deep).
    public func layoutIfNeeded() {
        layoutIfNeeded(depth: 0)
    }

    /// How many levels a layout pass descends by recursion before it walks the rest of
    /// the subtree with a list: 256, a small part of a thread's stack.
    static let recursiveLayoutDepth = 256

    /// ``layoutIfNeeded()`` for a view `depth` levels below where the pass started.
    private func layoutIfNeeded(depth: Int) {
        guard depth < View.recursiveLayoutDepth else {
            layoutIfNeededWithoutRecursion()
            return
        }
        var passes = 0
        while needsLayoutFlag || hasDirtyDescendant, passes < View.maximumLayoutPasses {
            passes += 1
            guard let subviews = runLayoutPass() else { continue }
            subviews.forEachBorrowed { subview in
                if !subview.isHidden, !subview.isCollapsed, subview.needsLayoutFlag || subview.hasDirtyDescendant {
                    subview.layoutIfNeeded(depth: depth + 1)
                }
            }
        }
    }

    /// ``layoutIfNeeded()`` walking the subtree with a list of the views being laid out
    /// instead of recursing: the same passes in the same order.
    private func layoutIfNeededWithoutRecursion() {
        guard needsLayoutFlag || hasDirtyDescendant else { return }
        var stack = [LayoutVisit(view: self, subviews: runLayoutPass())]
        while !stack.isEmpty {
            let top = stack.count - 1
            // Lay out the next subview that needs it of the view whose subviews are being
            // walked: its first pass runs here, and it is visited only when it has
            // subviews to walk or needs another pass (most subviews are leaves).
            if let subviews = stack[top].subviews {
                var position = stack[top].position
                var next: LayoutVisit?
                while next == nil, position < subviews.count {
                    next = subviews.withBorrowed(at: position) { subview in
                        guard !subview.isHidden, !subview.isCollapsed, subview.needsLayoutFlag || subview.hasDirtyDescendant
                        else { return nil }
                        let walk = subview.runLayoutPass()
                        guard walk != nil || subview.needsLayoutFlag || subview.hasDirtyDescendant else { return nil }
                        return LayoutVisit(view: subview, subviews: walk)
                    }
                    position += 1
                }
                if let next {
                    stack[top].position = position
                    stack.append(next)
                    continue
                }
                stack[top].subviews = nil
            }
            // Run the view's next pass, or finish with it.
            let view = stack[top].view
            guard view.needsLayoutFlag || view.hasDirtyDescendant, stack[top].passes < View.maximumLayoutPasses else {
                stack.removeLast()
                continue
            }
            stack[top].passes += 1
            stack[top].subviews = view.runLayoutPass()
            stack[top].position = 0
        }
    }

    /// One pass of ``layoutIfNeeded()`` over this view: places its subviews when it, or a
    /// subview's changed fitting size, asks for it. Returns a copy of the subviews (a
    /// subview's layout may change them) when one of them needs layout, else nil.
    private func runLayoutPass() -> [View]? {
        if !needsLayoutFlag, hasDirtyDescendant, subviewFittingSizeChanged() {
            needsLayoutFlag = true
        }
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutCounts.layoutSubviews &+= 1
            layoutSubviews()
        }
        guard hasDirtyDescendant else { return nil }
        hasDirtyDescendant = false
        return subviews
    }

    /// One view on ``layoutIfNeeded()``'s list: how many passes it has run and, while its
    /// subviews are laid out, the copy of them being walked and the next to look at.
    private struct LayoutVisit {
        let view: View
        var passes = 1
        var subviews: [View]?
        var position = 0

        init(view: View, subviews: [View]?) {
            self.view = view
            self.subviews = subviews
        }
    }
    /// How many times one ``layoutIfNeeded()`` call re-runs a view whose layout keeps
    /// dirtying itself before it gives up: 16. A well-behaved tree needs 1 or 2.
    public static let maximumLayoutPasses = 16

    /// The padding in effect: ``padding`` if set, else the layout's default.
    public var effectivePadding: EdgeInsets {
        padding ?? layout?.defaultPadding ?? .zero
    }

    /// The context the view's layout receives.
    public var layoutContext: LayoutContext {
        LayoutContext(padding: effectivePadding, direction: effectiveDirection)
    }
}
