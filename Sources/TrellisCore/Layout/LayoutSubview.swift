import Foundation

/// A read-only proxy through which a layout sees one subview.
///
/// Proxies are made on demand by ``LayoutSubviews``; they are valid for the layout call
/// that received them.
public struct LayoutSubview {
    let view: View
    let index: Int
    let arranged: ArrangedSubviews

    /// The subview's fitting size for `proposal`, in points (Docs/layouts.md, "fitting size"):
    /// what its `sizeThatFits` returns, with an explicit `width`/`height` overriding that
    /// axis; a subview with an explicit width is measured at that width. Answered from the
    /// container's size cache when the proposal is the one the cache holds.
    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        arranged.size(at: index, for: proposal)
    }

    /// The `width` attribute, in points, or nil when the width is measured.
    public var explicitWidth: CGFloat? { view.explicitWidth }
    /// The `height` attribute, in points, or nil when the height is measured.
    public var explicitHeight: CGFloat? { view.explicitHeight }
    /// The `frame` attribute, in the container's coordinates, or nil.
    public var specifiedFrame: CGRect? { view.specifiedFrame }
    /// Whether the subview is hidden (only seen by layouts that place hidden subviews).
    public var isHidden: Bool { view.isHidden }
    /// The subview's ``View/grow`` factor (≥ 0; 0 keeps the fitting size).
    public var grow: CGFloat { view.grow }
    /// Whether the subview is an ordinary child or the container's own accessory.
    public var role: LayoutRole { view.layoutRole }
}

/// The subviews a layout arranges, in subview order (SwiftUI's `LayoutSubviews`): the
/// visible ones, or all of them for a layout that places hidden subviews.
///
/// Indices run from 0 to `count - 1`. Besides the proxies, it answers the fitting sizes of
/// all the subviews at once (``sizesThatFit(_:)``) from a cache the container keeps
/// between passes, so a layout that reads every size costs one array read per subview
/// once the sizes are known.
public struct LayoutSubviews: RandomAccessCollection {
    let arranged: ArrangedSubviews

    public var startIndex: Int { 0 }
    public var endIndex: Int { arranged.views.count }

    /// The proxy of the subview at `index` (0 ..< count).
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(view: arranged.views[index], index: index, arranged: arranged)
    }

    /// The fitting size of every subview for `proposal`, in subview order, in points: the
    /// same sizes as each proxy's ``LayoutSubview/sizeThatFits(_:)``. The container keeps
    /// them until a subview's fitting size is invalidated or another proposal is asked for.
    public func sizesThatFit(_ proposal: ProposedSize) -> [CGSize] {
        arranged.sizes(for: proposal)
    }
}

/// What a container derived from its list of subviews for its layout: the subviews the
/// layout arranges, their fitting sizes for one proposal, and the placements last
/// written. Kept on the container until a subview is added, removed, reordered, hidden or
/// shown (LayoutCache). Its state is read for every subview of a pass and never accessed
/// in place across a call, so it is exempt from dynamic exclusivity checks.
final class ArrangedSubviews {
    /// Whether hidden subviews are among ``views``.
    let includesHidden: Bool
    /// The subviews the layout arranges, in subview order.
    let views: [View]
    /// The proposal ``sizes`` answers, or nil when the sizes are not kept.
    @exclusivity(unchecked) private var sizeProposal: ProposedSize?
    /// The fitting sizes for ``sizeProposal``, one per view; a NaN width marks one not yet
    /// read.
    @exclusivity(unchecked) private var cachedSizes: [CGSize] = []
    /// Whether every entry of ``cachedSizes`` is known.
    @exclusivity(unchecked) private var sizesComplete = false
    /// The placements the container last wrote, one per view from the first (shorter when
    /// the layout returned fewer); empty when the subviews' frames may have changed since.
    @exclusivity(unchecked) var writtenPlacements: [SubviewPlacement] = []
    /// Whether a subview's fitting size may have been invalidated since the container last
    /// wrote placements (true until the first pass): the subviews' kept fitting records
    /// are consumed then.
    @exclusivity(unchecked) var hasInvalidatedSubview = true
    /// The views whose sizes were forgotten one by one since the container last looked
    /// (``forgetSize(of:)``), or nil when any subview may have been invalidated (the next
    /// look reads every subview's kept fitting record).
    @exclusivity(unchecked) private var invalidatedViews: [View]? = nil
    /// Each view's index in ``views``, built the first time one size is forgotten.
    @exclusivity(unchecked) private var indexByView: [ObjectIdentifier: Int]?

    init(views: [View], includesHidden: Bool) {
        self.views = views
        self.includesHidden = includesHidden
    }

    private static let unknown = CGSize(width: CGFloat.nan, height: .nan)

    /// Forgets the kept sizes (a subview's fitting size may have changed).
    func forgetSizes() {
        sizeProposal = nil
        sizesComplete = false
        hasInvalidatedSubview = true
        invalidatedViews = nil
    }

    /// Forgets the kept size of `view` only (its fitting size may have changed; the
    /// others' cannot have through it), and notes it among the views to look at.
    func forgetSize(of view: View) {
        if indexByView == nil {
            var indices: [ObjectIdentifier: Int] = [:]
            indices.reserveCapacity(views.count)
            for (index, arrangedView) in views.enumerated() { indices[ObjectIdentifier(arrangedView)] = index }
            indexByView = indices
        }
        guard let index = indexByView?[ObjectIdentifier(view)] else {
            forgetSizes()
            return
        }
        if sizeProposal != nil, index < cachedSizes.count { cachedSizes[index] = Self.unknown }
        sizesComplete = false
        if !hasInvalidatedSubview {
            hasInvalidatedSubview = true
            invalidatedViews = []
        }
        if invalidatedViews?.last !== view { invalidatedViews?.append(view) }
    }

    /// The views whose sizes were forgotten one by one since the last call, or nil when
    /// any subview may have been invalidated; the list starts again empty.
    func takeInvalidatedViews() -> [View]? {
        defer { invalidatedViews = [] }
        return invalidatedViews
    }

    /// Starts keeping sizes for `proposal`, none known yet.
    private func keepSizes(for proposal: ProposedSize) {
        sizeProposal = proposal
        sizesComplete = false
        if cachedSizes.count == views.count {
            for index in cachedSizes.indices { cachedSizes[index] = Self.unknown }
        } else {
            cachedSizes = Array(repeating: Self.unknown, count: views.count)
        }
    }

    /// The fitting size of the view at `index`: kept when `proposal` is the kept one (the
    /// first proposal asked for after the sizes were forgotten becomes the kept one), else
    /// asked of the view, which keeps its own last size.
    func size(at index: Int, for proposal: ProposedSize) -> CGSize {
        if sizeProposal == nil { keepSizes(for: proposal) }
        guard sizeProposal == proposal else { return views[index].fittingSize(for: proposal) }
        let kept = cachedSizes[index]
        if !kept.width.isNaN { return kept }
        let size = views[index].fittingSize(for: proposal)
        cachedSizes[index] = size
        return size
    }

    /// Every view's fitting size for `proposal`, kept from then on for that proposal.
    func sizes(for proposal: ProposedSize) -> [CGSize] {
        if sizeProposal != proposal { keepSizes(for: proposal) }
        if !sizesComplete {
            let views = self.views
            views.forEachBorrowed(in: views.indices) { index, view in
                if cachedSizes[index].width.isNaN { cachedSizes[index] = view.fittingSize(for: proposal) }
            }
            sizesComplete = true
        }
        return cachedSizes
    }
}
