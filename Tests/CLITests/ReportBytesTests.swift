import Foundation
import Testing
import Trellis
import TrellisRender
@testable import TrellisCommandLine

/// The HTML report's pieces written as bytes give what the string forms they replace
/// gave: report.json as `JSONEncoder` writes it, shown text, times, artifact names.
struct ReportBytesTests {
    /// A summary read from `json` (ReportEntry has no memberwise initializer).
    private func summary(_ json: String) throws -> ReportSummary {
        try JSONDecoder().decode(ReportSummary.self, from: Data(json.utf8))
    }

    @Test func reportJSONHasTheBytesJSONEncoderWrites() throws {
        let times = ["0", "-0.0", "0.1", "0.30000000000000004", "1e-7", "0.000123", "123", "1e16", "12345678.9", "5e-324", "1.7976931348623157e308"]
        for time in times {
            let value = try summary("""
                {"version": 1, "time": \(time), "entries": [
                  {"status": "failed", "name": "a/b \\"q\\" \\\\ \\u0001\\u0008\\t\\n\\u000c\\r\\u001f\\u007f é 周 \\u2028", "path": "f/a.yaml",
                   "tags": ["x", "y/z"], "time": \(time), "shard": "1/2", "page": "flows/a.html",
                   "failure": {"file": "f/a.yaml", "line": 3, "column": 5, "step": "tapOn 'A'", "message": "m\\nn", "textDump": "screen\\n"}},
                  {"status": "passed", "name": "p", "path": "p.yaml", "tags": [], "time": 2.5, "page": "flows/p.html",
                   "failure": {"file": "p.yaml", "line": 1, "column": 1, "step": "s", "message": ""}},
                  {"status": "skipped", "name": "s", "path": "s.yaml", "tags": [], "time": 0}
                ]}
                """)
            #expect(try value.data() == value.encodedData(), "time \(time)")
        }
        let empty = ReportSummary(time: 1.25, entries: [])
        #expect(try empty.data() == empty.encodedData())
        #expect(String(decoding: try empty.data(), as: UTF8.self) == "{\n  \"entries\" : [\n\n  ],\n  \"time\" : 1.25,\n  \"version\" : 1\n}")
    }

    @Test func aTimeThatIsNotFiniteIsRefusedAsJSONEncoderRefusesIt() {
        #expect(throws: EncodingError.self) { try ReportSummary(time: .infinity, entries: []).data() }
        #expect(throws: EncodingError.self) { try ReportSummary(time: .nan, entries: []).data() }
    }

    @Test func shownTextIsDebugEscapedThenEscaped() {
        let texts = ["", "tapOn '周一'", "a & b < c > d \" e ' f", "tab\there", "line\nbreak", "zero\u{200B}width", "bidi \u{202E}x",
                     "bom \u{FEFF}", "é ß Ω Ж א", "emoji 👍🏽 family 👨‍👩‍👧", "\u{7F}", "\u{85}next", "sep\u{2028}", "\u{FFFE}\u{FFFF}"]
        for text in texts {
            var bytes: [UInt8] = []
            HTMLText.appendShown(text, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == SVGWriter.escaped(text.debugEscaped), "\(text.debugEscaped)")
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
        for number in [0, 7, 10, 99, 100, 12_345, -1, -100, Int.max, Int.min] {
            var bytes: [UInt8] = []
            HTMLText.appendDecimal(number, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == String(number))
        }
    }

    @Test func artifactNamesTakeOffTheExtensionAsFoundationDoes() {
        let paths = ["flows/login.yaml", "login.yaml", "./flows//a.yaml", "../x.yml", "/abs/p/q.yaml", "a.b/c", "a.b/c.yaml", "x..yaml", "x.",
                     ".hidden", "dir/.hidden", "dir/", "dir/a.yaml/", "a/./b/../c.yaml", "name.tar.gz", "a/b.y-ml", "a/b.y ml", "..", ".", "/", "",
                     "流程/数据.yaml", "e\u{301}.yaml", "a.yaml\u{301}"]
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
