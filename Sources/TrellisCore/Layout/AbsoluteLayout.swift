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

    /// The bounding box of the visible children's frames from (0, 0): their largest maxX
    /// and maxY.
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> CGSize {
        var size = CGSize.zero
        let offered = ProposedSize(width: context.contentWidth(for: proposal), height: nil)
        for subview in subviews where !subview.isHidden {
            let frame = self.frame(of: subview, proposal: offered)
            size.width = max(size.width, frame.maxX)
            size.height = max(size.height, frame.maxY)
        }
        return size
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
