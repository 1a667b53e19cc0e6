import Foundation
import Testing
import TrellisCore

/// Attribute value types (Docs/screen-xml.md, "Values").
struct AttributeValueTests {
    @Test(arguments: [("12", 12.0), ("7.5", 7.5), ("0", 0.0), ("-0", 0.0), ("1e2", 100.0), (".5", 0.5)])
    func lengthAccepts(text: String, value: Double) throws {
        let length = try Length(attributeText: text)
        #expect(length.value == CGFloat(value))
        #expect(length.value.sign == .plus)
    }

    @Test(arguments: ["-1", "-0.5", "10px", "", " 1", "NaN"])
    func lengthRejects(text: String) {
        let error = #expect(throws: ValueError.self) { try Length(attributeText: text) }
        #expect(error?.expected == "a length in points (a number ≥ 0)")
    }

    /// A well-formed number beyond the largest Double says so, since it looks like a length
    /// (Docs/screen-xml.md, "Values": `1e309` is an error). `-1e309` is negative either way.
    @Test func lengthOutOfRangeSaysWhy() {
        let note = "; 1e309 is out of range (numbers must be finite, within ±1.8e308)"
        let length = #expect(throws: ValueError.self) { try Length(attributeText: "1e309") }
        #expect(length?.expected == "a length in points (a number ≥ 0)" + note)
        let padding = #expect(throws: ValueError.self) { try Insets(attributeText: "10 1e309") }
        #expect(padding?.expected == Insets.valueDescription + note)
        let alpha = #expect(throws: ValueError.self) { try UnitInterval(attributeText: "1e309") }
        #expect(alpha?.expected == "a number from 0 to 1" + note)
    }

    @Test(arguments: ["buy", "周一", "row-1.a_b", "a&b", "#x", "👍🏽"])
    func identifierAccepts(text: String) throws {
        #expect(try Identifier(attributeText: text).value == text)
    }

    /// White space, quotes, controls and format characters (an RTL override, a BOM) would
    /// split or disguise an id in `#id` queries, the dump and messages.
    @Test(arguments: ["", "buy now", " ", "a\tb", "a\nb", "say \"hi\"", "it's", "a\u{202E}b", "\u{FEFF}a", "a\u{0}b", "a\u{A0}b", "a\u{2028}b"])
    func identifierRejects(text: String) {
        let error = #expect(throws: ValueError.self) { try Identifier(attributeText: text) }
        #expect(error?.expected == "an identifier: one or more characters, none of them white space, a quote or a control or format character")
    }

    /// Every ASCII character in an id is judged as the rule says: rejected when it is a
    /// control (Cc), a space separator (Zs) or a quote, accepted otherwise.
    @Test func identifierJudgesEveryASCIICharacterByTheRule() throws {
        for value in UInt32(0)..<0x80 {
            let scalar = try #require(Unicode.Scalar(value))
            let category = scalar.properties.generalCategory
            let expected = category != .control && category != .spaceSeparator && scalar != "'" && scalar != "\""
            #expect(Identifier.isValid("a" + String(Character(scalar))) == expected, "U+\(String(value, radix: 16))")
        }
    }

    @Test func numberAcceptsNegatives() throws {
        #expect(try Number(attributeText: "-3").value == -3)
        #expect(try Number(attributeText: "-0").value.sign == .plus)
        #expect(throws: ValueError.self) { try Number(attributeText: "1e309") }
    }

    @Test(arguments: [("0", 0.0), ("1", 1.0), ("0.5", 0.5), ("-0", 0.0), ("0.009", 0.009)])
    func unitIntervalAccepts(text: String, value: Double) throws {
        #expect(try UnitInterval(attributeText: text).value == CGFloat(value))
    }

    @Test(arguments: ["1.5", "-0.1", "2", "50%"])
    func unitIntervalRejects(text: String) {
        let error = #expect(throws: ValueError.self) { try UnitInterval(attributeText: text) }
        #expect(error?.expected == "a number from 0 to 1")
    }

    @Test(arguments: [("4", 4), ("0", 0), ("12", 12), ("007", 7), ("1000000", 1_000_000)])
    func countAccepts(text: String, value: Int) throws {
        #expect(try Count(attributeText: text).value == value)
    }

    @Test(arguments: ["4.0", "1e1", "-1", "+4", "", " 4", "4 ", "٣", "1000001", "9223372036854775807", "99999999999999999999"])
    func countRejects(text: String) {
        let error = #expect(throws: ValueError.self) { try Count(attributeText: text) }
        #expect(error?.expected == "a whole number from 0 to 1000000 (ASCII digits only)")
    }

    @Test func positiveCount() throws {
        #expect(try PositiveCount(attributeText: "1").value == 1)
        #expect(try PositiveCount(attributeText: "4").value == 4)
        for text in ["0", "00", "4.0", "1e1", "-1", "1000001", "9223372036854775807"] {
            let error = #expect(throws: ValueError.self) { try PositiveCount(attributeText: text) }
            #expect(error?.expected == "a whole number from 1 to 1000000 (ASCII digits only)")
        }
        #expect(PositiveCount(0).value == 1)
        #expect(Count(-3).value == 0)
    }

    /// CSS shorthand: all | vertical horizontal | top horizontal bottom | top right bottom left.
    @Test(arguments: [
        ("5", EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)),
        ("1 2", EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)),
        ("1 2 3", EdgeInsets(top: 1, left: 2, bottom: 3, right: 2)),
        ("1 2 3 4", EdgeInsets(top: 1, left: 4, bottom: 3, right: 2)),
        ("50 16 0 16", EdgeInsets(top: 50, left: 16, bottom: 0, right: 16)),
        ("1  2", EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)),
        ("-0 .5", EdgeInsets(top: 0, left: 0.5, bottom: 0, right: 0.5)),
    ])
    func insetsShorthand(text: String, insets: EdgeInsets) throws {
        #expect(try Insets(attributeText: text).value == insets)
        #expect(try SignedInsets(attributeText: text).value == insets)
    }

    @Test(arguments: ["1 2 3 4 5", "-1", "1 -2", "0 0 0 -0.5", "", " 1", "1 ", "1,2", "1\t2", "a", "1px"])
    func insetsRejects(text: String) {
        let error = #expect(throws: ValueError.self) { try Insets(attributeText: text) }
        #expect(error?.expected.hasPrefix("1 to 4 lengths in points (numbers ≥ 0) in CSS order") == true)
    }

    @Test func signedInsetsAcceptNegatives() throws {
        #expect(try SignedInsets(attributeText: "-10").value == EdgeInsets(all: -10))
        #expect(try SignedInsets(attributeText: "-1 2 -3 4").value == EdgeInsets(top: -1, left: 4, bottom: -3, right: 2))
        #expect(throws: ValueError.self) { try SignedInsets(attributeText: "1 2 3 4 5") }
        #expect(throws: ValueError.self) { try SignedInsets(attributeText: "-1px") }
    }

    @Test func insetsAreWrittenBackInCSSOrder() {
        let insets = EdgeInsets(top: 1, left: 4, bottom: 3, right: 2.5)
        #expect(Insets(insets).attributeText == "1 2.5 3 4")
        #expect(insets.description == "1 2.5 3 4")
        #expect(insets.horizontal == 6.5)
        #expect(insets.vertical == 4)
    }

    @Test func cssValuesCountsOtherThanOneToFourAreNil() {
        #expect(EdgeInsets(cssValues: []) == nil)
        #expect(EdgeInsets(cssValues: [1, 2, 3, 4, 5]) == nil)
    }

    @Test func frameRect() throws {
        #expect(try FrameRect(attributeText: "10 20 30 40").value == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(try FrameRect(attributeText: "-5 -7.5 10 0").value == CGRect(x: -5, y: -7.5, width: 10, height: 0))
        #expect(FrameRect(CGRect(x: -5, y: 0, width: 10.5, height: 2)).attributeText == "-5 0 10.5 2")
        for text in ["1 2 3", "1 2 3 4 5", "0 0 -1 5", "0 0 5 -1", "0 0 5 5px"] {
            let error = #expect(throws: ValueError.self) { try FrameRect(attributeText: text) }
            #expect(error?.expected == "four numbers \"x y width height\" in points (width and height ≥ 0)")
        }
    }

    @Test(arguments: [("true", true), ("false", false)])
    func boolAccepts(text: String, value: Bool) throws {
        #expect(try Bool(attributeText: text) == value)
        #expect(value.attributeText == text)
    }

    @Test(arguments: ["True", "FALSE", "1", "0", "yes", "", " true", "true "])
    func boolRejects(text: String) {
        let error = #expect(throws: ValueError.self) { try Bool(attributeText: text) }
        #expect(error?.expected == "true or false")
    }

    @Test func enumerationsListTheirValues() throws {
        #expect(try StackLayout.Axis(attributeText: "horizontal") == .horizontal)
        #expect(try StackLayout.Alignment(attributeText: "center") == .center)
        #expect(try LayoutDirection(attributeText: "rtl") == .rtl)
        let axis = #expect(throws: ValueError.self) { try StackLayout.Axis(attributeText: "diagonal") }
        #expect(axis?.expected == "one of vertical, horizontal")
        let alignment = #expect(throws: ValueError.self) { try StackLayout.Alignment(attributeText: "Center") }
        #expect(alignment?.expected == "one of fill, leading, center, trailing")
        let direction = #expect(throws: ValueError.self) { try LayoutDirection(attributeText: "") }
        #expect(direction?.expected == "one of ltr, rtl")
        #expect(StackLayout.Alignment.trailing.attributeText == "trailing")
    }

    @Test(arguments: ["#fff", "#FFFA", "#a1b2c3", "#a1b2c3d4"])
    func hexColourAccepts(text: String) throws {
        #expect(try HexColor(attributeText: text).value == text)
    }

    @Test(arguments: ["fff", "#ff", "#fffff", "#ggg", "#１２３", "", "#", "red"])
    func hexColourRejects(text: String) {
        #expect(throws: ValueError.self) { try HexColor(attributeText: text) }
    }

    @Test func stringTakesAnything() throws {
        #expect(try String(attributeText: " a b ") == " a b ")
        #expect(try String(attributeText: "") == "")
    }
}
