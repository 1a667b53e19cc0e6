import Foundation
import Testing

/// The hostile-input corpus (`HostileInputs/`): each `NAME.xml` is run with
/// `trellis run NAME.xml --format json` and checked against `NAME.expect`; `trellis validate`
/// must accept or reject it the same way (Docs/screen-xml.md, "Errors" and "Safety"; Docs/cli.md).
///
/// An expectation file holds one fact a line (`#` starts a comment):
/// - `exit: N` — the exit status.
/// - `stderr: LINE` — the first line on standard error, exactly.
/// - `text #ID: "…"` — the `text` of the view with that id in the JSON output, written as
///   a JSON string literal so every character is exact.
/// - `text-file #ID: FILE` — the same, the text being FILE's whole content.
/// - `graphemes #ID: N` — the number of grapheme clusters in that text.
/// - `frame #ID: [x, y, w, h]` — the view's frame.
/// - `options: A B …` — options `run` is given after the file (`--locale en-XA`).
///
/// Every case must leave the marker in `secret.txt` out of every output: files that name
/// it (external entities, DTDs, XInclude) must never read it.
struct HostileInputTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("HostileInputs")

    /// Every case, by file name without `.xml`.
    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".xml") }.map { String($0.dropLast(4)) }.sorted()
    }()

    static let marker: String = {
        let text = (try? String(contentsOf: directory.appendingPathComponent("secret.txt"), encoding: .utf8)) ?? ""
        return String(text.prefix { $0 != ":" })
    }()

    @Test func theCorpusIsThere() {
        #expect(Self.cases.count >= 50)
        #expect(Self.marker.hasPrefix("TRELLIS-HOSTILE-INPUT-MARKER-"))
    }

    @Test(arguments: cases) func hostileInput(_ name: String) throws {
        let expectation = try Expectation(contentsOf: Self.directory.appendingPathComponent(name + ".expect"))
        let run = try CLIRunner.run(["run", name + ".xml", "--format", "json"] + expectation.options, in: Self.directory)
        let validate = try CLIRunner.run(["validate", name + ".xml"], in: Self.directory)
        for output in [run.stdout, run.stderr, validate.stdout, validate.stderr] {
            #expect(!output.contains(Self.marker), "\(name): the output holds the contents of secret.txt")
        }
        #expect(run.status == expectation.exit, "\(name): \(run.stderr)")
        let firstError = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        if let line = expectation.stderr {
            #expect(firstError == line, "\(name)")
        } else {
            #expect(run.stderr.isEmpty, "\(name)")
        }
        // The same file is accepted or rejected alike by every command, with the same first
        // error.
        if expectation.exit == 65 {
            #expect(validate.status == 65, "\(name): validate accepts what run rejects")
            #expect(validate.stderr.split(separator: "\n").first.map(String.init) == firstError, "\(name)")
        } else {
            #expect(validate.status == 0, "\(name): validate rejects what run accepts: \(validate.stderr)")
        }
        guard run.status == 0 || run.status == 1 else {
            #expect(run.stdout.isEmpty, "\(name): nothing goes to stdout on exit \(run.status)")
            return
        }
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(name): stdout is not a JSON object")
        let views = Self.viewsByID(in: document["root"])
        for (id, text) in expectation.texts {
            let view = try #require(views[id], "\(name): no view #\(id)")
            #expect(view["text"] as? String == text, "\(name): #\(id)")
        }
        for (id, count) in expectation.graphemes {
            #expect((views[id]?["text"] as? String)?.count == count, "\(name): #\(id)")
        }
        for (id, frame) in expectation.frames {
            #expect(views[id]?["frame"] as? [Double] == frame, "\(name): #\(id)")
        }
    }

    private static func viewsByID(in node: Any?) -> [String: [String: Any]] {
        guard let view = node as? [String: Any] else { return [:] }
        var found: [String: [String: Any]] = [:]
        if let id = view["id"] as? String { found[id] = view }
        for child in view["children"] as? [Any] ?? [] {
            found.merge(viewsByID(in: child)) { first, _ in first }
        }
        return found
    }
}

/// The parsed lines of a `NAME.expect` file.
private struct Expectation {
    var exit: Int32 = -1
    var stderr: String?
    var texts: [(String, String)] = []
    var graphemes: [(String, Int)] = []
    var frames: [(String, [Double])] = []
    var options: [String] = []

    struct FormatError: Error, CustomStringConvertible {
        var description: String
    }

    init(contentsOf url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let colon = line.firstIndex(of: ":") else { throw FormatError(description: "\(url.lastPathComponent): '\(line)'") }
            let key = line[..<colon]
            let value = String(line[line.index(after: colon)...].dropFirst())
            let parts = key.split(separator: " ", maxSplits: 1)
            let id = parts.count == 2 && parts[1].hasPrefix("#") ? String(parts[1].dropFirst()) : nil
            switch (parts.first, id) {
            case ("exit", nil):
                exit = Int32(value) ?? -1
            case ("stderr", nil):
                stderr = value
            case ("options", nil):
                options = value.split(separator: " ").map(String.init)
            case ("text", let id?):
                texts.append((id, try Self.decode(value, as: String.self, in: url)))
            case ("text-file", let id?):
                let file = url.deletingLastPathComponent().appendingPathComponent(value)
                texts.append((id, try String(contentsOf: file, encoding: .utf8)))
            case ("graphemes", let id?):
                graphemes.append((id, Int(value) ?? -1))
            case ("frame", let id?):
                frames.append((id, try Self.decode(value, as: [Double].self, in: url)))
            default:
                throw FormatError(description: "\(url.lastPathComponent): unknown line '\(line)'")
            }
        }
        if exit < 0 { throw FormatError(description: "\(url.lastPathComponent): no 'exit:' line") }
    }

    private static func decode<T: Decodable>(_ json: String, as type: T.Type, in url: URL) throws -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(json.utf8))
        } catch {
            throw FormatError(description: "\(url.lastPathComponent): '\(json)' is not a JSON value of type \(T.self)")
        }
    }
}
