import Foundation
import TrellisCore

/// Whole pictures of screens kept for a run by what they show, so that a picture whose
/// content was drawn before, by any flow of the run, is taken as it was instead of drawn
/// again (``SVGRenderer/picture(_:taps:track:)``): a thousand flows that pass through the
/// same few screens draw those screens once.
///
/// What a picture shows is read before it is drawn: the document's size, page colour,
/// scale, options and tap marks, and each view painted, in painting order, with its depth
/// and its drawing (`ViewDrawing`: frame, style, text), every distinct drawing numbered
/// once for the run. That list is a key cheaper to read than the picture is to draw,
/// and two pictures with equal keys are the same bytes, since drawing writes nothing
/// else (texts are compared by their UTF-8 bytes). A picture drawn while an animation
/// runs, with frames outlined, as glyph boxes, or of a screen with a view drawn from
/// more than its drawing (a view that clips its subviews, a switch, an image, a spinner)
/// is drawn each time and not kept.
///
/// At most ``byteCapacity`` bytes of pictures and ``drawingCapacity`` drawings are kept;
/// later ones are drawn each time. Safe to share between threads.
public final class SVGPictureCache: @unchecked Sendable {
    /// What a picture is made from (see the type's description).
    struct Key: Hashable {
        /// The screen's size (points), page colour and whether it measures text with the
        /// test metrics (drawn in the generic family).
        let size: CGSize
        let background: Color
        let testMetrics: Bool
        let options: RenderOptions
        /// Each painted view's depth among the painted views, then its drawing's number.
        let drawings: [Int]
        let taps: [TapMark]
        /// A hash of the drawings and the taps' points and numbers, worked out once: each
        /// number folded into one word and multiplied in (a subset of what `==` compares,
        /// so equal keys have equal fingerprints; the taps' numbers are in it because a
        /// flow's pictures of one screen differ mostly by them).
        let fingerprint: Int

        init(size: CGSize, background: Color, testMetrics: Bool, options: RenderOptions, drawings: [Int], taps: [TapMark]) {
            (self.size, self.background, self.testMetrics, self.options, self.drawings, self.taps) =
                (size, background, testMetrics, options, drawings, taps)
            var fold = UInt64(truncatingIfNeeded: drawings.count)
            func mix(_ value: UInt64) { fold = (fold ^ value) &* 0x100_0000_01B3 }
            for value in drawings { mix(UInt64(truncatingIfNeeded: value)) }
            for tap in taps {
                mix(UInt64(truncatingIfNeeded: tap.point.x.bitPattern))
                mix(UInt64(truncatingIfNeeded: tap.point.y.bitPattern))
                mix(UInt64(truncatingIfNeeded: tap.number ?? -1))
            }
            fingerprint = Int(truncatingIfNeeded: fold)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.fingerprint == rhs.fingerprint && Self.same(lhs.drawings, rhs.drawings) && lhs.size == rhs.size && lhs.background == rhs.background
                && lhs.testMetrics == rhs.testMetrics && lhs.options == rhs.options
                && lhs.options.identifierPrefix.hasSameUTF8(as: rhs.options.identifierPrefix) && lhs.taps == rhs.taps
                && zip(lhs.taps, rhs.taps).allSatisfy { $0.hitName.hasSameUTF8(as: $1.hitName) }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(fingerprint)
        }

        /// Whether the two lists hold the same numbers, compared as memory.
        private static func same(_ first: [Int], _ second: [Int]) -> Bool {
            guard first.count == second.count else { return false }
            return first.withUnsafeBytes { left in
                second.withUnsafeBytes { right in
                    guard let start = left.baseAddress, let other = right.baseAddress else { return true }
                    return memcmp(start, other, left.count) == 0
                }
            }
        }
    }

    /// The most bytes of pictures kept: 64 MiB by default.
    public let byteCapacity: Int
    /// The most distinct drawings numbered: 65,536 by default.
    public let drawingCapacity: Int
    private let lock = NSLock()
    /// Each distinct drawing with its number, by its key (depth 0 and scale 1: the
    /// drawing alone).
    private var numbers: [SVGDrawingCache.Key: NumberedDrawing] = [:]
    /// The drawings each drawing was followed by when a view that had it changed (at
    /// most ``successorCapacity`` each, the first ones seen), by its number: a view that
    /// changes (a button selected) most likely looks as it came to look in other flows,
    /// which is compared before the drawing is looked up.
    private var successors: [Int: [NumberedDrawing]] = [:]
    private static let successorCapacity = 4
    /// A picture with its key, by reference, so that looking one up compares keys where
    /// they are kept instead of copying each.
    private final class Kept {
        let key: Key
        let picture: SVGPicture

        init(key: Key, picture: SVGPicture) {
            (self.key, self.picture) = (key, picture)
        }
    }
    /// The pictures kept, by their keys' fingerprints.
    private var pictures: [Int: [Kept]] = [:]
    private var bytes = 0
    /// The drawings of the last first picture a track read that differed from the one
    /// before, in painting order (``openingDrawings``).
    private var opening: [NumberedDrawing] = []

    /// Creates an empty cache keeping at most `byteCapacity` bytes of pictures and
    /// numbering at most `drawingCapacity` drawings.
    public init(byteCapacity: Int = 64 << 20, drawingCapacity: Int = 65_536) {
        self.byteCapacity = byteCapacity
        self.drawingCapacity = drawingCapacity
    }

    /// How many pictures are kept.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return pictures.values.reduce(0) { $0 + $1.count }
    }

    /// `drawing` numbered: the same number for every drawing of the same bytes and a
    /// different one for every other; nil when it has none and there is no room for more.
    /// `previous` is the drawing the view had before, if any: the drawings that followed
    /// it before are compared first.
    func numbered(_ drawing: ViewDrawing, after previous: NumberedDrawing? = nil) -> NumberedDrawing? {
        if let previous {
            lock.lock()
            let followed = successors[previous.number]
            lock.unlock()
            if let followed, let same = followed.first(where: { drawing.hasSameBytes(as: $0.drawing) }) { return same }
        }
        let key = SVGDrawingCache.Key(drawing: drawing, depth: 0, scale: 1)
        lock.lock()
        defer { lock.unlock() }
        let numbered: NumberedDrawing
        if let known = numbers[key] {
            numbered = known
        } else {
            guard numbers.count < drawingCapacity else { return nil }
            numbered = NumberedDrawing(drawing, number: numbers.count)
            numbers[key] = numbered
        }
        if let previous {
            let followed = successors[previous.number, default: []]
            if followed.count < Self.successorCapacity, !followed.contains(where: { $0 === numbered }) {
                successors[previous.number, default: []].append(numbered)
            }
        }
        return numbered
    }

    /// The drawings, in painting order, of a first picture a track read: a track's first
    /// picture (a flow's, whose views are all new) compares each of its views' drawings
    /// with the one at the same place here before looking it up, as the flows of a run
    /// mostly start from the same screen.
    var openingDrawings: [NumberedDrawing] {
        get {
            lock.lock()
            defer { lock.unlock() }
            return opening
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            opening = newValue
        }
    }

    /// The picture kept for `key`; nil when none is.
    func picture(for key: Key) -> SVGPicture? {
        lock.lock()
        defer { lock.unlock() }
        guard let kept = pictures[key.fingerprint] else { return nil }
        for entry in kept where entry.key == key { return entry.picture }
        return nil
    }

    /// Keeps `picture` for `key` while there is room.
    func keep(_ picture: SVGPicture, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        guard bytes + picture.bytes.count <= byteCapacity else { return }
        if let kept = pictures[key.fingerprint], kept.contains(where: { $0.key == key }) { return }
        pictures[key.fingerprint, default: []].append(Kept(key: key, picture: picture))
        bytes += picture.bytes.count
    }
}

/// A distinct drawing of a run (``SVGPictureCache``) and its number, made once and shared
/// by reference: the tracks that read it hold it, not a copy of its texts and style.
final class NumberedDrawing {
    let drawing: ViewDrawing
    let number: Int

    init(_ drawing: ViewDrawing, number: Int) {
        (self.drawing, self.number) = (drawing, number)
    }
}

/// One screen's pictures drawn one after another (a flow's steps), each first looked up
/// in a run's ``SVGPictureCache`` by what it shows. Reading that is cheap from one picture
/// to the next: a view of a class that draws from the core's state alone
/// (`View.drawsFromCoreStateOnly`) that is unchanged since the last picture (its drawing
/// revision, which the core moves on whenever what it draws from changes), with every
/// ancestor unchanged as well, has the drawing it had, so only the views that changed
/// are read again. Not for use from several threads at once (so its stored properties
/// are exempt from dynamic exclusivity checks); the cache it reads may be shared.
public final class SVGPictureTrack {
    /// A view's drawing when it was last read, the view's revision then and the picture
    /// it was read for; and the drawing it had before. Kept in a list, in place, so that
    /// reading a view takes no reference to its record.
    private struct Known {
        /// The view, kept so that no other view takes its identity while the track lives.
        let view: View
        private(set) var drawing: NumberedDrawing
        /// The number of ``drawing``, kept beside it so that a picture reads it in place.
        private(set) var number: Int
        var revision: UInt32
        /// The control's ``Control/stateRevision`` then (0 for a view that is not a
        /// control).
        var stateRevision: UInt32
        var picture: Int
        /// The drawing before ``drawing``: a view that goes back to how it looked (a
        /// button selected, then not) is matched here without the cache.
        private(set) var earlier: NumberedDrawing?

        init(view: View, drawing: NumberedDrawing, revision: UInt32, stateRevision: UInt32, picture: Int) {
            (self.view, self.drawing, number, self.revision, self.stateRevision, self.picture) =
                (view, drawing, drawing.number, revision, stateRevision, picture)
        }

        /// `drawing` numbered if it is this view's last or earlier one, else nil.
        func numbered(_ drawing: ViewDrawing) -> NumberedDrawing? {
            if drawing.hasSameBytes(as: self.drawing.drawing) { return self.drawing }
            if let earlier, drawing.hasSameBytes(as: earlier.drawing) { return earlier }
            return nil
        }

        /// Makes `drawing` the view's drawing, the one it had before becoming its earlier
        /// one (unless they are the same).
        mutating func update(to drawing: NumberedDrawing) {
            guard drawing !== self.drawing else { return }
            earlier = self.drawing
            (self.drawing, number) = (drawing, drawing.number)
        }
    }

    /// The run's pictures.
    public let cache: SVGPictureCache
    /// Each view's drawing as last read, in the order the views were first read.
    @exclusivity(unchecked) private var known: [Known] = []
    /// The place in ``known`` of each view's record, by the view's identity.
    @exclusivity(unchecked) private var places: [ObjectIdentifier: Int] = [:]
    /// The places in ``known`` of the views the last picture and this one painted, in
    /// painting order: a view painted where it was in the last picture (nearly every
    /// view, from one step to the next) is found there, without hashing.
    @exclusivity(unchecked) private var previousOrder: [Int] = []
    @exclusivity(unchecked) private var order: [Int] = []
    /// The number of the picture being read, from 1.
    @exclusivity(unchecked) private var picture = 0
    /// The cache's opening drawings (``SVGPictureCache/openingDrawings``) while the first
    /// picture is read, and how many views' drawings differed from them.
    @exclusivity(unchecked) private var opening: [NumberedDrawing] = []
    @exclusivity(unchecked) private var openingDifferences = 0
    /// The appearance of the screen being read.
    @exclusivity(unchecked) private var appearance = Appearance.light
    /// The screen of the last picture and its ``View/drawingRevision`` then.
    private var screen: (view: Screen, revision: UInt32)?

    /// Creates a track looking pictures up in `cache`.
    public init(cache: SVGPictureCache) {
        self.cache = cache
    }

    /// What a picture of `screen` (laid out) with `taps` marked, drawn with `options`,
    /// shows; nil when the picture is to be drawn without the cache (see
    /// ``SVGPictureCache``).
    func key(of screen: Screen, taps: [TapMark], options: RenderOptions) -> SVGPictureCache.Key? {
        guard !options.showsFrames, options.textStyle == .glyphs, !screen.clock.isPresenting else { return nil }
        picture += 1
        if picture == 1 {
            // A first picture has as many views as the last first picture, most likely:
            // room for them is made at once.
            opening = cache.openingDrawings
            known.reserveCapacity(opening.count)
            places.reserveCapacity(opening.count)
            order.reserveCapacity(opening.count)
            previousOrder.reserveCapacity(opening.count)
        }
        swap(&previousOrder, &order)
        order.removeAll(keepingCapacity: true)
        let unchanged = self.screen.map { $0.view === screen && $0.revision == screen.drawingRevision } ?? false
        self.screen = (screen, screen.drawingRevision)
        appearance = screen.appearance
        var drawings: [Int] = []
        drawings.reserveCapacity(2 * max(previousOrder.count, opening.count))
        let clip = screen.clipsToBounds ? CGRect(origin: .zero, size: screen.size) : nil
        for subview in screen.subviews {
            guard read(subview, clip: clip, depth: 0, unchangedAbove: unchanged, into: &drawings) else { return nil }
        }
        if picture == 1 {
            // A flow's first step changes a view or two: the opening drawings are replaced
            // only when a quarter of the views differ from them.
            if openingDifferences * 4 > order.count || opening.count != order.count {
                cache.openingDrawings = order.map { known[$0].drawing }
            }
            opening = []
        }
        return SVGPictureCache.Key(
            size: screen.size, background: SVGRenderer.pageColor(of: screen), testMetrics: screen.textMeasurer is TestTextMetrics,
            options: options, drawings: drawings, taps: options.showsTaps ? taps : [])
    }

    /// The place in ``known`` of the drawing last read for `view`, which is painted next;
    /// nil when there is none.
    @inline(__always)
    private func place(of view: View) -> Int? {
        let next = order.count
        if next < previousOrder.count, known[previousOrder[next]].view === view { return previousOrder[next] }
        return places[ObjectIdentifier(view)]
    }

    /// Appends `view`'s depth and drawing's number to `drawings`, then its subviews',
    /// skipping what the painter skips (hidden and collapsed views, views outside
    /// `clip`); false when the view is drawn from more than its drawing, or its drawing
    /// has no number.
    private func read(_ view: View, clip: CGRect?, depth: Int, unchangedAbove: Bool, into drawings: inout [Int]) -> Bool {
        guard !view.isHidden, !view.isCollapsed else { return true }
        let revision = view.drawingRevision
        let found = place(of: view)
        // The view and its ancestors are as they were in the last picture, when it was
        // found to draw from its drawing alone (its class and clipping are as then).
        let unchanged = unchangedAbove && found.map { known[$0].picture == picture - 1 && known[$0].revision == revision } == true
        let entry: Int
        if let found, unchanged, ViewPainter.drawsFromCoreStateOnly(view) {
            assert(
                cache.numbered(ViewDrawing(frame: view.frameInRoot, style: ViewStyle(view), text: TextSource(view))).map { $0 === known[found].drawing }
                    ?? true, "\(view.debugName) changed what it is drawn from without moving on its drawing revision")
            known[found].picture = picture
            entry = found
        } else {
            guard !view.clipsToBounds, ViewPainter.drawsItsDrawingAlone(view) else { return false }
            let frame = view.frameInRoot
            if let clip, ViewPainter.lies(frame, outside: clip) {
                for subview in view.subviews {
                    guard read(subview, clip: clip, depth: depth, unchangedAbove: false, into: &drawings) else { return false }
                }
                return true
            }
            let stateRevision = (view as? Control)?.stateRevision ?? 0
            let style = ViewStyle(view, alpha: view.alpha, appearance: appearance)
            if let found {
                // A core control of the last picture, under unchanged views, whose every
                // change since was one of its state: only its style is read again.
                let stateAlone =
                    unchangedAbove && known[found].picture == picture - 1
                    && revision &- known[found].revision == stateRevision &- known[found].stateRevision && ViewPainter.drawsFromCoreStateOnly(view)
                let drawing = ViewDrawing(frame: frame, style: style, text: stateAlone ? known[found].drawing.drawing.text : TextSource(view))
                assert(drawing.text.hasSameBytes(as: TextSource(view)), "\(view.debugName) changed its text along with its state alone")
                guard let numbered = known[found].numbered(drawing) ?? cache.numbered(drawing, after: known[found].drawing) else { return false }
                known[found].update(to: numbered)
                (known[found].revision, known[found].stateRevision, known[found].picture) = (revision, stateRevision, picture)
                entry = found
            } else {
                let drawing = ViewDrawing(frame: frame, style: style, text: TextSource(view))
                let next = order.count
                let opened = next < opening.count && drawing.hasSameBytes(as: opening[next].drawing) ? opening[next] : nil
                if opened == nil { openingDifferences += 1 }
                guard let numbered = opened ?? cache.numbered(drawing) else { return false }
                entry = known.count
                known.append(Known(view: view, drawing: numbered, revision: revision, stateRevision: stateRevision, picture: picture))
                places[ObjectIdentifier(view)] = entry
            }
        }
        order.append(entry)
        drawings.append(depth)
        drawings.append(known[entry].number)
        for subview in view.subviews {
            guard read(subview, clip: clip, depth: depth + 1, unchangedAbove: unchanged, into: &drawings) else { return false }
        }
        return true
    }
}

extension SVGRenderer {
    /// The picture ``picture(_:taps:series:)`` draws alone (no series), taken from
    /// `track`'s cache where a picture of the same content was kept, else drawn and kept
    /// there (``SVGPictureCache``): the same bytes either way.
    public func picture(_ screen: Screen, taps: [TapMark] = [], track: SVGPictureTrack) -> SVGPicture {
        guard let key = track.key(of: screen, taps: taps, options: options) else { return picture(screen, taps: taps) }
        if let kept = track.cache.picture(for: key) {
            assert(kept.bytes == picture(screen, taps: taps).bytes, "a picture kept for its content differs from the picture drawn now")
            return kept
        }
        let drawn = picture(screen, taps: taps)
        track.cache.keep(drawn, for: key)
        return drawn
    }
}
