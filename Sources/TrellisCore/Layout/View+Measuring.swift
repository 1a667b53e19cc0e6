import Foundation

/// Measuring: the fitting sizes the layout engine asks for and keeps (`LayoutCache`), and
/// the subviews a layout arranges.
extension View {
    /// Whether a subview whose size was invalidated now has another fitting size for the
    /// proposal it was last measured with, in a way that can move a subview. Every kept
    /// record is consumed.
    ///
    /// When the container's subviews are placed by its layout in its frame (a `View` or
    /// `Screen` without its own ``layoutSubviews()``), the placements last written still
    /// hold and the layout answers that they do not depend on the change
    /// (``Layout/placementsDependOnFittingSizeChange(from:to:proposal:in:context:)``), the
    /// change moves nothing: the container is not placed again, and only the subviews
    /// whose sizes were forgotten are looked at, not all of them. The layout answers for
    /// one changed subview at a time, so two changed subviews place the subviews again.
    func subviewFittingSizeChanged() -> Bool {
        var candidates = subviews
        var layoutToAsk: (any Layout)?
        if let arranged = layoutCache.arrangedSubviews {
            guard arranged.hasInvalidatedSubview else { return false }
            arranged.hasInvalidatedSubview = false
            if let listed = arranged.takeInvalidatedViews() { candidates = listed }
            let placesWithLayoutInFrame = type(of: self) == View.self || type(of: self) == Screen.self
            if placesWithLayoutInFrame, !arranged.writtenPlacements.isEmpty { layoutToAsk = layout }
        }
        let bounds = CGRect(origin: .zero, size: storedFrame.size)
        var changed = false
        for subview in candidates {
            guard let record = subview.layoutCache.takeReadFitting() else { continue }
            guard !changed else { continue }
            let size = subview.fittingSize(for: record.proposal)
            guard size != record.size else { continue }
            if let layout = layoutToAsk, !subview.isHidden {
                layoutToAsk = nil
                let context = layoutContext
                if !layout.placementsDependOnFittingSizeChange(
                    from: record.size, to: size, proposal: record.proposal, in: bounds, context: context)
                {
                    continue
                }
            }
            changed = true
        }
        return changed
    }

    /// The subviews the layout arranges (the visible ones, or all of them for a layout that
    /// places hidden subviews), with the sizes and placements kept for them. Kept until a
    /// subview is added, removed, reordered, hidden or shown (`LayoutCache`).
    func arrangedSubviews(for layout: any Layout) -> LayoutSubviews {
        let includeHidden = layout.placesHiddenSubviews
        if let kept = layoutCache.arrangedSubviews(includingHidden: includeHidden) { return LayoutSubviews(arranged: kept) }
        return LayoutSubviews(arranged: layoutCache.storeArrangedSubviews(of: subviews, includingHidden: includeHidden))
    }

    /// The default ``sizeThatFits(_:)`` of a view with a layout.
    func layoutSizeThatFits(_ proposal: ProposedSize) -> CGSize? {
        guard let layout else { return nil }
        return layout.sizeThatFits(proposal: proposal, subviews: arrangedSubviews(for: layout), context: layoutContext)
    }

    /// The fitting size used by layouts (Docs/layouts.md, "fitting size"): `sizeThatFits` for
    /// `proposal`, with ``explicitWidth``/``explicitHeight`` overriding their axes; a view
    /// with an explicit width is measured at that width. Cached until the view's fitting
    /// size is invalidated.
    public func fittingSize(for proposal: ProposedSize) -> CGSize {
        let extras = self.extras
        let explicitWidth = extras?.explicitWidth
        let explicitHeight = extras?.explicitHeight
        if let width = explicitWidth, let height = explicitHeight {
            return CGSize(width: width, height: height)
        }
        var offered = proposal
        if let width = explicitWidth { offered.width = width }
        if let height = explicitHeight { offered.height = height }
        let measured: CGSize
        if let kept = layoutCache.fittingSize(for: offered) {
            measured = kept
        } else {
            measured = sizeThatFits(offered.cgSize)
            layoutCounts.sizeThatFits &+= 1
            layoutCache.storeFittingSize(measured, for: offered)
        }
        return CGSize(width: explicitWidth ?? measured.width, height: explicitHeight ?? measured.height)
    }
}
