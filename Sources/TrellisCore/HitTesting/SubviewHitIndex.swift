import Foundation

/// A search structure over the hit areas of a container's subviews, built from the frames
/// in place, so that hit-testing a container of many subviews whose frames lie in rows
/// (as a flow or a grid places them) tries a few of them instead of all (Docs/events.md,
/// rule 3, gives the same answer).
///
/// Each subview falls in one of three groups:
/// - **entries**: subviews of a class that keeps View's own hit-testing
///   (``View/usesDefaultHitTesting(_:)``), neither hidden nor collapsed, with a non-empty,
///   finite hit area. Such a subview answers only for points in its hit area (its bounds
///   inset by ``View/hitInsets``), so an entry holds that area in the container's
///   coordinates, widened by a relative margin of 1e-9 so that rounding can never leave a
///   point out that the exact test would take in.
/// - **always tried**: subviews that might answer anywhere (their class overrides
///   hit-testing, or their frame is not finite); they are tried in turn as in the scan.
/// - left out: hidden or collapsed subviews of a default class, and empty hit areas,
///   which never answer.
///
/// Entries are grouped in rows of consecutive entries whose frames share their y. The rows
/// must start no higher than the row before (else the index is not usable and the
/// container is scanned); a point's candidate rows are found by binary search on the rows'
/// tops, then walking up while the highest bottom so far is below the point. Candidates
/// are tried from last to first, merged with the always-tried subviews, each with the exact
/// test the scan makes, so the answer is the scan's.
///
/// The index describes the frames at the time it was built; the engine drops it
/// (``LayoutCache/hitIndex``) whenever a subview is added, removed or moved in the order,
/// or a subview's frame, hit insets, hidden or collapsed state changes.
final class SubviewHitIndex {
    /// One subview's hit area, widened, in the container's coordinates.
    private struct Entry {
        var index: Int
        var minX: CGFloat
        var minY: CGFloat
        var maxX: CGFloat
        var maxY: CGFloat
    }

    /// How many subviews a container needs before an index is worth building: 32.
    static let minimumSubviewCount = 32
    /// The relative margin by which entries are widened: 1e-9 of the magnitudes involved.
    static let margin: CGFloat = 1e-9

    private var entries: [Entry] = []
    /// Row `r` holds `entries[rowStarts[r]..<rowStarts[r + 1]]`.
    private var rowStarts: [Int] = []
    private var rowMinY: [CGFloat] = []
    private var rowMaxY: [CGFloat] = []
    /// The largest `rowMaxY` of rows `0...r`.
    private var rowMaxYSoFar: [CGFloat] = []
    /// Subviews tried whatever the point, in ascending order.
    private var alwaysTried: [Int] = []
    /// Whether the rows are in order; when false, the container is scanned.
    private(set) var isUsable = true

    /// Builds the index of `subviews`, in subview order.
    init(_ subviews: [View]) {
        var lastClass: ObjectIdentifier?
        var lastTrusted = false
        var rowY = CGFloat.nan
        for (index, subview) in subviews.enumerated() {
            let type = type(of: subview)
            let identifier = ObjectIdentifier(type)
            if identifier != lastClass {
                lastClass = identifier
                lastTrusted = View.usesDefaultHitTesting(type)
            }
            guard lastTrusted else {
                alwaysTried.append(index)
                continue
            }
            if subview.isHidden || subview.isCollapsed { continue }
            let frame = subview.storedFrame
            let insets = subview.hitInsets
            // The exact test: bounds.inset(by: hitInsets).containsHalfOpen(point − frame.origin
            // + bounds.origin), the same area in this container's space whatever the bounds origin.
            let width = max(0, frame.size.width - insets.horizontal)
            let height = max(0, frame.size.height - insets.vertical)
            guard width > 0, height > 0 else { continue }
            let originX = frame.minX
            let originY = frame.minY
            let minX = originX + insets.left
            let minY = originY + insets.top
            let maxX = minX + width
            let maxY = minY + height
            let marginX = Self.margin * (abs(originX) + abs(insets.left) + width)
            let marginY = Self.margin * (abs(originY) + abs(insets.top) + height)
            let entry = Entry(index: index, minX: minX - marginX, minY: minY - marginY, maxX: maxX + marginX, maxY: maxY + marginY)
            guard entry.minX.isFinite, entry.minY.isFinite, entry.maxX.isFinite, entry.maxY.isFinite else {
                alwaysTried.append(index)
                continue
            }
            if rowStarts.isEmpty || frame.origin.y != rowY {
                if let previous = rowMinY.last, entry.minY < previous {
                    isUsable = false
                    return
                }
                rowY = frame.origin.y
                rowStarts.append(entries.count)
                rowMinY.append(entry.minY)
                rowMaxY.append(entry.maxY)
                rowMaxYSoFar.append(max(rowMaxYSoFar.last ?? -.infinity, entry.maxY))
            } else {
                let row = rowMinY.count - 1
                if entry.minY < rowMinY[row] {
                    if row > 0, entry.minY < rowMinY[row - 1] {
                        isUsable = false
                        return
                    }
                    rowMinY[row] = entry.minY
                }
                rowMaxY[row] = max(rowMaxY[row], entry.maxY)
                rowMaxYSoFar[row] = max(rowMaxYSoFar[row], entry.maxY)
            }
            entries.append(entry)
        }
        rowStarts.append(entries.count)
    }

    /// The deepest view under `point` (in the container's coordinates) among `subviews`
    /// (the ones the index was built from), tried from last to first as Docs/events.md rule 3
    /// says; nil when none answers. Each subview tried is counted in `container`'s
    /// ``View/layoutWork``.
    func hitTest(_ point: CGPoint, in subviews: [View], countingIn container: View) -> View? {
        var tried = alwaysTried.count - 1
        var row = firstRow(below: point.y) - 1
        while row >= 0, rowMaxYSoFar[row] >= point.y {
            if rowMaxY[row] >= point.y {
                var position = rowStarts[row + 1] - 1
                while position >= rowStarts[row] {
                    let entry = entries[position]
                    if point.x >= entry.minX, point.x <= entry.maxX, point.y >= entry.minY, point.y <= entry.maxY {
                        while tried >= 0, alwaysTried[tried] > entry.index {
                            if let hit = Self.hitTest(subviews[alwaysTried[tried]], at: point, countingIn: container) { return hit }
                            tried -= 1
                        }
                        if let hit = Self.hitTest(subviews[entry.index], at: point, countingIn: container) { return hit }
                    }
                    position -= 1
                }
            }
            row -= 1
        }
        while tried >= 0 {
            if let hit = Self.hitTest(subviews[alwaysTried[tried]], at: point, countingIn: container) { return hit }
            tried -= 1
        }
        return nil
    }

    /// The number of rows whose top is at or above `y`: the index of the first row that
    /// starts below it.
    private func firstRow(below y: CGFloat) -> Int {
        var low = 0
        var high = rowMinY.count
        while low < high {
            let middle = (low + high) / 2
            if rowMinY[middle] <= y { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The scan's step for one subview: the point converted into its coordinates.
    private static func hitTest(_ subview: View, at point: CGPoint, countingIn container: View) -> View? {
        container.layoutCounts.subviewsHitTested &+= 1
        return subview.hitTest(subview.pointFromSuperview(point))
    }
}
