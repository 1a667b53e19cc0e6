import Foundation

extension View {
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
