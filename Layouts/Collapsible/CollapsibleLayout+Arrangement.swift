import Foundation
import TrellisCore
import TrellisFlowLayout

extension CollapsibleLayout {
    /// What rules 1–3 decide for one set of subviews at one width.
    struct Arrangement {
        /// The flow actually placed: the shown items, then the toggle when shown. Without a
        /// toggle it holds every item, of which only the first ``shownLines`` lines show.
        var lines: FlowLines
        /// How many items, a prefix in subview order, are placed.
        var shownItems: Int
        /// How many of ``lines``' lines are shown.
        var shownLines: Int
        /// The toggle's index among the subviews, or nil when there is none.
        var toggleIndex: Int?
        /// Whether the toggle is placed (as the flow's last item) rather than collapsed.
        var showsToggle: Bool
    }

    /// Applies rules 1–3 (Docs/layouts.md, "collapsible") to `subviews` at content width
    /// `width` (nil: unconstrained, every item on one line).
    func arrangement(of subviews: LayoutSubviews, width: CGFloat?) -> Arrangement {
        let offered = ProposedSize(width: width, height: nil)
        let toggleIndex = subviews.lastIndex { $0.role == .accessory }
        let sizes = subviews.sizesThatFit(offered)
        let items = sizes.indices.filter { $0 != toggleIndex }.map { sizes[$0] }
        let emptyFlow = FlowLines(
            width: width ?? .infinity, spacing: spacing, lineSpacing: lineSpacing, firstLineIndent: firstLineIndent)
        var all = emptyFlow
        for size in items { all.append(size) }

        if maxLines == 0 || all.lineCount <= maxLines {
            return Arrangement(lines: all, shownItems: items.count, shownLines: all.lineCount, toggleIndex: toggleIndex, showsToggle: false)
        }
        guard let toggleIndex else {
            return Arrangement(
                lines: all, shownItems: all.itemCount(ofFirst: maxLines), shownLines: maxLines, toggleIndex: nil, showsToggle: false)
        }
        let toggle = sizes[toggleIndex]
        if isExpanded {
            all.append(toggle)
            return Arrangement(lines: all, shownItems: items.count, shownLines: all.lineCount, toggleIndex: toggleIndex, showsToggle: true)
        }
        var best = emptyFlow
        best.append(toggle)
        var bestCount = 0
        var prefix = emptyFlow
        for (index, size) in items.enumerated() {
            prefix.append(size)
            if prefix.lineCount > maxLines { break }
            var candidate = prefix
            candidate.append(toggle)
            if candidate.lineCount <= maxLines {
                best = candidate
                bestCount = index + 1
            }
        }
        return Arrangement(lines: best, shownItems: bestCount, shownLines: best.lineCount, toggleIndex: toggleIndex, showsToggle: true)
    }
}
