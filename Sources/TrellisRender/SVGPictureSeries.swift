import Foundation
import TrellisCore

/// Pictures of one screen drawn one after another into one SVG document (the pictures of
/// a flow's steps in the HTML report's sheet, Docs/flows.md "The HTML report"). A view is
/// drawn once, in a group with an id (`<g id="d3">`); in a later picture where its drawing
/// (``ViewDrawing``: frame, colours, text, font, padding, alignment) is the same, it is
/// written as `<use href="#d3"/>`, which draws the same thing (SVG 1.1, "The 'use'
/// element"), so a picture costs only what changed since the view was last drawn.
///
/// The first picture of a series stands alone; later ones refer to drawings in earlier
/// ones, and are read in one document after them, in the order they were drawn. Pass
/// one series to ``SVGRenderer/picture(_:taps:series:)`` for every picture of the
/// document, with the same options. Not for use from several threads at once.
public final class SVGPictureSeries {
    /// A view's drawing as last written with an id, the rectangle its text took, and the
    /// element that refers to it (`<use href="#d3"/>` and a newline, in UTF-8).
    final class Written {
        let view: ObjectIdentifier
        let drawing: ViewDrawing
        let textArea: CGRect?
        let use: [UInt8]

        init(view: ObjectIdentifier, drawing: ViewDrawing, textArea: CGRect?, use: [UInt8]) {
            self.view = view
            self.drawing = drawing
            self.textArea = textArea
            self.use = use
        }

        /// Whether `drawing` draws what this one drew.
        func draws(_ drawing: ViewDrawing) -> Bool {
            self.drawing == drawing
        }
    }

    /// Each view's drawing last written with an id, keyed by the view's identity: a view
    /// freed and another made at the same address only reuses a drawing equal to its own,
    /// which draws the same.
    private var written: [ObjectIdentifier: Written] = [:]
    /// The drawings the last picture and this one wrote or referred to, in painting
    /// order: a view painted where it was in the last picture (nearly every view, from
    /// one step to the next) is found there, without hashing.
    private var previousOrder: [Written] = []
    private var order: [Written] = []
    private var count = 0
    /// How many views the last picture drew; nil before the first. A picture reserves
    /// room for about as many.
    var lastViewCount: Int?
    /// The scale the drawings were written at; another scale starts afresh.
    private var scale: CGFloat?

    /// Creates an empty series.
    public init() {}

    /// Starts a picture drawn at `scale` (output units per point): a picture at another
    /// scale than the last starts the series afresh.
    func startPicture(scale: CGFloat) {
        if self.scale != scale {
            written.removeAll()
            order.removeAll()
            self.scale = scale
        }
        swap(&previousOrder, &order)
        order.removeAll(keepingCapacity: true)
    }

    /// The drawing last written for `view`, with its reference; nil when there is none.
    /// Refer to it (``refer(to:into:)``) where the view's drawing now is equal; else draw
    /// it in a new group (``open(_:textArea:of:into:)``).
    func written(for view: View) -> Written? {
        let identifier = ObjectIdentifier(view)
        let place = order.count
        if place < previousOrder.count, previousOrder[place].view == identifier { return previousOrder[place] }
        return written[identifier]
    }

    /// The element referring to drawing `dN`, before and after N.
    private static let useStart = Array(##"<use href="#d"##.utf8)
    private static let useEnd = Array("\"/>\n".utf8)

    /// Writes the element that draws `known` again.
    func refer(to known: Written, into writer: inout SVGWriter) {
        writer.line(known.use)
        order.append(known)
    }

    /// Opens the group with a new id that `view`'s drawing, `drawing`, is written in, its
    /// text taking `textArea` (nil: it has none); close it with `writer.close("g")`.
    func open(_ drawing: ViewDrawing, textArea: CGRect?, of view: View, into writer: inout SVGWriter) {
        count += 1
        let number = String(count)
        writer.startElement("g")
        writer.attribute("id", plain: "d" + number)
        writer.endElement(open: true)
        var use: [UInt8] = []
        use.reserveCapacity(Self.useStart.count + number.utf8.count + Self.useEnd.count)
        use.append(contentsOf: Self.useStart)
        use.append(contentsOf: number.utf8)
        use.append(contentsOf: Self.useEnd)
        let new = Written(view: ObjectIdentifier(view), drawing: drawing, textArea: textArea, use: use)
        written[new.view] = new
        order.append(new)
    }
}
