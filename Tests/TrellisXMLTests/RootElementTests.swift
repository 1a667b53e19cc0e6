import Testing
import TrellisCore
import TrellisXML

/// `ScreenLoader.rootElementName(bytes:path:)` tells an app file from a screen file by
/// its first start tag. It reads the file's first 4 KiB first; these cases put the root's
/// start tag before, across and after that boundary, and in files that are not XML.
struct RootElementTests {
    let loader = ScreenLoader(registry: .core)

    /// `text` followed by a screen of `buttons` buttons, as bytes.
    private func file(_ text: String, buttons: Int = 300) -> [UInt8] {
        Array((text + String(repeating: "  <button title=\"Open\"/>\n", count: buttons) + "</screen>\n").utf8)
    }

    @Test(arguments: [
        // The start tag well inside the first 4,096 bytes.
        ("<screen>\n", "screen"),
        ("<?xml version=\"1.0\"?>\n<!-- a note -->\n<app start=\"home\">\n", "app"),
        // A comment of 4,200 bytes: the start tag is past the first 4,096 bytes.
        ("<!--" + String(repeating: "x", count: 4200) + "-->\n<app start=\"home\">\n", "app"),
        // A comment of 4,080 bytes ("<!--" 4 + 4,076 + "-->" 3 = 4,083 bytes, then "\n"):
        // the start tag begins at byte 4,084 and ends past 4,096, cut off in the prefix.
        ("<!--" + String(repeating: "x", count: 4076) + "-->\n<screen width=\"375\" height=\"667\">\n", "screen"),
    ])
    func theRootIsFoundWhereverItsStartTagLies(head: String, expected: String) {
        let bytes = file(head)
        #expect(bytes.count > 4096)
        #expect(loader.rootElementName(bytes: bytes, path: "r.xml") == expected)
    }

    @Test func aFileWithNoElementHasNoRoot() {
        let bytes = Array(("<!--" + String(repeating: "x", count: 5000) + "-->\n").utf8)
        #expect(loader.rootElementName(bytes: bytes, path: "r.xml") == nil)
        #expect(loader.rootElementName(bytes: Array("not XML at all".utf8), path: "r.xml") == nil)
    }
}
