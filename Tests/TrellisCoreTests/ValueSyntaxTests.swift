import Foundation
import Testing
import TrellisCore

/// The value syntaxes schemas state agree with the parsers: every text a value type
/// accepts matches its pattern, so a schema is never stricter than the loader.
struct ValueSyntaxTests {
    static func matches(_ syntax: ValueSyntax, _ text: String) throws -> Bool {
        guard case .pattern(_, let regex) = syntax else { return false }
        let expression = try NSRegularExpression(pattern: "^(?:\(regex))$")
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    @Test(arguments: ["12", "7.5", "-3", ".5", "1e2", "+4", "-0", "1E-3", "0.000"])
    func numbersMatch(_ text: String) throws {
        #expect(try ValueSyntaxTests.matches(.number, text))
    }

    @Test(arguments: ["", "1.", "e2", "0x10", "12px", " 1", "1 ", "١٢", "--1"])
    func nonNumbersDoNotMatch(_ text: String) throws {
        #expect(try !ValueSyntaxTests.matches(.number, text))
        #expect(throws: ValueError.self) { try NumberSyntax.parse(text) }
    }

    @Test(arguments: ["0", "-0", "-0.0", "12", "+1.5", "-1e-400", "3e2"])
    func everyLengthTheParserAcceptsMatches(_ text: String) throws {
        _ = try Length(attributeText: text)
        #expect(try ValueSyntaxTests.matches(.length, text))
    }

    @Test func lengthsRejectNegativeNumbers() throws {
        #expect(try !ValueSyntaxTests.matches(.length, "-1"))
        #expect(try !ValueSyntaxTests.matches(.length, "-0.5"))
    }

    @Test func compositeSyntaxes() throws {
        #expect(try ValueSyntaxTests.matches(.insets, "0 20"))
        #expect(try ValueSyntaxTests.matches(.insets, "1  2 3 4"))
        #expect(try !ValueSyntaxTests.matches(.insets, "1 2 3 4 5"))
        #expect(try !ValueSyntaxTests.matches(.insets, " 1"))
        #expect(try ValueSyntaxTests.matches(.signedInsets, "-5 -10"))
        #expect(try ValueSyntaxTests.matches(.frame, "-10 5 100 44"))
        #expect(try !ValueSyntaxTests.matches(.frame, "0 0 -1 4"))
        #expect(try ValueSyntaxTests.matches(.hexColor, "#0a0B0c"))
        #expect(try !ValueSyntaxTests.matches(.hexColor, "#12345"))
        #expect(try ValueSyntaxTests.matches(.count, "0"))
        #expect(try !ValueSyntaxTests.matches(.positiveCount, "000"))
        #expect(try ValueSyntaxTests.matches(.positiveCount, "04"))
    }

    @Test func valueTypesDeclareTheirSyntax() {
        #expect(Bool.valueSyntax == .choice(["true", "false"]))
        #expect(LineBreakMode.valueSyntax == .choice(LineBreakMode.allCases.map(\.rawValue)))
        #expect(String.valueSyntax == .text)
        #expect(PositiveCount.valueSyntax == .positiveCount)
        #expect(ValueSyntax.choice(["a"]).union(.choice(["b", "a"])) == .choice(["a", "b"]))
        #expect(ValueSyntax.length.union(.count) == .text)
    }
}
