import Foundation
import Testing
import TrellisCore
import TrellisXML

/// Locations depend on how libxml2 reads a file: a file it reads as it is (UTF-8, with or
/// without a byte-order mark or a declaration saying so) gets each attribute's line and
/// column; a file it converts (UTF-16, or another encoding the declaration names) gets
/// libxml2's line and column 1. The encoding a declaration names is quoted when the
/// bytes do not follow it.
struct SourceEncodingTests {
    let loader = ScreenLoader(registry: .core)

    private func messages(_ bytes: [UInt8]) -> [String] {
        do {
            _ = try loader.load(bytes: bytes, path: "e.xml")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func aDeclaredUTF8FileInAnyCaseGetsColumns() {
        let xml = "<?xml version=\"1.0\" encoding='utf-8' ?>\n<screen>\n <label text=\"周\" bogus=\"1\"/>\n</screen>\n"
        // `bogus` follows " <label text=\"周\" " (1 + 6 + 1 + 8 + 1 = 17 scalars): column 18.
        #expect(messages(Array(xml.utf8)) == ["e.xml:3:18: error: unknown attribute 'bogus' for <label>"])
    }

    @Test func aByteOrderMarkIsNotAColumn() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<screen>\n <label text=\"x\" bogus=\"1\"/>\n</screen>\n".utf8)
        // " <label text=\"x\" " is 17 scalars: column 18.
        #expect(messages(bytes) == ["e.xml:2:18: error: unknown attribute 'bogus' for <label>"])
    }

    @Test func aLatin1FileGetsLinesOnly() {
        let bytes =
            Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<screen>\n\t<label text=\"caf".utf8) + [0xE9]
            + Array("\" bogus=\"1\"/>\n</screen>\n".utf8)
        #expect(messages(bytes) == ["e.xml:3:1: error: unknown attribute 'bogus' for <label>"])
    }

    @Test func aUTF16FileGetsLinesOnly() {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<screen>\n <label text=\"周\" bogus=\"1\"/>\n</screen>\n"
        var bytes: [UInt8] = [0xFE, 0xFF]
        for unit in xml.utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        #expect(messages(bytes) == ["e.xml:3:1: error: unknown attribute 'bogus' for <label>"])
    }

    @Test func bytesThatDoNotFollowTheDeclarationNameItsEncodingAsWritten() {
        let xml = "<?xml version='1.0' encoding = 'EUC-JP' ?>\n<screen><label text=\"周\"/></screen>"
        #expect(
            messages(Array(xml.utf8)) == [
                "e.xml:1:1: error: the file's bytes are not valid EUC-JP, the encoding its XML declaration names"
            ])
    }
}
