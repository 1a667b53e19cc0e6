import Foundation
import Testing
import Trellis

@testable import TrellisRender

/// Pictures drawn as a series for one document (the HTML report's sheet, Docs/flows.md
/// "The HTML report"): a view is drawn once in a group with an id, and referred to with
/// `<use>` in later pictures where its drawing is the same; a view that changed is drawn
/// again.
struct PictureSeriesTests {
    /// Two buttons and a button whose title is wider than it (so its text is clipped).
    static let screen = """
        <screen width="200" height="100" layout="absolute">
          <button id="a" title="A" frame="0 0 100 30"/>
          <button id="b" title="B" frame="100 0 100 30"/>
          <button id="wide" title="周一周二周三" frame="0 40 40 30"/>
        </screen>
        """

    let screen: Screen

    init() throws {
        screen = try ScreenLoader(registry: .standard).load(xml: Self.screen)
        screen.layoutIfNeeded()
    }

    private func select(_ id: String) throws {
        let button = try #require(screen.view(withID: id) as? Control)
        button.isSelected = true
    }

    @Test func theFirstPictureDrawsEveryViewOnceWithAnID() {
        let series = SVGPictureSeries()
        let first = SVGRenderer().picture(screen, series: series).text
        // The three buttons, in painting order, each in a group of its own.
        #expect(
            first.contains(##"<g id="d1">"## + "\n" + ##"    <rect x="0" y="0" width="100" height="30" fill="#f2f2f2" stroke="#b0b0b0" stroke-width="1"/>"##))
        #expect(first.contains(##"<g id="d2">"## + "\n" + ##"    <rect x="100" y="0" width="100" height="30""##))
        #expect(first.contains(##"<g id="d3">"## + "\n" + ##"    <rect x="0" y="40" width="40" height="30""##))
        #expect(first.contains(#"<clipPath id="clip1">"#))
        #expect(!first.contains("<use"))
    }

    /// A series' prefix goes before its drawings' ids and references, and the pictures'
    /// own prefixes before theirs: two series (two flows) can share one document.
    @Test func aSeriesWithAPrefixPutsItBeforeItsDrawingsIDs() throws {
        let series = SVGPictureSeries(identifierPrefix: "f2")
        var options = RenderOptions()
        options.identifierPrefix = "f2p1-"
        let first = SVGRenderer(options: options).picture(screen, series: series).text
        #expect(first.contains(##"<g id="f2d1">"##) && first.contains(##"<g id="f2d3">"##) && !first.contains(##"<g id="d"##))
        #expect(first.contains(#"<clipPath id="f2p1-clip1">"#))
        try select("b")
        options.identifierPrefix = "f2p2-"
        let second = SVGRenderer(options: options).picture(screen, series: series).text
        // "a" is as it was, "b" drawn anew (the fourth drawing).
        #expect(second.contains(##"  <use href="#f2d1"/>"## + "\n"))
        #expect(second.contains(##"<g id="f2d4">"##) && !second.contains(##"href="#d"##))
    }

    @Test func aLaterPictureRefersToUnchangedViewsAndDrawsChangedOnesAgain() throws {
        let series = SVGPictureSeries()
        _ = SVGRenderer().picture(screen, series: series)
        try select("b")
        let second = SVGRenderer().picture(screen, series: series).text
        // "a" and "wide" are as they were: references. "b" is selected: drawn again with
        // the selection's tint, under a new id.
        #expect(second.contains(##"  <use href="#d1"/>"## + "\n"))
        #expect(second.contains(##"  <use href="#d3"/>"## + "\n"))
        #expect(!second.contains(##"href="#d2""##))
        #expect(
            second.contains(##"<g id="d4">"## + "\n" + ##"    <rect x="100" y="0" width="100" height="30" fill="#d6e6ff" stroke="#1a73e8" stroke-width="1"/>"##)
        )
        // The clipped title is not drawn again: its clip path stays in the first picture.
        #expect(!second.contains("clipPath"))
        // A third picture of the same screen draws nothing anew.
        let third = SVGRenderer().picture(screen, series: series).text
        #expect(third.contains(##"<use href="#d4"/>"##) && !third.contains("<g id="))
    }

    @Test func aViewWhoseTextOrFrameChangedIsDrawnAgain() throws {
        let series = SVGPictureSeries()
        _ = SVGRenderer().picture(screen, series: series)
        let a = try #require(screen.view(withID: "a") as? Button)
        a.title = "Z"
        let b = try #require(screen.view(withID: "b"))
        // Set in code and drawn before any layout pass could set it back.
        b.frame = CGRect(x: 100, y: 0, width: 90, height: 30)
        let second = SVGRenderer().picture(screen, series: series).text
        // "a" shows its new title, "b" its new frame (centred at 100 + 90 / 2 = 145):
        // both drawn anew; only "wide" is referred to.
        #expect(second.contains(##"<g id="d4">"## + "\n" + ##"    <rect x="0" y="0" width="100" height="30""##))
        #expect(second.contains(##"text-anchor="middle">Z</text>"##))
        #expect(second.contains(##"<g id="d5">"## + "\n" + ##"    <rect x="100" y="0" width="90" height="30""##))
        #expect(second.contains(##"<text x="145" "##))
        #expect(second.contains(##"<use href="#d3"/>"##) && !second.contains(##"href="#d1""##) && !second.contains(##"href="#d2""##))
    }

    /// A view showing whatever text it is given, as a plugin's widget may.
    final class Showing: View {
        var shown = ""
        override var visibleText: String? { shown }
    }

    @Test func aTextSpelledAnotherWayButCanonicallyEqualIsReferredTo() {
        let view = Showing()
        view.shown = "\u{E9}"
        view.frame = CGRect(x: 0, y: 70, width: 60, height: 30)
        screen.addSubview(view)
        let series = SVGPictureSeries()
        _ = SVGRenderer().picture(screen, series: series)
        // "e" and a combining acute accent show the glyph U+00E9 shows: the drawing made
        // before is referred to. Another letter is drawn again.
        view.shown = "e\u{301}"
        let second = SVGRenderer().picture(screen, series: series).text
        #expect(second.contains(##"<use href="#d4"/>"##) && !second.contains("<g id="))
        view.shown = "\u{E8}"
        let third = SVGRenderer().picture(screen, series: series).text
        #expect(third.contains(##"<g id="d5">"## + "\n" + ##"    <rect x="0" y="70" width="60" height="30""##))
        #expect(third.contains("\u{E8}</text>") && !third.contains(##"href="#d4""##))
    }

    @Test func aViewThatGoesBackToAnEarlierLookRefersToThatDrawing() throws {
        let series = SVGPictureSeries()
        let first = SVGRenderer().picture(screen, series: series).text
        // "b" selected: drawn anew as d4 (d1–d3 are the first picture's buttons).
        try select("b")
        let second = SVGRenderer().picture(screen, series: series).text
        #expect(second.contains(##"<g id="d4">"## + "\n" + ##"    <rect x="100" y="0" width="100" height="30" fill="#d6e6ff""##))
        // Deselected: it looks as in the first picture again, so it refers to d2.
        let b = try #require(screen.view(withID: "b") as? Control)
        b.isSelected = false
        let third = SVGRenderer().picture(screen, series: series).text
        #expect(!third.contains("<g id="))
        #expect(third.contains(##"<use href="#d1"/>"## + "\n" + ##"  <use href="#d2"/>"## + "\n" + ##"  <use href="#d3"/>"##))
        // Selected again: d4, and an unchanged fourth picture keeps referring to it.
        b.isSelected = true
        let fourth = SVGRenderer().picture(screen, series: series).text
        let fifth = SVGRenderer().picture(screen, series: series).text
        for picture in [fourth, fifth] {
            #expect(!picture.contains("<g id="))
            #expect(picture.contains(##"<use href="#d4"/>"##) && !picture.contains(##"href="#d2""##))
        }
        // Resolved, the fifth picture is the screen drawn alone.
        let drawings = Self.drawings(in: first + second)
        #expect(Self.unindented(Self.resolving(fifth, with: drawings)) == Self.unindented(SVGRenderer().render(screen)))
    }

    @Test func aViewPaintedInAnotherPlaceOfTheOrderStillFindsItsDrawing() throws {
        let series = SVGPictureSeries()
        _ = SVGRenderer().picture(screen, series: series)
        // A new first view: every button is painted one place later than before.
        let cover = Button()
        cover.title = "New"
        cover.frame = CGRect(x: 0, y: 70, width: 60, height: 30)
        screen.insertSubview(cover, at: 0)
        let second = SVGRenderer().picture(screen, series: series).text
        #expect(second.contains(##"<g id="d4">"## + "\n" + ##"    <rect x="0" y="70" width="60" height="30""##))
        #expect(second.contains(##"<use href="#d1"/>"##) && second.contains(##"<use href="#d2"/>"##) && second.contains(##"<use href="#d3"/>"##))
        // Taken away again: the buttons are back in their first places, still references.
        cover.removeFromSuperview()
        let third = SVGRenderer().picture(screen, series: series).text
        #expect(!third.contains("<g id="))
        #expect(third.contains(##"<use href="#d1"/>"##) && third.contains(##"<use href="#d3"/>"##))
    }

    @Test func aPictureWithItsReferencesFilledInIsThePictureDrawnAlone() throws {
        let series = SVGPictureSeries()
        let first = SVGRenderer().picture(screen, series: series).text
        try select("a")
        let second = SVGRenderer().picture(screen, series: series).text
        let alone = SVGRenderer().render(screen)
        let drawings = Self.drawings(in: first + second)
        #expect(Self.unindented(Self.resolving(second, with: drawings)) == Self.unindented(alone))
        #expect(Self.unindented(Self.resolving(first, with: drawings)) == Self.unindented(SVGRenderer().render(try Self.freshScreen())))
    }

    /// A container with a label and a button, the container's changes reaching them.
    static let nested = """
        <screen width="200" height="200" layout="absolute">
          <view id="box" frame="0 20 200 100" layout="absolute">
            <label id="name" text="Name" frame="10 10 100 20"/>
            <button id="go" title="Go" frame="10 40 80 30"/>
          </view>
          <text-field id="email" placeholder="Email" frame="10 120 150 30"/>
        </screen>
        """

    /// Changes after which a view unchanged itself draws otherwise (the container's,
    /// or a move to another superview), or views drawn before are shown again.
    enum Change: String, CaseIterable, Sendable {
        case containerFont, containerFrame, containerScroll, containerDirection, containerAlpha
        case labelText, buttonDisabled, fieldTyping, moveLabelOut, hideAndShowContainer
    }

    @Test(arguments: Change.allCases)
    func aPictureAfterAChangeIsThePictureDrawnAlone(_ change: Change) throws {
        let screen = try ScreenLoader(registry: .standard).load(xml: Self.nested)
        screen.layoutIfNeeded()
        let box = try #require(screen.view(withID: "box"))
        let series = SVGPictureSeries()
        var sheet = SVGRenderer().picture(screen, series: series).text
        // Unchanged: every view is referred to.
        let unchanged = SVGRenderer().picture(screen, series: series).text
        #expect(!unchanged.contains("<g id="))
        sheet += unchanged
        switch change {
        case .containerFont: box.fontSize = 9
        case .containerFrame: box.frame = CGRect(x: 5, y: 25, width: 200, height: 100)
        case .containerScroll: box.bounds.origin = CGPoint(x: 0, y: 8)
        case .containerDirection: box.direction = .rtl
        case .containerAlpha: box.alpha = 0.5
        case .labelText: try #require(screen.view(withID: "name") as? Label).text = "Other"
        case .buttonDisabled: try #require(screen.view(withID: "go") as? Control).isEnabled = false
        case .fieldTyping: try #require(screen.view(withID: "email") as? TextField).insert("a")
        case .moveLabelOut: screen.addSubview(try #require(screen.view(withID: "name")))
        case .hideAndShowContainer:
            box.isHidden = true
            sheet += SVGRenderer().picture(screen, series: series).text
            box.isHidden = false
        }
        let after = SVGRenderer().picture(screen, series: series).text
        // Shown again as it was, the container's views are referred to; after any other
        // change something is drawn anew.
        #expect(after.contains("<g id=") == (change != .hideAndShowContainer))
        let drawings = Self.drawings(in: sheet + after)
        #expect(Self.unindented(Self.resolving(after, with: drawings)) == Self.unindented(SVGRenderer().render(screen)))
    }

    @Test func seriesSharingACacheDrawWhatSeriesAloneDraw() throws {
        let cache = SVGDrawingCache()
        var sheets: [String] = []
        for _ in 0..<2 {
            let screen = try Self.freshScreen()
            let series = SVGPictureSeries(cache: cache)
            var sheet = SVGRenderer().picture(screen, series: series).text
            try #require(screen.view(withID: "b") as? Control).isSelected = true
            let second = SVGRenderer().picture(screen, series: series).text
            sheet += second
            // Resolved, the second picture is the screen drawn alone.
            #expect(Self.unindented(Self.resolving(second, with: Self.drawings(in: sheet))) == Self.unindented(SVGRenderer().render(screen)))
            sheets.append(sheet)
        }
        // The second series took every drawing from the cache: the same bytes. "a" and
        // "b" as drawn, and "b" selected, are kept; "wide", whose text is clipped (a clip
        // path with an id of the document's own), is not.
        #expect(sheets[0] == sheets[1])
        #expect(cache.count == 3)
        #expect(sheets[1].contains(#"<clipPath id="clip1">"#))
    }

    @Test func aFullCacheKeepsNoMoreButStillDraws() throws {
        let cache = SVGDrawingCache(capacity: 1)
        let screen = try Self.freshScreen()
        let series = SVGPictureSeries(cache: cache)
        let picture = SVGRenderer().picture(screen, series: series).text
        #expect(cache.count == 1)
        #expect(Self.unindented(Self.resolving(picture, with: Self.drawings(in: picture))) == Self.unindented(SVGRenderer().render(screen)))
    }

    private static func freshScreen() throws -> Screen {
        let screen = try ScreenLoader(registry: .standard).load(xml: Self.screen)
        screen.layoutIfNeeded()
        return screen
    }

    /// The lines inside every `<g id="dN">` group of `svg`, by id (a group ends at the
    /// first `</g>` indented as it is).
    private static func drawings(in svg: String) -> [String: String] {
        var result: [String: String] = [:]
        var open: (id: String, closing: String, lines: [String])?
        for line in svg.split(separator: "\n").map(String.init) {
            if let group = open {
                if line == group.closing {
                    result[group.id] = group.lines.joined(separator: "\n")
                    open = nil
                } else {
                    open?.lines.append(line)
                }
            } else if line.trimmingCharacters(in: .whitespaces).hasPrefix("<g id=\"d"), let id = line.split(separator: "\"").dropFirst().first {
                open = (String(id), String(line.prefix { $0 == " " }) + "</g>", [])
            }
        }
        return result
    }

    /// `svg` with each `<use href="#dN"/>` replaced by the drawing it refers to and each
    /// `<g id="dN">` group by its content.
    private static func resolving(_ svg: String, with drawings: [String: String]) -> String {
        var lines: [String] = []
        var skipping: [String] = []
        for line in svg.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("<use href=\"#"), let id = trimmed.dropFirst("<use href=\"#".count).split(separator: "\"").first {
                lines.append(contentsOf: (drawings[String(id)] ?? "missing \(id)").split(separator: "\n").map(String.init))
            } else if trimmed.hasPrefix("<g id=\"d") {
                skipping.append(String(line.prefix { $0 == " " }) + "</g>")
            } else if let closing = skipping.last, line == closing {
                skipping.removeLast()
            } else {
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func unindented(_ svg: String) -> [String] {
        svg.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
