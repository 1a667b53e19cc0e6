import Foundation
import Testing

@testable import TrellisCore

/// Colours (Docs/screen-xml.md, "Colours"): the four hex forms and CSS's named colours.
struct ColorTests {
    @Test(arguments: [
        ("#f80", 0xff, 0x88, 0x00, 0xff), ("#f80c", 0xff, 0x88, 0x00, 0xcc),
        ("#0A0b0C", 0x0a, 0x0b, 0x0c, 0xff), ("#01020380", 0x01, 0x02, 0x03, 0x80),
        ("tomato", 0xff, 0x63, 0x47, 0xff), ("rebeccapurple", 0x66, 0x33, 0x99, 0xff),
        ("grey", 0x80, 0x80, 0x80, 0xff), ("lightgoldenrodyellow", 0xfa, 0xfa, 0xd2, 0xff),
    ])
    func parses(text: String, red: Int, green: Int, blue: Int, alpha: Int) throws {
        let color = try Color(attributeText: text)
        #expect([color.red, color.green, color.blue, color.alpha].map(Int.init) == [red, green, blue, alpha])
        #expect(color.attributeText == text)
    }

    @Test func cssHasOneHundredAndFortyEightNames() {
        #expect(Color.namedColors.count == 148)
        #expect(Color.namedColors.keys.allSatisfy { $0 == $0.lowercased() && $0.allSatisfy(\.isASCII) })
    }

    @Test func writtenForms() throws {
        let color = try Color(attributeText: "#f80c")
        #expect(color.rgbHex == "#ff8800")
        // Each nibble to its lower-case digit: 0x0a → "0a", 0xbc → "bc", 0xf9 → "f9".
        #expect(Color(red: 0x0A, green: 0xBC, blue: 0xF9).rgbHex == "#0abcf9")
        // 0xcc = 204; 204 / 255 = 0.8.
        #expect(color.opacity == 0.8)
        #expect(Color(red: 1, green: 2, blue: 3, alpha: 4).attributeText == "#01020304")
        #expect(Color(red: 255, green: 0, blue: 16).attributeText == "#ff0010")
    }

    @Test func badColoursSayWhatWasExpectedAndSuggestAName() {
        let capital = #expect(throws: ValueError.self) { try Color(attributeText: "Red") }
        #expect(capital?.expected == "a CSS colour: #rgb, #rgba, #rrggbb, #rrggbbaa or a CSS colour name; did you mean 'red'?")
        for text in ["#12345", "#ggg", "", "#", "transparentish"] {
            #expect(throws: ValueError.self) { try Color(attributeText: text) }
        }
    }

    @Test func theSchemaPatternListsEveryName() throws {
        guard case .pattern(let name, let regex) = Color.valueSyntax else {
            Issue.record("expected a pattern")
            return
        }
        #expect(name == "colour")
        // The four hex forms and the 148 names, then light-dark() of two of them
        // (Docs/sweeps.md, "Appearances").
        let plain = try #require(regex.components(separatedBy: "|light-dark").first)
        #expect(plain.hasSuffix("|yellow|yellowgreen"))
        // 4 + 148 = 152 alternatives.
        #expect(plain.split(separator: "|").count == 152)
        #expect(regex == plain + "|light-dark\\((\(plain)), *(\(plain))\\)")
    }
}
