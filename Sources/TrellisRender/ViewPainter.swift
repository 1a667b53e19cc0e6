import Foundation
import TrellisCore

/// Paints one view and its subtree: its rectangle, then its text, then its subviews back
/// to front, in a group carrying its opacity when that is below 1.
///
/// Text is clipped to its view's frame where it may reach past it (``TextClip``): the
/// test metrics give every Latin letter half an em, narrower than a real font's "W", so a
/// title that fits by the metrics could otherwise spill out of its button in a PNG. Under
/// the `fonts` metrics the text is set in the fonts it was measured with and fits as
/// measured. Glyph boxes are always clipped.
struct ViewPainter {
    /// The family every text names (the generic family under the test metrics); nil: each
    /// view's own `font-family`, or ``SVGRenderer/genericFamily`` where none is set.
    let family: String?
    /// Glyphs or glyph boxes (``RenderOptions/TextStyle``).
    var textStyle: RenderOptions.TextStyle = .glyphs
    /// The pictures drawn before this one into the same document, whose drawings of
    /// views that did not change are referred to rather than drawn again; nil: every view
    /// is drawn.
    var series: SVGPictureSeries?
    /// The screen's clock when an animation moves what is drawn (Docs/time.md, "Model and
    /// presentation"): each view is then drawn at its presented frame, composed through
    /// its ancestors' presented frames, with its presented alpha, and a collapsed view
    /// fading out is still drawn; nil: the model is drawn, as when nothing animates.
    var clock: VirtualClock?

    /// Where a baseline sits below the middle of its line, as a fraction of the font size:
    /// 0.35 em, which centres both ideographs (on their em box) and Latin capitals in the
    /// line.
    static let baselineBelowMiddle: CGFloat = 0.35

    /// How far a glyph may reach above and below the middle of its line, as a fraction of
    /// the font size: 0.75 em (an ascender about 1.1 em above a baseline 0.35 em below the
    /// middle; a descender 0.25 em below it). Text is clipped to its frame, grown
    /// vertically where its first or last line's glyphs would reach past it (by at most
    /// `glyphReach` less half a line), so a control exactly as tall as its line (1.2 em,
    /// its fitting height) never has its glyphs cut, and no further line shows.
    static let glyphReach: CGFloat = 0.75

    /// Paints `view` unless it is hidden or collapsed, and appends every view painted to
    /// `drawn`, in painting order, and the rectangle of every text drawn to `texts`.
    ///
    /// `clip` is the part of the screen the clipping ancestors leave (root coordinates;
    /// nil: none clips): a view whose frame lies outside it is not drawn, and its subviews
    /// are drawn only when it does not clip. A view that clips (``View/clipsToBounds``)
    /// draws its picture and subviews inside a clip path of its frame, with its corner
    /// radius, as CALayer's `masksToBounds` does; its own rectangle is inside its frame
    /// anyway. Frames are read through the bounds origins of the ancestors
    /// (``View/frameInRoot``), so a scrolled view is drawn where hit-testing finds it.
    /// While an animation runs (``clock``), frames, alphas and clips are the
    /// presentation's.
    ///
    /// With a ``series``, `unchangedAbove` says that every ancestor was drawn or referred
    /// to in the series' last picture and has not changed since
    /// (``View/drawingRevision``); false for a picture alone.
    func paint(
        _ view: View, clip: CGRect? = nil, unchangedAbove: Bool = false, into writer: inout SVGWriter, drawn: inout [View], texts: inout [CGRect],
        images: inout SVGImageSymbols
    ) {
        guard !view.isHidden, !view.isCollapsed || isFadingOut(view) else { return }
        let clips = view.clipsToBounds || clipsToPresentedBounds(view)
        if let series, textStyle == .glyphs, !clips, Self.drawsItsDrawingAlone(view) {
            paint(view, in: series, clip: clip, unchangedAbove: unchangedAbove, into: &writer, drawn: &drawn, texts: &texts, images: &images)
            return
        }
        let frame = frameInRoot(of: view)
        if let clip, Self.lies(frame, outside: clip) {
            guard !clips else { return }
            for subview in view.subviews { paint(subview, clip: clip, into: &writer, drawn: &drawn, texts: &texts, images: &images) }
            return
        }
        drawn.append(view)
        let style = style(of: view)
        let grouped = Self.openOpacityGroup(style.opacity, into: &writer)
        let radius = min(style.cornerRadius, frame.width / 2, frame.height / 2)
        var innerClip = clip
        if let toggle = view as? Switch {
            SwitchPainter.paint(toggle, in: frame, into: &writer)
        } else if let spinner = view as? Spinner {
            paintRectangle(frame, radius: radius, style: style, into: &writer)
            SpinnerPainter.paint(spinner, in: frame, into: &writer)
        } else {
            paintRectangle(frame, radius: radius, style: style, into: &writer)
        }
        if clips {
            innerClip = clip.map { $0.intersection(frame) } ?? frame
            Self.openClipGroup(frame, radius: radius, into: &writer)
        }
        if let imageView = view as? ImageView, let image = imageView.image, let rect = imageView.imageRect {
            images.draw(image, in: rect.offsetBy(dx: frame.minX - imageView.bounds.minX, dy: frame.minY - imageView.bounds.minY), into: &writer)
        }
        if let text = textDrawing(of: view, from: textSource(of: view, in: frame), in: frame, radius: radius, style: style, margin: 1 / writer.scale) {
            switch textStyle {
            case .glyphs: paint(text, radius: radius, into: &writer)
            case .boxes: paintBoxes(text, radius: radius, of: view, into: &writer)
            }
            texts.append(text.area)
        }
        for subview in view.subviews {
            paint(subview, clip: innerClip, into: &writer, drawn: &drawn, texts: &texts, images: &images)
            writer.flushIfFull()
        }
        if clips { writer.close("g") }
        if grouped { writer.close("g") }
    }

    /// Opens a group carrying `opacity` when it is below 1, and returns whether it did;
    /// close it with `writer.close("g")`.
    static func openOpacityGroup(_ opacity: Double, into writer: inout SVGWriter) -> Bool {
        guard opacity < 1 else { return false }
        writer.element("g", [("opacity", SVGWriter.number(CGFloat(opacity)))], open: true)
        return true
    }

    /// Whether `frame` shows nothing inside `clip`: no point in common, or, for a frame
    /// with an area, no area in common (a frame that only touches the clip's edge).
    static func lies(_ frame: CGRect, outside clip: CGRect) -> Bool {
        if frame.maxX < clip.minX || frame.minX > clip.maxX || frame.maxY < clip.minY || frame.minY > clip.maxY { return true }
        guard frame.width > 0, frame.height > 0 else { return false }
        return frame.maxX <= clip.minX || frame.minX >= clip.maxX || frame.maxY <= clip.minY || frame.minY >= clip.maxY
    }

    /// Draws the view's rectangle: its fill with rounded corners, then its outline: the
    /// renderer's (1 point on the frame's edge) or the view's border, drawn inside the
    /// frame as CALayer draws it (a stroke centred on a rectangle inset by half its width,
    /// at most half the shorter side).
    func paintRectangle(_ frame: CGRect, radius: CGFloat, style: ViewStyle, into writer: inout SVGWriter) {
        if !style.isBorder, style.fill == .none, style.stroke == .none { return }
        Self.startRectangle(frame, radius: radius, into: &writer)
        writer.attribute("fill", paint: style.fill)
        if style.fillOpacity < 1 { writer.attribute("fill-opacity", plain: SVGWriter.number(CGFloat(style.fillOpacity))) }
        guard style.isBorder else {
            if style.stroke != .none {
                writer.attribute("stroke", paint: style.stroke)
                writer.attribute("stroke-width", plain: "1")
            }
            writer.endElement()
            return
        }
        writer.endElement()
        let width = min(style.strokeWidth, frame.width / 2, frame.height / 2)
        guard width > 0 else { return }
        let inset = frame.insetBy(dx: width / 2, dy: width / 2)
        Self.startRectangle(inset, radius: max(0, radius - width / 2), into: &writer)
        writer.attribute("fill", "none")
        writer.attribute("stroke", paint: style.stroke)
        writer.attribute("stroke-width", length: width)
        if style.strokeOpacity < 1 { writer.attribute("stroke-opacity", SVGWriter.number(CGFloat(style.strokeOpacity))) }
        writer.endElement()
    }

    /// Starts an SVG `rect` for `frame` with corners of `radius` points: `<rect x y width
    /// height [rx]`; more attributes may follow before ``SVGWriter/endElement(open:)``.
    static func startRectangle(_ frame: CGRect, radius: CGFloat, into writer: inout SVGWriter) {
        writer.startElement("rect")
        writer.attribute("x", length: frame.minX)
        writer.attribute("y", length: frame.minY)
        writer.attribute("width", length: frame.width)
        writer.attribute("height", length: frame.height)
        if radius > 0 { writer.attribute("rx", length: radius) }
    }

    /// Writes a clip path of `frame` with corners of `radius` points and opens a group
    /// clipped by it; close the group with `writer.close("g")`.
    static func openClipGroup(_ frame: CGRect, radius: CGFloat, into writer: inout SVGWriter) {
        let number = writer.nextIdentifierNumber()
        writer.startElement("clipPath")
        writer.identifierAttribute("clip", number: number)
        writer.endElement(open: true)
        startRectangle(frame, radius: radius, into: &writer)
        writer.endElement()
        writer.close("clipPath")
        writer.startElement("g")
        writer.referenceAttribute("clip-path", "clip", number: number)
        writer.endElement(open: true)
    }

    /// Where lines sit across the content box: the x of their anchor and the SVG
    /// `text-anchor` (nil for "start"), from the source's text alignment, leading and
    /// trailing resolved by its layout direction.
    private func anchor(of source: TextSource, in content: CGRect) -> (x: CGFloat, anchor: String?) {
        let rtl = source.direction == .rtl
        switch source.alignment {
        case .center: return (content.midX, "middle")
        case .leading: return rtl ? (content.maxX, "end") : (content.minX, nil)
        case .trailing: return rtl ? (content.minX, nil) : (content.maxX, "end")
        }
    }

    /// What `source`, the text of `view`, looks like, and the rectangle it takes: the
    /// content box's width (the frame's when that is narrower) by the lines' height; nil
    /// when it has no lines.
    ///
    /// The lines are clipped to the view's frame, grown vertically by the glyphs' reach
    /// (``glyphReach``); glyphs only where they may reach past it (``TextClip``, with
    /// `margin` output units to spare where the fonts measured the advances): the clip
    /// path and its group are left out where they would cut nothing.
    func textDrawing(of view: View, from source: TextSource, in frame: CGRect, radius: CGFloat, style: ViewStyle, margin: CGFloat) -> TextDrawing? {
        let (lines, atTop) = source.lines
        guard !lines.isEmpty else { return nil }
        let font = source.font
        let measurer = source.measurer
        let lineHeight = measurer.lineHeight(for: font)
        let padding = source.padding
        let content = CGRect(
            x: frame.minX + padding.left, y: frame.minY + padding.top,
            width: max(0, frame.width - padding.horizontal),
            height: max(0, frame.height - padding.vertical))
        let blockHeight = lineHeight * CGFloat(lines.count)
        let top = atTop ? content.minY : content.midY - blockHeight / 2
        let isPlaceholder = source.kind == .placeholder
        let (x, anchor) = anchor(of: source, in: content)
        let layout = TextDrawing.Layout(
            lines: lines, font: font, lineHeight: lineHeight, top: top, x: x, anchor: anchor,
            family: family ?? font.family ?? SVGRenderer.genericFamily,
            fill: isPlaceholder ? style.placeholder : style.textColor,
            fillOpacity: style.textOpacity < 1 && !isPlaceholder ? style.textOpacity : nil)
        let reach = font.size * Self.glyphReach
        let room = max(0, reach - lineHeight / 2)
        let firstMiddle = top + lineHeight / 2
        let lastMiddle = top + blockHeight - lineHeight / 2
        let clipTop = min(frame.minY, max(firstMiddle - reach, frame.minY - room))
        let clipBottom = max(frame.maxY, min(lastMiddle + reach, frame.maxY + room))
        let clipRect = CGRect(x: frame.minX, y: clipTop, width: frame.width, height: clipBottom - clipTop)
        var clipped = true
        if textStyle == .glyphs {
            var clip = TextClip(anchorX: x, anchor: anchor, firstMiddle: firstMiddle, lastMiddle: lastMiddle, reach: reach)
            for line in lines {
                let measured = measurer.size(of: line, font: font).width
                // Under the test metrics the glyphs come from the machine's fonts.
                clip.addLine(width: family == nil ? measured : TextClip.glyphWidthBound(of: line, measured: measured, fontSize: font.size))
            }
            // One output unit from the clip's edges where the fonts measured the advances.
            clipped = clip.isNeeded(in: clipRect, radius: radius, margin: family == nil ? margin : 0)
        }
        return TextDrawing(
            layout, clip: clipped ? clipRect : nil,
            area: CGRect(x: content.minX, y: top, width: content.width, height: blockHeight).intersection(frame))
    }

    /// Draws `text` as glyphs, inside its clip path when it has one (with corners of
    /// `radius` points).
    func paint(_ text: TextDrawing, radius: CGFloat, into writer: inout SVGWriter) {
        if let clip = text.clip { Self.openClipGroup(clip, radius: radius, into: &writer) }
        let layout = text.layout
        let weight = layout.font.weight == .regular ? nil : String(layout.font.weight.cssWeight)
        for (index, line) in layout.lines.enumerated() where !line.isEmpty {
            writer.startElement("text")
            writer.attribute("x", length: layout.x)
            writer.attribute("y", length: text.baseline(ofLine: index))
            // The generic family (the test metrics') has nothing to escape.
            if family != nil { writer.attribute("font-family", plain: layout.family) } else { writer.attribute("font-family", layout.family) }
            writer.attribute("font-size", length: layout.font.size)
            if let weight { writer.attribute("font-weight", weight) }
            writer.attribute("fill", paint: layout.fill)
            if let fillOpacity = layout.fillOpacity { writer.attribute("fill-opacity", plain: SVGWriter.number(CGFloat(fillOpacity))) }
            if let anchor = layout.anchor { writer.attribute("text-anchor", plain: anchor) }
            writer.endElement(text: line, "text")
        }
        if text.clip != nil { writer.close("g") }
    }

    /// Draws `text` as glyph boxes, measured as `view` measures its text, inside its clip
    /// path when it has one (with corners of `radius` points).
    private func paintBoxes(_ text: TextDrawing, radius: CGFloat, of view: View, into writer: inout SVGWriter) {
        let measurer = view.currentTextMeasurer
        if let clip = text.clip { Self.openClipGroup(clip, radius: radius, into: &writer) }
        let layout = text.layout
        for (index, line) in layout.lines.enumerated() where !line.isEmpty {
            let width = measurer.size(of: line, font: layout.font).width
            let start = layout.anchor == "middle" ? layout.x - width / 2 : layout.anchor == "end" ? layout.x - width : layout.x
            paintBoxes(
                of: line, from: start, baseline: text.baseline(ofLine: index), font: layout.font, measurer: measurer,
                fill: layout.fill, fillOpacity: layout.fillOpacity, into: &writer)
        }
        if text.clip != nil { writer.close("g") }
    }

    /// One filled rectangle per grapheme cluster of `line` that is not white space, each
    /// as wide as the cluster's measured advance, ``RenderOptions/glyphBoxHeight`` × the
    /// font size high, standing on `baseline`, painted in the text's `fill` and
    /// `fillOpacity`.
    private func paintBoxes(
        of line: String, from start: CGFloat, baseline: CGFloat, font: Font, measurer: any TextMeasuring, fill: Paint, fillOpacity: Double?,
        into writer: inout SVGWriter
    ) {
        let height = font.size * RenderOptions.glyphBoxHeight
        var x = start
        for cluster in line {
            let advance = measurer.size(of: String(cluster), font: font).width
            if !cluster.isWhitespace, advance > 0 {
                Self.startRectangle(CGRect(x: x, y: baseline - height, width: advance, height: height), radius: 0, into: &writer)
                writer.attribute("fill", paint: fill)
                if let fillOpacity { writer.attribute("fill-opacity", SVGWriter.number(CGFloat(fillOpacity))) }
                writer.endElement()
            }
            x += advance
        }
    }
}
