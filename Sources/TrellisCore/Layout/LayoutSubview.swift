import Foundation

/// A read-only proxy through which a layout sees one subview.
public struct LayoutSubview {
    let view: View

    init(_ view: View) {
        self.view = view
    }

    /// The subview's fitting size for `proposal`, in points (layouts.md, "fitting size"):
    /// what its `sizeThatFits` returns, with an explicit `width`/`height` overriding that
    /// axis; a subview with an explicit width is measured at that width.
    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        view.fittingSize(for: proposal)
    }

    /// The `width` attribute, in points, or nil when the width is measured.
    public var explicitWidth: CGFloat? { view.explicitWidth }
    /// The `height` attribute, in points, or nil when the height is measured.
    public var explicitHeight: CGFloat? { view.explicitHeight }
    /// The `frame` attribute, in the container's coordinates, or nil.
    public var specifiedFrame: CGRect? { view.specifiedFrame }
    /// Whether the subview is hidden (only seen by layouts that place hidden subviews).
    public var isHidden: Bool { view.isHidden }
    /// Whether the subview is an ordinary child or the container's own accessory.
    public var role: LayoutRole { view.layoutRole }
}
