import Foundation
import Testing

/// A golden text file the CLI tests compare output with: `TRELLIS_RECORD=1` rewrites it
/// and still records an issue, so a recording run never passes (swift-argument-parser's
/// record switch).
enum GoldenText {
    /// Expects `text` to equal the file `file`, or records it when `TRELLIS_RECORD=1`.
    ///
    /// - Parameter what: what the text is, for the failure message ("the help").
    static func expect(_ text: String, matches file: URL, what: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if ProcessInfo.processInfo.environment["TRELLIS_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file, options: .atomic)
            Issue.record("recorded \(file.lastPathComponent); run again without TRELLIS_RECORD to compare", sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "\(what) differs from \(file.lastPathComponent); TRELLIS_RECORD=1 rewrites it", sourceLocation: sourceLocation)
    }
}
