import Foundation

/// A layout plugin: a pure value that sizes a container and places its subviews
/// (the shape of SwiftUI's `Layout`).
///
/// Layouts read their subviews through read-only ``LayoutSubview`` proxies and return
/// placements; they never create or mutate views. The engine (``View/layoutSubviews()``)
/// owns recursion, caching and writing frames. Layout cannot fail: every parameter is
/// checked when the container's attributes are parsed.
///
/// All lengths are points; rectangles are in the container's own coordinates (origin at
/// its top-left corner, y down).
public protocol Layout: Sendable {
    /// The container's fitting size for `proposal`, padding included.
    ///
    /// - Parameters:
    ///   - proposal: the space offered; a nil axis asks for the ideal size on that axis.
    ///   - subviews: the subviews to arrange (only the visible ones unless
    ///     ``placesHiddenSubviews`` is true), in subview order.
    ///   - context: the container's padding and direction.
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> CGSize

    /// Where each subview goes when the container's bounds are `bounds`. The engine passes
    /// the bounds at origin (0, 0): placements are in the container's own coordinates,
    /// which a bounds origin (a scroll view's content offset) does not move.
    ///
    /// - Returns: one placement per element of `subviews`, in the same order; a shorter
    ///   array leaves the remaining subviews where they are.
    func placeSubviews(in bounds: CGRect, subviews: LayoutSubviews, context: LayoutContext) -> [SubviewPlacement]

    /// The padding used when the container sets none: zero unless the layout says
    /// otherwise (the check-in board's is 10, Docs/layouts.md).
    var defaultPadding: EdgeInsets { get }

    /// Whether hidden subviews are handed to the layout too (the `absolute` layout places
    /// them like any other child); false by default.
    var placesHiddenSubviews: Bool { get }

    /// Whether ``placeSubviews(in:subviews:context:)`` for `bounds` can return other
    /// placements when one arranged subview's fitting size for `proposal` changes from
    /// `old` to `new` and nothing else changes. The engine skips placing the subviews
    /// again when this is false, so it must be false only when every placement is sure
    /// to stay the same (the engine's result must equal a fresh layout's). True by
    /// default.
    func placementsDependOnFittingSizeChange(
        from old: CGSize, to new: CGSize, proposal: ProposedSize, in bounds: CGRect, context: LayoutContext
    ) -> Bool
}

extension Layout {
    public var defaultPadding: EdgeInsets { .zero }
    public var placesHiddenSubviews: Bool { false }

    public func placementsDependOnFittingSizeChange(
        from old: CGSize, to new: CGSize, proposal: ProposedSize, in bounds: CGRect, context: LayoutContext
    ) -> Bool {
        true
    }
}

/// Where a layout puts one subview.
public enum SubviewPlacement: Hashable, Sendable {
    /// Show the subview at this frame, in the container's coordinates, in points.
    case frame(CGRect)
    /// Do not show the subview: it overflowed a limit. Its frame becomes (0, 0, 0, 0) and
    /// it is reported as collapsed (Docs/layouts.md, "collapsed").
    case collapsed
    /// Leave the subview's frame as it is.
    case unchanged

    /// Whether two placements are the same: both frames with equal origins and sizes
    /// (component by component, as `CGRect`'s `==`), or both the same case without a frame.
    /// Spelt out so the engine's comparison of a pass's placements with the last ones
    /// written compiles to a few instructions per subview.
    @inlinable
    public static func == (lhs: SubviewPlacement, rhs: SubviewPlacement) -> Bool {
        switch (lhs, rhs) {
        case (.frame(let a), .frame(let b)):
            return a.origin.x == b.origin.x && a.origin.y == b.origin.y
                && a.size.width == b.size.width && a.size.height == b.size.height
        case (.collapsed, .collapsed), (.unchanged, .unchanged):
            return true
        default:
            return false
        }
    }
}

/// How a subview takes part in its container's layout.
public enum LayoutRole: Hashable, Sendable {
    /// An ordinary child, placed by the layout's rules.
    case content
    /// A view the container made for itself (the collapsible row's toggle), placed by
    /// the layout's own rules for it.
    case accessory
}

/// What a layout knows about its container besides its subviews.
public struct LayoutContext: Sendable {
    /// The container's padding in effect, in points (its own, else the layout's default).
    public var padding: EdgeInsets
    /// The horizontal direction in effect for the container.
    public var direction: LayoutDirection

    /// Creates a context.
    public init(padding: EdgeInsets, direction: LayoutDirection = .ltr) {
        self.padding = padding
        self.direction = direction
    }

    /// The content box: `bounds` inset by ``padding``, never negative (Docs/layouts.md).
    public func contentBox(in bounds: CGRect) -> CGRect {
        bounds.inset(by: padding)
    }

    /// The content width offered by a proposal: the proposed width less the horizontal
    /// padding (at least 0), or nil when the width is unconstrained.
    public func contentWidth(for proposal: ProposedSize) -> CGFloat? {
        proposal.width.map { max(0, $0 - padding.horizontal) }
    }

    /// Converts a rectangle given relative to the content box's origin into container
    /// coordinates, mirroring it when the direction is right to left (Docs/layouts.md, "RTL":
    /// `x' = padding.left + (W − x − w)`).
    ///
    /// Both rectangles are read as `CGRect`'s `minX`, `minY`, `width` and `height` read
    /// them (a negative size extends the other way), spelt out so that layouts in other
    /// modules inline the call.
    @inlinable
    public func place(_ rect: CGRect, in contentBox: CGRect) -> CGRect {
        let width = abs(rect.size.width)
        let height = abs(rect.size.height)
        let minX = rect.origin.x + min(rect.size.width, 0)
        let minY = rect.origin.y + min(rect.size.height, 0)
        let boxMinX = contentBox.origin.x + min(contentBox.size.width, 0)
        let boxMinY = contentBox.origin.y + min(contentBox.size.height, 0)
        let x = direction == .rtl ? abs(contentBox.size.width) - minX - width : minX
        return CGRect(x: boxMinX + x, y: boxMinY + minY, width: width, height: height)
    }
}
