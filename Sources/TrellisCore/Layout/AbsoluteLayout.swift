import Foundation

/// The core `absolute` layout (Docs/layouts.md, "absolute"; the default for `view`): each child
/// at its `frame="x y w h"`, in the container's own coordinates (not offset by padding,
/// not mirrored by right to left, as in UIKit). A child without a frame goes at (0, 0)
/// with its fitting size, measured like any child's when offered the content width
/// (Docs/layouts.md, "fitting size"). Hidden children are placed too.
public struct AbsoluteLayout: Layout, Hashable {
    /// Creates the layout.
    public init() {}

    public var placesHiddenSubviews: Bool { true }

    /// The bounding box of the visible children's frames from (0, 0) (their largest maxX
    /// and maxY), children without `frame` measured at the content width the proposal
    /// leaves, plus the padding on each axis: the smallest size whose content box holds
    /// that box, so that placing the container at this size offers those children at
    /// least the width they were measured at (Docs/layouts.md, "absolute"). With no
    /// visible children, the padding alone.
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> CGSize {
        var box = CGSize.zero
        let offered = ProposedSize(width: context.contentWidth(for: proposal), height: nil)
        for subview in subviews where !subview.isHidden {
            let frame = self.frame(of: subview, proposal: offered)
            box.width = max(box.width, frame.maxX)
            box.height = max(box.height, frame.maxY)
        }
        return CGSize(width: box.width + context.padding.horizontal, height: box.height + context.padding.vertical)
    }

    public func placeSubviews(in bounds: CGRect, subviews: LayoutSubviews, context: LayoutContext) -> [SubviewPlacement] {
        let offered = ProposedSize(width: context.contentBox(in: bounds).width, height: nil)
        return subviews.map { .frame(frame(of: $0, proposal: offered)) }
    }

    /// The child's frame: its `frame` attribute, else (0, 0) and its fitting size for
    /// `proposal` (the content width, height unbounded).
    private func frame(of subview: LayoutSubview, proposal: ProposedSize) -> CGRect {
        if let frame = subview.specifiedFrame { return frame }
        return CGRect(origin: .zero, size: subview.sizeThatFits(proposal))
    }
}
