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
    /// Glyphs or glyph boxes (``RenderOptions/TextStyle``).
    var textStyle: RenderOptions.TextStyle = .glyphs

    /// Where a baseline sits below the middle of its line, as a fraction of the font size:
    /// 0.35 em, which centres both ideographs (on their em box) and Latin capitals in the
    /// line.
    static let baselineBelowMiddle: CGFloat = 0.35

    /// Paints `view` unless it is hidden or collapsed, and appends every view painted to
    /// `drawn`, in painting order, and the rectangle of every text drawn to `texts`.
    func paint(_ view: View, into writer: inout SVGWriter, drawn: inout [View], texts: inout [CGRect]) {
        guard !view.isHidden, !view.isCollapsed else { return }
        drawn.append(view)
        let style = ViewStyle(view)
        let grouped = style.opacity < 1
        if grouped { writer.element("g", [("opacity", SVGWriter.number(CGFloat(style.opacity)))], open: true) }
        let frame = view.frameInRoot
        let radius = min(style.cornerRadius, frame.width / 2, frame.height / 2)
        if let toggle = view as? Switch {
            paintSwitch(toggle, in: frame, into: &writer)
        } else {
            paintRectangle(frame, radius: radius, style: style, into: &writer)
        }
        if let text = paintText(of: view, in: frame, radius: radius, style: style, into: &writer) { texts.append(text) }
        for subview in view.subviews { paint(subview, into: &writer, drawn: &drawn, texts: &texts) }
        if grouped { writer.close("g") }
    }

    /// Draws the view's rectangle: its fill with rounded corners, then its outline: the
    /// renderer's (1 point on the frame's edge) or the view's border, drawn inside the
    /// frame as CALayer draws it (a stroke centred on a rectangle inset by half its width,
    /// at most half the shorter side).
    private func paintRectangle(_ frame: CGRect, radius: CGFloat, style: ViewStyle, into writer: inout SVGWriter) {
        var rect = rectangle(frame, radius: radius, writer) + [("fill", style.fill)]
        if style.fillOpacity < 1 { rect.append(("fill-opacity", SVGWriter.number(CGFloat(style.fillOpacity)))) }
        guard style.isBorder else {
            if style.stroke != "none" { rect += [("stroke", style.stroke), ("stroke-width", "1")] }
            writer.element("rect", rect)
            return
        }
        writer.element("rect", rect)
        let width = min(style.strokeWidth, frame.width / 2, frame.height / 2)
        guard width > 0 else { return }
        let inset = frame.insetBy(dx: width / 2, dy: width / 2)
        var border = rectangle(inset, radius: max(0, radius - width / 2), writer)
        border += [("fill", "none"), ("stroke", style.stroke), ("stroke-width", writer.length(width))]
        if style.strokeOpacity < 1 { border.append(("stroke-opacity", SVGWriter.number(CGFloat(style.strokeOpacity)))) }
        writer.element("rect", border)
    }

    /// The attributes of an SVG `rect` for `frame` with corners of `radius` points.
    private func rectangle(_ frame: CGRect, radius: CGFloat, _ writer: SVGWriter) -> [(String, String)] {
        var attributes = [
            ("x", writer.length(frame.minX)), ("y", writer.length(frame.minY)),
            ("width", writer.length(frame.width)), ("height", writer.length(frame.height)),
        ]
        if radius > 0 { attributes.append(("rx", writer.length(radius))) }
        return attributes
    }

    /// The lines a view shows and whether they sit at the top: a label's wrapped lines
    /// from its top; for other views the text as shown (a button's title, truncated to its
    /// frame), centred vertically, with the view's ``View/secondaryText`` as a last line.
    private func lines(of view: View) -> (lines: [String], atTop: Bool) {
        if let label = view as? Label { return (label.textLayout.lines, true) }
        if let placeholder = Self.placeholder(of: view) { return ([placeholder], false) }
        guard let text = view.visibleText, !text.isEmpty else { return ([], false) }
        var lines = MandatoryBreaks.paragraphs(of: text).map(String.init)
        if let secondary = view.secondaryText, !secondary.isEmpty { lines.append(secondary) }
        return (lines, false)
    }

    /// Where lines sit across the content box: the x of their anchor and the SVG
    /// `text-anchor` (nil for "start"), from the view's text alignment, leading and
    /// trailing resolved by its layout direction.
    private func anchor(of view: View, in content: CGRect) -> (x: CGFloat, anchor: String?) {
        let rtl = view.effectiveDirection == .rtl
        switch view.effectiveTextAlignment {
        case .center: return (content.midX, "middle")
        case .leading: return rtl ? (content.maxX, "end") : (content.minX, nil)
        case .trailing: return rtl ? (content.minX, nil) : (content.maxX, "end")
        }
    }

    /// Draws the view's lines, clipped to its frame, and returns the rectangle they take:
    /// the content box's width (the frame's when that is narrower) by the lines' height.
    private func paintText(of view: View, in frame: CGRect, radius: CGFloat, style: ViewStyle, into writer: inout SVGWriter) -> CGRect? {
        let (lines, atTop) = lines(of: view)
        guard !lines.isEmpty else { return nil }
        let font = view.effectiveFont
        let lineHeight = view.currentTextMeasurer.lineHeight(for: font)
        let padding = view.effectivePadding
        let content = CGRect(x: frame.minX + padding.left, y: frame.minY + padding.top,
                             width: max(0, frame.width - padding.horizontal),
                             height: max(0, frame.height - padding.vertical))
        let blockHeight = lineHeight * CGFloat(lines.count)
        let top = atTop ? content.minY : content.midY - blockHeight / 2
        var attributes = [
            ("font-family", family ?? font.family ?? SVGRenderer.genericFamily),
            ("font-size", writer.length(font.size)),
        ]
        if font.weight != .regular { attributes.append(("font-weight", String(font.weight.cssWeight))) }
        let isPlaceholder = Self.placeholder(of: view) != nil
        attributes.append(("fill", isPlaceholder ? Self.placeholderColor : style.textColor))
        if style.textOpacity < 1, !isPlaceholder { attributes.append(("fill-opacity", SVGWriter.number(CGFloat(style.textOpacity)))) }
        let (x, anchor) = anchor(of: view, in: content)
        if let anchor { attributes.append(("text-anchor", anchor)) }
        let clip = writer.nextIdentifier("clip")
        writer.element("clipPath", [("id", clip)], open: true)
        writer.element("rect", rectangle(frame, radius: radius, writer))
        writer.close("clipPath")
        writer.element("g", [("clip-path", "url(#\(clip))")], open: true)
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let middle = top + lineHeight * (CGFloat(index) + 0.5)
            let baseline = middle + font.size * Self.baselineBelowMiddle
            switch textStyle {
            case .glyphs:
                writer.element("text", [("x", writer.length(x)), ("y", writer.length(baseline))] + attributes, text: line)
            case .boxes:
                let measurer = view.currentTextMeasurer
                let width = measurer.size(of: line, font: font).width
                let start = anchor == "middle" ? x - width / 2 : anchor == "end" ? x - width : x
                let fill = attributes.filter { $0.0 == "fill" || $0.0 == "fill-opacity" }
                paintBoxes(of: line, from: start, baseline: baseline, font: font, measurer: measurer, fill: fill, into: &writer)
            }
        }
        writer.close("g")
        return CGRect(x: content.minX, y: top, width: content.width, height: blockHeight).intersection(frame)
    }

    /// One filled rectangle per grapheme cluster of `line` that is not white space, each
    /// as wide as the cluster's measured advance, ``RenderOptions/glyphBoxHeight`` × the
    /// font size high, standing on `baseline`, painted with the text's `fill` attributes.
    private func paintBoxes(of line: String, from start: CGFloat, baseline: CGFloat, font: Font, measurer: any TextMeasuring, fill: [(String, String)], into writer: inout SVGWriter) {
        let height = font.size * RenderOptions.glyphBoxHeight
        var x = start
        for cluster in line {
            let advance = measurer.size(of: String(cluster), font: font).width
            if !cluster.isWhitespace, advance > 0 {
                writer.element("rect", [
                    ("x", writer.length(x)), ("y", writer.length(baseline - height)),
                    ("width", writer.length(advance)), ("height", writer.length(height)),
                ] + fill)
            }
            x += advance
        }
    }
}
