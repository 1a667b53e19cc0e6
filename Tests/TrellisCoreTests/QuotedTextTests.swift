import Foundation
import Testing
import TrellisCore

/// `TreePrinter.quoted`, which names views in messages: text it writes as it is and text
/// it escapes give the bytes the dump's writer gives.
struct QuotedTextTests {
    /// The dump writer's quoted form of `text`.
    private func written(_ text: String) -> String {
        var writer = JSONWriter(showsInvisibles: true)
        writer.write(text)
        return writer.text
    }

    @Test(arguments: [
        ("订单 1 已发货", #""订单 1 已发货""#),  // CJK and ASCII, as they are
        ("Ünïcode · ümlaut", #""Ünïcode · ümlaut""#),  // Latin-1, as it is
        ("a\"b\\c", #""a\"b\\c""#),  // the quote and the backslash escaped
        ("a\u{AD}b", #""a\u{AD}b""#),  // the soft hyphen (Cf) shown
        ("a\u{2028}b", #""a\u2028b""#),  // the line separator escaped as JSON does
        ("a\u{FEFF}b", #""a\u{FEFF}b""#),  // the byte order mark (Cf) shown
        ("tab\there", #""tab\there""#),
        ("🍵 7", #""🍵 7""#),
    ])
    func quotedText(text: String, quoted: String) {
        #expect(TreePrinter.quoted(text) == quoted)
    }

    @Test func everyScalarUpToLatinExtendedAIsQuotedAsTheWriterQuotesIt() throws {
        for value in UInt32(0x01)...0x17F {
            let scalar = try #require(Unicode.Scalar(value))
            let text = "a" + String(Character(scalar)) + "b"
            #expect(TreePrinter.quoted(text) == written(text), "U+\(String(value, radix: 16))")
        }
    }

    @Test func scalarsAroundTheRangeWithoutControlsAreQuotedAsTheWriterQuotesThem() throws {
        // The edges of U+2070–U+FEFE and the format characters just outside it.
        for value: UInt32 in [0x200B, 0x200D, 0x2028, 0x2029, 0x2060, 0x206F, 0x2070, 0x4E00, 0x9FFF, 0xFEFE, 0xFEFF, 0xFFFD] {
            let scalar = try #require(Unicode.Scalar(value))
            let text = "a" + String(Character(scalar)) + "b"
            #expect(TreePrinter.quoted(text) == written(text), "U+\(String(value, radix: 16))")
        }
    }
}
