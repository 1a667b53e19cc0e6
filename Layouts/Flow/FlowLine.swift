import Foundation

/// One line of a flow: the items it holds, where they sit, and its height (the shape of
/// Yoga's `FlowLine`). Made by ``FlowLines``.
///
/// All positions are points relative to the content box's top-left corner, left to right
/// (a layout mirrors them for right to left afterwards, layouts.md "RTL"); y grows down.
public struct FlowLine: Hashable, Sendable {
    /// The index, in the order items were appended to the ``FlowLines``, of the line's
    /// first item.
    public var firstIndex: Int
    /// The x at which the line's first item starts: the first-line indent for the first
    /// line, 0 for every other.
    public var startX: CGFloat
    /// The y of the line's top edge: the heights of the lines above plus one line spacing
    /// per line above (layouts.md, "flow", rule 3).
    public var y: CGFloat
    /// The height of the tallest item on the line (rule 3).
    public var height: CGFloat
    /// The items' frames, in order: each at its x, at the line's y (items are top-aligned),
    /// with its width already clamped to the line.
    public var frames: [CGRect]

    /// Creates a line.
    public init(firstIndex: Int, startX: CGFloat, y: CGFloat, height: CGFloat = 0, frames: [CGRect] = []) {
        self.firstIndex = firstIndex
        self.startX = startX
        self.y = y
        self.height = height
        self.frames = frames
    }

    /// The indices of the line's items.
    public var indices: Range<Int> { firstIndex..<(firstIndex + frames.count) }

    /// Where the line's content ends: the last item's maxX, or ``startX`` when it has none.
    /// This is the `lineWidth` that alignment measures the leftover from.
    public var maxX: CGFloat { frames.last?.maxX ?? startX }

    /// The items' frames moved as `alignment` asks (layouts.md, "flow", rule 4).
    ///
    /// - Parameters:
    ///   - alignment: how to move the line.
    ///   - width: the content box's width `W`, in points.
    ///   - isLastLine: whether this is the flow's last line, which `justified` leaves
    ///     leading.
    /// - Returns: one frame per item, in order. The leftover `W − maxX` is never taken as
    ///   negative, so a line never moves towards the leading edge.
    public func alignedFrames(_ alignment: FlowAlignment, in width: CGFloat, isLastLine: Bool) -> [CGRect] {
        let leftover = max(0, width - maxX)
        switch alignment {
        case .leading:
            return frames
        case .center:
            return frames.map { $0.offsetBy(dx: leftover / 2, dy: 0) }
        case .trailing:
            return frames.map { $0.offsetBy(dx: leftover, dy: 0) }
        case .justified:
            guard !isLastLine, frames.count > 1 else { return frames }
            let extra = leftover / CGFloat(frames.count - 1)
            return frames.enumerated().map { index, frame in frame.offsetBy(dx: extra * CGFloat(index), dy: 0) }
        }
    }
}
