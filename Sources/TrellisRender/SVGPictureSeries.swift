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
    /// A view's drawing as last written with an id, and the reference to it (`#d3`).
    final class Written {
        let drawing: ViewDrawing
        let reference: String

        init(_ drawing: ViewDrawing, reference: String) {
            self.drawing = drawing
            self.reference = reference
        }
    }

    /// Each view's drawing last written with an id, keyed by the view's identity: a view
    /// freed and another made at the same address only reuses a drawing equal to its own,
    /// which draws the same.
    private var written: [ObjectIdentifier: Written] = [:]
    private var count = 0
    /// The scale the drawings were written at; another scale starts afresh.
    private var scale: CGFloat?

    /// Creates an empty series.
    public init() {}

    /// The drawing last written for `view` at `scale`, with its reference; nil when there
    /// is none (a picture at another scale starts the series afresh). Write the reference
    /// (`<use>`) where the view's drawing now is equal; else draw it in a new group
    /// (``open(_:of:into:)``).
    func written(for view: View, scale: CGFloat) -> Written? {
        if self.scale != scale {
            written.removeAll()
            self.scale = scale
        }
        return written[ObjectIdentifier(view)]
    }

    /// Opens the group with a new id that `view`'s drawing, `drawing`, is written in;
    /// close it with `writer.close("g")`.
    func open(_ drawing: ViewDrawing, of view: View, into writer: inout SVGWriter) {
        count += 1
        let identifier = "d" + String(count)
        writer.startElement("g")
        writer.attribute("id", plain: identifier)
        writer.endElement(open: true)
        written[ObjectIdentifier(view)] = Written(drawing, reference: "#" + identifier)
    }
}
