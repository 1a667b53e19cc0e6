import Foundation
import Testing
import Trellis

/// The audit around clipping and scrolling (Docs/accessibility.md, "The audit"): text cut
/// by an ancestor that clips is `truncated`; what a scroll container holds is neither
/// `offscreen` nor cut, since it can be scrolled into view. Under the test metrics a
/// Latin letter at 10 pt is 5 points wide and a line 12 points high.
struct AuditClippingTests {
    /// A plugin widget that scrolls its content: it clips, and says so in its
    /// accessibility declaration.
    static let registry: Registry = {
        let scroller = WidgetDescriptor(
            name: "scroller", summary: "a scrolling container", content: .views(allowed: nil), layoutPolicy: .defaultLayout("absolute"),
            accessibility: AccessibilityDeclaration(role: .group, isScrollContainer: true),
            make: { _ in
                let view = View()
                view.clipsToBounds = true
                return view
            })
        do {
            return try Registry(plugins: [.core, Plugin(name: "scrolling", widgets: [scroller])])
        } catch {
            Issue.record("the registry could not be made: \(error)")
            return .core
        }
    }()

    private func findings(_ body: String, rules: Set<AuditRule>, offset: CGFloat = 0) throws -> [String] {
        let screen = try ScreenLoader(registry: Self.registry).load(
            xml: "<screen width=\"200\" height=\"300\" layout=\"absolute\">\n\(body)\n</screen>", path: "c.xml")
        if let list = screen.view(withID: "list") { list.bounds.origin = CGPoint(x: 0, y: offset) }
        return AccessibilityAudit(rules: rules).findings(on: screen).map(\.description)
    }

    @Test func textCutByAClippingAncestorIsTruncated() throws {
        // card clips at x 30. "Hello" starts at x 10: H 10…15, e 15…20, l 20…25, l 25…30
        // are inside; o 30…35 is not. "Hi" at x 5 ends at 15, inside. The same label in a
        // view that does not clip is drawn whole: nothing is cut.
        #expect(
            try findings(
                """
                <view id="card" frame="0 0 30 40" clips-to-bounds="true" layout="absolute">
                  <label id="name" text="Hello" font-size="10" frame="10 0 40 12"/>
                  <label id="short" text="Hi" font-size="10" frame="5 20 40 12"/>
                </view>
                <view frame="0 100 30 40" layout="absolute">
                  <label text="Hello" font-size="10" frame="10 0 40 12"/>
                </view>
                """, rules: [.truncated]) == [
                    #"c.xml:3:3: warning: [truncated] label#name "Hello" is clipped by view#card: shows "Hell" instead of "Hello""#
                ])
    }

    @Test func aLineBelowTheClipIsCutWhole() throws {
        // Two lines from y 10: 10…22 lies inside the card's 0…25, 22…34 does not.
        #expect(
            try findings(
                """
                <view id="card" frame="0 0 100 25" clips-to-bounds="true" layout="absolute">
                  <label text="Up&#10;Down" lines="0" font-size="10" frame="0 10 100 24"/>
                </view>
                """, rules: [.truncated]) == [
                    #"c.xml:3:3: warning: [truncated] label "Up\nDown" is clipped by view#card: shows "Up" instead of "Up\nDown""#
                ])
    }

    @Test func centredTextIsCutOnBothSides() throws {
        // "ABCDEF" (30 points) centred in a label at x −5…25 starts at −5: A −5…0, B 0…5,
        // C 5…10, D 10…15, E 15…20, F 20…25. The card clips at 0…15: A, E and F are cut.
        #expect(
            try findings(
                """
                <view id="card" frame="0 0 15 44" clips-to-bounds="true" layout="absolute">
                  <label text="ABCDEF" font-size="10" text-alignment="center" frame="-5 0 30 12"/>
                </view>
                """, rules: [.truncated]) == [
                    #"c.xml:3:3: warning: [truncated] label "ABCDEF" is clipped by view#card: shows "BCD" instead of "ABCDEF""#
                ])
    }

    @Test func aViewInAScrollContainerIsNotOffscreenNorCut() throws {
        // The list shows y 200…300 of the screen; scrolled by 50, the row at content y 80
        // is at 200 + 80 − 50 = 230…274, its label at 230…242: all inside. Scrolled by
        // 0 the row is at 280…324, past the screen's bottom (300) and the list's, but it
        // can be scrolled into view: no offscreen and no truncated. The button outside
        // the list at 280…324 extends past the bottom edge by 24.
        let body = """
            <scroller id="list" frame="0 200 200 100">
              <button title="Row" frame="0 80 200 44"/>
              <label text="Note" font-size="10" frame="0 90 100 12"/>
            </scroller>
            <button title="Past" frame="0 280 44 44"/>
            """
        let expected = [#"c.xml:6:1: warning: [offscreen] button "Past" extends past the screen's bottom edge by 24 pt"#]
        #expect(try findings(body, rules: [.offscreen, .truncated]) == expected)
        #expect(try findings(body, rules: [.offscreen, .truncated], offset: 50) == expected)
    }

    @Test func rowsUnderAScrollViewsEdgeOverlapOnlyWithTheirVisiblePart() throws {
        // The row is at 80…124 but shows 80…100 inside the list (0…100). A footer at
        // 100…144 touches only what is scrolled out: no overlap. One at 90…134 covers
        // 90…100 of the visible part over the row's whole width: 200 × 10, reported at
        // the footer, later in the document.
        let list = """
            <scroller id="list" frame="0 0 200 100">
              <button title="Row" frame="0 80 200 44"/>
            </scroller>
            """
        #expect(try findings(list + "\n" + #"<button title="Footer" frame="0 100 200 44"/>"#, rules: [.overlap]) == [])
        #expect(
            try findings(list + "\n" + #"<button title="Footer" frame="0 90 200 44"/>"#, rules: [.overlap]) == [
                #"c.xml:5:1: warning: [overlap] button "Footer" overlaps button "Row" by 200 × 10 pt"#
            ])
    }

    @Test func rowsScrolledOutAreAuditedButNotInTheTree() throws {
        // Far (content y 300…320) is out of the 100-point list and below the 300-point
        // screen, yet scrolling shows it: it is checked (200 × 20 is too short) and not
        // offscreen. Gone sits in a view 0 points tall inside the content: no offset
        // shows it, so it is not checked. The accessibility tree holds what is visible.
        let screen = try ScreenLoader(registry: Self.registry).load(
            xml: """
                <screen width="200" height="300" layout="absolute">
                  <scroller id="list" frame="0 0 200 100">
                    <button title="Near" frame="0 0 200 44"/>
                    <button title="Far" frame="0 300 200 20"/>
                    <view frame="0 150 200 0" layout="absolute">
                      <button title="Gone" frame="0 0 20 20"/>
                    </view>
                  </scroller>
                </screen>
                """, path: "c.xml")
        #expect(
            AccessibilityAudit(rules: [.tapTarget, .offscreen]).findings(on: screen).map(\.description) == [
                #"c.xml:4:5: warning: [tap-target] button "Far" is 200 × 20 pt; tap targets should be at least 44 × 44"#
            ])
        #expect(screen.accessibilityElements.map(\.line) == [#"button "Near" (0, 0, 200, 44)"#])
    }

    @Test func theScrollWidgetIsAScrollContainer() throws {
        // The list shows y 200…300. At offset 0, Row is at 280…324 and Far at 500…520: both
        // past the screen's bottom, neither offscreen; Far, scrolled out, is checked at its
        // real size. Past, outside the list at 280…324, is offscreen by 24 and, drawn over
        // the list, overlaps Row's visible part 280…300: 44 × 20. At offset 100, Row is at
        // 180…224, visible 200…224: no overlap.
        func findings(offset: String) throws -> [String] {
            let screen = try ScreenLoader.standard.load(
                xml: """
                    <screen width="200" height="300" layout="absolute">
                      <scroll id="list" frame="0 200 200 100" layout="absolute" content-offset="\(offset)">
                        <button title="Row" frame="0 80 200 44"/>
                        <button title="Far" frame="0 300 200 20"/>
                        <label text="Note" font-size="10" frame="0 90 100 12"/>
                      </scroll>
                      <button title="Past" frame="0 280 44 44"/>
                    </screen>
                    """, path: "s.xml")
            return AccessibilityAudit().findings(on: screen).map(\.description)
        }
        let far = #"s.xml:4:5: warning: [tap-target] button "Far" is 200 × 20 pt; tap targets should be at least 44 × 44"#
        let past = #"s.xml:7:3: warning: [offscreen] button "Past" extends past the screen's bottom edge by 24 pt"#
        #expect(
            try findings(offset: "0 0") == [
                far, past, #"s.xml:7:3: warning: [overlap] button "Past" overlaps button "Row" by 44 × 20 pt"#,
            ])
        #expect(try findings(offset: "0 100") == [far, past])
    }

    @Test func aScrollViewAsTallAsItsContentDoesNotExcuseRowsPastTheScreen() throws {
        // The scroll view has no height: it is as tall as its rows, 2 × 200 = 400, on a
        // 300-point screen, so its maximum offset is 0. Two at 200…400 ends 400 − 300 =
        // 100 past the screen's bottom at every offset.
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen width="200" height="300">
                  <scroll id="list">
                    <button title="One" height="200"/>
                    <button title="Two" height="200"/>
                  </scroll>
                </screen>
                """, path: "a.xml")
        #expect(
            AccessibilityAudit(rules: [.offscreen]).findings(on: screen).map(\.description) == [
                #"a.xml:4:5: warning: [offscreen] button "Two" extends past the screen's bottom edge by 100 pt at every content offset; "#
                    + "scroll#list is as tall as its content (400 points), so it does not scroll: give it a height or grow"
            ])
    }

    @Test func aScrollViewHalfOffTheScreenDoesNotExcuseWhatNoOffsetShows() throws {
        // The list is at x 200…400 on a 300-point screen and scrolls vertically. Left at
        // 200…280 shows; Right at 200 + 120 = 320…400 ends 100 past the right edge at every
        // offset. Low (content y 200…244) shows at offset 244 − 100 = 144.
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen width="300" height="300" layout="absolute">
                  <scroll id="list" frame="200 0 200 100" layout="absolute">
                    <button title="Left" frame="0 0 80 44"/>
                    <button title="Right" frame="120 0 80 44"/>
                    <button title="Low" frame="0 200 80 44"/>
                  </scroll>
                </screen>
                """, path: "b.xml")
        #expect(
            AccessibilityAudit(rules: [.offscreen]).findings(on: screen).map(\.description) == [
                #"b.xml:4:5: warning: [offscreen] button "Right" extends past the screen's right edge by 100 pt at every content offset"#
            ])
    }

    @Test func contentAcrossAVerticalScrollViewsAxisIsOffscreen() throws {
        // The list is 300 wide and scrolls only vertically; Far at x 400…480 ends
        // 480 − 300 = 180 past its right edge whatever the offset. Its y 200…244 alone
        // would be shown at offset 144.
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen width="300" height="300" layout="absolute">
                  <scroll id="list" frame="0 0 300 100" layout="absolute">
                    <button title="Near" frame="0 0 80 44"/>
                    <button title="Far" frame="400 200 80 44"/>
                  </scroll>
                </screen>
                """, path: "c.xml")
        #expect(
            AccessibilityAudit(rules: [.offscreen]).findings(on: screen).map(\.description) == [
                #"c.xml:4:5: warning: [offscreen] button "Far" extends past scroll#list's right edge by 180 pt at every content offset"#
            ])
    }

    @Test func aClippingViewThatDoesNotScrollLeavesOffscreenOn() throws {
        // 180 + 44 = 224 on a 200-point screen: 24 past the right edge, whether or not
        // the container clips (it cannot be scrolled to show the rest).
        #expect(
            try findings(
                """
                <view frame="0 0 300 100" clips-to-bounds="true" layout="absolute">
                  <button title="Go" frame="180 0 44 44"/>
                </view>
                """, rules: [.offscreen]) == [
                    #"c.xml:3:3: warning: [offscreen] button "Go" extends past the screen's right edge by 24 pt"#
                ])
    }
}
