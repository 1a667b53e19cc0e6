import Foundation

extension View {
    /// Marks the view as needing its subviews placed again on the next layout pass
    /// (UIKit's `setNeedsLayout()`). Cheap: nothing is computed until
    /// ``layoutIfNeeded()``.
    public func setNeedsLayout() {
        needsLayoutFlag = true
        var ancestor = superview
        while let current = ancestor, !current.hasDirtyDescendant {
            current.hasDirtyDescendant = true
            ancestor = current.superview
        }
    }

    /// Whether a layout pass is pending for this view.
    public var needsLayout: Bool { needsLayoutFlag }

    /// Tells the tree that this view's fitting size may have changed (UIKit's
    /// `invalidateIntrinsicContentSize()`): the view and every ancestor drop their cached
    /// sizes and will place their subviews again on the next pass.
    public func invalidateIntrinsicContentSize() {
        var current: View? = self
        while let view = current {
            view.fittingCache = nil
            view.setNeedsLayout()
            current = view.superview
        }
    }

    func invalidateSubtreeIntrinsicContentSize() {
        forEachInSubtree { $0.fittingCache = nil; $0.needsLayoutFlag = true; $0.hasDirtyDescendant = true }
        invalidateIntrinsicContentSize()
    }

    func setSubtreeNeedsLayout() {
        forEachInSubtree { $0.needsLayoutFlag = true; $0.hasDirtyDescendant = true }
        setNeedsLayout()
    }

    /// Runs the pending layout pass of this view and its subtree now (UIKit's
    /// `layoutIfNeeded()`). Only views marked dirty place their subviews; hidden and
    /// collapsed subviews are skipped until they are shown (layouts.md).
    public func layoutIfNeeded() {
        var passes = 0
        while needsLayoutFlag || hasDirtyDescendant, passes < View.maximumLayoutPasses {
            passes += 1
            if needsLayoutFlag {
                needsLayoutFlag = false
                layoutSubviews()
            }
            if hasDirtyDescendant {
                hasDirtyDescendant = false
                for subview in subviews where !subview.isHidden && !subview.isCollapsed {
                    if subview.needsLayoutFlag || subview.hasDirtyDescendant {
                        subview.layoutIfNeeded()
                    }
                }
            }
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

    /// The proxies of the subviews the layout arranges: the visible ones, or all of them
    /// for a layout that places hidden subviews.
    func layoutSubviewProxies(for layout: any Layout) -> [LayoutSubview] {
        let includeHidden = layout.placesHiddenSubviews
        return subviews.compactMap { includeHidden || !$0.isHidden ? LayoutSubview($0) : nil }
    }

    /// The default ``layoutSubviews()``: asks the layout for placements and writes them.
    func placeSubviewsWithLayout() {
        guard let layout else { return }
        let proxies = layoutSubviewProxies(for: layout)
        let placements = layout.placeSubviews(in: bounds, subviews: proxies, context: layoutContext)
        for (proxy, placement) in zip(proxies, placements) {
            proxy.view.apply(placement)
        }
    }

    func apply(_ placement: SubviewPlacement) {
        switch placement {
        case .frame(let rect):
            let wasCollapsed = isCollapsed
            isCollapsed = false
            frame = rect.finiteClamped
            if wasCollapsed { setNeedsLayout() }
        case .collapsed:
            isCollapsed = true
            frame = .zero
        case .unchanged:
            isCollapsed = false
        }
    }

    /// The default ``sizeThatFits(_:)`` of a view with a layout.
    func layoutSizeThatFits(_ proposal: ProposedSize) -> CGSize? {
        guard let layout else { return nil }
        return layout.sizeThatFits(proposal: proposal, subviews: layoutSubviewProxies(for: layout), context: layoutContext)
    }

    /// The fitting size used by layouts (layouts.md, "fitting size"): `sizeThatFits` for
    /// `proposal`, with ``explicitWidth``/``explicitHeight`` overriding their axes; a view
    /// with an explicit width is measured at that width. Cached until the view's fitting
    /// size is invalidated.
    public func fittingSize(for proposal: ProposedSize) -> CGSize {
        if let width = explicitWidth, let height = explicitHeight {
            return CGSize(width: width, height: height)
        }
        var offered = proposal
        if let width = explicitWidth { offered.width = width }
        if let height = explicitHeight { offered.height = height }
        let measured: CGSize
        if let cache = fittingCache, cache.proposal == offered {
            measured = cache.size
        } else {
            measured = sizeThatFits(offered.cgSize)
            fittingCache = (offered, measured)
        }
        return CGSize(width: explicitWidth ?? measured.width, height: explicitHeight ?? measured.height)
    }
}
