import Foundation
import Testing
import Trellis

/// A field holding megabytes of typed text draws what can be seen (Docs/flows.md, "Long
/// texts"): its pictures, and the HTML report's, stay small. Under the test metrics a
/// Latin letter at the field's 17 pt is 8.5 points wide.
struct LongFieldTextTests {
    @Test func aFieldDrawsTheTextItsWidthCanShow() throws {
        let screen = try ScreenLoader(registry: .standard).load(
            xml: """
                <screen width="200" height="100">
                  <text-field id="f"/>
                </screen>
                """, path: "f.xml")
        _ = try screen.tap(ViewQuery(parsing: "#f"))
        try screen.typeText(String(repeating: "abcdefghij", count: 100_000))
        screen.layoutIfNeeded()
        let svg = SVGRenderer().render(screen)
        // The field is 200 wide with no padding: 47 letters are 399.5 points, within
        // 2 × 200; the 48th ends past it, and the drawing stops at the fourth letter past
        // it, the 51st.
        let drawn = String(repeating: "abcdefghij", count: 6).prefix(51)
        #expect(svg.contains(">\(drawn)</text>"), "\(svg.prefix(2000))")
        #expect(svg.utf8.count < 4_000)
        // The field still holds every character, and the dump shows them.
        #expect((screen.view(withID: "f") as? TextField)?.text.count == 1_000_000)
    }

    @Test func aShortTextIsDrawnWhole() throws {
        let screen = try ScreenLoader(registry: .standard).load(
            xml: """
                <screen width="200" height="100">
                  <text-field id="f" text="Hello"/>
                </screen>
                """, path: "f.xml")
        #expect(SVGRenderer().render(screen).contains(">Hello</text>"))
    }
}
