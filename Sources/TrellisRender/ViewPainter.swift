import Foundation
import TrellisCore

/// Paints one view and its subtree: its rectangle, then its text, then its subviews back
/// to front, in a group carrying its opacity when that is below 1.
///
/// Text is clipped to its view's frame: the test metrics give every Latin letter half an
/// em, narrower than a real font's "W", so a title that fits by the metrics could
/// otherwise spill out of its button in a PNG. Under the `fonts` metrics the text is set
/// in the fonts it was measured with and fits as measured.
struct ViewPainter {
    /// The family every text names (the generic family under the test metrics); nil: each
    /// view's own `font-family`, or ``SVGRenderer/genericFamily`` where none is set.
    let family: String?

    /// Where a baseline sits below the middle of its line, as a fraction of the font size:
    /// 0.35 em, which centres both ideographs (on their em box) and Latin capitals in the
    /// line.
    static let baselineBelowMiddle: CGFloat = 0.35

    /// Paints `view` unless it is hidden or collapsed, and appends every view painted to
    /// `drawn`, in painting order.
    func paint(_ view: View, into writer: inout SVGWriter, drawn: inout [View]) {
        guard !view.isHidden, !view.isCollapsed else { return }
        drawn.append(view)
        let style = ViewStyle(view)
        let grouped = style.opacity < 1
        if grouped { writer.element("g", [("opacity", SVGWriter.number(CGFloat(style.opacity)))], open: true) }
        let frame = view.frameInRoot
        var rect = [
            ("x", writer.length(frame.minX)), ("y", writer.length(frame.minY)),
            ("width", writer.length(frame.width)), ("height", writer.length(frame.height)),
            ("fill", style.fill),
        ]
        if style.stroke != "none" { rect += [("stroke", style.stroke), ("stroke-width", "1")] }
        writer.element("rect", rect)
        paintText(of: view, in: frame, color: style.textColor, into: &writer)
        for subview in view.subviews { paint(subview, into: &writer, drawn: &drawn) }
        if grouped { writer.close("g") }
    }

    /// The lines a view shows and whether they are centred: a label's wrapped lines from
    /// its left edge; for other views the text as shown (a button's title, truncated to
    /// its frame), centred, with the view's ``View/secondaryText`` as a last line.
    private func lines(of view: View) -> (lines: [String], centred: Bool) {
        if let label = view as? Label { return (label.textLayout.lines, false) }
        guard let text = view.visibleText, !text.isEmpty else { return ([], true) }
        var lines = MandatoryBreaks.paragraphs(of: text).map(String.init)
        if let secondary = view.secondaryText, !secondary.isEmpty { lines.append(secondary) }
        return (lines, true)
    }

    private func paintText(of view: View, in frame: CGRect, color: String, into writer: inout SVGWriter) {
        let (lines, centred) = lines(of: view)
        guard !lines.isEmpty else { return }
        let font = view.effectiveFont
        let lineHeight = view.currentTextMeasurer.lineHeight(for: font)
        let padding = view.effectivePadding
        let content = CGRect(x: frame.minX + padding.left, y: frame.minY + padding.top,
                             width: max(0, frame.width - padding.horizontal),
                             height: max(0, frame.height - padding.vertical))
        let blockHeight = lineHeight * CGFloat(lines.count)
        let top = centred ? content.midY - blockHeight / 2 : content.minY
        var attributes = [
            ("font-family", family ?? font.family ?? SVGRenderer.genericFamily),
            ("font-size", writer.length(font.size)),
        ]
        if font.weight != .regular { attributes.append(("font-weight", String(font.weight.cssWeight))) }
        attributes.append(("fill", color))
        if centred { attributes.append(("text-anchor", "middle")) }
        let x = centred ? content.midX : content.minX
        let clip = writer.nextIdentifier("clip")
        writer.element("clipPath", [("id", clip)], open: true)
        writer.element("rect", [
            ("x", writer.length(frame.minX)), ("y", writer.length(frame.minY)),
            ("width", writer.length(frame.width)), ("height", writer.length(frame.height)),
        ])
        writer.close("clipPath")
        writer.element("g", [("clip-path", "url(#\(clip))")], open: true)
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let middle = top + lineHeight * (CGFloat(index) + 0.5)
            let baseline = middle + font.size * Self.baselineBelowMiddle
            writer.element("text", [("x", writer.length(x)), ("y", writer.length(baseline))] + attributes, text: line)
        }
        writer.close("g")
    }
}
