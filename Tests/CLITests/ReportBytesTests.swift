import Foundation
import Testing
import Trellis
import TrellisRender

@testable import TrellisCommandLine

/// The HTML report's pieces written as bytes give what the string forms they replace
/// gave: shown text, times, artifact names; report.json refuses a time that is not a
/// number.
struct ReportBytesTests {
    @Test func aTimeThatIsNotFiniteIsRefused() {
        #expect(throws: EncodingError.self) { try ReportSummary(time: .infinity, entries: []).data() }
        #expect(throws: EncodingError.self) { try ReportSummary(time: .nan, entries: []).data() }
    }

    /// report.json is written by hand, as `JSONEncoder` writes it sorted and compact
    /// (slashes left as they are), and reads back as the summary written: every optional
    /// member present and absent, texts that need escapes, a merged report's rows.
    @Test func theSummaryIsWrittenAsTheEncoderWritesIt() throws {
        let failure = ReportEntry.Failure(
            file: "flows/a b.yaml", line: 12, column: 5, step: "tapOn 'OK'", message: "tap \"OK\" missed\nline two\t/\\ é 周一 \u{1}",
            textDump: "screen (0, 0, 375, 667)\n  button#ok")
        var entries: [ReportEntry] = []
        for (index, status) in [ReportEntry.Status.failed, .passed, .skipped].enumerated() {
            let flow = Flow(
                path: "flows/f\(index).yaml", screenPath: "screen.xml", name: "f\(index) \"q\"", tags: index == 1 ? [] : ["smoke", "周一"], steps: [])
            var entry = ReportEntry(skipped: flow, shard: index == 2 ? nil : "\(index + 1)/3")
            entry.status = status
            entry.time = [0.1066, 2, 1e-7][index]
            entry.page = status == .skipped ? nil : "\(index + 1)/flows/f\(index).html"
            entry.failure = status == .failed ? failure : nil
            entries.append(entry)
        }
        var bare = failure
        bare.textDump = nil
        entries[1].failure = bare
        for summary in [ReportSummary(time: 12.5, entries: entries), ReportSummary(time: 0, entries: [])] {
            let data = try summary.data()
            #expect(try JSONDecoder().decode(ReportSummary.self, from: data) == summary)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            #expect(String(decoding: data, as: UTF8.self) == String(decoding: try encoder.encode(summary), as: UTF8.self))
        }
    }

    @Test func shownTextIsDebugEscapedThenEscaped() {
        let texts = [
            "", "tapOn '周一'", "a & b < c > d \" e ' f", "tab\there", "line\nbreak", "zero\u{200B}width", "bidi \u{202E}x",
            "bom \u{FEFF}", "é ß Ω Ж א", "emoji 👍🏽 family 👨‍👩‍👧", "\u{7F}", "\u{85}next", "sep\u{2028}", "\u{FFFE}\u{FFFF}",
        ]
        for text in texts {
            var bytes: [UInt8] = []
            HTMLText.appendShown(text, to: &bytes)
            // Element text: quotes stand for themselves.
            let expected = SVGWriter.escaped(text.debugEscaped).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(text.debugEscaped)")
            var fromBytes: [UInt8] = []
            Array(text.utf8).withUnsafeBufferPointer { HTMLText.appendShown($0, to: &fromBytes) }
            #expect(fromBytes == bytes)
        }
    }

    @Test func timesHaveTwoDecimalsInMillisecondsOrSeconds() {
        #expect(HTMLText.time(0) == "0.00 ms")
        #expect(HTMLText.time(0.000_05) == "0.05 ms")
        #expect(HTMLText.time(0.012_345) == "12.35 ms")
        #expect(HTMLText.time(0.999_999) == "1000.00 ms")
        #expect(HTMLText.time(1) == "1.00 s")
        #expect(HTMLText.time(125.5) == "125.50 s")
        // Below 0, as printf writes it.
        #expect(HTMLText.time(-0.5) == "-500.00 ms")
        for micros in stride(from: 1, through: 3_000_000, by: 9_973) {
            let seconds = Double(micros) / 1e6 + 3e-9
            let (value, unit) = seconds < 1 ? (seconds * 1000, " ms") : (seconds, " s")
            #expect(HTMLText.time(seconds) == String(format: "%.2f", value) + unit, "\(seconds)")
        }
    }

    @Test func numbersAreWrittenAsStringWritesThem() {
        // Each side of the small numbers written digit by digit (below 100,000).
        for number in [0, 7, 9, 10, 99, 100, 12_345, 99_999, 100_000, 1_000_000, -1, -100, Int.max, Int.min] {
            var bytes: [UInt8] = []
            HTMLText.appendDecimal(number, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == String(number))
        }
    }

    @Test func artifactNamesTakeOffTheExtensionAsFoundationDoes() {
        let paths = [
            "flows/login.yaml", "login.yaml", "./flows//a.yaml", "../x.yml", "/abs/p/q.yaml", "a.b/c", "a.b/c.yaml", "x..yaml", "x.",
            ".hidden", "dir/.hidden", "dir/", "dir/a.yaml/", "a/./b/../c.yaml", "name.tar.gz", "a/b.y-ml", "a/b.y ml", "..", ".", "/", "",
            "流程/数据.yaml", "e\u{301}.yaml", "a.yaml\u{301}",
        ]
        for path in paths {
            let parts = (path as NSString).deletingPathExtension.split(separator: "/").filter { $0 != "." && $0 != ".." }
            let foundations = parts.isEmpty ? "flow" : parts.joined(separator: "_")
            #expect(ArtifactNames.plainStem(path) == foundations, "\(path)")
        }
        #expect(ArtifactNames.asciiExtensionStart("flows/a.yaml") == 7)
        #expect(ArtifactNames.asciiExtensionStart("flows/.yaml") == nil)
        #expect(ArtifactNames.asciiExtensionStart("流程/a.yaml") == nil)
    }

    @Test func flowPathsAreMadeRelativeWhetherWrittenNormallyOrNot() {
        #expect(FlowPath.relative("/w/a/b.yaml", to: "/w") == "a/b.yaml")
        #expect(FlowPath.relative("/w/a/./b.yaml", to: "/w/.") == "a/b.yaml")
        #expect(FlowPath.relative("/w//a/b.yaml/", to: "//w") == "a/b.yaml")
        #expect(FlowPath.relative("/w/.../.x", to: "/w") == ".../.x")
        #expect(FlowPath.relative("/w/a/../../b.yaml", to: "/w") == "/b.yaml")
        #expect(FlowPath.relative("/..", to: "/") == "")
    }
}
