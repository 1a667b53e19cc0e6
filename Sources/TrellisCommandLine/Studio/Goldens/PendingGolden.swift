import Foundation
import Trellis

/// A golden picture waiting for review (Docs/studio.md, "Golden review"): a
/// `NAME.actual.png` beside a flow, or a failed `assertScreenshot NAME` step of an HTML
/// report under the roots.
struct PendingGolden {
    /// The golden's path as answers write it: `./shots/home.png`.
    var golden: String
    /// The golden's path to read and write.
    var goldenFile: String
    /// `file:line:column` of the failing step, when a report says it.
    var location: String?
    /// The failure's message, when a report says it.
    var message: String?
    /// The pictures to show: the golden (when it exists), the actual picture, the diff
    /// (when it exists); the report's copies for a report's entry.
    var expected: String?
    var actual: String
    var diff: String?
    /// The report whose entry this is, and the report.json's state when read (size and
    /// time of change), which a reject hides the entry until it changes.
    var report: String?
    var reportStamp: String?

    /// `NAME.actual.png` beside the golden.
    var besideActual: String { Self.sibling(of: goldenFile, suffix: ".actual.png") }
    /// `NAME.diff.png` beside the golden.
    var besideDiff: String { Self.sibling(of: goldenFile, suffix: ".diff.png") }

    /// `NAME.png`'s sibling `NAME` + `suffix`.
    static func sibling(of golden: String, suffix: String) -> String {
        (golden.hasSuffix(".png") ? String(golden.dropLast(4)) : golden) + suffix
    }

    /// Whether the golden holds, byte for byte, the actual picture (then nothing is
    /// pending).
    var isSettled: Bool {
        guard let goldenBytes = FileManager.default.contents(atPath: goldenFile), let actualBytes = FileManager.default.contents(atPath: actual) else {
            return false
        }
        return goldenBytes == actualBytes
    }

    /// The entry as `GET /api/goldens` lists it: `{"golden", "location", "message",
    /// "expected", "actual", "diff"}`, the pictures as `/files/…` URLs.
    var json: JSONValue {
        .object([
            ("golden", .string(golden)), ("location", location.map(JSONValue.string) ?? .null), ("message", message.map(JSONValue.string) ?? .null),
            ("expected", expected.map { .string(Self.fileURL($0)) } ?? .null), ("actual", .string(Self.fileURL(actual))),
            ("diff", diff.map { .string(Self.fileURL($0)) } ?? .null),
        ])
    }

    /// The `/files/…` URL of `path`: relative to the working directory when it lies
    /// under it, else absolute (`/files//srv/app/a.png`), each byte percent-encoded
    /// unless it is unreserved or `/`.
    static func fileURL(_ path: String) -> String {
        var relative = path
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        if relative.hasPrefix("../") || relative == ".." || relative.contains("/./") || relative.contains("/../") {
            relative = StudioProject.realPath(path) ?? path
        }
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~/")
        return "/files/" + (relative.addingPercentEncoding(withAllowedCharacters: allowed) ?? relative)
    }
}
