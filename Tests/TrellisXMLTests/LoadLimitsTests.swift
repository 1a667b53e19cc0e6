import Foundation
import Testing
import TrellisCore
import TrellisXML

/// Each load limit stops a file that crosses it with one located error that names the
/// limit, and each can be raised or lowered (``LoadLimits``).
struct LoadLimitsTests {
    let loader = ScreenLoader(registry: .core)

    private func errors(_ bytes: [UInt8], limits: LoadLimits = .default, path: String = "big.xml") -> [String] {
        var loader = self.loader
        loader.limits = limits
        do {
            _ = try loader.load(bytes: bytes, path: path)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func theDefaultsAreDocumented() {
        let limits = LoadLimits.default
        #expect(limits.maximumFileSize == 64 * 1024 * 1024)
        #expect(limits.maximumDepth == 256)
        #expect(limits.maximumViewCount == 250_000)
        #expect(limits.maximumAttributeLength == 1024 * 1024)
    }

    @Test func hundredThousandDeepNestingStopsAtTheFirstElementTooDeep() {
        let depth = 100_000
        let bytes = Array(("<screen>" + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "</screen>").utf8)
        // Level 257 is the 256th <view>, whose `<` is at column 1 + 8 + 255 × 6 = 1539.
        #expect(
            errors(bytes) == [
                "big.xml:1:1539: error: elements are nested more than 256 levels deep, the limit for screen files (LoadLimits.maximumDepth, --max-depth)"
            ])
    }

    @Test func aRaisedDepthLimitIsCappedAtTheCeiling() {
        let depth = 2_000
        let bytes = Array(("<screen>\n" + String(repeating: "<view>\n", count: depth) + String(repeating: "</view>", count: depth) + "</screen>").utf8)
        // One element a line: level 1,001 (the 1,000th <view>) is on line 1,001.
        #expect(
            errors(bytes, limits: LoadLimits(maximumDepth: 5_000)) == [
                "big.xml:1001:1: error: elements are nested more than 1,000 levels deep, the limit for screen files (LoadLimits.maximumDepth, --max-depth)"
            ])
    }

    @Test func aMillionSiblingsStopAtTheFirstElementPastTheCount() {
        var xml = "<screen>\n"
        xml.reserveCapacity(12 * 1_000_000)
        for _ in 0..<1_000_000 { xml += "<view/>\n" }
        xml += "</screen>\n"
        // The screen is element 1 on line 1, so element 250,001 is the 250,000th <view>,
        // on line 250,001.
        #expect(
            errors(Array(xml.utf8)) == [
                "big.xml:250001:1: error: the file has more than 250,000 elements, the limit for one screen (LoadLimits.maximumViewCount, --max-views)"
            ])
    }

    @Test func aFiftyMegabyteAttributeIsReportedAtItsName() {
        let value = String(repeating: "a", count: 50 * 1024 * 1024)
        let bytes = Array("<screen>\n  <label id=\"x\" text=\"\(value)\"/>\n</screen>".utf8)
        // `text` starts after "  <label id=\"x\" " (2 + 6 + 1 + 6 + 1 = 16 columns): 17.
        #expect(
            errors(bytes) == [
                "big.xml:2:17: error: attribute 'text' of <label> is 52,428,800 bytes long, more than the 1,048,576-byte limit for a value (LoadLimits.maximumAttributeLength, --max-attribute-length)"
            ])
    }

    @Test func aValueAtTheLimitIsKept() throws {
        let value = String(repeating: "é", count: 8)  // 16 UTF-8 bytes
        let screen = try ScreenLoader(registry: .core, limits: LoadLimits(maximumAttributeLength: 16))
            .load(xml: "<screen><label id=\"l\" text=\"\(value)\"/></screen>")
        #expect((screen.view(withID: "l") as? Label)?.text == value)
    }

    @Test func textContentCountsAsAValue() {
        let bytes = Array("<screen>\n<label>\n  0123456789</label>\n</screen>".utf8)
        #expect(
            errors(bytes, limits: LoadLimits(maximumAttributeLength: 8)) == [
                "big.xml:3:3: error: the text of <label> is more than 8 bytes long, the limit for a value (LoadLimits.maximumAttributeLength, --max-attribute-length)"
            ])
    }

    @Test func aFileOverTheSizeLimitIsRefusedBeforeParsing() throws {
        let bytes = Array("<screen><view/></screen>".utf8)
        #expect(
            errors(bytes, limits: LoadLimits(maximumFileSize: 10)) == [
                "big.xml:1:1: error: the file is 24 bytes long, more than the 10-byte limit for screen files (LoadLimits.maximumFileSize, --max-file-size)"
            ])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-size-\(UUID().uuidString).xml")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let loader = ScreenLoader(registry: .core, limits: LoadLimits(maximumFileSize: 10))
        let error = #expect(throws: ScreenLoadError.self) { try loader.load(contentsOfFile: url.path) }
        #expect(error?.description.hasSuffix("it is larger than the 10-byte limit for screen files (LoadLimits.maximumFileSize, --max-file-size)") == true)
    }

    @Test func limitCrossingsAreRecognised() {
        let crossing = Diagnostic(
            at: SourceLocation(file: "a.xml", line: 1),
            "elements are nested more than 2 levels deep, the limit for screen files (LoadLimits.maximumDepth, --max-depth)")
        #expect(LoadLimits.isCrossing(crossing))
        #expect(!LoadLimits.isCrossing(Diagnostic(at: SourceLocation(file: "a.xml", line: 1), "unknown element <x>")))
    }
}

/// Limits at the integer extremes neither trap nor wrap: `Int.max` lifts a limit and a
/// limit below 0 acts as 0 (``LoadLimits``).
struct LoadLimitsExtremesTests {
    private let screen = Array("<screen>\n  <label id=\"l\" text=\"abc\"/>\n</screen>\n".utf8)

    private func temporaryFile(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-extremes-\(UUID().uuidString).xml")
        try Data(bytes).write(to: url)
        return url
    }

    @Test func theLargestLimitsLoadAFileFromDiskAndFromBytes() throws {
        let limits = LoadLimits(maximumFileSize: .max, maximumDepth: .max, maximumViewCount: .max, maximumAttributeLength: .max)
        let loader = ScreenLoader(registry: .core, limits: limits)
        let url = try temporaryFile(screen)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromDisk = try loader.load(contentsOfFile: url.path)
        #expect((fromDisk.view(withID: "l") as? Label)?.text == "abc")
        let fromBytes = try loader.load(bytes: screen, path: "max.xml")
        #expect((fromBytes.view(withID: "l") as? Label)?.text == "abc")
    }

    @Test func theLargestDepthStillStopsAtTheCeiling() {
        let depth = LoadLimits.depthCeiling + 1
        let xml = "<screen>\n" + String(repeating: "<view>\n", count: depth) + String(repeating: "</view>", count: depth) + "</screen>"
        let loader = ScreenLoader(registry: .core, limits: LoadLimits(maximumDepth: .max))
        let error = #expect(throws: ScreenLoadError.self) { try loader.load(xml: xml, path: "deep.xml") }
        // One element a line: level 1,001 (the 1,000th <view>) is on line 1,001.
        #expect(
            error?.diagnostics.map(\.description) == [
                "deep.xml:1001:1: error: elements are nested more than 1,000 levels deep, the limit for screen files (LoadLimits.maximumDepth, --max-depth)"
            ])
    }

    @Test func theSmallestFileSizeRefusesEveryFileAsOverZeroBytes() throws {
        let loader = ScreenLoader(registry: .core, limits: LoadLimits(maximumFileSize: .min))
        let fromBytes = #expect(throws: ScreenLoadError.self) { try loader.load(bytes: screen, path: "min.xml") }
        // "<screen>\n" is 9 bytes, the label's line 2 + 26 + 1 = 29 and "</screen>\n" 10: 48.
        #expect(
            fromBytes?.diagnostics.map(\.description) == [
                "min.xml:1:1: error: the file is 48 bytes long, more than the 0-byte limit for screen files (LoadLimits.maximumFileSize, --max-file-size)"
            ])
        let url = try temporaryFile(screen)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromDisk = #expect(throws: ScreenLoadError.self) { try loader.load(contentsOfFile: url.path) }
        #expect(fromDisk?.description.hasSuffix("it is larger than the 0-byte limit for screen files (LoadLimits.maximumFileSize, --max-file-size)") == true)
    }

    @Test func theSmallestDepthAndCountRefuseTheScreenElement() {
        let depth = #expect(throws: ScreenLoadError.self) {
            try ScreenLoader(registry: .core, limits: LoadLimits(maximumDepth: .min)).load(bytes: screen, path: "min.xml")
        }
        #expect(
            depth?.diagnostics.map(\.description) == [
                "min.xml:1:1: error: elements are nested more than 0 levels deep, the limit for screen files (LoadLimits.maximumDepth, --max-depth)"
            ])
        let count = #expect(throws: ScreenLoadError.self) {
            try ScreenLoader(registry: .core, limits: LoadLimits(maximumViewCount: .min)).load(bytes: screen, path: "min.xml")
        }
        #expect(
            count?.diagnostics.map(\.description) == [
                "min.xml:1:1: error: the file has more than 0 elements, the limit for one screen (LoadLimits.maximumViewCount, --max-views)"
            ])
    }

    @Test func theSmallestValueLengthRefusesEveryValueAndText() {
        let bytes = Array("<screen>\n  <label id=\"l\"/>\n  <label>x</label>\n</screen>\n".utf8)
        let loader = ScreenLoader(registry: .core, limits: LoadLimits(maximumAttributeLength: .min))
        let error = #expect(throws: ScreenLoadError.self) { try loader.load(bytes: bytes, path: "min.xml") }
        // `id` is after "  <label " (9 columns): column 10.
        #expect(
            error?.diagnostics.map(\.description) == [
                "min.xml:2:10: error: attribute 'id' of <label> is 1 bytes long, more than the 0-byte limit for a value (LoadLimits.maximumAttributeLength, --max-attribute-length)"
            ])
    }
}
