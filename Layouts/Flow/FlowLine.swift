import Foundation

/// One line of a flow: which items it holds, where it starts and ends, and its height
/// (the shape of Yoga's `FlowLine`). Made by ``FlowLines``, which keeps the items' frames.
///
/// All positions are points relative to the content box's top-left corner, left to right
/// (a layout mirrors them for right to left afterwards, Docs/layouts.md "RTL"); y grows down.
public struct FlowLine: Hashable, Sendable {
    /// The index, in the order items were appended to the ``FlowLines``, of the line's
    /// first item.
    public var firstIndex: Int
    /// How many items the line holds (at least 1 once made by ``FlowLines``).
    public var count: Int
    /// The x at which the line's first item starts: the first-line indent for the first
    /// line, 0 for every other.
    public var startX: CGFloat
    /// The y of the line's top edge: the heights of the lines above plus one line spacing
    /// per line above (Docs/layouts.md, "flow", rule 3).
    public var y: CGFloat
    /// The height of the tallest item on the line (rule 3).
    public var height: CGFloat
    /// Where the line's content ends: the last item's maxX, or ``startX`` when it has none.
    /// This is the `lineWidth` that alignment measures the leftover from.
    public var maxX: CGFloat

    /// Creates a line.
    public init(firstIndex: Int, count: Int = 0, startX: CGFloat, y: CGFloat, height: CGFloat = 0, maxX: CGFloat? = nil) {
        self.firstIndex = firstIndex
        self.count = max(0, count)
        self.startX = startX
        self.y = y
        self.height = height
        self.maxX = maxX ?? startX
    }

    /// The indices of the line's items.
    public var indices: Range<Int> { firstIndex..<(firstIndex + count) }

    /// How far `alignment` moves the line's items (Docs/layouts.md, "flow", rule 4): the item
    /// at position `k` on the line (0 for its first) moves right by `first + k × step`
    /// points.
    ///
    /// - Parameters:
    ///   - alignment: how to move the line.
    ///   - width: the content box's width `W`, in points.
    ///   - isLastLine: whether this is the flow's last line, which `justified` leaves
    ///     leading.
    /// - Returns: the offsets, never negative: the leftover `W − maxX` is never taken as
    ///   negative, so a line never moves towards the leading edge.
    public func alignmentOffsets(_ alignment: FlowAlignment, in width: CGFloat, isLastLine: Bool) -> (first: CGFloat, step: CGFloat) {
        let leftover = max(0, width - maxX)
        switch alignment {
        case .leading: return (0, 0)
        case .center: return (leftover / 2, 0)
        case .trailing: return (leftover, 0)
        case .justified:
            guard !isLastLine, count > 1 else { return (0, 0) }
            return (0, leftover / CGFloat(count - 1))
        }
    }
}
