import Foundation

/// Everything the layout engine keeps on a view between passes, and every reason it is
/// dropped: the one place to read when a change does not show, or shows too late.
///
/// Each view holds one, inline (``View/layoutCache``): no allocation per view, and a
/// leaf's entries sit next to its frame (as Taffy keeps its cache in each node). Only the
/// engine in this module reads or writes it, and every change to the tree, a view's
/// properties or its frame reaches it through one entry point,
/// ``View/invalidateLayout(_:)``, whose ``Change`` cases are the complete list of reasons.
///
/// What is kept:
/// 1. ``fitting``: the view's fitting size for the last proposal it was measured with
///    (``View/fittingSize(for:)``).
/// 2. ``readFitting``: the size and proposal the superview last read, kept when (1) is
///    dropped, so that the next pass can tell whether the size really changed before it
///    moves anything (``View/layoutIfNeeded()``).
/// 3. ``arranged``: for a container, the subviews its layout arranges, with their fitting
///    sizes for one proposal and the placements the container last wrote
///    (``ArrangedSubviews``).
/// 4. ``hitIndex``: for a container, the search structure over its subviews' hit areas
///    (``SubviewHitIndex``), built by the first hit-test after a change.
/// 5. ``mayHaveHiddenSubviews``: false only when no subview is hidden, so arranging the
///    subviews need not visit each to learn it.
/// 6. ``inheritedText``: the text measurer and font settings the view's subviews
///    inherit, resolved (``InheritedText``).
///
/// When each is dropped (the ``Change`` that drops it, on the view that changed):
/// - ``Change/fittingSize``: (1) of the view and of every ancestor up to the first that
///   holds no layout state (the parent always), (2) kept in their place; in (3) of each
///   of the same ancestors, the size of the one subview on the way up.
/// - ``Change/contentSize``: as ``Change/fittingSize``; the parent places its subviews
///   again only if it kept no (2) for the view or its next pass finds that the size moves
///   a subview.
/// - ``Change/inheritedSettings``: (6) in the subtree; (1), (2) and the sizes in (3) of
///   every descendant; then as ``Change/fittingSize``.
/// - ``Change/superview``: as ``Change/inheritedSettings`` when the view holds layout
///   state (a view that holds none has nothing measured through it).
/// - ``Change/subviews`` and ``Change/hidden``: (3) and (4) of the container (of the
///   superview for a hidden or shown view), and (5) set when a hidden view joins or a
///   subview is hidden; then as ``Change/fittingSize``.
/// - ``Change/hitArea``: (4) of the superview.
/// - ``Change/frameSetByCode``: (4) and the written placements in (3) of the superview.
/// - ``Change/placementsWritten``: (4) of the container when a subview's frame or
///   collapsed state changed.
/// - Used up or found stale when read (View+Layout): (2) is consumed when the
///   container's next pass measures the subview again or places it; (5) is cleared when
///   a look at the subviews finds none hidden; (3) is rebuilt when the layout asks for
///   hidden subviews and it has none, or the other way round; (1) answers only its own
///   proposal.
///
/// A view "holds layout state" when it keeps any of (1), (2), (3) or (6), or the engine
/// ever measured it or ran its layout pass (``View/layoutWork``). A view holding none was
/// never measured through the engine, so no ancestor kept a size that depends on it and
/// the walks up stop there: that keeps building a deep tree linear.
struct LayoutCache {
    /// (1) The fitting size for one proposal (the proposal after explicit sizes apply).
    var fitting: (proposal: ProposedSize, size: CGSize)?
    /// (2) The size the superview last read, kept when ``fitting`` is dropped.
    var readFitting: FittingRecord?
    /// (3) The arranged subviews, their sizes and the placements last written.
    var arranged: ArrangedSubviews?
    /// (4) The hit index over the subviews; nil when none is built or it is out of date.
    var hitIndex: SubviewHitIndex?
    /// (6) What the subviews inherit for their text, resolved.
    var inheritedText: InheritedText?
    /// (5) False only when no subview is hidden. Last, so that it takes no room of its own.
    var mayHaveHiddenSubviews = false

    /// Why cached layout results may no longer hold: one case per kind of change, named
    /// for what changed on the view ``View/invalidateLayout(_:)`` is called on.
    enum Change {
        /// Something the view's fitting size depends on: its text, padding, explicit
        /// size, frame attribute, layout, or its list of subviews.
        case fittingSize
        /// The view's own content (its text) and nothing else its superview reads: as
        /// ``fittingSize``, except that a superview which read the view's size places its
        /// subviews again only when its layout says the new size can move one
        /// (``Layout/placementsDependOnFittingSizeChange(from:to:proposal:in:context:)``).
        case contentSize
        /// A font setting of the view or the screen's text measurer: the view and its
        /// descendants measure again.
        case inheritedSettings
        /// The view moved to another superview or left one (what it inherits changed).
        case superview
        /// The container's subviews were added, removed or reordered; `added` is the
        /// subview that joined, if one did (it is laid out on the next pass). The
        /// container's fitting size changes too.
        case subviews(added: View?)
        /// The view was hidden (`isHidden` true) or shown; its fitting size changes too.
        case hidden(Bool)
        /// The view's hit insets.
        case hitArea
        /// The view's frame, set by code rather than by its superview's layout.
        case frameSetByCode
        /// The container wrote its layout's placements; `geometry` says whether a
        /// subview's frame or collapsed state changed.
        case placementsWritten(geometry: Bool)
    }

    /// Drops ``fitting``, keeping its size in ``readFitting`` (unless one is kept already)
    /// so the next pass can tell whether it changed.
    mutating func dropFitting() {
        if let cache = fitting {
            if readFitting == nil { readFitting = FittingRecord(proposal: cache.proposal, size: cache.size) }
            fitting = nil
        }
    }

    /// Drops what was derived from the list of subviews and their hidden states.
    mutating func dropSubviewDerived() {
        arranged = nil
        hitIndex = nil
    }

    /// Drops every measured size: (1), (2) and the sizes in (3).
    mutating func dropMeasurements() {
        fitting = nil
        readFitting = nil
        arranged?.forgetSizes()
    }
}

extension View {
    /// The one entry point through which every change drops what the layout engine kept
    /// (``LayoutCache``) and marks what must be laid out again.
    func invalidateLayout(_ change: LayoutCache.Change) {
        switch change {
        case .fittingSize:
            invalidateFittingSize()
        case .contentSize:
            invalidateFittingSize(superviewRereadsSize: true)
        case .inheritedSettings:
            invalidateSubtree()
        case .superview:
            if holdsLayoutState { invalidateSubtree() }
        case .subviews(let added):
            if let added {
                if added.isHidden { layoutCache.mayHaveHiddenSubviews = true }
                added.setNeedsLayout()
            }
            layoutCache.dropSubviewDerived()
            invalidateFittingSize()
        case .hidden(let isHidden):
            if let parent = superview {
                if isHidden { parent.layoutCache.mayHaveHiddenSubviews = true }
                parent.layoutCache.dropSubviewDerived()
            }
            invalidateFittingSize()
        case .hitArea:
            superview?.layoutCache.hitIndex = nil
        case .frameSetByCode:
            guard let parent = superview else { return }
            parent.layoutCache.hitIndex = nil
            parent.layoutCache.arranged?.writtenPlacements = []
        case .placementsWritten(let geometry):
            if geometry { layoutCache.hitIndex = nil }
        }
    }

    /// Whether the view keeps anything in its ``LayoutCache`` that depends on its subtree,
    /// or was ever measured or laid out by the engine (see ``LayoutCache``).
    var holdsLayoutState: Bool {
        layoutCache.fitting != nil || layoutCache.readFitting != nil || layoutCache.arranged != nil
            || layoutCache.inheritedText != nil || layoutCounts.sizeThatFits > 0 || layoutCounts.layoutSubviews > 0
    }

    /// ``LayoutCache/Change/fittingSize``: the view drops its size and places its subviews
    /// again; its superview forgets the size it keeps for the view, drops its own and
    /// places its subviews again; further ancestors forget the size of the subview on the
    /// way and drop their own, up to the first that holds no layout state (beyond it
    /// nothing was measured through this view).
    ///
    /// With `superviewRereadsSize` (``LayoutCache/Change/contentSize``) and a size the
    /// superview read kept, the superview decides on its next pass whether to place its
    /// subviews again, as further ancestors do.
    private func invalidateFittingSize(superviewRereadsSize: Bool = false) {
        layoutCache.dropFitting()
        setNeedsLayout()
        guard let parent = superview else { return }
        parent.layoutCache.arranged?.forgetSize(of: self)
        parent.layoutCache.dropFitting()
        if !superviewRereadsSize || layoutCache.readFitting == nil { parent.setNeedsLayout() }
        var current = parent
        var visited: UInt32 = 1
        while current.holdsLayoutState, let view = current.superview {
            view.layoutCache.arranged?.forgetSize(of: current)
            view.layoutCache.dropFitting()
            current = view
            visited &+= 1
        }
        layoutCounts.ancestorsVisited &+= visited
    }

    /// ``LayoutCache/Change/inheritedSettings``: every descendant forgets what it measured
    /// and inherited and is laid out again, then the view's own fitting size changes.
    private func invalidateSubtree() {
        forgetInheritedText()
        for subview in subviews {
            subview.forEachInSubtree {
                $0.layoutCache.dropMeasurements()
                $0.needsLayoutFlag = true
                $0.hasDirtyDescendant = true
            }
        }
        layoutCache.arranged?.forgetSizes()
        hasDirtyDescendant = true
        invalidateFittingSize()
    }

    /// Forgets the inherited text settings kept by this view and its descendants. A view
    /// without kept settings has no descendant with any, so the walk stops there.
    private func forgetInheritedText() {
        guard layoutCache.inheritedText != nil else { return }
        var pending: [View] = [self]
        while let view = pending.popLast() {
            view.layoutCache.inheritedText = nil
            for subview in view.subviews where subview.layoutCache.inheritedText != nil { pending.append(subview) }
        }
    }
}
