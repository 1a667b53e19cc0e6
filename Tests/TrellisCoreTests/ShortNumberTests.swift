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

    /// The range ``Unicode/Scalar/isControlOrFormat`` decides without a lookup holds no
    /// control or format character in the Unicode data in use.
    @Test func theRangeDecidedWithoutALookupHasNoControlOrFormatCharacter() throws {
        for value in Unicode.Scalar.firstRangeWithoutControls...Unicode.Scalar.lastRangeWithoutControls {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let category = scalar.properties.generalCategory
            #expect(category != .control && category != .format, "U+\(String(value, radix: 16, uppercase: true))")
        }
        let hidden: [Unicode.Scalar] = ["\u{0}", "\u{7F}", "\u{9F}", "\u{AD}", "\u{200B}", "\u{202E}", "\u{206F}", "\u{FEFF}", "\u{E0001}"]
        for scalar in hidden { #expect(scalar.isControlOrFormat, "U+\(String(scalar.value, radix: 16, uppercase: true))") }
        let shown: [Unicode.Scalar] = ["a", " ", "\u{A0}", "\u{2070}", "周", "\u{FEFE}", "👩"]
        for scalar in shown { #expect(!scalar.isControlOrFormat, "U+\(String(scalar.value, radix: 16, uppercase: true))") }
    }
}
