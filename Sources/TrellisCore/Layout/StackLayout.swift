import Foundation

/// The core `stack` layout (Docs/layouts.md, "stack"; the default for `screen`): children one
/// after another along an axis, `spacing` apart, from the content box's origin.
///
/// A child's main-axis length is its fitting height (fitting width for a horizontal
/// stack), measured when offered the content width. Across the axis, `fill` spans the
/// content box whatever the child's own width; `leading`, `center` and `trailing` keep
/// its fitting cross size. Right to left mirrors horizontal positions. Children with
/// ``View/grow`` above 0 share the room the others leave along the axis when the stack is
/// placed (CSS's `flex: grow 1 0`); measuring the stack uses their fitting sizes.
public struct StackLayout: Layout, Hashable {
    /// The direction children follow one another.
    public enum Axis: String, AttributeEnumeration {
        /// Top to bottom (the default).
        case vertical
        /// Leading to trailing edge: a row.
        case horizontal
    }

    /// Cross-axis placement of each child.
    public enum Alignment: String, AttributeEnumeration {
        /// Span the content box's cross size (the default).
        case fill
        /// Keep the fitting cross size, at the leading (left, or top) edge.
        case leading
        /// Keep the fitting cross size, centred.
        case center
        /// Keep the fitting cross size, at the trailing (right, or bottom) edge.
        case trailing
    }

    /// The axis; default vertical.
    public var axis: Axis
    /// The gap between neighbours along the axis, in points; default 0.
    public var spacing: CGFloat
    /// Cross-axis alignment; default fill.
    public var alignment: Alignment

    /// Creates a stack.
    public init(axis: Axis = .vertical, spacing: CGFloat = 0, alignment: Alignment = .fill) {
        self.axis = axis
        self.spacing = max(0, spacing)
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> CGSize {
        let offered = ProposedSize(width: context.contentWidth(for: proposal), height: nil)
        let sizes = subviews.sizesThatFit(offered)
        let gaps = spacing * CGFloat(max(0, sizes.count - 1))
        let padding = context.padding
        switch axis {
        case .vertical:
            return CGSize(
                width: (sizes.map(\.width).max() ?? 0) + padding.horizontal,
                height: sizes.reduce(0) { $0 + $1.height } + gaps + padding.vertical)
        case .horizontal:
            return CGSize(
                width: sizes.reduce(0) { $0 + $1.width } + gaps + padding.horizontal,
                height: (sizes.map(\.height).max() ?? 0) + padding.vertical)
        }
    }

    public func placeSubviews(in bounds: CGRect, subviews: LayoutSubviews, context: LayoutContext) -> [SubviewPlacement] {
        let box = context.contentBox(in: bounds)
        let offered = ProposedSize(width: box.width, height: nil)
        let shares = growShares(subviews, offered: offered, in: box)
        var position: CGFloat = 0
        return subviews.indices.map { index in
            let size = subviews[index].sizeThatFits(offered)
            let rect: CGRect
            switch axis {
            case .vertical:
                let (x, width) = cross(size.width, in: box.width)
                let height = shares?[index] ?? size.height
                rect = CGRect(x: x, y: position, width: width, height: height)
                position += height + spacing
            case .horizontal:
                let (y, height) = cross(size.height, in: box.height)
                let width = shares?[index] ?? size.width
                rect = CGRect(x: position, y: y, width: width, height: height)
                position += width + spacing
            }
            return .frame(context.place(rect, in: box))
        }
    }

    /// A child's fitting size is read at the content width only, for its main-axis length
    /// and, unless the alignment is `fill`, its cross size: a change at that proposal of
    /// its cross size alone moves nothing under `fill`.
    public func placementsDependOnFittingSizeChange(
        from old: CGSize, to new: CGSize, proposal: ProposedSize, in bounds: CGRect, context: LayoutContext
    ) -> Bool {
        let offered = ProposedSize(width: context.contentBox(in: bounds).width, height: nil)
        guard alignment == .fill, proposal == offered else { return true }
        switch axis {
        case .vertical: return old.height != new.height
        case .horizontal: return old.width != new.width
        }
    }

    /// The main-axis lengths of the children with ``LayoutSubview/grow`` above 0, by index
    /// (nil for the others), or nil when no child grows: the room left in `box`,
    /// R = max(0, main length − spacings − the other children's main lengths), shared in
    /// proportion to `grow` (CSS's `flex: grow 1 0`, Docs/layouts.md, "stack").
    private func growShares(_ subviews: LayoutSubviews, offered: ProposedSize, in box: CGRect) -> [CGFloat?]? {
        // Most stacks have no growing child: they are found without measuring any.
        let total = subviews.reduce(CGFloat(0)) { $0 + ($1.grow > 0 ? $1.grow : 0) }
        guard total > 0 else { return nil }
        var used = spacing * CGFloat(max(0, subviews.count - 1))
        for subview in subviews where !(subview.grow > 0) {
            let size = subview.sizeThatFits(offered)
            used += axis == .vertical ? size.height : size.width
        }
        let room = max(0, (axis == .vertical ? box.height : box.width) - used)
        return subviews.map { $0.grow > 0 ? room * $0.grow / total : nil }
    }

    /// The cross-axis offset and length of a child of fitting cross size `length` in a
    /// content box `available` across.
    private func cross(_ length: CGFloat, in available: CGFloat) -> (CGFloat, CGFloat) {
        switch alignment {
        case .fill: return (0, available)
        case .leading: return (0, length)
        case .center: return ((available - length) / 2, length)
        case .trailing: return (available - length, length)
        }
    }
}
