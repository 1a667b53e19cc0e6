import Foundation
import Testing
import TrellisCore
import TrellisXML

/// `accessibility-label`, `accessibility-hidden` and `audit-ignore` on every view
/// (Docs/accessibility.md), and queries by accessibility label.
struct AccessibilityAttributeTests {
    static let xml = """
        <screen width="200" height="200">
          <button id="play" title="▶" accessibility-label="Play" audit-ignore="tap-target  overlap"/>
          <label text="Now playing" accessibility-hidden="true"/>
          <view id="art" height="40" accessibility-label="Cover art"/>
        </screen>
        """

    @Test func attributesReachTheViews() throws {
        let screen = try ScreenLoader(registry: .core).load(xml: Self.xml, path: "a.xml")
        let play = try #require(screen.view(withID: "play"))
        #expect(play.accessibilityLabel == "Play")
        #expect(play.auditIgnoredRules == [.tapTarget, .overlap])
        #expect(play.isAccessibilityHidden == false)
        #expect(screen.subviews[1].isAccessibilityHidden)
        #expect(screen.subviews[1].accessibilityLabel == nil)
        #expect(screen.view(withID: "art")?.accessibilityLabel == "Cover art")
    }

    @Test func queriesByAccessibilityLabel() throws {
        let screen = try ScreenLoader(registry: .core).load(xml: Self.xml, path: "a.xml")
        #expect(try ViewQuery(parsing: "label:Play") == .accessibilityLabel("Play"))
        #expect(ViewQuery.accessibilityLabel("Play").description == "label:Play")
        #expect(screen.views(matching: .accessibilityLabel("Play")).map(\.id) == ["play"])
        // A text query matches only text and titles.
        #expect(screen.views(matching: .text("Play")).isEmpty)
        #expect(screen.views(matching: .text("▶")).map(\.id) == ["play"])
        // The button is 0…200 wide; its title at 15 pt is 15 × 1.2 = 18 tall (test
        // metrics), so its centre is (100, 9).
        let report = try screen.tap(.accessibilityLabel("Play"))
        #expect(report.point == CGPoint(x: 100, y: 9))
        let error = #expect(throws: TapError.self) { try screen.tap(.accessibilityLabel("Cover")) }
        #expect(error?.message == "no visible view matches 'label:Cover'; visible candidates: label:Cover art, label:Play")
        let parseError = #expect(throws: ViewQueryError.self) { try ViewQuery(parsing: "label:") }
        #expect(parseError?.description == "invalid query 'label:': 'label:' must be followed by an accessibility label")
    }

    @Test func anUnknownRuleIsAnErrorAtTheAttribute() throws {
        let xml = """
            <screen>
              <button title="a" audit-ignore="tap-target contrst"/>
              <view audit-ignore=" "/>
            </screen>
            """
        let error = #expect(throws: ScreenLoadError.self) { try ScreenLoader(registry: .core).load(xml: xml, path: "r.xml") }
        let diagnostics = try #require(error).diagnostics
        #expect(
            diagnostics.map(\.description) == [
                "r.xml:2:21: error: invalid value 'tap-target contrst' for attribute 'audit-ignore' of <button>: expected "
                    + "audit rule names separated by spaces (tap-target, label, truncated, overlap, contrast, offscreen); "
                    + "'contrst' is not one; did you mean 'contrast'?",
                "r.xml:3:9: error: invalid value ' ' for attribute 'audit-ignore' of <view>: expected "
                    + "audit rule names separated by spaces (tap-target, label, truncated, overlap, contrast, offscreen)",
            ])
    }
}
