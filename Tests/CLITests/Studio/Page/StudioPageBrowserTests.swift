import Foundation
import Testing

/// The studio's page in a real browser (Docs/studio.md, "The page"): Debian's Chromium
/// driven by Playwright for Python (`studio_page.py` beside this file). `.ci/run`
/// installs both; without them the test fails saying so.
struct StudioPageBrowserTests {
    /// Hovering the first tag of the weekdays screen highlights it from the real
    /// hit-test, clicking there taps it: the log's entry is `run --tap @X,Y`'s, at the
    /// point computed from the pixel clicked, and the recorder writes `- tapOn: 周一`;
    /// the page logs no console error.
    @Test func hoverAndClickTapThroughTheRealHitTest() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-studio-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../Examples/weekdays.xml")
            .standardizedFileURL
        try FileManager.default.copyItem(at: examples, to: directory.appendingPathComponent("weekdays.xml"))
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("studio_page.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // 周一 is the tag list's first button: (16 + 0, 50 + 0, 70, 20), its centre (51, 60).
        process.arguments = ["python3", script, CLIRunner.executable.path, directory.path, "weekdays.xml", "51", "60"]
        let result = try CLIRunner.collect(process, in: directory)
        try #require(result.status != 3, "Playwright for Python is not installed: run `python3 -m pip install playwright` (as .ci/run does)")
        try #require(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let expected = try #require(report["expected"] as? [Double])
        let point = expected.map { $0.rounded() == $0 ? String(Int($0)) : String($0) }.joined(separator: ",")
        let highlight = try #require(report["highlight"] as? [String: String])
        #expect(highlight == ["point": point, "hit": "button"])
        let entry = try #require(report["entry"] as? [String: Any])
        #expect(entry["tap"] as? String == "@" + point)
        #expect(entry["hit"] as? String == "button")
        #expect(entry["events"] as? [String] == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(entry["valueChanged"] as? [String] == ["tag-list#weekdays"])
        #expect(report["yaml"] as? String == "screen: weekdays.xml\n---\n- tapOn: 周一\n")
        #expect((report["errors"] as? [String]) == [])
    }
}
