import Foundation
import TrellisCore

/// The `masonry` layout: a waterfall of `columns` equal columns, each visible child going
/// to the column that is currently shortest (the leftmost of equally short ones), as
/// Pinterest-style boards do.
///
/// - `cellW = max(0, (W − (columns − 1) × spacing) / columns)`; every child is `cellW`
///   wide and as tall as its fitting height offered `cellW` (its explicit height wins).
/// - Column `c` starts at `x = c × (cellW + spacing)`; a child goes at the column's
///   current bottom, `spacing` below the child above it.
/// - Right to left mirrors the columns (Docs/layouts.md, "RTL").
///
/// Fitting size: the proposed width (with none, `columns × widest ideal width +
/// (columns − 1) × spacing` plus padding); height: the tallest column plus the vertical
/// padding. No child is ever collapsed.
public struct MasonryLayout: Layout, Hashable {
    /// The default number of columns: 2.
    public static let defaultColumns = 2
    /// The default gap between columns and between items of a column: 8 points.
    public static let defaultSpacing: CGFloat = 8

    /// The number of columns, at least 1.
    public var columns: Int
    /// The gap between columns and between the items of a column, in points (≥ 0).
    public var spacing: CGFloat

    /// Creates a masonry layout; `columns` below 1 counts as 1, a negative `spacing` as 0.
    public init(columns: Int = MasonryLayout.defaultColumns, spacing: CGFloat = MasonryLayout.defaultSpacing) {
        self.columns = max(1, columns)
        self.spacing = max(0, spacing)
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> CGSize {
        let padding = context.padding
        let contentWidth = context.contentWidth(for: proposal) ?? idealContentWidth(of: subviews)
        let height = arrange(subviews, contentWidth: contentWidth).height
        return CGSize(width: proposal.width ?? contentWidth + padding.horizontal, height: height + padding.vertical)
    }

    public func placeSubviews(in bounds: CGRect, subviews: LayoutSubviews, context: LayoutContext) -> [SubviewPlacement] {
        let box = context.contentBox(in: bounds)
        return arrange(subviews, contentWidth: box.width).frames.map { .frame(context.place($0, in: box)) }
    }

    /// The width of each column when the content box is `contentWidth` points wide.
    public func columnWidth(in contentWidth: CGFloat) -> CGFloat {
        max(0, (contentWidth - CGFloat(columns - 1) * spacing) / CGFloat(columns))
    }

    /// The frames relative to the content box, in subview order, and the tallest
    /// column's height.
    func arrange(_ subviews: LayoutSubviews, contentWidth: CGFloat) -> (frames: [CGRect], height: CGFloat) {
        let width = columnWidth(in: contentWidth)
        var bottoms = [CGFloat](repeating: 0, count: columns)
        var counts = [Int](repeating: 0, count: columns)
        var frames: [CGRect] = []
        frames.reserveCapacity(subviews.count)
        for size in subviews.sizesThatFit(ProposedSize(width: width, height: nil)) {
            var shortest = 0
            for column in 1..<columns where bottoms[column] < bottoms[shortest] { shortest = column }
            let y = counts[shortest] == 0 ? 0 : bottoms[shortest] + spacing
            frames.append(CGRect(x: CGFloat(shortest) * (width + spacing), y: y, width: width, height: size.height))
            bottoms[shortest] = y + size.height
            counts[shortest] += 1
        }
        return (frames, bottoms.max() ?? 0)
    }

    /// `columns × widest + (columns − 1) × spacing`, where `widest` is the widest ideal
    /// width (nothing proposed) among the subviews; 0 with no subviews.
    private func idealContentWidth(of subviews: LayoutSubviews) -> CGFloat {
        guard let widest = subviews.sizesThatFit(.unspecified).lazy.map(\.width).max() else { return 0 }
        return CGFloat(columns) * widest + CGFloat(columns - 1) * spacing
    }
}
