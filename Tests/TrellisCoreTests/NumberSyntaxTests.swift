import Foundation
import Testing
import TrellisCore

/// The number syntax of screen XML (Docs/screen-xml.md, "Values").
struct NumberSyntaxTests {
    @Test(arguments: [
        ("12", 12.0),
        ("7.5", 7.5),
        ("-3", -3.0),
        ("1e2", 100.0),
        (".5", 0.5),
        ("-0", 0.0),
        ("+4", 4.0),
        ("1E2", 100.0),
        ("2.5e-1", 0.25),
        ("1e+1", 10.0),
        ("-.25", -0.25),
        ("007", 7.0),
        ("1e308", 1e308),
    ])
    func accepts(text: String, value: Double) throws {
        #expect(try NumberSyntax.parse(text) == CGFloat(value))
    }

    @Test func minusZeroIsPlainZero() throws {
        let value = try NumberSyntax.parse("-0")
        #expect(value == 0)
        #expect(value.sign == .plus)
        #expect(try NumberSyntax.parse("-0.0").sign == .plus)
        #expect(try NumberSyntax.parse("-0e5").sign == .plus)
    }

    @Test(arguments: [
        "1e309", "-1e309", "0x10", "10px", " 10 ", " 10", "10 ", "٣", "１２", "+", "-", "", "1.", "NaN", "nan",
        "inf", "-inf", "Infinity", ".", "e2", "1e", "1e+", "1.2.3", "1,5", "--1", "+-1", "1_000",
    ])
    func rejects(text: String) {
        #expect(throws: ValueError.self) { try NumberSyntax.parse(text) }
    }

    @Test func malformedAndOutOfRangeSayDifferentThings() {
        let malformed = #expect(throws: ValueError.self) { try NumberSyntax.parse("10px") }
        #expect(malformed?.expected == "a number such as 12, 7.5, -3 or 1e2 (ASCII digits, no units or spaces)")
        let huge = #expect(throws: ValueError.self) { try NumberSyntax.parse("1e309") }
        #expect(huge?.expected == "a finite number (this one is out of range)")
    }

    @Test(arguments: [
        ("4", true), ("0", true), ("12", true), ("4.0", false), ("1e1", false), ("-1", false), ("+4", false), ("", false), ("٣", false), (" 4", false),
    ])
    func counts(text: String, isCount: Bool) {
        #expect(NumberSyntax.isCount(text) == isCount)
    }
}
