import Foundation
import Testing
import Trellis

@testable import TrellisRender

/// Whole pictures kept for a run by what they show (``SVGPictureCache``): a picture whose
/// content a track (a flow) read before is taken from the cache, and it is always the
/// picture drawing would give, byte for byte.
struct PictureCacheTests {
    /// Three buttons in a tag list, a label and a text field.
    static let screen = """
        <screen width="240" height="160">
          <tag-list id="tags">
            <button id="a" title="周一"/>
            <button id="b" title="Tue"/>
            <button id="c" title="三月 3"/>
          </tag-list>
          <label id="note" text="Hello"/>
          <text-field id="name" placeholder="Name"/>
        </screen>
        """

    private static func load(_ xml: String = screen) throws -> Screen {
        let screen = try ScreenLoader(registry: .standard).load(xml: xml)
        screen.layoutIfNeeded()
        return screen
    }

    /// The picture through `track`, checked against the picture drawn alone.
    private static func picture(_ screen: Screen, track: SVGPictureTrack, taps: [TapMark] = []) -> SVGPicture {
        screen.layoutIfNeeded()
        let options = RenderOptions(showsTaps: !taps.isEmpty)
        let kept = SVGRenderer(options: options).picture(screen, taps: taps, track: track)
        #expect(kept.bytes == SVGRenderer(options: options).picture(screen, taps: taps).bytes)
        return kept
    }

    @Test func aPictureTakenFromTheCacheIsThePictureDrawnByteForByte() throws {
        let cache = SVGPictureCache()
        // One flow's states: as loaded, "b" selected, "b" and "c" selected, the label's
        // text changed, the field typed into, "a" hidden, the screen dark.
        let first = try Self.load()
        let track = SVGPictureTrack(cache: cache)
        var pictures: [SVGPicture] = [Self.picture(first, track: track)]
        let b = try #require(first.view(withID: "b") as? Control)
        b.isSelected = true
        pictures.append(Self.picture(first, track: track))
        try #require(first.view(withID: "c") as? Control).isSelected = true
        pictures.append(Self.picture(first, track: track))
        try #require(first.view(withID: "note") as? Label).text = "Goodbye"
        pictures.append(Self.picture(first, track: track))
        try #require(first.view(withID: "name") as? TextField).text = "Ada"
        pictures.append(Self.picture(first, track: track))
        try #require(first.view(withID: "a")).isHidden = true
        pictures.append(Self.picture(first, track: track))
        first.appearance = .dark
        pictures.append(Self.picture(first, track: track))
        #expect(Set(pictures.map(\.contentHash)).count == 7)
        #expect(cache.count == 7)
        // A second flow on a screen of its own passes through the first two states: both
        // pictures come from the cache (the same bytes, not drawn again), then a state
        // the first flow never reached ("a" selected) is drawn and kept.
        let second = try Self.load()
        let other = SVGPictureTrack(cache: cache)
        #expect(Self.picture(second, track: other) == pictures[0])
        try #require(second.view(withID: "b") as? Control).isSelected = true
        #expect(Self.picture(second, track: other) == pictures[1])
        #expect(cache.count == 7)
        try #require(second.view(withID: "a") as? Control).isSelected = true
        _ = Self.picture(second, track: other)
        #expect(cache.count == 8)
    }

    @Test func aViewThatGoesBackToAnEarlierLookGivesTheEarlierPicture() throws {
        let cache = SVGPictureCache()
        let screen = try Self.load()
        let track = SVGPictureTrack(cache: cache)
        let loaded = Self.picture(screen, track: track)
        let b = try #require(screen.view(withID: "b") as? Control)
        b.isSelected = true
        let selected = Self.picture(screen, track: track)
        b.isSelected = false
        #expect(Self.picture(screen, track: track) == loaded)
        b.isSelected = true
        #expect(Self.picture(screen, track: track) == selected)
        #expect(cache.count == 2)
    }

    @Test func tapMarksArePartOfWhatAPictureShows() throws {
        let cache = SVGPictureCache()
        let screen = try Self.load()
        let track = SVGPictureTrack(cache: cache)
        let plain = Self.picture(screen, track: track)
        let mark = TapMark(point: CGPoint(x: 20, y: 10), hitFrame: CGRect(x: 0, y: 0, width: 40, height: 20), hitName: "button#a", number: 1)
        let marked = Self.picture(screen, track: track, taps: [mark])
        var moved = mark
        moved.point.x = 21
        let elsewhere = Self.picture(screen, track: track, taps: [moved])
        #expect(Set([plain.contentHash, marked.contentHash, elsewhere.contentHash]).count == 3)
        #expect(cache.count == 3)
    }

    @Test func marksDifferingOnlyInTheirNumbersMakeKeysOfDifferentFingerprints() throws {
        // A flow's pictures of one screen differ mostly by the number of their tap's mark:
        // each is found by its fingerprint without comparing it with the others.
        let screen = try Self.load()
        let track = SVGPictureTrack(cache: SVGPictureCache())
        let options = RenderOptions(showsTaps: true)
        let mark = TapMark(point: CGPoint(x: 20, y: 10), hitFrame: nil, hitName: "button#a", number: 1)
        var second = mark
        second.number = 2
        var swapped = mark
        swapped.point = CGPoint(x: 10, y: 20)
        let keys = try [mark, second, swapped].map { try #require(track.key(of: screen, taps: [$0], options: options)) }
        #expect(Set(keys.map(\.fingerprint)).count == 3)
    }

    @Test func aDrawingFollowingAnotherIsNumberedAsWhenLookedUp() throws {
        // The drawings a view changed to before are compared first; a different drawing
        // after the same one still gets a number of its own.
        let cache = SVGPictureCache()
        let screen = try Self.load()
        let b = try #require(screen.view(withID: "b") as? Control)
        func drawing() -> ViewDrawing { ViewDrawing(frame: b.frameInRoot, style: ViewStyle(b), text: TextSource(b)) }
        let plain = try #require(cache.numbered(drawing()))
        b.isSelected = true
        let selected = try #require(cache.numbered(drawing(), after: plain))
        b.isSelected = false
        b.isEnabled = false
        let disabled = try #require(cache.numbered(drawing(), after: plain))
        b.isEnabled = true
        b.isSelected = true
        #expect(cache.numbered(drawing(), after: plain) === selected)
        #expect(cache.numbered(drawing()) === selected)
        b.isSelected = false
        b.isEnabled = false
        #expect(cache.numbered(drawing(), after: plain) === disabled)
        #expect(Set([plain.number, selected.number, disabled.number]).count == 3)
    }

    @Test func aControlWhoseTitleChangedWithItsStateShowsItsNewTitle() throws {
        // A control whose state alone changed is drawn with the text it had; one whose
        // title changed as well is read again in full.
        let screen = try Self.load()
        let track = SVGPictureTrack(cache: SVGPictureCache())
        _ = Self.picture(screen, track: track)
        let b = try #require(screen.view(withID: "b") as? Button)
        b.isSelected = true
        #expect(Self.picture(screen, track: track).text.contains(">Tue</text>"))
        b.isSelected = false
        b.title = "Wed"
        #expect(Self.picture(screen, track: track).text.contains(">Wed</text>"))
    }

    /// A view showing whatever text it is given, from state of its own that moves no
    /// drawing revision on, as a plugin's widget may.
    final class Showing: View {
        var shown = ""
        override var visibleText: String? { shown }
    }

    @Test func aViewOfAnotherClassIsReadInFullForEveryPicture() throws {
        let screen = try Self.load()
        let view = Showing()
        view.shown = "one"
        view.frame = CGRect(x: 0, y: 120, width: 80, height: 30)
        screen.addSubview(view)
        let track = SVGPictureTrack(cache: SVGPictureCache())
        let first = Self.picture(screen, track: track)
        view.shown = "two"
        let second = Self.picture(screen, track: track)
        #expect(first != second && second.text.contains(">two</text>"))
    }

    @Test func textsOfOtherBytesAreNotShared() throws {
        // "é" as one scalar, then as "e" and a combining accent: equal as Swift compares
        // strings, but a picture is its bytes, so each keeps its own.
        let cache = SVGPictureCache()
        let composed = try Self.load(#"<screen width="100" height="40"><label text="caf&#xE9;"/></screen>"#)
        let decomposed = try Self.load(#"<screen width="100" height="40"><label text="cafe&#x301;"/></screen>"#)
        let first = Self.picture(composed, track: SVGPictureTrack(cache: cache))
        let second = Self.picture(decomposed, track: SVGPictureTrack(cache: cache))
        #expect(first != second && second.text.contains("cafe\u{301}"))
        #expect(cache.count == 2)
    }

    @Test func aLabelGivenAnotherSpellingOfItsTextShowsTheNewSpelling() throws {
        // "cafe" and a combining accent, then "café" as one scalar: equal as Swift
        // compares strings, but other bytes, so the label's drawing has changed.
        let screen = try Self.load(
            #"<screen width="100" height="40"><label id="l" text="cafe&#x301;"/><text-field id="f" placeholder="cafe&#x301;"/></screen>"#)
        let track = SVGPictureTrack(cache: SVGPictureCache())
        _ = Self.picture(screen, track: track)
        try #require(screen.view(withID: "l") as? Label).text = "caf\u{E9}"
        try #require(screen.view(withID: "f") as? TextField).placeholder = "caf\u{E9}"
        // Compared as bytes: `contains` would find either spelling in the other.
        let bytes = Data(Self.picture(screen, track: track).bytes)
        #expect(bytes.range(of: Data("cafe\u{301}".utf8)) == nil)
        #expect(bytes.range(of: Data(">caf\u{E9}</text>".utf8)) != nil)
    }

    @Test func aScreenWithAViewDrawnFromMoreThanItsDrawingIsDrawnEachTime() throws {
        // A switch draws its knob from its state; a view that clips draws its subviews in
        // a clip path: neither picture is kept, and both are still right.
        let cache = SVGPictureCache()
        for xml in [
            #"<screen width="100" height="60"><switch id="s"/></screen>"#,
            #"<screen width="100" height="60"><view clips-to-bounds="true" height="20"><button title="A"/></view></screen>"#,
        ] {
            let screen = try Self.load(xml)
            let track = SVGPictureTrack(cache: cache)
            _ = Self.picture(screen, track: track)
            _ = Self.picture(screen, track: track)
        }
        #expect(cache.count == 0)
    }

    @Test func picturesBeyondTheCapacityAreDrawnAndNotKept() throws {
        let screen = try Self.load()
        let cache = SVGPictureCache(byteCapacity: 100)
        let picture = Self.picture(screen, track: SVGPictureTrack(cache: cache))
        #expect(picture.bytes.count > 100)
        #expect(cache.count == 0)
    }

    @Test func theCoreSaysWhichClassesDrawFromItsStateAlone() {
        #expect(View.drawsFromCoreStateOnly && Control.drawsFromCoreStateOnly && Button.drawsFromCoreStateOnly)
        #expect(Label.drawsFromCoreStateOnly && TextField.drawsFromCoreStateOnly && TagListView.drawsFromCoreStateOnly)
        #expect(NavigationBar.drawsFromCoreStateOnly && TabBar.drawsFromCoreStateOnly && AlertView.drawsFromCoreStateOnly)
        // Classes that draw more than a rectangle and text, and any other subclass.
        #expect(!Switch.drawsFromCoreStateOnly && !ImageView.drawsFromCoreStateOnly && !Spinner.drawsFromCoreStateOnly)
        #expect(!Showing.drawsFromCoreStateOnly && !Screen.drawsFromCoreStateOnly)
    }
}
