import Foundation
import TrellisCore

/// Draws a screen as an SVG document: each view a rectangle with its background (or a
/// neutral outline when it has none), its text at the position the layout measured, and
/// its control state visible (`ViewStyle`). Hidden and collapsed views, and their
/// subtrees, are not drawn.
///
/// Coordinates are the screen's points (origin top-left, y down) × ``RenderOptions/scale``.
/// The output depends only on the tree, the options and the marks: the same input gives
/// the same bytes, so renderings can be compared with golden files.
public struct SVGRenderer: Sendable {
    /// What is drawn besides the views, and at what scale.
    public var options: RenderOptions

    /// The generic family named when the screen uses `TestTextMetrics`, which measure
    /// no real font: "sans-serif".
    public static let genericFamily = "sans-serif"

    /// Creates a renderer with `options` (default: the views alone, 1 unit per point).
    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// The SVG document of `screen` as it is now (lay it out first), with `taps` marked
    /// when ``RenderOptions/showsTaps`` is set. While an animation of the screen's clock
    /// runs, each view is drawn at its presentation (`View.presentation`: frame, alpha;
    /// Docs/time.md), and the frames overlay shows the model frames hit-testing uses.
    ///
    /// - Parameters:
    ///   - screen: the screen to draw; its size is the document's size before scaling.
    ///   - taps: the taps performed, in order.
    /// - Returns: a complete SVG 1.1 document in UTF-8 text, ending in a newline.
    public func render(_ screen: Screen, taps: [TapMark] = []) -> String {
        String(decoding: renderUTF8(screen, taps: taps), as: UTF8.self)
    }

    /// The document ``render(_:taps:)`` returns, as its UTF-8 bytes, written straight
    /// into one buffer sized for the screen's views: what `trellis render` writes, with
    /// no copy of a large document into a string.
    public func renderUTF8(_ screen: Screen, taps: [TapMark] = []) -> [UInt8] {
        picture(screen, taps: taps).bytes
    }

    /// The document ``renderUTF8(_:taps:)`` returns, with the size its root element
    /// declares; with a `series`, views drawn as in an earlier picture of the series are
    /// references to that drawing (``SVGPictureSeries``), and the picture is read in one
    /// document after the earlier ones.
    public func picture(_ screen: Screen, taps: [TapMark] = [], series: SVGPictureSeries? = nil) -> SVGPicture {
        // While an animation runs, views are drawn at their presentation (Docs/time.md).
        let clock = screen.clock.isPresenting ? screen.clock : nil
        let screenUnchanged = series?.startPicture(of: screen, scale: options.scale, presenting: clock != nil) ?? false
        // The views the last picture of a series drew, else a count of the tree's views.
        let viewCount = series?.lastViewCount ?? Self.viewCount(of: screen)
        var writer = SVGWriter(
            scale: options.scale, capacity: Self.estimatedBytesPerView * (viewCount + 4),
            identifierPrefix: options.identifierPrefix)
        let start =
            series?.documentStart.flatMap { $0.size == screen.size && $0.background == Self.pageColor(of: screen) ? $0 : nil }
            ?? Self.documentStart(of: screen, scale: options.scale)
        series?.documentStart = start
        writer.appendDocumentStart(start.bytes)
        drawViews(of: screen, taps: taps, clock: clock, series: series, unchangedAbove: screenUnchanged, viewCount: viewCount, into: &writer)
        return SVGPicture(bytes: writer.bytes, width: start.width, height: start.height, rootStart: start.rootStart)
    }

    /// Writes the document ``renderUTF8(_:taps:)`` returns to `sink`, in order, a chunk of
    /// at least `chunkSize` bytes at a time as the views are drawn (never part of a view's
    /// elements), so a document of any size is written with a buffer of about one chunk:
    /// what `trellis render` writes to standard output. `sink` is called on this thread,
    /// with bytes valid during the call.
    public func write(_ screen: Screen, taps: [TapMark] = [], chunkSize: Int = 1 << 16, to sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        let clock = screen.clock.isPresenting ? screen.clock : nil
        var writer = SVGWriter(scale: options.scale, chunkSize: chunkSize, identifierPrefix: options.identifierPrefix, sink: sink)
        writer.appendDocumentStart(Self.documentStart(of: screen, scale: options.scale).bytes)
        drawViews(of: screen, taps: taps, clock: clock, series: nil, unchangedAbove: false, viewCount: 0, into: &writer)
        writer.flush()
    }

    /// Draws the screen's views into `writer`, after the document's start, then the
    /// overlays the options ask for, and closes the root element. `viewCount` is what the
    /// lists of drawn views and text areas reserve room for.
    private func drawViews(
        of screen: Screen, taps: [TapMark], clock: VirtualClock?, series: SVGPictureSeries?, unchangedAbove screenUnchanged: Bool, viewCount: Int,
        into writer: inout SVGWriter
    ) {
        let family = screen.textMeasurer is TestTextMetrics ? Self.genericFamily : nil
        var drawn: [View] = []
        drawn.reserveCapacity(viewCount)
        var texts: [CGRect] = []
        texts.reserveCapacity(viewCount)
        var images = SVGImageSymbols()
        let clip = screen.clipsToBounds ? CGRect(origin: .zero, size: screen.size) : nil
        for subview in screen.subviews {
            ViewPainter(family: family, textStyle: options.textStyle, series: series, clock: clock)
                .paint(subview, clip: clip, unchangedAbove: screenUnchanged, into: &writer, drawn: &drawn, texts: &texts, images: &images)
            writer.flushIfFull()
        }
        series?.lastViewCount = drawn.count
        var overlay = OverlayLabels(picture: CGRect(origin: .zero, size: screen.size), texts: texts)
        if options.showsFrames { OverlayPainter.frames(of: drawn, labels: &overlay, into: &writer) }
        if options.showsTaps { OverlayPainter.taps(taps, labels: &overlay, into: &writer) }
        writer.close("svg")
    }

    /// The start of a picture of `screen` at `scale`: the XML declaration, the root
    /// element opened, and the screen's background.
    private static func documentStart(of screen: Screen, scale: CGFloat) -> SVGDocumentStart {
        var writer = SVGWriter(scale: scale, capacity: 512)
        writer.raw(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n")
        let rootStart = writer.count
        let width = writer.length(screen.size.width)
        let height = writer.length(screen.size.height)
        writer.startElement("svg")
        writer.attribute("xmlns", plain: "http://www.w3.org/2000/svg")
        writer.attribute("version", plain: "1.1")
        writer.attribute("width", plain: width)
        writer.attribute("height", plain: height)
        writer.attribute("viewBox", plain: "0 0 " + width + " " + height)
        writer.endElement(open: true)
        writer.startElement("rect")
        writer.attribute("x", plain: "0")
        writer.attribute("y", plain: "0")
        writer.attribute("width", plain: width)
        writer.attribute("height", plain: height)
        writer.attribute("fill", plain: pageColor(of: screen).rgbHex)
        writer.endElement()
        return SVGDocumentStart(size: screen.size, background: pageColor(of: screen), bytes: writer.bytes, rootStart: rootStart, width: width, height: height)
    }

    /// The page's colour: the screen's background in its appearance, else white in light
    /// and black in dark (Docs/sweeps.md, "Appearances").
    static func pageColor(of screen: Screen) -> Color {
        let isDark = screen.appearance == .dark
        return screen.backgroundColor?.resolved(for: screen.appearance)
            ?? (isDark ? Color(red: 0, green: 0, blue: 0) : Color(red: 255, green: 255, blue: 255))
    }

    /// About how many bytes a view takes in the document: a rectangle, a clip path and a
    /// text are 350–450 bytes; reserving that much up front spares the buffer's copies as it
    /// grows.
    static let estimatedBytesPerView = 400

    /// The number of views below `screen`.
    private static func viewCount(of screen: Screen) -> Int {
        var count = 0
        var pending = screen.subviews
        while let view = pending.popLast() {
            count += 1
            pending.append(contentsOf: view.subviews)
        }
        return count
    }
}

/// The start of a picture's document, up to its first view: the XML declaration, the root
/// `<svg>` opened and the screen's background; the same for every picture of a screen
/// whose size and background stay (kept by an ``SVGPictureSeries``).
struct SVGDocumentStart {
    /// The screen's size and background when it was written.
    let size: CGSize
    let background: Color
    let bytes: [UInt8]
    /// Where the root element starts in ``bytes``.
    let rootStart: Int
    /// The root element's `width` and `height`, as written.
    let width: String
    let height: String
}
