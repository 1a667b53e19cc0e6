import Foundation

/// A view that shows part of a larger content through its bounds (UIKit's
/// `UIScrollView`; Docs/widgets.md, "scroll").
///
/// Its subviews are laid out by its ``View/layout`` (a vertical ``StackLayout`` when made
/// from XML, along ``axis``) in a content box that is unbounded along ``axis``: across the
/// axis it is the bounds' size less the padding; along it, the layout's fitting size.
/// ``contentSize`` is that fitting size along the axis (padding included) and the bounds'
/// size across it. Subview frames are in content coordinates, and ``contentOffset`` is the
/// bounds origin, so moving it moves what is shown without changing any frame: scrolling
/// lays nothing out again, and hit-testing, conversions and visibility go through the
/// bounds origin (Docs/layouts.md, "Bounds origin and clipping").
///
/// The offset is always clamped to `0 … max(0, contentSize − bounds.size)` on each axis
/// (no bounce). Every change of the offset sends `valueChanged` (UIKit's
/// `scrollViewDidScroll(_:)`), except the clamp a layout pass makes when the content or
/// the bounds shrink, since a layout pass sends no events.
///
/// A scroll view clips its content (``View/clipsToBounds`` is true) and takes touches: a
/// drag along its axis scrolls it (Docs/widgets.md, "scroll", scrolling by touch).
open class ScrollView: View, ControlEventSending {
    /// The axis the content scrolls along: the same two values as a stack's axis.
    public typealias Axis = StackLayout.Axis

    /// How far, in total, a touch must move along a scroll view's axis before it becomes
    /// a scroll: 10 points (Docs/widgets.md, "scroll"). A move of exactly 10 points does
    /// not scroll.
    public static let scrollSlop: CGFloat = 10

    /// The scroll view's targets (it sends `valueChanged`), made when first used.
    public private(set) lazy var targetActions = TargetActionList()

    /// The axis the content scrolls along; vertical by default. The content is laid out
    /// unbounded along it, and only that component of ``contentOffset`` can be non-zero.
    public var axis: Axis = .vertical {
        didSet { if axis != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether a drag that ends snaps the offset to the nearest multiple of the bounds'
    /// size along ``axis`` (UIKit's `isPagingEnabled`); default false. Offsets set in code
    /// are not snapped.
    public var isPagingEnabled = false

    /// The size of the content in points, as the last layout pass found it: along
    /// ``axis`` the layout's fitting size for the content box (padding included), across
    /// it the bounds' size. Zero before the first pass.
    public internal(set) var contentSize: CGSize = .zero

    /// Whether a layout pass has measured the content, so ``contentSize`` can clamp.
    private var hasMeasuredContent = false

    /// The animation moving the offset now (an animated scroll or momentum), if any.
    var offsetAnimation: ClockAnimation?

    /// Creates a vertical scroll view with a zero frame and no layout (a view made in code
    /// keeps the frames its subviews are given, as any view; set ``View/layout`` to lay
    /// them out and measure the content). It clips to its bounds.
    public override init() {
        super.init()
        clipsToBounds = true
    }

    override open class var defaultTypeName: String { "scroll" }

    /// The point of the content shown at the top-left corner of the bounds, in points:
    /// ``View/bounds``'s origin. Setting it is ``setContentOffset(_:)``.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue) }
    }

    /// The largest offset on each axis: `max(0, contentSize − bounds.size)`, and 0 across
    /// ``axis``.
    public var maximumContentOffset: CGPoint {
        let size = bounds.size
        switch axis {
        case .vertical: return CGPoint(x: 0, y: max(0, contentSize.height - size.height))
        case .horizontal: return CGPoint(x: max(0, contentSize.width - size.width), y: 0)
        }
    }

    /// `offset` clamped to `0 … ` ``maximumContentOffset`` on each axis; a non-finite
    /// component reads as 0.
    public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let maximum = maximumContentOffset
        func clamp(_ value: CGFloat, _ upper: CGFloat) -> CGFloat { value.isFinite ? min(max(0, value), upper) : 0 }
        return CGPoint(x: clamp(offset.x, maximum.x), y: clamp(offset.y, maximum.y))
    }

    /// Moves the content so that `offset` (content coordinates, points) is at the top-left
    /// corner of the bounds, clamped to `0 … ` ``maximumContentOffset`` (UIKit's
    /// `setContentOffset(_:animated:)` with `animated` false). Before the first layout pass
    /// the offset is kept as asked (negative components raised to 0) and clamped by that
    /// pass. A change sends `valueChanged`; the same offset sends nothing. No frame
    /// changes. An animation moving the offset (an animated scroll, momentum) stops where
    /// it is first, as UIKit's does.
    public func setContentOffset(_ offset: CGPoint) {
        stopOffsetAnimation()
        moveContentOffset(to: offset)
    }

    /// Moves the offset to `offset` as ``setContentOffset(_:)`` does, leaving an offset
    /// animation running (each of its steps moves the offset this way).
    func moveContentOffset(to offset: CGPoint) {
        let target: CGPoint
        if hasMeasuredContent {
            target = clampedContentOffset(offset)
        } else {
            target = CGPoint(x: offset.x.isFinite ? max(0, offset.x) : 0, y: offset.y.isFinite ? max(0, offset.y) : 0)
        }
        guard target != bounds.origin else { return }
        bounds.origin = target
        sendActions(for: .valueChanged)
    }

    /// Scrolls by the smallest change of offset that shows all of `rect` (content
    /// coordinates, points), as UIKit's `scrollRectToVisible(_:animated:)`: a rectangle
    /// already inside the bounds changes nothing, one larger than the bounds along
    /// ``axis`` aligns its top (leading) edge. The result is clamped.
    public func scrollRectToVisible(_ rect: CGRect) {
        setContentOffset(offsetShowing(rect))
    }

    /// The offset ``scrollRectToVisible(_:)`` would move to, clamped.
    public func offsetShowing(_ rect: CGRect) -> CGPoint {
        let visible = bounds
        var offset = visible.origin
        switch axis {
        case .vertical: offset.y = Self.reveal(rect.minY, rect.maxY, shown: visible.minY, length: visible.height)
        case .horizontal: offset.x = Self.reveal(rect.minX, rect.maxX, shown: visible.minX, length: visible.width)
        }
        return clampedContentOffset(offset)
    }

    /// The smallest move of a window `length` long starting at `shown` that contains
    /// `low … high`, aligning `low` when it cannot.
    private static func reveal(_ low: CGFloat, _ high: CGFloat, shown: CGFloat, length: CGFloat) -> CGFloat {
        if high - low >= length || low < shown { return low }
        if high > shown + length { return high - length }
        return shown
    }

    /// The offset a paging scroll view settles at from `offset`: along ``axis``, the
    /// nearest multiple of the bounds' size, a tie going to the larger (Docs/widgets.md,
    /// "scroll"), clamped. Bounds of size 0 along the axis leave the offset as it is.
    public func pagedContentOffset(_ offset: CGPoint) -> CGPoint {
        var paged = offset
        switch axis {
        case .vertical: paged.y = Self.nearestMultiple(of: bounds.height, to: offset.y)
        case .horizontal: paged.x = Self.nearestMultiple(of: bounds.width, to: offset.x)
        }
        return clampedContentOffset(paged)
    }

    private static func nearestMultiple(of page: CGFloat, to value: CGFloat) -> CGFloat {
        guard page > 0 else { return value }
        return (value / page + 0.5).rounded(.down) * page
    }

    // MARK: Layout

    /// The proposal the content is measured with: the bounds' cross size (`size`'s,
    /// when given) and nothing along ``axis``.
    private func contentProposal(for size: CGSize) -> ProposedSize {
        switch axis {
        case .vertical: return ProposedSize(width: size.width, height: nil)
        case .horizontal: return ProposedSize(width: nil, height: size.height)
        }
    }

    /// Along ``axis``, the content's fitting size (so a scroll view whose content fits
    /// does not scroll); across it, the layout's fitting size for `size`, as a plain view
    /// (Docs/widgets.md, "scroll", fitting size). Without a layout, the current size.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        layoutSizeThatFits(contentProposal(for: size)) ?? bounds.size
    }

    /// Measures the content, places the subviews in content coordinates and clamps the
    /// offset to the new ``contentSize`` (without sending `valueChanged`: a layout pass
    /// sends no events). Without a layout the subviews keep their frames and the content
    /// size along the axis is how far their frames reach from 0; across it, the bounds' size.
    override open func layoutSubviews() {
        let size = bounds.size
        var measured: CGSize
        if let fitting = layoutSizeThatFits(contentProposal(for: size)) {
            measured = fitting
        } else {
            measured = subviews.reduce(CGSize.zero) { union, view in
                CGSize(width: max(union.width, view.frame.maxX), height: max(union.height, view.frame.maxY))
            }
        }
        switch axis {
        case .vertical: measured.width = size.width
        case .horizontal: measured.height = size.height
        }
        contentSize = measured
        hasMeasuredContent = true
        placeSubviewsWithLayout(in: measured)
        let clamped = clampedContentOffset(bounds.origin)
        if clamped != bounds.origin { bounds.origin = clamped }
    }

    // MARK: Inspection

    /// `contentOffset` `[x, y]` and `contentSize` `[width, height]`, in points
    /// (Docs/cli.md, "state").
    override open var inspectableState: [(key: String, value: InspectableValue)]? {
        let offset = contentOffset
        return [
            ("contentOffset", .numbers([Double(offset.x), Double(offset.y)])),
            ("contentSize", .numbers([Double(contentSize.width), Double(contentSize.height)])),
        ]
    }
}
