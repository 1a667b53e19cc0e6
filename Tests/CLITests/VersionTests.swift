import Foundation
import Testing
import Trellis

/// `trellis --version`: Trellis's version and the Unicode data its text rules use.
@Suite struct VersionTests {
    @Test func versionPrintsTrellisAndBothUnicodeVersions() throws {
        let result = try CLIRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == TrellisVersion.description + "\n")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines.first == "trellis \(TrellisVersion.trellis)")
        #expect(lines.contains("grapheme clusters: Unicode \(UnicodeVersions.graphemeClusters) (the Swift standard library's data)"))
        #expect(lines.contains { $0.hasPrefix("character properties and line breaks: Unicode \(TestTextMetrics.unicodeVersion) (ICU ") })
    }

    @Test func graphemeClusterVersionIsNoOlderThanAKnownScalar() throws {
        // U+1F972 SMILING FACE WITH TEAR came with Unicode 13.0, so the data is at least that.
        let parts = UnicodeVersions.graphemeClusters.split(separator: ".").compactMap { Int($0) }
        #expect(parts.count == 2)
        let age = try #require(Unicode.Scalar(0x1F972)?.properties.age)
        #expect((parts[0], parts[1]) >= (age.major, age.minor))
    }
}
