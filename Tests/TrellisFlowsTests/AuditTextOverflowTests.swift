import Foundation
import Testing
import Trellis

/// Text drawn wider than its own label is `truncated` (Docs/accessibility.md, "The audit",
/// rule 3), and a secure field's text is never matched or printed. Under the test metrics
/// a Latin letter at the label's 17 pt is 8.5 points wide.
struct AuditTextOverflowTests {
    private func truncated(_ body: String) throws -> [String] {
        let screen = try ScreenLoader(registry: .standard).load(xml: "<screen width=\"200\" height=\"300\">\n\(body)\n</screen>", path: "t.xml")
        return AccessibilityAudit(rules: [.truncated]).findings(on: screen).map(\.description)
    }

    @Test func aOneLineLabelWiderThanItsScreenIsTruncated() throws {
        // 38 characters × 8.5 = 323 points of text in a 200-point label.
        #expect(
            try truncated(#"  <label id="t" text="A very long headline that does not fit"/>"#) == [
                #"t.xml:2:3: warning: [truncated] label#t "A very long headline that does not fit" draws its text 323 pt wide in 200 pt: it is cut or overlaps what is beside it"#
            ])
    }

    @Test func paddingLeavesLessRoomForTheText() throws {
        // "Twenty chars of text" is 20 × 8.5 = 170 wide: it fits in 200, not in 200 − 2 × 20 = 160.
        #expect(try truncated(#"  <label text="Twenty chars of text"/>"#).isEmpty)
        #expect(
            try truncated(#"  <label text="Twenty chars of text" padding="0 20"/>"#) == [
                #"t.xml:2:3: warning: [truncated] label "Twenty chars of text" draws its text 170 pt wide in 160 pt: it is cut or overlaps what is beside it"#
            ])
    }

    @Test func textThatWrapsOrEndsInAnEllipsisIsJudgedAsBefore() throws {
        // Two lines allowed: the words wrap within 200 points and nothing is cut.
        #expect(try truncated(#"  <label text="A very long headline that does not fit" lines="2"/>"#).isEmpty)
        // Truncated with "…": what is shown differs from the text, as rule 3 always said.
        #expect(try truncated(#"  <label id="t" text="A very long headline that does not fit" line-break="truncate-tail"/>"#).count == 1)
    }

    /// A secure field shows bullets, and bullets are all that queries, dumps, JSON and the
    /// audit ever see.
    @Test func aSecureFieldsTextIsNeverMatchedOrPrinted() throws {
        let screen = try ScreenLoader(registry: .standard).load(
            xml: """
                <screen width="200" height="300">
                  <text-field id="p" secure="true" width="40"/>
                </screen>
                """, path: "t.xml")
        _ = try screen.tap(ViewQuery(parsing: "#p"))
        try screen.typeText("hunter2")
        screen.layoutIfNeeded()
        #expect(screen.views(matching: try ViewQuery(parsing: "hunter2")).isEmpty)
        #expect(!TreePrinter.dump(screen).contains("hunter2"))
        #expect(!ViewSnapshot(screen).json.serialized().contains("hunter2"))
        let findings = AccessibilityAudit().findings(on: screen).map(\.description).joined(separator: "\n")
        #expect(!findings.contains("hunter2"), "\(findings)")
        #expect(TreePrinter.dump(screen).contains("•••••••"))
    }
}
