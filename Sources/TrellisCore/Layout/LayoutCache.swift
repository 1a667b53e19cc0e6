import Foundation

/// Everything the layout engine keeps on a view between passes, and every reason it is
/// dropped: the one place to read when a change does not show, or shows too late.
///
/// Each view holds one, inline (``View/layoutCache``): no allocation per view, and a
/// leaf's entries sit next to its frame (as Taffy keeps its cache in each node). Its
/// fields are private: the engine reads and keeps entries through the get and store
/// operations below (``fittingSize(for:)`` and ``storeFittingSize(_:for:)``, …), as
/// Taffy's `Cache` has `get`, `store` and `clear`, and every change to the tree, a
/// view's properties or its frame drops them through one entry point in this file,
/// ``View/invalidateLayout(_:)``, whose ``Change`` cases are the complete list of
/// reasons. Nothing outside this file writes a field.
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
/// - ``Change/growFactor`` and ``Change/direction`` drop nothing: they mark the
///   superview, or the view's subtree, as needing layout.
/// - ``Change/released``: everything, as the view goes away.
/// - Used up or found stale when read (View+Measuring, View+Placing): (2) is consumed
///   (``takeReadFitting()``) when the container's next pass measures the subview again
///   or places it; (5) is cleared when a look at the subviews finds none hidden; (3) is
///   rebuilt when the layout asks for hidden subviews and it has none, or the other way
///   round; (1) answers only its own proposal.
///
/// A view "holds layout state" when it keeps any of (1), (2), (3) or (6), or the engine
/// ever measured it or ran its layout pass (``View/layoutWork``). A view holding none was
/// never measured through the engine, so no ancestor kept a size that depends on it and
/// the walks up stop there: that keeps building a deep tree linear.
struct LayoutCache {
    /// (1) The fitting size for one proposal (the proposal after explicit sizes apply), in
    /// 32 bytes (``KeptFitting``).
    private var fitting = KeptFitting.none
    /// (2) The size the superview last read, kept when ``fitting`` is dropped.
    private var readFitting: FittingRecord?
    /// (3) The arranged subviews, their sizes and the placements last written.
    private var arranged: ArrangedSubviews?
    /// (4) The hit index over the subviews; nil when none is built or it is out of date.
    private var hitIndex: SubviewHitIndex?
    /// (6) What the subviews inherit for their text, resolved.
    private var inheritedText: InheritedText?
    /// (5) False only when no subview is hidden. Last, so that it takes no room of its own.
    private var mayHaveHiddenSubviews = false

    // MARK: Get and store

    /// (1) The fitting size kept for `proposal` (the proposal after explicit sizes
    /// apply), in points; nil when none is kept or the kept one answers another proposal.
    func fittingSize(for proposal: ProposedSize) -> CGSize? {
        guard !fitting.isNone, fitting.proposal == proposal else { return nil }
        return fitting.size
    }

    /// (1) The kept fitting size whatever proposal it answers, in points; nil when none
    /// is kept.
    var keptFittingSize: CGSize? { fitting.isNone ? nil : fitting.size }

    /// (1) Keeps `size` (points) as the fitting size for `proposal`, in place of any other.
    mutating func storeFittingSize(_ size: CGSize, for proposal: ProposedSize) {
        fitting = KeptFitting(proposal: proposal, size: size)
    }

    /// (2) Whether a size the superview read is kept.
    var hasReadFitting: Bool { readFitting != nil }

    /// (2) The size the superview last read, which is dropped: the caller is the pass
    /// that measures the view again or places it. nil when none is kept.
    @discardableResult
    mutating func takeReadFitting() -> FittingRecord? {
        guard let record = readFitting else { return nil }
        readFitting = nil
        return record
    }

    /// (3) The kept arranged subviews, whether or not they include hidden ones; nil when
    /// none are kept.
    var arrangedSubviews: ArrangedSubviews? { arranged }

    /// (3) The kept arranged subviews when they were arranged for `includingHidden`
    /// (all the subviews, else the visible ones); nil otherwise.
    func arrangedSubviews(includingHidden: Bool) -> ArrangedSubviews? {
        guard let arranged, arranged.includesHidden == includingHidden else { return nil }
        return arranged
    }

    /// (3) Arranges `subviews` (the view's; all of them when `includingHidden`, else the
    /// visible ones) and keeps them, in place of any kept. (5) is cleared on the way when
    /// no subview turns out to be hidden.
    mutating func storeArrangedSubviews(of subviews: [View], includingHidden: Bool) -> ArrangedSubviews {
        // Without hidden subviews the arranged ones share the subviews' storage.
        if mayHaveHiddenSubviews, !includingHidden, !subviews.contains(where: \.isHidden) {
            mayHaveHiddenSubviews = false
        }
        let views = includingHidden || !mayHaveHiddenSubviews ? subviews : subviews.filter { !$0.isHidden }
        let made = ArrangedSubviews(views: views, includesHidden: includingHidden)
        arranged = made
        return made
    }

    /// (4) The kept hit index, or one built now over `subviews` (the view's) and kept.
    mutating func hitIndex(over subviews: [View]) -> SubviewHitIndex {
        if let hitIndex { return hitIndex }
        let made = SubviewHitIndex(subviews)
        hitIndex = made
        return made
    }

    /// (6) The kept inherited text settings; nil when none are kept.
    var keptInheritedText: InheritedText? { inheritedText }

    /// (6) Keeps `settings` as what the subviews inherit.
    mutating func storeInheritedText(_ settings: InheritedText) {
        inheritedText = settings
    }

    // MARK: Drop (only through View/invalidateLayout(_:), below)

    /// Drops ``fitting``, keeping its size in ``readFitting`` (unless one is kept already)
    /// so the next pass can tell whether it changed.
    fileprivate mutating func dropFitting() {
        if !fitting.isNone {
            if readFitting == nil { readFitting = FittingRecord(proposal: fitting.proposal, size: fitting.size) }
            fitting = .none
        }
    }

    /// Drops what was derived from the list of subviews and their hidden states, and
    /// notes that a subview may be hidden when `hiddenSubview`.
    fileprivate mutating func dropSubviewDerived(hiddenSubview: Bool) {
        if hiddenSubview { mayHaveHiddenSubviews = true }
        arranged = nil
        hitIndex = nil
    }

    /// Drops every measured size: (1), (2) and the sizes in (3).
    fileprivate mutating func dropMeasurements() {
        fitting = .none
        readFitting = nil
        arranged?.forgetSizes()
    }

    /// Drops the sizes kept in (3).
    fileprivate mutating func dropSubviewSizes() {
        arranged?.forgetSizes()
    }

    /// Drops (6).
    fileprivate mutating func dropInheritedText() {
        inheritedText = nil
    }

    /// Drops the size kept in (3) for `subview`, then (1).
    fileprivate mutating func dropFitting(through subview: View) {
        arranged?.forgetSize(of: subview)
        dropFitting()
    }

    /// Drops (4) and, when `placements`, the placements written in (3).
    fileprivate mutating func dropHitIndex(placements: Bool = false) {
        hitIndex = nil
        if placements { arranged?.writtenPlacements = [] }
    }

    /// Whether the view keeps any of (1), (2), (3) or (6).
    fileprivate var keepsMeasurements: Bool {
        !fitting.isNone || readFitting != nil || arranged != nil || inheritedText != nil
    }
}

/// A fitting size and the proposal it answers, or none, in four numbers: an optional of
/// the pair would take 49 bytes (each unspecified dimension and the pair itself need a
/// tag), and every view keeps one. A dimension the proposal leaves unspecified, and the
/// absence of a kept size, are each stored as a NaN with a payload of its own (arithmetic
/// makes NaNs with the payload 0, and these two never leave the struct), so every
/// proposal and size, NaN or not, is kept as it was given.
private struct KeptFitting {
    private var proposedWidth: CGFloat
    private var proposedHeight: CGFloat
    /// The size, in points; meaningless when ``isNone``.
    private(set) var size: CGSize

    /// Nothing kept.
    static var none: KeptFitting { KeptFitting(proposedWidth: nothing, proposedHeight: nothing, size: .zero) }

    private init(proposedWidth: CGFloat, proposedHeight: CGFloat, size: CGSize) {
        self.proposedWidth = proposedWidth
        self.proposedHeight = proposedHeight
        self.size = size
    }

    init(proposal: ProposedSize, size: CGSize) {
        self.init(proposedWidth: proposal.width ?? Self.unspecified, proposedHeight: proposal.height ?? Self.unspecified, size: size)
    }

    /// Whether nothing is kept.
    var isNone: Bool { proposedWidth.bitPattern == Self.nothing.bitPattern }

    /// The proposal the size answers.
    var proposal: ProposedSize {
        ProposedSize(width: Self.dimension(proposedWidth), height: Self.dimension(proposedHeight))
    }

    private static func dimension(_ stored: CGFloat) -> CGFloat? {
        stored.bitPattern == unspecified.bitPattern ? nil : stored
    }

    /// The quiet NaNs with payloads 1 and 2.
    private static var unspecified: CGFloat { CGFloat(bitPattern: 0x7FF8_0000_0000_0001) }
    private static var nothing: CGFloat { CGFloat(bitPattern: 0x7FF8_0000_0000_0002) }
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
            added?.setNeedsLayout()
            layoutCache.dropSubviewDerived(hiddenSubview: added?.isHidden ?? false)
            invalidateFittingSize()
        case .hidden(let isHidden):
            superview?.layoutCache.dropSubviewDerived(hiddenSubview: isHidden)
            invalidateFittingSize()
        case .hitArea:
            superview?.layoutCache.dropHitIndex()
        case .frameSetByCode:
            superview?.layoutCache.dropHitIndex(placements: true)
        case .placementsWritten(let geometry):
            if geometry { layoutCache.dropHitIndex() }
        case .growFactor:
            superview?.setNeedsLayout()
        case .direction:
            setSubtreeNeedsLayout()
        case .released:
            layoutCache = LayoutCache()
        }
    }

    /// Whether the view keeps anything in its ``LayoutCache`` that depends on its subtree,
    /// or was ever measured or laid out by the engine (see ``LayoutCache``).
    var holdsLayoutState: Bool {
        layoutCache.keepsMeasurements || layoutCounts.sizeThatFits > 0 || layoutCounts.layoutSubviews > 0
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
        parent.layoutCache.dropFitting(through: self)
        if !superviewRereadsSize || !layoutCache.hasReadFitting { parent.setNeedsLayout() }
        var current = parent
        var visited: UInt32 = 1
        while current.holdsLayoutState, let view = current.superview {
            view.layoutCache.dropFitting(through: current)
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
        layoutCache.dropSubviewSizes()
        hasDirtyDescendant = true
        invalidateFittingSize()
    }

    /// Forgets the inherited text settings kept by this view and its descendants. A view
    /// without kept settings has no descendant with any, so the walk stops there.
    private func forgetInheritedText() {
        guard layoutCache.keptInheritedText != nil else { return }
        var pending: [View] = [self]
        while let view = pending.popLast() {
            view.layoutCache.dropInheritedText()
            for subview in view.subviews where subview.layoutCache.keptInheritedText != nil { pending.append(subview) }
        }
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
