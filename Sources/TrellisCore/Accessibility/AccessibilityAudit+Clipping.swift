import Foundation

extension AccessibilityAudit {
    /// The text a view shows inside `clip` (screen coordinates) when an ancestor that
    /// clips to its bounds cuts some of it (Docs/accessibility.md, "The audit"); nil when
    /// nothing of it is cut.
    ///
    /// The lines sit where renderers draw them: a label's lines from the top of its
    /// content box (its frame inset by its padding), any other view's lines centred
    /// vertically, each line placed by the view's text alignment and direction. A line is
    /// shown when its whole line box (the measurer's line height) lies inside the clip,
    /// and of a shown line each grapheme cluster whose whole advance lies inside it; white
    /// space draws nothing and always counts as shown. Text is also clipped to its own
    /// frame, as renderers clip it.
    ///
    /// - Parameters:
    ///   - view: the view showing text.
    ///   - frame: the view's frame in screen coordinates.
    ///   - clip: the region its clipping ancestors leave, in screen coordinates.
    static func clippedText(of view: View, frame: CGRect, clip: CGRect) -> String? {
        guard !clip.contains(frame) else { return nil }
        let region = clip.intersection(frame)
        let lines: [String]
        let atTop: Bool
        if let label = view as? Label {
            (lines, atTop) = (label.textLayout.lines, true)
        } else if let text = view.visibleText, !text.isEmpty {
            (lines, atTop) = (MandatoryBreaks.paragraphs(of: text).map(String.init), false)
        } else {
            return nil
        }
        guard !lines.isEmpty else { return nil }
        let font = view.effectiveFont
        let measurer = view.currentTextMeasurer
        let lineHeight = measurer.lineHeight(for: font)
        let padding = view.effectivePadding
        let content = CGRect(
            x: frame.minX + padding.left, y: frame.minY + padding.top,
            width: max(0, frame.width - padding.horizontal), height: max(0, frame.height - padding.vertical))
        let top = atTop ? content.minY : content.midY - lineHeight * CGFloat(lines.count) / 2
        let rtl = view.effectiveDirection == .rtl
        let epsilon: CGFloat = 1e-9
        var shown: [String] = []
        var isCut = false
        for (index, line) in lines.enumerated() {
            let lineTop = top + lineHeight * CGFloat(index)
            guard lineTop >= region.minY - epsilon, lineTop + lineHeight <= region.maxY + epsilon else {
                isCut = isCut || !line.allSatisfy(\.isWhitespace)
                continue
            }
            let width = measurer.size(of: line, font: font).width
            let start: CGFloat
            switch (view.effectiveTextAlignment, rtl) {
            case (.center, _): start = content.midX - width / 2
            case (.leading, false), (.trailing, true): start = content.minX
            case (.leading, true), (.trailing, false): start = content.maxX - width
            }
            var kept = ""
            var advance: CGFloat = 0
            for cluster in line {
                let clusterWidth = measurer.size(of: String(cluster), font: font).width
                let minX = rtl ? start + width - advance - clusterWidth : start + advance
                advance += clusterWidth
                if cluster.isWhitespace || (minX >= region.minX - epsilon && minX + clusterWidth <= region.maxX + epsilon) {
                    kept.append(cluster)
                } else {
                    isCut = true
                }
            }
            shown.append(kept)
        }
        return isCut ? shown.joined(separator: "\n") : nil
    }
}
