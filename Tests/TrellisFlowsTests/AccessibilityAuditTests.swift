import Foundation
import Testing
import Trellis

/// `AccessibilityAudit` at and around each rule's threshold (Docs/accessibility.md, "The
/// audit"). Screens use the absolute layout so every frame is the one written.
struct AccessibilityAuditTests {
    private func findings(_ body: String, rules: Set<AuditRule> = Set(AuditRule.allCases), width: Int = 375) throws -> [String] {
        let screen = try ScreenLoader.standard.load(
            xml: "<screen width=\"\(width)\" height=\"400\" layout=\"absolute\">\n\(body)\n</screen>", path: "a.xml")
        return AccessibilityAudit(rules: rules).findings(on: screen).map(\.description)
    }

    @Test func tapTargetsAtTheThreshold() throws {
        #expect(
            try findings(
                """
                <button id="short" title="A" frame="0 0 44 43.99"/>
                <button id="exact" title="B" frame="100 0 44 44"/>
                <button id="narrow" title="C" frame="200 0 43.99 44"/>
                """, rules: [.tapTarget]) == [
                    "a.xml:2:1: warning: [tap-target] button#short \"A\" is 44 × 43.99 pt; tap targets should be at least 44 × 44",
                    "a.xml:4:1: warning: [tap-target] button#narrow \"C\" is 43.99 × 44 pt; tap targets should be at least 44 × 44",
                ])
    }

    @Test func hitInsetsWidenASmallTarget() throws {
        // 20 + 2 × 12 = 44 passes; 20 + 2 × 11.99 = 43.98 does not.
        #expect(
            try findings(
                """
                <button title="A" frame="100 100 20 20" hit-insets="-12"/>
                <button title="B" frame="200 100 20 20" hit-insets="-11.99"/>
                """, rules: [.tapTarget]) == [
                    "a.xml:3:1: warning: [tap-target] button \"B\" is 43.98 × 43.98 pt; tap targets should be at least 44 × 44"
                ])
    }

    @Test func controlsInsideADisabledContainerAndHiddenSubtrees() throws {
        #expect(
            try findings(
                """
                <button title="Box" enabled="false" frame="0 0 100 100" layout="absolute">
                  <button title="In" frame="0 0 20 20"/>
                </button>
                <view frame="0 200 100 100" accessibility-hidden="true" layout="absolute">
                  <button frame="0 0 44 44"/>
                </view>
                <view frame="200 200 100 100" audit-ignore="tap-target label" layout="absolute">
                  <button frame="0 0 20 20"/>
                </view>
                """) == [])
    }

    @Test func missingLabels() throws {
        #expect(
            try findings(
                """
                <button id="play" frame="0 0 44 44"/>
                <button id="stop" frame="50 0 44 44" accessibility-label="Stop"/>
                """, rules: [.label]) == ["a.xml:2:1: warning: [label] button#play has no accessibility label"])
    }

    @Test func aTextFieldIsLabelledByItsPlaceholderNotItsText() throws {
        #expect(
            try findings(
                """
                <text-field id="mail" placeholder="Email" frame="0 0 200 44"/>
                <text-field id="name" text="Ada" frame="0 50 200 44"/>
                <switch id="wifi" frame="0 100 51 31"/>
                """, rules: [.label]) == [
                    "a.xml:3:1: warning: [label] text-field#name \"Ada\" has no accessibility label",
                    "a.xml:4:1: warning: [label] switch#wifi has no accessibility label",
                ])
    }

    @Test func overlappingAndNestedControls() throws {
        // A and B share x 40…50 over their whole height: 10 × 44, reported at B (later,
        // on top). C sits inside D: nested, not overlapping. E touches B's edge at x 90:
        // zero area.
        #expect(
            try findings(
                """
                <button title="A" frame="0 0 50 44"/>
                <button title="B" frame="40 0 50 44"/>
                <button title="E" frame="90 0 50 44"/>
                <button title="D" frame="0 100 100 100" layout="absolute">
                  <button title="C" frame="10 10 50 50"/>
                </button>
                """, rules: [.overlap]) == ["a.xml:3:1: warning: [overlap] button \"B\" overlaps button \"A\" by 10 × 44 pt"])
    }

    @Test func contrastAroundFourAndAHalf() throws {
        // WCAG 2.1: #76 = 118, 118/255 = 0.46275 > 0.04045, ((0.46275 + 0.055)/1.055)^2.4
        // = 0.18116; black text is 0: (0.18116 + 0.05)/(0 + 0.05) = 4.62 passes. #5f = 95:
        // 0.37255 → 0.11444; (0.11444 + 0.05)/0.05 = 3.2887 < 4.5: fails, printed 3.28.
        #expect(
            try findings(
                """
                <label text="Fine" frame="0 0 100 30" background="#767676"/>
                <label text="Dim" frame="0 50 100 30" background="#5f5f5f"/>
                """, rules: [.contrast]) == [
                    "a.xml:3:1: warning: [contrast] label \"Dim\" has contrast 3.28:1 (#000000 on #5f5f5f); text needs at least 4.5:1"
                ])
    }

    @Test func contrastOfColouredTextJustAboveAndBelow() throws {
        // Grey text on white: #767676 gives (1 + 0.05)/(0.18116 + 0.05) = 4.5422 (passes),
        // #777777 (119: 0.18447) gives 1.05/0.23447 = 4.4781 (fails, printed 4.47, never
        // rounded up to the threshold).
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen layout="absolute"><label id="a" text="A" text-color="#767676" frame="0 0 50 30"/><label id="b" text="B" text-color="#777777" frame="0 50 50 30"/></screen>
                """, path: "c.xml")
        let audit = AccessibilityAudit(rules: [.contrast])
        #expect(
            audit.findings(on: screen).map(\.description) == [
                "c.xml:1:90: warning: [contrast] label#b \"B\" has contrast 4.47:1 (#777777 on #ffffff); text needs at least 4.5:1"
            ])
    }

    @Test func largeTextNeedsThreeToOne() throws {
        // #949494 (148: 0.29614): 1.05/0.34614 = 3.0335; #959595 (149: 0.30054): 1.05/0.35054
        // = 2.9953. 18 pt regular and 14 pt bold are large; 14 pt semibold too; 17 pt is not.
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen layout="absolute">
                  <label id="large" text="A" font-size="18" text-color="#949494" frame="0 0 50 30"/>
                  <label id="bold" text="B" font-size="14" font-weight="bold" text-color="#949494" frame="0 50 50 30"/>
                  <label id="below" text="C" font-size="18" text-color="#959595" frame="0 100 50 30"/>
                  <label id="small" text="D" font-size="17" text-color="#949494" frame="0 150 50 30"/>
                </screen>
                """, path: "l.xml")
        let audit = AccessibilityAudit(rules: [.contrast])
        #expect(
            audit.findings(on: screen).map(\.description) == [
                "l.xml:4:3: warning: [contrast] label#below \"C\" has contrast 2.99:1 (#959595 on #ffffff); large text needs at least 3:1",
                "l.xml:5:3: warning: [contrast] label#small \"D\" has contrast 3.03:1 (#949494 on #ffffff); text needs at least 4.5:1",
            ])
    }

    @Test func translucentBackgroundsAreCompositedOverWhite() throws {
        // #000000a0: alpha 160/255, each channel 255 × (1 − 160/255) = 95 = #5f5f5f; as above
        // black on it is 3.2887.
        #expect(
            try findings(##"<label text="T" frame="0 0 50 30" background="#000000a0"/>"##, rules: [.contrast]) == [
                "a.xml:2:1: warning: [contrast] label \"T\" has contrast 3.28:1 (#000000 on #5f5f5f); text needs at least 4.5:1"
            ])
    }

    @Test func offscreenAndTruncated() throws {
        // 68 + 44 = 112 on a 100-point screen: 12 past the right edge.
        #expect(
            try findings(#"<button title="Go" frame="68 0 44 44"/>"#, rules: [.offscreen], width: 100) == [
                "a.xml:2:1: warning: [offscreen] button \"Go\" extends past the screen's right edge by 12 pt"
            ])
        let truncated = try findings(#"<button title="Hello world" frame="0 0 44 44"/>"#, rules: [.truncated])
        #expect(truncated.count == 1)
        #expect(truncated.first?.hasPrefix("a.xml:2:1: warning: [truncated] button \"Hello world\" shows \"") == true)
        #expect(truncated.first?.hasSuffix("…\" instead of \"Hello world\"") == true)
    }

    @Test func theSeedTagListFailsTapTarget() throws {
        let path = FlowFixture.packageRoot.appendingPathComponent("Examples/weekdays.xml").path
        let found = AccessibilityAudit().findings(on: try ScreenLoader.standard.load(contentsOfFile: path))
        #expect(found.count == 26)
        #expect(found.allSatisfy { $0.rule == .tapTarget && $0.message.hasSuffix("× 20 pt; tap targets should be at least 44 × 44") })
    }
}
