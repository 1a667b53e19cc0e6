import Foundation
import Testing

@testable import TrellisCore

/// The number format of the dumps and JSON (Docs/cli.md, "JSON output"): the shortest
/// decimal that reads back as the same value, written digit by digit for values with up
/// to three decimals, which must equal Swift's own description.
struct ShortNumberTests {
    /// Swift's shortest description of `value`, without ".0" for whole numbers.
    private func reference(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    @Test func valuesWithFewDecimalsMatchSwiftsDescription() {
        var values: [Double] = [0.001, 0.002, 0.015, 0.1, 0.3, 1.05, 2.675, 123456789.5, 999999999.875, 999999999.999, 1e-3 + 1e-9]
        for numerator in -4000...4000 {
            values += [Double(numerator) / 8, Double(numerator) / 10, Double(numerator) / 100, Double(numerator) / 1000, Double(numerator) / 3]
        }
        values += [0.1 + 0.2, 1e9 + 0.5, 1e-4, 5e-4, .pi, -.pi, 1e20, 12.3456]
        for value in values {
            #expect(CGFloat(value).trellisDescription == reference(value), "\(value)")
        }
        #expect(CGFloat(2.05).trellisDescription == "2.05")
        #expect(CGFloat(-0.5).trellisDescription == "-0.5")
        #expect(CGFloat(0.1 + 0.2).trellisDescription == "0.30000000000000004")
    }

    /// Numbers for people: the shortest decimal with at most nine places within 0.5e-9 of
    /// the value, so float noise never shows; large and non-finite values as JSON writes them.
    @Test(
        arguments: [
            (28.799999999999997, "28.8"), (159.39999999999998, "159.4"), (104.39999999999999, "104.4"),
            (0.1 + 0.2, "0.3"), (1.0 / 3, "0.333333333"), (-1.0 / 3, "-0.333333333"), (2.0 / 3, "0.666666667"),
            (100.0 / 3, "33.333333333"), (1e-7, "0.0000001"), (-1e-10, "0"), (1e-4, "0.0001"), (142.5, "142.5"),
            (999_999_999.875, "999999999.875"), (1e9 + 0.5, "1000000000.5"), (1e16, "1e+16"), (375, "375"),
            (.infinity, "inf"), (-.infinity, "-inf"),
        ] as [(Double, String)])
    func numbersForPeopleHideFloatNoise(value: Double, text: String) {
        #expect(CGFloat(value).humanDescription == text)
        // Read back, the text is the value to within 1e-9.
        if let back = Double(text), value.isFinite { #expect(abs(back - value) <= 0.5e-9 * max(1, abs(value))) }
    }

    /// The short forms written digit by digit give the bytes of the general path (Swift's
    /// description) for each value of a table, and the values without a short form are
    /// left to the general path.
    @Test(
        arguments: [
            (0.0, "0", true), (-0.0, "0", true), (1, "1", true), (-1, "-1", true), (375, "375", true),
            (-401594, "-401594", true), (0.5, "0.5", true), (-0.5, "-0.5", true), (7.5, "7.5", true),
            (142.5, "142.5", true), (-142.5, "-142.5", true), (0.25, "0.25", true), (0.125, "0.125", true),
            (2.05, "2.05", true), (0.001, "0.001", true), (999_999_999.875, "999999999.875", true),
            (999_999_999_999_999, "999999999999999", true), (-999_999_999_999_999, "-999999999999999", true),
            (1.0 / 3, "0.3333333333333333", false), (-1.0 / 3, "-0.3333333333333333", false),
            (2.0 / 3, "0.6666666666666666", false), (100.0 / 3, "33.333333333333336", false),
            (1e-7, "1e-07", false), (-1e-7, "-1e-07", false), (1e-4, "0.0001", false), (1e15, "1000000000000000.0", false),
            (1e16, "1e+16", false), (-1e16, "-1e+16", false), (1e9 + 0.5, "1000000000.5", false),
            (0.1 + 0.2, "0.30000000000000004", false),
        ] as [(Double, String, Bool)])
    func shortFormsGiveTheGeneralPathsBytes(value: Double, text: String, hasShortForm: Bool) {
        #expect(reference(value) == text)
        #expect(CGFloat(value).trellisDescription == text)
        var writer = JSONWriter()
        writer.write(value)
        #expect(writer.text == text)
        // The text dump writes numbers for people (humanDescription, tested below).
        var dump = JSONWriter(showsInvisibles: true)
        dump.writeDescription(value)
        #expect(dump.text == CGFloat(value).humanDescription)
        if hasShortForm { #expect(dump.text == text) }
        // Whole numbers below 10¹⁵ and up to three decimals between 10⁻³ and 10⁹ are
        // written digit by digit; the others (a third, 10⁻⁷, 10¹⁶) by Swift's description.
        let short = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: CGFloat.shortDescriptionCapacity) { buffer in
            buffer.baseAddress.map { base in
                String(decoding: UnsafeBufferPointer(start: base, count: CGFloat.writeShortDescription(of: value, into: base)), as: UTF8.self)
            }
        }
        #expect(short == (hasShortForm ? text : ""), "\(value)")
    }

    /// Whole numbers at every count of digits, either side of each power of ten, with both
    /// signs and with a half added.
    @Test func wholeNumbersAtEveryDigitCount() {
        var power: Int64 = 1
        for _ in 0..<15 {
            for whole in [power - 1, power, power + 1, 7 * power + 3] where whole < 1_000_000_000_000_000 {
                #expect(CGFloat(Double(whole)).trellisDescription == String(whole))
                #expect(CGFloat(-Double(whole)).trellisDescription == (whole == 0 ? "0" : "-" + String(whole)))
                if whole < 1_000_000_000 {
                    #expect(CGFloat(Double(whole) + 0.5).trellisDescription == String(whole) + ".5")
                }
            }
            power *= 10
        }
    }

    /// Numbers that are not finite: `null` in JSON, Swift's description in the text dump.
    @Test func numbersThatAreNotFinite() {
        var writer = JSONWriter()
        writer.write(Double.infinity)
        writer.append(",")
        writer.write(Double.nan)
        #expect(writer.text == "null,null")
        var dump = JSONWriter(showsInvisibles: true)
        dump.writeDescription(-.infinity)
        #expect(dump.text == "-inf")
    }

    /// The range ``Unicode/Scalar/isControlOrFormat`` decides without a lookup holds no
    /// control or format character in the Unicode data in use.
    @Test func theRangeDecidedWithoutALookupHasNoControlOrFormatCharacter() throws {
        for value in Unicode.Scalar.firstRangeWithoutControls...Unicode.Scalar.lastRangeWithoutControls {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let category = scalar.properties.generalCategory
            #expect(category != .control && category != .format, "U+\(String(value, radix: 16, uppercase: true))")
        }
        // Below U+0180 the value decides: each agrees with the Unicode data.
        for value in UInt32(0)..<0x180 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let category = scalar.properties.generalCategory
            #expect(scalar.isControlOrFormat == (category == .control || category == .format), "U+\(String(value, radix: 16, uppercase: true))")
        }
        let hidden: [Unicode.Scalar] = ["\u{0}", "\u{7F}", "\u{9F}", "\u{AD}", "\u{200B}", "\u{202E}", "\u{206F}", "\u{FEFF}", "\u{E0001}"]
        for scalar in hidden { #expect(scalar.isControlOrFormat, "U+\(String(scalar.value, radix: 16, uppercase: true))") }
        let shown: [Unicode.Scalar] = ["a", " ", "\u{A0}", "\u{2070}", "周", "\u{FEFE}", "👩"]
        for scalar in shown { #expect(!scalar.isControlOrFormat, "U+\(String(scalar.value, radix: 16, uppercase: true))") }
    }
}
