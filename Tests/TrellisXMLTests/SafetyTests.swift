import Foundation
import Testing
import TrellisCore
import TrellisXML

/// Hostile files are rejected quickly, read nothing else, and never crash
/// (Docs/screen-xml.md, "Safety").
struct SafetyTests {
    let loader = ScreenLoader(registry: .core)

    @Test func billionLaughsIsRejectedAtTheDoctype() throws {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE screen [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            xml += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        xml += "]>\n<screen><label text=\"&lol9;\"/></screen>\n"
        let start = Date()
        let error = #expect(throws: ScreenLoadError.self) { try loader.load(xml: xml, path: "laughs.xml") }
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(
            error?.diagnostics.map(\.description) == [
                "laughs.xml:2:1: error: DOCTYPE declarations are not allowed in screen files (no DTDs or entities are read)"
            ])
    }

    @Test func externalEntitiesAreNeverRead() throws {
        let secret = "trellis-secret-\(UUID().uuidString)"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(secret).txt")
        try secret.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE screen [<!ENTITY leak SYSTEM "file://\(url.path)">]>
            <screen><label text="&leak;"/></screen>
            """
        let error = #expect(throws: ScreenLoadError.self) { try loader.load(xml: xml, path: "leak.xml") }
        let text = error?.description ?? ""
        #expect(text.contains("DOCTYPE declarations are not allowed"))
        #expect(!text.contains(secret + "\n") && !text.contains("trellis-secret-\(secret)"))
    }

    @Test func externalDTDsAreNeverFetched() throws {
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE screen SYSTEM "http://127.0.0.1:9/screen.dtd">
            <screen/>
            """
        let error = #expect(throws: ScreenLoadError.self) { try loader.load(xml: xml, path: "dtd.xml") }
        #expect(error?.diagnostics.count == 1)
        #expect(error?.diagnostics.first?.location.line == 2)
    }

    @Test func undefinedEntitiesAreErrors() throws {
        let error = #expect(throws: ScreenLoadError.self) {
            try loader.load(xml: #"<screen><label text="&nope;"/></screen>"#, path: "e.xml")
        }
        #expect(error?.diagnostics.first?.message.contains("Entity 'nope' not defined") == true)
    }

    @Test func deepNestingIsRejectedNotACrash() throws {
        let depth = 5_000
        let xml = "<screen>" + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "</screen>"
        let error = #expect(throws: ScreenLoadError.self) { try loader.load(xml: xml, path: "deep.xml") }
        #expect(error?.diagnostics.count == 1)
        // Level 257 is the 256th <view>: "<screen>" is 8 columns and each "<view>" 6, so
        // its `<` is at column 1 + 8 + 255 × 6 = 1539.
        #expect(
            error?.diagnostics.first?.description
                == "deep.xml:1:1539: error: elements are nested more than 256 levels deep, the limit for screen files (LoadLimits.maximumDepth, --max-depth)")
    }

    @Test func invalidUTF8IsAnError() throws {
        var bytes = Array(#"<screen><label text=""#.utf8)
        bytes += [0xFF, 0xFE, 0x41]
        bytes += Array(#""/></screen>"#.utf8)
        #expect(throws: ScreenLoadError.self) { try loader.load(bytes: bytes, path: "bad.xml") }
    }

    @Test func utf16WithByteOrderMarkLoads() throws {
        let xml = #"<?xml version="1.0" encoding="UTF-16"?><screen><label id="l" text="周一"/></screen>"#
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in xml.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let screen = try loader.load(bytes: bytes, path: "utf16.xml")
        #expect((screen.view(withID: "l") as? Label)?.text == "周一")
    }
}

extension SafetyTests {
    @Test func aFileWithOnlyACommentHasNoElement() throws {
        let error = #expect(throws: ScreenLoadError.self) { try loader.load(xml: "<!-- nothing -->\n", path: "c.xml") }
        #expect(error?.diagnostics.map(\.message) == ["the file has no element: expected a <screen> element"])
    }

    @Test func libxml2MessagesStayOnOneLine() throws {
        let bytes: [UInt8] = Array("<screen>".utf8) + [0xFF, 0xFE] + Array("</screen>".utf8)
        let error = #expect(throws: ScreenLoadError.self) { try loader.load(bytes: bytes, path: "b.xml") }
        let description = error?.description ?? ""
        #expect(!description.isEmpty && !description.contains("\n"))
        #expect(description.hasPrefix("b.xml:1:"))
    }
}
