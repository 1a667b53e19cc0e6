import Foundation
import Testing

@testable import TrellisCore

/// The one-pass reading of whole-number insets gives what the general path gives, and
/// leaves everything else to it.
struct InsetsFastPathTests {
    @Test(
        arguments: [
            ("0", [0.0]),
            ("0 20", [0, 20]),
            ("1 2 3", [1, 2, 3]),
            ("1 2 3 4", [1, 2, 3, 4]),
            ("007 10", [7, 10]),
            ("999999999999999", [999_999_999_999_999]),
        ] as [(String, [Double])])
    func wholeNumbersAreReadInOnePass(_ text: String, _ expected: [Double]) throws {
        #expect(Insets.wholeNumbers(in: text.utf8) == expected.map { CGFloat($0) })
        #expect(try Insets.numbers(in: text, expected: "x") == expected.map { CGFloat($0) })
        // The general path, which the fast path must agree with: the numbers one by one.
        let general = try text.split(separator: " ").map { try NumberSyntax.parse(String($0)) }
        #expect(general == expected.map { CGFloat($0) })
    }

    @Test(arguments: ["", " 1", "1 ", "1  2", "1 2 3 4 5", "1.5", "-1", "+1", "1e2", "1 x", "1\t2", "1234567890123456"])
    func anythingElseGoesToTheGeneralPath(_ text: String) {
        #expect(Insets.wholeNumbers(in: text.utf8) == nil)
    }

    @Test func theGeneralPathStillDecidesTheRest() throws {
        // Repeated spaces and decimals are valid insets; five numbers and a trailing
        // space are not, with the attribute's own description.
        #expect(try Insets(attributeText: "1  2.5").value == EdgeInsets(top: 1, left: 2.5, bottom: 1, right: 2.5))
        #expect(throws: ValueError(expected: Insets.valueDescription)) { try Insets(attributeText: "1 2 3 4 5") }
        #expect(throws: ValueError(expected: Insets.valueDescription)) { try Insets(attributeText: "1 ") }
        // 16 digits are more than the fast path reads; the number syntax takes them.
        #expect(try Insets(attributeText: "1234567890123456").value.top == 1_234_567_890_123_456)
    }
}
