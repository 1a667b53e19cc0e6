import Foundation
import Testing

@testable import TrellisCore

/// The shortcut text queries compare titles with: it must decide as `==` does.
struct CanonicalEqualityTests {
    /// Pairs and whether they are canonically equivalent (Unicode's UAX #15).
    static let pairs: [(String, String, Bool)] = [
        ("周一", "周一", true),
        ("周一", "周二", false),
        ("礼拜六", "礼拜天", false),
        ("OK", "OK", true),
        ("OK", "Ok", false),
        ("Café", "Café", true),
        // "é" precomposed (U+00E9) and "e" + COMBINING ACUTE ACCENT (U+0301).
        ("Caf\u{E9}", "Cafe\u{301}", true),
        ("Cafe\u{301}", "Caf\u{E9}", true),
        // A CJK compatibility ideograph (U+F900) is a singleton for U+8C48.
        ("\u{F900}", "\u{8C48}", true),
        ("\u{8C48}", "\u{F900}", true),
        // Hangul: the syllable GA and its two jamo.
        ("\u{AC00}", "\u{1100}\u{1161}", true),
        // Kana with a combining voiced mark and the precomposed kana.
        ("\u{304B}\u{3099}", "\u{304C}", true),
        ("", "", true),
        ("", "周", false),
    ]

    @Test(arguments: pairs)
    func decidesAsEqualityDoes(_ left: String, _ right: String, _ equivalent: Bool) {
        #expect((left == right) == equivalent)
        #expect(left.isCanonicallyEquivalent(to: right, otherHasOneNormalForm: right.hasOneNormalForm) == equivalent)
    }

    @Test func textsOfOneNormalForm() {
        #expect("周一 OK é".hasOneNormalForm)
        #expect(!"Cafe\u{301}".hasOneNormalForm)
        #expect(!"\u{AC00}".hasOneNormalForm)
        #expect(!"\u{304C}".hasOneNormalForm)
        #expect(!"\u{F900}".hasOneNormalForm)
    }

    /// Every scalar of the ranges is in NFC and a starter (canonical combining class 0), as
    /// ``String/hasOneNormalForm`` assumes; a scalar just outside them is not counted in.
    @Test func everyScalarOfTheRangesIsANormalStarter() {
        let ranges: [ClosedRange<UInt32>] = [0x0...0x2FF, 0x3400...0x4DBF, 0x4E00...0x9FFF]
        var checked = 0
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let text = String(scalar)
                #expect(text.hasOneNormalForm)
                #expect(scalar.properties.canonicalCombiningClass == .notReordered, "U+\(String(value, radix: 16))")
                #expect(text.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(text.unicodeScalars), "U+\(String(value, radix: 16))")
                checked += 1
            }
        }
        // 768 + 6,592 + 20,992 scalars.
        #expect(checked == 28_352)
        #expect(!"\u{300}".hasOneNormalForm)
        #expect(!"\u{A000}".hasOneNormalForm)
    }

    /// The UTF-8 decoding of ``String/hasOneNormalForm`` over every scalar of one to four
    /// bytes, against the ranges as numbers.
    @Test func theByteScanFindsTheRanges() {
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let inRanges = value < 0x300 || (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value)
            if String(scalar).hasOneNormalForm != inRanges || ("a" + String(scalar) + "周").hasOneNormalForm != inRanges { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty)
    }

    @Test func aTextQueryMatchesAnEquivalentTitle() throws {
        let screen = Screen(size: CGSize(width: 200, height: 100))
        screen.layout = StackLayout()
        let decomposed = Button(title: "Cafe\u{301}")
        screen.addSubview(decomposed)
        // The query is precomposed; the title is not: equal bytes fail, and `==` decides.
        #expect(screen.views(matching: .text("Caf\u{E9}")).map { $0 === decomposed } == [true])
        #expect(screen.views(matching: .text("Cafe")).isEmpty)
    }
}
