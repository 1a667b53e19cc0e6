import Foundation
import Testing
import Trellis

/// `assertScreenshot` (Docs/flows.md, "Commands"): goldens read and written with libpng,
/// per-channel tolerance, maxDiffPixels, actual and diff pictures, recording.
struct ScreenshotAssertionTests {
    let fixture: FlowFixture

    init() throws {
        fixture = try FlowFixture()
    }

    private func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: fixture.path(name))
    }

    @Test func aMissingGoldenFailsAndWritesTheActualPictureOnly() throws {
        try fixture.write("shot.yaml", FlowFixture.flow("- assertScreenshot: start"))
        let result = try fixture.run("shot.yaml")
        #expect(
            result.failure?.message
                == "no golden picture \(fixture.path("start.png")); wrote \(fixture.path("start.actual.png")); run with --record to write the golden")
        #expect(exists("start.actual.png"))
        #expect(!exists("start.png"))
        #expect(!exists("start.diff.png"))
    }

    @Test func recordingWritesTheGoldenAndFailsThenTheSameScreenMatches() throws {
        try fixture.write("shot.yaml", FlowFixture.flow("- assertScreenshot: start"))
        let recording = try fixture.run("shot.yaml", record: true)
        #expect(recording.failure?.message == "recorded 1 golden file: \(fixture.path("start.png")); run again without --record to check it")
        let golden = try PNGImage(png: Data(contentsOf: URL(fileURLWithPath: fixture.path("start.png"))))
        // The fixture's screen is 200 × 300 points, drawn at 1 pixel a point.
        #expect((golden.width, golden.height) == (200, 300))
        expectFlowPasses(try fixture.run("shot.yaml"))
    }

    /// One recording run records every golden of the flow: each recording step fails
    /// without stopping the flow, and the flow fails at its first, naming them all.
    @Test func recordingRecordsEveryGoldenOfTheFlowInOneRun() throws {
        try fixture.write("two.yaml", FlowFixture.flow("- assertScreenshot: start\n- tapOn: A\n- assertScreenshot: selected\n- assertSnapshot: tree"))
        let recording = try fixture.run("two.yaml", record: true)
        #expect(
            recording.failure?.message
                == "recorded 3 golden files: \(fixture.path("start.png")), \(fixture.path("selected.png")), \(fixture.path("tree.snapshot.txt")); run again without --record to check them"
        )
        #expect(recording.failure?.location.line == 3)  // the header, "---", then the first step
        #expect(recording.steps.map(\.passed) == [false, true, false, false])
        #expect(exists("start.png") && exists("selected.png") && exists("tree.snapshot.txt"))
        expectFlowPasses(try fixture.run("two.yaml"))
    }

    /// A real failure after a recording stops the flow and is its failure; what was
    /// recorded before it stays written.
    @Test func aFailureAfterARecordingIsTheFlowsFailure() throws {
        try fixture.write("fails.yaml", FlowFixture.flow("- assertScreenshot: first\n- assertVisible: Nowhere\n- assertScreenshot: never"))
        let recording = try fixture.run("fails.yaml", record: true)
        #expect(recording.failure?.step == "assertVisible 'Nowhere'")
        #expect(recording.steps.count == 2)
        #expect(exists("first.png") && !exists("never.png"))
    }

    /// A golden's size is read from its header before its pixels are decoded: this one
    /// declares 8192 × 8192 pixels (256 MiB decoded) and its image data is not even valid
    /// zlib, so only the header can have been read for the sizes to be compared.
    @Test func aGoldenOfAnotherSizeIsRefusedFromItsHeaderWithoutDecodingIt() throws {
        try fixture.write("shot.yaml", FlowFixture.flow("- assertScreenshot: big"))
        try Self.headerOnlyPNG(width: 8192, height: 8192).write(to: URL(fileURLWithPath: fixture.path("big.png")))
        let result = try fixture.run("shot.yaml")
        // The fixture's screen is 200 × 300 points, drawn at 1 pixel a point.
        #expect(
            result.failure?.message == "the picture is 200 × 300 pixels, \(fixture.path("big.png")) is 8192 × 8192; wrote \(fixture.path("big.actual.png"))")
        #expect(exists("big.actual.png") && !exists("big.diff.png"))
    }

    /// A PNG whose header (IHDR: 8-bit RGBA) declares `width × height` and whose image
    /// data is four bytes that are not zlib.
    static func headerOnlyPNG(width: UInt32, height: UInt32) -> Data {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
        }
        let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        return Data(signature + chunk("IHDR", header) + chunk("IDAT", [1, 2, 3, 4]) + chunk("IEND", []))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 255), UInt8(value >> 8 & 255), UInt8(value & 255)]
    }

    /// The CRC-32 PNG chunks carry (ISO 3309, polynomial 0xEDB88320).
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    @Test func aDifferentPictureFailsWithTheCountAndWritesActualAndDiff() throws {
        try fixture.write("shot.yaml", FlowFixture.flow("- assertScreenshot: start"))
        _ = try fixture.run("shot.yaml", record: true)
        // Selecting tag A changes its colours; the rest of the screen stays.
        try fixture.write("tap.yaml", FlowFixture.flow("- tapOn: A\n- assertScreenshot: start"))
        let failure = try #require(try fixture.run("tap.yaml").failure?.message)
        #expect(
            failure.hasSuffix(
                " of 60000 pixels differ from \(fixture.path("start.png")); wrote \(fixture.path("start.actual.png")) and \(fixture.path("start.diff.png"))"))
        let count = try #require(Int(failure.prefix { $0 != " " }))
        #expect(count > 0)
        let diff = try PNGImage(png: Data(contentsOf: URL(fileURLWithPath: fixture.path("start.diff.png"))))
        let redPixels = stride(from: 0, to: diff.pixels.count, by: 4).filter { Array(diff.pixels[$0..<$0 + 4]) == [255, 0, 0, 255] }.count
        #expect(redPixels == count)
        try fixture.write("loose.yaml", FlowFixture.flow("- tapOn: A\n- assertScreenshot: {name: start, maxDiffPixels: \(count)}"))
        expectFlowPasses(try fixture.run("loose.yaml"))
    }

    @Test func aPixelDiffersWhenAChannelIsOffByMoreThanTheTolerance() {
        let expected = PNGImage(width: 3, height: 1, pixels: [10, 10, 10, 255, 10, 10, 10, 255, 10, 10, 10, 255])
        // Off by 2 in red, by 3 in alpha, and not at all.
        let actual = PNGImage(width: 3, height: 1, pixels: [12, 10, 10, 255, 10, 10, 10, 252, 10, 10, 10, 255])
        #expect(PNGComparison(tolerance: 2).compare(expected: expected, actual: actual).differingPixels == 1)
        #expect(PNGComparison(tolerance: 3).compare(expected: expected, actual: actual).matches)
        #expect(PNGComparison().compare(expected: expected, actual: actual).differingPixels == 2)
        #expect(PNGComparison(maxDiffPixels: 2).compare(expected: expected, actual: actual).matches)
        let other = PNGImage(width: 1, height: 3, pixels: expected.pixels)
        let sized = PNGComparison(maxDiffPixels: 9).compare(expected: expected, actual: other)
        #expect(sized.sizesDiffer && !sized.matches && sized.differingPixels == 0)
        // The diff: differing pixels red, the rest the expected pixel faded: 255 − (255 − 10) / 4 = 194 (integer division).
        let diff = PNGComparison().diff(expected: expected, actual: actual)
        #expect(diff.pixels == [255, 0, 0, 255, 255, 0, 0, 255, 194, 194, 194, 255])
    }

    @Test func pngBytesRoundTripThroughLibpng() throws {
        let image = PNGImage(width: 2, height: 2, pixels: [1, 2, 3, 4, 250, 251, 252, 253, 0, 0, 0, 0, 255, 255, 255, 255])
        let data = try image.pngData()
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(try PNGImage(png: data) == image)
        #expect(throws: RenderError.self) { try PNGImage(png: Data("not a png".utf8)) }
    }

    @Test func parameterErrorsAreLocated() throws {
        let errors = try fixture.errors(
            content: FlowFixture.flow(
                "- assertScreenshot: {name: a, tolerance: 256}\n- assertScreenshot: ../up\n- assertScreenshot: {name: b, scale: 0}\n"
                    + "- assertScreenshot: x.actual\n- assertScreenshot: {name: x.diff}\n- assertScreenshot: x.actually"))
        #expect(
            errors == [
                "3:42: assertScreenshot's 'tolerance' must be a whole number from 0 to 255, not '256'",
                "4:21: a screenshot name uses only letters, digits, '_', '-' and '.' and does not start with '.', not '../up'",
                "5:38: assertScreenshot's 'scale' must be a number above 0, not 0",
                "6:21: a screenshot name does not end in '.actual': 'x.actual.png' is the file a failing 'assertScreenshot: x' writes",
                "7:28: a screenshot name does not end in '.diff': 'x.diff.png' is the file a failing 'assertScreenshot: x' writes",
            ])
    }
}
