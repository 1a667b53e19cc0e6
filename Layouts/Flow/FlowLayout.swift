import Foundation
import TrellisCore

/// The `flow` layout: items left to right, wrapping onto new lines, as tags do
/// (Docs/layouts.md, "flow"; seed: TagListView).
///
/// Each visible child is measured at the content width `W`, clamped to `W`, and placed by
/// greedy line breaking (``FlowLines``) with ``spacing`` only between items; lines are
/// ``lineSpacing`` apart, moved by ``alignment``, and mirrored for right to left. With
/// ``maxLines`` above 0, the items of later lines are collapsed.
///
/// Fitting size: the proposed width (a flow fills the width it is offered; with no
/// proposal, all items on one line plus padding) by the padding plus the shown lines'
/// heights and the line spacing between them; padding alone with no visible children.
/// The default padding is 0.
public struct FlowLayout: Layout, Hashable {
    /// The default ``spacing``: 10 points (Docs/layouts.md, "flow").
    public static let defaultSpacing: CGFloat = 10
    /// The default ``lineSpacing``: 10 points (Docs/layouts.md, "flow").
    public static let defaultLineSpacing: CGFloat = 10

    /// The gap between neighbouring items on a line, in points; default 10.
    public var spacing: CGFloat
    /// The gap between lines, in points; default 10.
    public var lineSpacing: CGFloat
    /// How each line moves within the content box; default leading.
    public var alignment: FlowAlignment
    /// The most lines shown; items that would start on a later line are collapsed.
    /// 0 (the default) means unlimited.
    public var maxLines: Int

    /// Creates a flow. Negative lengths and counts count as 0.
    ///
    /// - Parameters:
    ///   - spacing: the gap between items on a line, in points; default 10.
    ///   - lineSpacing: the gap between lines, in points; default 10.
    ///   - alignment: how each line moves; default leading.
    ///   - maxLines: the most lines shown; default 0, unlimited.
    public init(
        spacing: CGFloat = FlowLayout.defaultSpacing, lineSpacing: CGFloat = FlowLayout.defaultLineSpacing,
        alignment: FlowAlignment = .leading, maxLines: Int = 0
    ) {
        self.spacing = max(0, spacing)
        self.lineSpacing = max(0, lineSpacing)
        self.alignment = alignment
        self.maxLines = max(0, maxLines)
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> CGSize {
        let lines = self.lines(of: subviews, width: context.contentWidth(for: proposal))
        let padding = context.padding
        let height = lines.height(ofFirst: shownLineCount(of: lines)) + padding.vertical
        return CGSize(width: proposal.width ?? lines.contentWidth + padding.horizontal, height: height)
    }

    public func placeSubviews(in bounds: CGRect, subviews: LayoutSubviews, context: LayoutContext) -> [SubviewPlacement] {
        let box = context.contentBox(in: bounds)
        let lines = self.lines(of: subviews, width: box.width)
        let shown = lines.itemCount(ofFirst: shownLineCount(of: lines))
        let frames = lines.alignedFrames(alignment)
        return frames.indices.map { index in
            index < shown ? .frame(context.place(frames[index], in: box)) : .collapsed
        }
    }

    /// The subviews' lines at content width `width` (nil: unconstrained, one line).
    private func lines(of subviews: LayoutSubviews, width: CGFloat?) -> FlowLines {
        let offered = ProposedSize(width: width, height: nil)
        return FlowLines(
            sizes: subviews.sizesThatFit(offered),
            width: width ?? .infinity, spacing: spacing, lineSpacing: lineSpacing)
    }

    /// How many of the lines are shown: all of them, or at most ``maxLines`` when it is
    /// above 0 (rule 5).
    private func shownLineCount(of lines: FlowLines) -> Int {
        maxLines > 0 ? min(maxLines, lines.lineCount) : lines.lineCount
    }
}
