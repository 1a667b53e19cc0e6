import Foundation
import TrellisCore
import TrellisFlowLayout

/// The `collapsible` layout: a flow of tags limited to ``maxLines`` lines, with an
/// expand/collapse toggle after the items (Docs/layouts.md, "collapsible"; seed: 展开/收起).
///
/// The toggle is the last subview whose `LayoutSubview.role` is
/// `LayoutRole.accessory` (``CollapsibleView`` makes it); the items are the other
/// visible subviews. Items and toggle are placed by the flow rules (`FlowLines`), the
/// first line starting at ``firstLineIndent``:
/// 1. when every item fits within ``maxLines`` lines, all are placed and the toggle is
///    collapsed;
/// 2. otherwise, when not expanded, the longest prefix of the items that still fits
///    within ``maxLines`` lines when followed by the toggle is placed, then the toggle;
///    the other items are collapsed;
/// 3. otherwise (expanded) every item is placed, then the toggle as the next flow item.
///
/// Without a visible toggle, the items of lines past ``maxLines`` are collapsed, as in
/// `flow`. Fitting size: the proposed width (with none, every item on one line after the
/// indent, plus padding) by the padding plus the placed lines' heights and the line
/// spacing between them. The default padding is 0.
public struct CollapsibleLayout: Layout, Hashable {
    /// The default ``maxLines``: 1, the seed's single row (Docs/layouts.md, "collapsible").
    public static let defaultMaxLines = 1
    /// The default ``animationDuration``: 250 ms, Core Animation's implicit duration.
    public static let defaultAnimationDuration: Int64 = 250

    /// The gap between neighbouring items on a line, in points; default 10.
    public var spacing: CGFloat
    /// The gap between lines, in points; default 10.
    public var lineSpacing: CGFloat
    /// How each line moves within the content box; default leading.
    public var alignment: FlowAlignment
    /// The most lines shown while collapsed; default 1. 0 means unlimited, so every item
    /// always fits and the toggle is never shown.
    public var maxLines: Int
    /// Where the first line starts, in points from the leading edge, as when a badge
    /// precedes the tags (the seed's 35); default 0. The first line has `W − indent` of
    /// room.
    public var firstLineIndent: CGFloat
    /// Whether every item is shown, followed by the toggle (rule 3); default false.
    public var isExpanded: Bool
    /// How long a tap on the toggle animates the layout pass it causes, in whole
    /// milliseconds, 0 to 10,000 (Docs/time.md, "Animations"); default 250, Core
    /// Animation's implicit duration. 0 flips at once.
    public var animationDuration: Int64
    /// How that animation's progress follows the time; default `ease-in-out`,
    /// UIView.animate's.
    public var animationCurve: TimingCurve

    /// Creates the layout. Negative lengths and counts count as 0.
    ///
    /// - Parameters:
    ///   - spacing: the gap between items on a line, in points; default 10.
    ///   - lineSpacing: the gap between lines, in points; default 10.
    ///   - alignment: how each line moves; default leading.
    ///   - maxLines: the most lines shown while collapsed; default 1, 0 = unlimited.
    ///   - firstLineIndent: where the first line starts, in points; default 0.
    ///   - isExpanded: whether every item is shown; default false.
    ///   - animationDuration: how long a tap on the toggle animates, in ms; default 250,
    ///     clamped to 0 … 10,000.
    ///   - animationCurve: that animation's curve; default `TimingCurve.easeInOut`.
    public init(
        spacing: CGFloat = FlowLayout.defaultSpacing, lineSpacing: CGFloat = FlowLayout.defaultLineSpacing,
        alignment: FlowAlignment = .leading, maxLines: Int = CollapsibleLayout.defaultMaxLines,
        firstLineIndent: CGFloat = 0, isExpanded: Bool = false,
        animationDuration: Int64 = CollapsibleLayout.defaultAnimationDuration, animationCurve: TimingCurve = .easeInOut
    ) {
        self.spacing = max(0, spacing)
        self.lineSpacing = max(0, lineSpacing)
        self.alignment = alignment
        self.maxLines = max(0, maxLines)
        self.firstLineIndent = max(0, firstLineIndent)
        self.isExpanded = isExpanded
        self.animationDuration = min(max(0, animationDuration), AnimationDuration.maximumMilliseconds)
        self.animationCurve = animationCurve
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> CGSize {
        let width = context.contentWidth(for: proposal)
        let arrangement = self.arrangement(of: subviews, width: width)
        let padding = context.padding
        let height = arrangement.lines.height(ofFirst: arrangement.shownLines) + padding.vertical
        return CGSize(width: proposal.width ?? arrangement.lines.contentWidth + padding.horizontal, height: height)
    }

    public func placeSubviews(in bounds: CGRect, subviews: LayoutSubviews, context: LayoutContext) -> [SubviewPlacement] {
        let box = context.contentBox(in: bounds)
        let arrangement = self.arrangement(of: subviews, width: box.width)
        let frames = arrangement.lines.alignedFrames(alignment).map { context.place($0, in: box) }
        var itemFrames = frames.prefix(arrangement.shownItems).makeIterator()
        return subviews.indices.map { index in
            if index == arrangement.toggleIndex {
                guard arrangement.showsToggle, let frame = frames.last else { return .collapsed }
                return .frame(frame)
            }
            return itemFrames.next().map(SubviewPlacement.frame) ?? .collapsed
        }
    }
}
