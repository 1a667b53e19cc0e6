import Testing

@testable import TrellisCore

/// ``MandatoryBreaks/occur(in:)`` reads a string's UTF-8 bytes; it must find what the
/// scalars say: LF, VT, FF, CR, NEL, U+2028 and U+2029, and nothing else.
struct MandatoryBreakScanTests {
    @Test(arguments: [
        ("", false), ("Swift", false), ("MSCI中国", false), ("a\nb", true), ("\u{0B}", true), ("a\u{0C}", true),
        ("\r\n", true), ("x\u{85}", true), ("x\u{2028}", true), ("\u{2029}y", true), ("\u{A0}nbsp", false),
        ("\u{2027}\u{202A}\u{2080}", false), ("\u{C5}\u{105}", false), ("\t tab", false), ("\u{0E}", false),
        ("👩\u{200D}💻\u{2028}", true), ("周一\u{85}", true),
    ])
    func breaksAreFoundAsTheScalarsSay(text: String, hasBreak: Bool) {
        let byScalars = text.unicodeScalars.contains { [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains($0.value) }
        #expect(byScalars == hasBreak)
        #expect(MandatoryBreaks.occur(in: text) == hasBreak)
    }
}

/// ``LineBreaker/endsWithHangingSpace(_:)`` answers most texts from their last byte; it
/// must agree with ``LineBreaker/isHangingSpace(_:)`` on the last character.
struct HangingSpaceScanTests {
    @Test(arguments: [
        ("", false), ("Swift", false), ("Swift ", true), ("tab\t", true), ("nbsp\u{A0}", false), ("周一\u{3000}", true),
        ("a\u{2003}", true), ("a\u{202F}", false), ("line\n", false), ("page\u{0C}", false), ("e\u{301}", false),
        (" \u{301}", false), ("\u{600} ", false), ("👩\u{200D}💻", false), ("周一", false), ("x\u{85}", false),
    ])
    func theLastCharacterDecides(text: String, hangs: Bool) {
        #expect((text.last.map(LineBreaker.isHangingSpace) ?? false) == hangs)
        #expect(LineBreaker.endsWithHangingSpace(text) == hangs)
    }
}
