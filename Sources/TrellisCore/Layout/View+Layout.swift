import Foundation

extension View {
    /// Marks the view as needing its subviews placed again on the next layout pass
    /// (UIKit's `setNeedsLayout()`). Cheap: nothing is computed until
    /// ``layoutIfNeeded()``.
    public func setNeedsLayout() {
        needsLayoutFlag = true
        var ancestor = superview
        var visited: UInt32 = 0
        while let current = ancestor, !current.hasDirtyDescendant {
            current.hasDirtyDescendant = true
            ancestor = current.superview
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
    /// measured through this view (``LayoutCache``).
    public func invalidateIntrinsicContentSize() {
        invalidateLayout(.fittingSize)
    }

    /// Marks the view and its subtree as needing layout (the direction changed).
    func setSubtreeNeedsLayout() {
        forEachInSubtree { $0.needsLayoutFlag = true; $0.hasDirtyDescendant = true }
        setNeedsLayout()
    }

    /// Runs the pending layout pass of this view and its subtree now (UIKit's
    /// `layoutIfNeeded()`). Only views marked dirty place their subviews; hidden and
    /// collapsed subviews are skipped until they are shown (Docs/layouts.md). A view whose
    /// subview's fitting size was invalidated places its subviews again when that size,
    /// measured again for the proposal it was last read with, differs.
    ///
    /// A tree of any depth can be laid out: the pass recurses through the first
    /// ``recursiveLayoutDepth`` levels (the fastest walk, a few nanoseconds a view) and
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
    private func subviewFittingSizeChanged() -> Bool {
        var candidates = subviews
        var layoutToAsk: (any Layout)?
        if let arranged = layoutCache.arranged {
            guard arranged.hasInvalidatedSubview else { return false }
            arranged.hasInvalidatedSubview = false
            if let listed = arranged.takeInvalidatedViews() { candidates = listed }
            let placesWithLayoutInFrame = type(of: self) == View.self || type(of: self) == Screen.self
            if placesWithLayoutInFrame, !arranged.writtenPlacements.isEmpty { layoutToAsk = layout }
        }
        let bounds = CGRect(origin: .zero, size: storedFrame.size)
        var changed = false
        for subview in candidates {
            guard let record = subview.layoutCache.readFitting else { continue }
            subview.layoutCache.readFitting = nil
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

    /// The subviews the layout arranges (the visible ones, or all of them for a layout that
    /// places hidden subviews), with the sizes and placements kept for them. Kept until a
    /// subview is added, removed, reordered, hidden or shown (``LayoutCache``).
    func arrangedSubviews(for layout: any Layout) -> LayoutSubviews {
        let includeHidden = layout.placesHiddenSubviews
        if let cached = layoutCache.arranged, cached.includesHidden == includeHidden { return LayoutSubviews(arranged: cached) }
        // Without hidden subviews the arranged ones share the subviews' storage.
        if layoutCache.mayHaveHiddenSubviews, !includeHidden, !subviews.contains(where: \.isHidden) {
            layoutCache.mayHaveHiddenSubviews = false
        }
        let views = includeHidden || !layoutCache.mayHaveHiddenSubviews ? subviews : subviews.filter { !$0.isHidden }
        let arranged = ArrangedSubviews(views: views, includesHidden: includeHidden)
        layoutCache.arranged = arranged
        return LayoutSubviews(arranged: arranged)
    }

    /// The default ``layoutSubviews()``: asks the layout for placements and writes them.
    ///
    /// A placement equal to the one this container last wrote for the same subview is not
    /// written again: the subview still has that frame, since any other change to a
    /// subview's frame (``frame``'s setter) or to the list of subviews forgets the written
    /// placements. So a pass that moves nothing touches no subview.
    ///
    /// - Parameter size: the size of the box the layout fills, from (0, 0) in the view's
    ///   own coordinates; nil means the frame's size (a scroll view passes its content size).
    func placeSubviewsWithLayout(in size: CGSize? = nil) {
        guard !storedSubviews.isEmpty, let layout else { return }
        let subviews = arrangedSubviews(for: layout)
        let arranged = subviews.arranged
        let placements = layout.placeSubviews(in: CGRect(origin: .zero, size: size ?? storedFrame.size), subviews: subviews, context: layoutContext)
        let views = arranged.views
        let placed = min(placements.count, views.count)
        var changes = PlacementChanges()
        let written = arranged.writtenPlacements
        let unchanged = min(placed, written.count)
        placements.withUnsafeBufferPointer { new in
            written.withUnsafeBufferPointer { old in
                views.forEachBorrowed(in: 0..<unchanged) { index, view in
                    if old[index] != new[index] { view.apply(new[index], changes: &changes) }
                }
            }
            views.forEachBorrowed(in: unchanged..<placed) { index, view in
                view.apply(new[index], changes: &changes)
            }
        }
        arranged.writtenPlacements = placed == placements.count ? placements : Array(placements.prefix(placed))
        if arranged.hasInvalidatedSubview {
            for view in views where view.layoutCache.readFitting != nil { view.layoutCache.readFitting = nil }
            arranged.hasInvalidatedSubview = false
        }
        invalidateLayout(.placementsWritten(geometry: changes.geometry))
        if changes.needsLayout {
            var ancestor: View? = self
            while let current = ancestor, !current.hasDirtyDescendant {
                current.hasDirtyDescendant = true
                ancestor = current.superview
            }
        }
    }

    /// What writing a container's placements changed.
    struct PlacementChanges {
        /// Whether a subview's frame or collapsed state changed (the hit index is stale).
        var geometry = false
        /// Whether a subview now needs its own layout pass.
        var needsLayout = false
    }

    /// Writes one placement. The frame goes straight to storage: a size change marks the
    /// view as needing layout, as ``frame``'s setter would, and the container propagates
    /// that once for all its subviews. The kept fitting record is consumed: the layout
    /// just read the current size.
    func apply(_ placement: SubviewPlacement, changes: inout PlacementChanges) {
        if layoutCache.readFitting != nil { layoutCache.readFitting = nil }
        switch placement {
        case .frame(let rect):
            var frame = rect.finiteClamped
            if let fixed = Self.fixedSize { frame.size = fixed }
            let old = storedFrame
            if isCollapsed {
                isCollapsed = false
                needsLayoutFlag = true
                changes.geometry = true
                changes.needsLayout = true
            }
            if frame != old {
                storedFrame = frame
                changes.geometry = true
                if frame.size != old.size {
                    needsLayoutFlag = true
                    changes.needsLayout = true
                }
            }
        case .collapsed:
            if !isCollapsed {
                isCollapsed = true
                changes.geometry = true
            }
            if storedFrame != .zero {
                if storedFrame.size != .zero {
                    needsLayoutFlag = true
                    changes.needsLayout = true
                }
                storedFrame = .zero
                changes.geometry = true
            }
        case .unchanged:
            if isCollapsed {
                isCollapsed = false
                changes.geometry = true
            }
        }
    }

    /// ``frame``'s setter: a size change marks the view as needing layout, and any change
    /// makes the superview's hit index stale.
    func setFrameFromCode(_ offered: CGRect) {
        var frame = offered
        if let fixed = Self.fixedSize { frame.size = fixed }
        let old = storedFrame
        storedFrame = frame
        if frame != old { invalidateLayout(.frameSetByCode) }
        if frame.size != old.size { setNeedsLayout() }
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
        let explicitWidth = extras?.explicitWidth, explicitHeight = extras?.explicitHeight
        if let width = explicitWidth, let height = explicitHeight {
            return CGSize(width: width, height: height)
        }
        var offered = proposal
        if let width = explicitWidth { offered.width = width }
        if let height = explicitHeight { offered.height = height }
        let measured: CGSize
        if let cache = layoutCache.fitting, cache.proposal == offered {
            measured = cache.size
        } else {
            measured = sizeThatFits(offered.cgSize)
            layoutCounts.sizeThatFits &+= 1
            layoutCache.fitting = (offered, measured)
        }
        return CGSize(width: explicitWidth ?? measured.width, height: explicitHeight ?? measured.height)
    }
}

/// The size a superview last read from a subview, kept when the subview's fitting size is
/// invalidated so the next pass can tell whether it changed.
final class FittingRecord {
    let proposal: ProposedSize
    let size: CGSize

    init(proposal: ProposedSize, size: CGSize) {
        self.proposal = proposal
        self.size = size
    }
}

/// How much layout work one view has done, for tests and diagnostics: each count grows by
/// one per computation and wraps around past `UInt32.max`.
public struct LayoutCounts: Hashable, Sendable {
    /// How many times the view's fitting size was computed (its ``View/sizeThatFits(_:)``
    /// called by the layout engine because no cached size answered).
    public internal(set) var sizeThatFits: UInt32 = 0
    /// How many times a layout pass ran the view's ``View/layoutSubviews()``.
    public internal(set) var layoutSubviews: UInt32 = 0
    /// How many subviews this view's own hit-tests tried (called ``View/hitTest(_:)`` on):
    /// every one for a scan, only those whose hit area may hold the point for a search
    /// through the hit index.
    public internal(set) var subviewsHitTested: UInt32 = 0
    /// How many ancestors the tree's walks up from this view visited: marking them as
    /// having a subview to lay out, dropping the sizes they kept, and checking that a
    /// view added to this one is not among them. Each walk stops as soon as it can, so
    /// building a tree visits a few ancestors per view, however deep it is.
    public internal(set) var ancestorsVisited: UInt32 = 0

    /// No work yet.
    public init() {}
}

extension View {
    /// How many times the layout engine measured this view and placed its subviews, and
    /// how many subviews its hit-tests tried, since it was created (tests read
    /// differences to prove what a change invalidated and what a hit-test looked at).
    public var layoutWork: LayoutCounts { layoutCounts }
}
