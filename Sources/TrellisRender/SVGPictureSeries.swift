import Foundation
import TrellisCore

/// Pictures of one screen drawn one after another into one SVG document (the pictures of
/// a flow's steps in the HTML report's sheet, Docs/flows.md "The HTML report"). A view is
/// drawn once, in a group with an id (`<g id="d3">`); in a later picture where its drawing
/// (``ViewDrawing``: frame, colours, text, font, clip) is the same, it is written as
/// `<use href="#d3"/>`, which draws the same thing (SVG 1.1, "The 'use' element"), so a
/// picture costs only what changed since the view was last drawn.
///
/// The first picture of a series stands alone; later ones refer to drawings in earlier
/// ones, and are read in one document after them, in the order they were drawn. Pass
/// one series to ``SVGRenderer/picture(_:taps:series:)`` for every picture of the
/// document, with the same options. Not for use from several threads at once.
public final class SVGPictureSeries {
    /// Each view's drawing last written with an id, and the reference to it (`#d3`).
    /// Keyed by the view's identity: a view freed and another made at the same address
    /// only reuses a drawing equal to its own, which draws the same.
    private var drawings: [ObjectIdentifier: (drawing: ViewDrawing, reference: String)] = [:]
    private var count = 0
    /// The scale the drawings were written at; another scale starts afresh.
    private var scale: CGFloat?

    /// Creates an empty series.
    public init() {}

    /// Writes `drawing`, `view`'s own drawing: a reference to the one written before when
    /// it is equal, else `paint`'s output in a group with a new id.
    func draw(_ drawing: ViewDrawing, of view: View, into writer: inout SVGWriter, paint: (inout SVGWriter) -> Void) {
        if scale != writer.scale {
            drawings.removeAll()
            scale = writer.scale
        }
        let key = ObjectIdentifier(view)
        if let known = drawings[key], known.drawing == drawing {
            writer.startElement("use")
            writer.attribute("href", plain: known.reference)
            writer.endElement()
            return
        }
        count += 1
        let identifier = "d" + String(count)
        writer.startElement("g")
        writer.attribute("id", plain: identifier)
        writer.endElement(open: true)
        paint(&writer)
        writer.close("g")
        drawings[key] = (drawing, "#" + identifier)
    }
}
