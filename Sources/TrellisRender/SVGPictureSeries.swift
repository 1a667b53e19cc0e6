import Foundation
import TrellisCore

/// Pictures of one screen drawn one after another into one SVG document. A view is
/// drawn once, in a group with an id (`<g id="d3">`); in a later picture where its drawing
/// (`ViewDrawing`: frame, colours, text, font, padding, alignment) is the same, it is
/// written as `<use href="#d3"/>`, which draws the same thing (SVG 1.1, "The 'use'
/// element"), so a picture costs only what changed since the view was last drawn.
///
/// A view that goes back to how it looked in an earlier picture (a button selected, then
/// not) refers to that picture's drawing: a view's last few drawings are kept.
///
/// The first picture of a series stands alone; later ones refer to drawings in earlier
/// ones, and are read in one document after them, in the order they were drawn. Pass
/// one series to ``SVGRenderer/picture(_:taps:series:)`` for every picture of the
/// document, with the same options. Several series can share one document when each has
/// its own ``identifierPrefix`` and each picture its own
/// ``RenderOptions/identifierPrefix``. Not for use from several threads at once: a series is used by one
/// thread and no access to its state overlaps another, so its stored properties are
/// exempt from dynamic exclusivity checks, which cost more than the work around them on a
/// picture's commonest path (a view referred to again).
public final class SVGPictureSeries {
    /// A view's drawing as last written with an id (`d3`: its ``number``, after the
    /// series' ``SVGPictureSeries/identifierPrefix``), the rectangle its text took, and
    /// when it was last drawn or referred to: the picture's number and the view's
    /// ``View/drawingRevision`` then.
    final class Written {
        /// The view, kept so that no other view takes its identity while the series lives.
        let view: View
        let drawing: ViewDrawing
        let textArea: CGRect?
        let number: Int
        @exclusivity(unchecked) var picture: Int
        @exclusivity(unchecked) var revision: UInt32
        /// The view's drawings written before this one, oldest first, at most
        /// ``SVGPictureSeries/earlierKept``: a view that goes back to how it looked (a
        /// button selected, then not) refers to the drawing it had then.
        @exclusivity(unchecked) var earlier: [Written] = []

        init(view: View, drawing: ViewDrawing, textArea: CGRect?, number: Int, picture: Int, revision: UInt32) {
            self.view = view
            self.drawing = drawing
            self.textArea = textArea
            self.number = number
            self.picture = picture
            self.revision = revision
        }

        /// Whether `drawing` draws what this one drew.
        func draws(_ drawing: ViewDrawing) -> Bool {
            self.drawing == drawing
        }
    }

    /// How many of a view's earlier drawings are kept to be referred to again: 4.
    static let earlierKept = 4

    /// Each view's drawing last written with an id, keyed by the view's identity (the
    /// drawing holds its view, so no other view takes that identity).
    @exclusivity(unchecked) private var written: [ObjectIdentifier: Written] = [:]
    /// The drawings the last picture and this one wrote or referred to, in painting
    /// order: a view painted where it was in the last picture (nearly every view, from
    /// one step to the next) is found there, without hashing.
    @exclusivity(unchecked) private var previousOrder: [Written] = []
    @exclusivity(unchecked) private var order: [Written] = []
    @exclusivity(unchecked) private var count = 0
    /// How many views the last picture drew; nil before the first. A picture reserves
    /// room for about as many.
    var lastViewCount: Int?
    /// The number of the picture being drawn, from 1.
    @exclusivity(unchecked) private var picture = 0
    /// The scale the drawings were written at; another scale starts afresh.
    private var scale: CGFloat?
    /// The screen of the last picture and its ``View/drawingRevision`` then.
    private var screen: (view: Screen, revision: UInt32)?
    /// Whether the last picture was drawn while an animation moved what is drawn: its
    /// drawings then hold presented frames and alphas, which no revision follows.
    private var lastWasPresenting = false

    /// The start of the last picture's document: the next picture of the same screen,
    /// at the same size and background, starts with the same bytes.
    var documentStart: SVGDocumentStart?
    /// The drawings shared with the other series of a run, if any.
    let cache: SVGDrawingCache?
    /// Put before the ids of the series' drawings (`<g id="f3d1">` for "f3"); empty by
    /// default.
    public let identifierPrefix: String
    /// ``identifierPrefix`` in UTF-8.
    private let prefixBytes: [UInt8]

    /// Creates an empty series; with a `cache`, views drawn anew take their bytes from
    /// it where another series (or this one) drew them the same way, and leave theirs in
    /// it. Its drawings' ids are `identifierPrefix` (default: none), `d` and a number:
    /// series that share a document need prefixes that keep their ids apart, and their
    /// pictures ``RenderOptions/identifierPrefix``es that no drawing's id starts with
    /// (a series `f3` and its pictures `f3p1-`, `f3p2-`, …).
    public init(cache: SVGDrawingCache? = nil, identifierPrefix: String = "") {
        self.cache = cache
        self.identifierPrefix = identifierPrefix
        prefixBytes = Array(identifierPrefix.utf8)
    }

    /// Starts a picture of `screen` drawn at `scale` (output units per point): a picture
    /// at another scale than the last starts the series afresh.
    ///
    /// - Parameter presenting: whether an animation moves what is drawn now (the views are
    ///   drawn at their presentation, which moves without a ``View/drawingRevision``).
    /// - Returns: whether the screen is the last picture's and unchanged since, so that
    ///   its views' drawings depend on nothing that changed above them; false when this
    ///   picture or the last is drawn while an animation runs, so that every view's
    ///   drawing is compared in full and none is taken from a moment gone.
    func startPicture(of screen: Screen, scale: CGFloat, presenting: Bool = false) -> Bool {
        if self.scale != scale {
            written.removeAll()
            order.removeAll()
            documentStart = nil
            self.screen = nil
            self.scale = scale
        }
        picture += 1
        swap(&previousOrder, &order)
        order.removeAll(keepingCapacity: true)
        let unchanged = self.screen.map { $0.view === screen && $0.revision == screen.drawingRevision } ?? false
        self.screen = (screen, screen.drawingRevision)
        defer { lastWasPresenting = presenting }
        return unchanged && !presenting && !lastWasPresenting
    }

    /// Whether `known` was drawn or referred to in the last picture.
    func wasInLastPicture(_ known: Written) -> Bool {
        known.picture == picture - 1
    }

    /// The drawing last written for `view`; nil when there is none. Refer to it
    /// (``refer(to:revision:into:)``) where the view's drawing now is equal; else draw it
    /// in a new group (``open(_:textArea:revision:of:into:)``).
    func written(for view: View) -> Written? {
        let place = order.count
        if place < previousOrder.count, previousOrder[place].view === view { return previousOrder[place] }
        return written[ObjectIdentifier(view)]
    }

    /// Writes the element that draws `known` again, for its view whose
    /// ``View/drawingRevision`` is now `revision`.
    func refer(to known: Written, revision: UInt32, into writer: inout SVGWriter) {
        writer.drawingReference(prefix: prefixBytes, number: known.number)
        known.picture = picture
        known.revision = revision
        order.append(known)
    }

    /// The drawing written earlier for `known`'s view (before `known`) that equals
    /// `drawing`, made the view's current one; nil when none does. Refer to it
    /// (``refer(to:revision:into:)``) as to `known`.
    func earlier(_ drawing: ViewDrawing, before known: Written) -> Written? {
        guard let index = known.earlier.lastIndex(where: { $0.draws(drawing) }) else { return nil }
        let found = known.earlier[index]
        found.earlier = known.earlier
        found.earlier.remove(at: index)
        found.earlier.append(known)
        known.earlier = []
        written[ObjectIdentifier(known.view)] = found
        return found
    }

    /// Opens the group with a new id that `view`'s drawing, `drawing`, is written in, its
    /// text taking `textArea` (nil: it has none), the view's ``View/drawingRevision``
    /// being `revision`; close it with `writer.close("g")`.
    func open(_ drawing: ViewDrawing, textArea: CGRect?, revision: UInt32, of view: View, into writer: inout SVGWriter) {
        count += 1
        writer.startDrawingGroup(prefix: prefixBytes, number: count)
        let new = Written(view: view, drawing: drawing, textArea: textArea, number: count, picture: picture, revision: revision)
        if let last = written.updateValue(new, forKey: ObjectIdentifier(view)) {
            new.earlier = last.earlier.suffix(Self.earlierKept - 1)
            new.earlier.append(last)
            last.earlier = []
        }
        order.append(new)
    }
}
