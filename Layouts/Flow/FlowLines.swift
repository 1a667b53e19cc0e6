import Foundation

/// Greedy line breaking for a flow of items (Docs/layouts.md, "flow", rules 1–3), as a pure
/// value: append the items' fitting sizes in order and read back the lines.
///
/// For each item, `w = min(fitting width, W)` (an item wider than a line is clamped to
/// the line) and `h` = its fitting height:
/// 1. the first item of a line goes at the line's start: x = 0, or x = `firstLineIndent`
///    on the first line, whose room is `W − firstLineIndent` (an item that starts the
///    first line is clamped to that room);
/// 2. a later item goes at `prevMaxX + spacing` when `prevMaxX + spacing + w <= W` (within
///    ``tolerance``), otherwise it starts a new line;
/// 3. a line is as tall as its tallest item, and lies `lineSpacing` below the line above.
///
/// Spacing goes only between items, never after the last item of a line (the seed's
/// TagListView reserves it after every item; the spec wins). Because breaking is greedy,
/// the lines of a prefix of the items are the first lines of the whole: a copy taken
/// after `k` appends is the flow of the first `k` items, which is how the collapsible
/// row tries "these items, then the toggle".
///
/// All lengths are points, relative to the content box's top-left corner, left to right.
public struct FlowLines: Hashable, Sendable {
    /// How far past `W` an item may end and still fit on the line: 1e-9 points, so that
    /// sums of fractional widths that land exactly on the edge count as fitting
    /// (Docs/layouts.md, "flow", rule 2).
    public static let tolerance: CGFloat = 1e-9

    /// The content box's width `W`, in points; `.infinity` puts every item on one line
    /// (the ideal width, when no width is proposed).
    public let width: CGFloat
    /// The gap between neighbouring items on a line, in points (≥ 0).
    public let spacing: CGFloat
    /// The gap between lines, in points (≥ 0).
    public let lineSpacing: CGFloat
    /// Where the first line starts, in points from the leading edge (≥ 0; 0 means no
    /// indent). Later lines start at 0.
    public let firstLineIndent: CGFloat
    /// The lines so far, top to bottom; empty before the first item.
    public var lines: [FlowLine] { lastLine.map { closedLines + [$0] } ?? closedLines }
    /// The number of lines so far (``lines``' count, without making the array).
    public var lineCount: Int { closedLines.count + (lastLine == nil ? 0 : 1) }
    /// The lines before the last one.
    private var closedLines: [FlowLine] = []
    /// The last line, which the next item may join; nil before the first item.
    private var lastLine: FlowLine?
    /// Every item's frame so far, in the order appended: each at its x on its line, at
    /// the line's y (items are top-aligned), its width already clamped to the line.
    /// Alignment is not applied (see ``alignedFrames(_:)``).
    public private(set) var frames: [CGRect] = []

    /// Creates an empty flow. Negative lengths count as 0.
    ///
    /// - Parameters:
    ///   - width: the content box's width `W`, in points; `.infinity` for one line.
    ///   - spacing: the gap between items on a line, in points.
    ///   - lineSpacing: the gap between lines, in points.
    ///   - firstLineIndent: where the first line starts, in points; default 0.
    public init(width: CGFloat, spacing: CGFloat, lineSpacing: CGFloat, firstLineIndent: CGFloat = 0) {
        self.width = max(0, width)
        self.spacing = max(0, spacing)
        self.lineSpacing = max(0, lineSpacing)
        self.firstLineIndent = max(0, firstLineIndent)
    }

    /// Creates a flow of `sizes`, appended in order (see ``init(width:spacing:lineSpacing:firstLineIndent:)``).
    public init(
        sizes: some Collection<CGSize>, width: CGFloat, spacing: CGFloat, lineSpacing: CGFloat, firstLineIndent: CGFloat = 0
    ) {
        self.init(width: width, spacing: spacing, lineSpacing: lineSpacing, firstLineIndent: firstLineIndent)
        var line: FlowLine?
        var closed: [FlowLine] = []
        var frames: [CGRect] = []
        frames.reserveCapacity(sizes.count)
        for size in sizes {
            let next = step(size, after: line, index: frames.count)
            if next.startsLine, let full = line { closed.append(full) }
            line = next.line
            frames.append(next.frame)
        }
        self.frames = frames
        closedLines = closed
        lastLine = line
    }

    /// The number of items appended so far.
    public var itemCount: Int { frames.count }

    /// The number of items on the first `count` lines (all of them when `count` is
    /// larger); 0 when `count` is 0.
    public func itemCount(ofFirst count: Int) -> Int {
        line(ofFirst: count)?.indices.upperBound ?? 0
    }

    /// The last of the first `count` lines (the last line when `count` is larger), or nil
    /// when `count` is 0 or there are no lines.
    private func line(ofFirst count: Int) -> FlowLine? {
        guard count > 0 else { return nil }
        return count <= closedLines.count ? closedLines[count - 1] : lastLine
    }

    /// The height of the whole flow: the lines' heights plus `lineSpacing` between them;
    /// 0 with no items.
    public var height: CGFloat { height(ofFirst: lineCount) }

    /// The height of the first `count` lines (all of them when `count` is larger), with
    /// `lineSpacing` between them; 0 when `count` is 0.
    public func height(ofFirst count: Int) -> CGFloat {
        guard let last = line(ofFirst: count) else { return 0 }
        return last.y + last.height
    }

    /// The end of the longest line, in points: the flow's ideal width when `width` is
    /// `.infinity`; 0 with no items.
    public var contentWidth: CGFloat {
        closedLines.reduce(lastLine?.maxX ?? 0) { max($0, $1.maxX) }
    }

    /// Adds the next item.
    ///
    /// - Parameter size: the item's fitting size, in points (negative components count
    ///   as 0).
    /// - Returns: the index of the line the item went on.
    @discardableResult
    public mutating func append(_ size: CGSize) -> Int {
        let next = step(size, after: lastLine, index: frames.count)
        if next.startsLine, let full = lastLine { closedLines.append(full) }
        lastLine = next.line
        frames.append(next.frame)
        return closedLines.count
    }

    /// Rules 1–3 for one item: where the item at `index`, of fitting size `size`, goes when
    /// `line` is the last line so far (nil: it is the first item), and the line it ends on:
    /// `line` grown by it, or a new line when it starts one.
    @inline(__always)
    private func step(_ size: CGSize, after line: FlowLine?, index: Int) -> (frame: CGRect, line: FlowLine, startsLine: Bool) {
        let height = max(0, size.height)
        let clamped = min(max(0, size.width), width)
        var startX = firstLineIndent
        var y: CGFloat = 0
        if var line {
            let x = line.maxX + spacing
            if x + clamped <= width + Self.tolerance {
                line.count += 1
                line.maxX = x + clamped
                if height > line.height { line.height = height }
                return (CGRect(x: x, y: line.y, width: clamped, height: height), line, false)
            }
            startX = 0
            y = line.y + line.height + lineSpacing
        }
        let itemWidth = min(clamped, max(0, width - startX))
        let started = FlowLine(firstIndex: index, count: 1, startX: startX, y: y, height: height, maxX: startX + itemWidth)
        return (CGRect(x: startX, y: y, width: itemWidth, height: height), started, true)
    }

    /// Every item's frame, in the order appended, with each line moved as `alignment`
    /// asks (Docs/layouts.md, "flow", rule 4); the last line is the last one here.
    public func alignedFrames(_ alignment: FlowAlignment) -> [CGRect] {
        if alignment == .leading { return frames }
        var aligned = frames
        let lines = self.lines
        for (number, line) in lines.enumerated() {
            let offsets = line.alignmentOffsets(alignment, in: width, isLastLine: number == lines.count - 1)
            for (position, index) in line.indices.enumerated() {
                aligned[index].origin.x += offsets.first + offsets.step * CGFloat(position)
            }
        }
        return aligned
    }
}
