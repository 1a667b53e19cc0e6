import Foundation
import Testing
import TrellisCore

/// Long texts are abbreviated where step lines, reports and messages quote them (Docs/flows.md,
/// "Long texts"); dumps and JSON keep them whole.
struct AbbreviatedTextTests {
    @Test(arguments: [
        ("short", 200, "short"),
        (String(repeating: "a", count: 200), 200, String(repeating: "a", count: 200)),
        (String(repeating: "a", count: 201), 200, String(repeating: "a", count: 200) + "… (201 characters)"),
        // Grapheme clusters count, not bytes: a family emoji is one character of 25 bytes.
        (String(repeating: "👩‍👩‍👧‍👦", count: 10), 8, String(repeating: "👩‍👩‍👧‍👦", count: 8) + "… (10 characters)"),
        ("周一周二周三", 3, "周一周… (6 characters)"),
    ])
    func abbreviation(text: String, limit: Int, expected: String) {
        #expect(text.abbreviated(to: limit) == expected)
    }

    @Test func aViewWithALongTitleIsNamedShortlyButDumpedWhole() {
        let title = String(repeating: "x", count: 1_000_000)
        let button = Button(title: title)
        #expect(button.description == "button \"" + String(repeating: "x", count: 200) + "… (1000000 characters)\"")
        #expect(TreePrinter.dump(button).contains(title))
    }
}
