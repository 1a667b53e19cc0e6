import Foundation
import Testing

/// `trellis test --jobs 1` and `--jobs 4` write the same bytes, wall times aside
/// (Docs/time.md, "Determinism and cost"): the printed lines, the JUnit report, the HTML
/// report's `report.json` and the failure artifacts, over flows that move the clock,
/// settle, wait and fail.
struct JobsDeterminismTests {
    static let screen = """
        <screen width="200" height="200">
          <button id="ok" title="OK" height="40"/>
          <switch id="wifi"/>
        </screen>
        """

    static let flows: [String: String] = [
        "flows/a-advance.yaml": "screen: ../s.xml\n---\n- tapOn: OK\n- advanceClock: 125ms\n- assertVisible: OK\n- advanceClock: 1.5s\n",
        "flows/b-frames.yaml":
            "screen: ../s.xml\nautoSettle: false\n---\n- tapOn: {id: wifi}\n- advanceClock: 0ms\n- assertOn: {id: wifi}\n- waitForAnimationToEnd\n",
        "flows/c-repeat.yaml": "screen: ../s.xml\n---\n- repeat: {times: 3, commands: [{advanceClock: 250ms}, {tapOn: {id: wifi}}]}\n- assertOn: {id: wifi}\n",
        "flows/d-fails.yaml": "screen: ../s.xml\n---\n- advanceClock: 2s\n- assertPresentation: {id: ok, alpha: 0.5}\n",
        "flows/e-waits.yaml": "screen: ../s.xml\n---\n- waitForAnimationToEnd: {timeout: 2s}\n- tapOn: OK\n- advanceClock: 10ms\n",
    ]

    /// Runs every flow with `jobs` in a fresh directory and returns what it wrote, wall
    /// times masked: stdout, junit.xml, html/report.json and each artifact, by name.
    private func written(jobs: String) throws -> [String: String] {
        let directory = try CLIRunner.directory(with: ["s.xml": Self.screen])
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("flows"), withIntermediateDirectories: true)
        for (name, content) in Self.flows { try content.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let result = try CLIRunner.run(
            ["test", "flows", "--jobs", jobs, "--report", "junit.xml", "--html", "html", "--artifacts", "artifacts"], in: directory)
        #expect(result.status == 1, "\(result.stderr)")
        var files = ["stdout": Self.masked(result.stdout)]
        for name in ["junit.xml", "html/report.json"] {
            files[name] = Self.masked(try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
        }
        let artifacts = directory.appendingPathComponent("artifacts")
        for name in try FileManager.default.contentsOfDirectory(atPath: artifacts.path).sorted() {
            files["artifacts/" + name] = Self.masked(try String(contentsOf: artifacts.appendingPathComponent(name), encoding: .isoLatin1))
        }
        return files
    }

    /// `text` with every wall time replaced by `T`: `(0.13 ms)`, `time="0.002"`, `"time":0.0021`.
    private static func masked(_ text: String) -> String {
        let patterns = [#"\([0-9.]+ ms\)"#, #"time="[0-9.]+""#, #""time":[0-9.eE+-]+"#, #"in [0-9.]+ ?m?s\b"#]
        return patterns.reduce(text) { text, pattern in
            text.replacingOccurrences(of: pattern, with: "T", options: .regularExpression)
        }
    }

    @Test func oneJobAndFourWriteTheSameBytes() throws {
        let one = try written(jobs: "1")
        let four = try written(jobs: "4")
        #expect(one.keys.sorted() == four.keys.sorted())
        for name in one.keys.sorted() { #expect(one[name] == four[name], "\(name) differs") }
        let stdout = try #require(one["stdout"])
        // The clock shows on the lines of flows that moved it: 125 ms, then 1.5 s more.
        #expect(stdout.contains("  ✓ advanceClock 125ms · clock 0ms → 125ms T\n"))
        #expect(stdout.contains("  ✓ assertVisible 'OK' · clock 125ms T\n"))
        #expect(stdout.contains("  ✓ advanceClock 1500ms · clock 125ms → 1625ms T\n"))
        #expect(
            stdout.contains(
                "d-fails.yaml:4:3: error: assertPresentation #ok alpha 0.5: expected what is drawn of button#ok \"OK\" (s.xml:2:3) to have alpha 0.5 (± 0.01), found alpha 1 (model 1) at 2000ms\n"
            ))
        #expect(try #require(one["junit.xml"]).contains("The clock at the failure: 2000ms"))
        #expect(try #require(one["html/report.json"]).contains("\"clock\":2000"))
    }
}
