import Foundation
import TrellisCore

extension ViewPainter {
    /// Whether `view`'s drawing is made only from state the core marks as changed
    /// (``View/drawingRevision``): its class says so (``View/drawsFromCoreStateOnly``). A
    /// view of another class (a plugin's subclass may draw from state of its own, through
    /// `visibleText` or `secondaryText`) is compared in full in every picture.
    static func drawsFromCoreStateOnly(_ view: View) -> Bool {
        type(of: view).drawsFromCoreStateOnly
    }

    /// Whether `view`'s rectangle and text (``ViewDrawing``) are all it draws of its own:
    /// false for a switch (its knob), an image view (its image) and a spinner (its
    /// spokes), which series and picture caches draw in full every time.
    static func drawsItsDrawingAlone(_ view: View) -> Bool {
        !(view is Switch) && !(view is ImageView) && !(view is Spinner)
    }

    /// Paints `view`, whose rectangle and text are all it draws, as part of `series`
    /// (``SVGPictureSeries``), then its subviews.
    ///
    /// - A view of the core's classes that was drawn or referred to in the series' last
    ///   picture, is unchanged since (its ``View/drawingRevision``), and whose ancestors
    ///   all are (`unchangedAbove`) draws what it drew then: it is referred to without
    ///   reading anything else. Debug builds check that by comparing its drawing in full.
    /// - Any other view's drawing is read (``ViewDrawing``) and compared with the one the
    ///   series last wrote for it, then with the few it wrote before: referred to when
    ///   equal to one, else drawn in a new group.
    func paint(
        _ view: View, in series: SVGPictureSeries, clip: CGRect?, unchangedAbove: Bool, into writer: inout SVGWriter, drawn: inout [View],
        texts: inout [CGRect], images: inout SVGImageSymbols
    ) {
        let known = series.written(for: view)
        let revision = view.drawingRevision
        // The view and its ancestors are as they were in the last picture.
        let unchanged = unchangedAbove && known.map { series.wasInLastPicture($0) && $0.revision == revision } == true
        if let known, unchanged, Self.drawsFromCoreStateOnly(view) {
            assert(
                known.draws(ViewDrawing(frame: view.frameInRoot, style: ViewStyle(view), text: TextSource(view))),
                "\(view.debugName) changed what it is drawn from without moving on its drawing revision")
            drawn.append(view)
            let grouped = Self.openOpacityGroup(known.drawing.style.opacity, into: &writer)
            series.refer(to: known, revision: revision, into: &writer)
            if let area = known.textArea { texts.append(area) }
            for subview in view.subviews {
                paint(subview, clip: clip, unchangedAbove: true, into: &writer, drawn: &drawn, texts: &texts, images: &images)
            }
            if grouped { writer.close("g") }
            return
        }
        let frame = frameInRoot(of: view)
        if let clip, Self.lies(frame, outside: clip) {
            for subview in view.subviews { paint(subview, clip: clip, into: &writer, drawn: &drawn, texts: &texts, images: &images) }
            return
        }
        drawn.append(view)
        let style = style(of: view)
        let grouped = Self.openOpacityGroup(style.opacity, into: &writer)
        let drawing = ViewDrawing(frame: frame, style: style, text: textSource(of: view, in: frame))
        if let known, let same = known.draws(drawing) ? known : series.earlier(drawing, before: known) {
            series.refer(to: same, revision: revision, into: &writer)
            if let area = same.textArea { texts.append(area) }
        } else if let cache = series.cache {
            // Inside the drawing's group, one level deeper.
            let key = SVGDrawingCache.Key(drawing: drawing, depth: writer.depth + 1, scale: writer.scale)
            if let kept = cache.entry(for: key) {
                series.open(drawing, textArea: kept.textArea, revision: revision, of: view, into: &writer)
                writer.append(written: kept.bytes)
                if let area = kept.textArea { texts.append(area) }
            } else {
                let (start, text) = paintAnew(view, drawing, revision: revision, in: series, into: &writer, texts: &texts)
                // A clip path's id is the document's own: such a drawing is not kept.
                if text?.clip == nil { cache.keep(SVGDrawingCache.Entry(bytes: writer.bytes(from: start), textArea: text?.area), for: key) }
            }
            writer.close("g")
        } else {
            _ = paintAnew(view, drawing, revision: revision, in: series, into: &writer, texts: &texts)
            writer.close("g")
        }
        for subview in view.subviews {
            paint(subview, clip: clip, unchangedAbove: unchanged, into: &writer, drawn: &drawn, texts: &texts, images: &images)
        }
        if grouped { writer.close("g") }
    }

    /// Opens `view`'s group in `series` and draws `drawing` in it (close it with
    /// `writer.close("g")`); returns where the drawing's bytes start in the writer and its
    /// text, whose area is added to `texts`.
    private func paintAnew(
        _ view: View, _ drawing: ViewDrawing, revision: UInt32, in series: SVGPictureSeries, into writer: inout SVGWriter, texts: inout [CGRect]
    ) -> (start: Int, text: TextDrawing?) {
        let (frame, style) = (drawing.frame, drawing.style)
        let radius = min(style.cornerRadius, frame.width / 2, frame.height / 2)
        let text = textDrawing(of: view, from: drawing.text, in: frame, radius: radius, style: style, margin: 1 / writer.scale)
        series.open(drawing, textArea: text?.area, revision: revision, of: view, into: &writer)
        let start = writer.count
        paintRectangle(frame, radius: radius, style: style, into: &writer)
        if let text { paint(text, radius: radius, into: &writer) }
        if let area = text?.area { texts.append(area) }
        return (start, text)
    }
}
