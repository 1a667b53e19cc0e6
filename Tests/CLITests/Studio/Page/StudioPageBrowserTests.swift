import Foundation
import Testing

/// The studio's page in a real browser (Docs/studio.md, "The page"): Debian's Chromium
/// driven by Playwright for Python (`studio_page.py` beside this file, which says what
/// each scenario does). `.ci/run` installs both; without them the tests fail saying so.
/// Each test copies the screens it needs into a folder of its own.
struct StudioPageBrowserTests {
    /// Hovering the first tag of the weekdays screen highlights it from the real
    /// hit-test, clicking there taps it: the log's entry is `run --tap @X,Y`'s, at the
    /// point computed from the pixel clicked, and the recorder writes `- tapOn: 周一`;
    /// the page logs no console error.
    @Test func hoverAndClickTapThroughTheRealHitTest() throws {
        let folder = try Self.folder(with: ["weekdays.xml"])
        defer { try? FileManager.default.removeItem(at: folder) }
        // 周一 is the tag list's first button: (16 + 0, 50 + 0, 70, 20), its centre (51, 60).
        let report = try Self.play("click", ["weekdays.xml", "51", "60"], in: folder)
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

    /// 200 seeded random pixels of the weekdays screen, each hovered then clicked: every
    /// highlight names the view the click then hits, the 200 log entries are exactly the
    /// log of one `trellis run --tap @X,Y … --format json` with the same points in order,
    /// and the flow the recorder saved passes `trellis test` unchanged.
    @Test func twoHundredRandomClicksAnswerAsTrellisRunDoes() throws {
        let folder = try Self.folder(with: ["weekdays.xml"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try Self.play("points", ["weekdays.xml", "200", "37", "recorded.yaml"], in: folder)
        #expect((report["errors"] as? [String]) == [])
        let points = try #require(report["points"] as? [String])
        let hits = try #require(report["hits"] as? [String])
        let entries = try #require(report["entries"] as? [Any])
        try #require(points.count == 200 && hits.count == 200 && entries.count == 200)

        let run = try CLIRunner.run(["run", "weekdays.xml", "--format", "json"] + points.flatMap { ["--tap", "@" + $0] }, in: folder)
        try #require(run.status == 0, "\(run.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let log = try #require(document["log"] as? [Any])
        #expect(try Self.canonical(entries) == Self.canonical(log))
        for (index, entry) in entries.enumerated() {
            let hit = (entry as? [String: Any])?["hit"] as? String ?? ""
            #expect(hits[index] == hit, "click \(index + 1) at \(points[index]): highlighted \(hits[index]), hit \(hit)")
        }

        #expect(report["saveStatus"] as? String == "201")
        let saved = try String(contentsOf: folder.appendingPathComponent("recorded.yaml"), encoding: .utf8)
        #expect(saved == report["yaml"] as? String)
        let test = try CLIRunner.run(["test", "recorded.yaml"], in: folder)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
    }

    /// Typing reaches the field being edited through `#keyboard`: a click on the email
    /// field, 15 typed characters, Backspace and Enter record one tap, one merged
    /// `inputText`, one `eraseText` and a return, and that flow passes `trellis test`.
    @Test func typingGoesToTheFirstResponderAndIsRecorded() throws {
        let folder = try Self.folder(with: ["sign-in.xml", "logo@2x.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        // The email field starts at y = 64 (padding) + 104.8 (the header: logo 64, spacing
        // 12, title 28.8) + 16 (spacing) = 184.8 and is 44.4 high: (187, 200) is inside.
        let report = try Self.play("typing", ["sign-in.xml", "187", "200", "ana@example.com"], in: folder)
        #expect((report["errors"] as? [String]) == [])
        let yaml = try #require(report["yaml"] as? String)
        #expect(
            yaml == """
                screen: sign-in.xml
                ---
                - tapOn: {id: email}
                - inputText: "ana@example.com"
                - eraseText: 1
                - pressKey: return

                """
        )
        try Data(yaml.utf8).write(to: folder.appendingPathComponent("typed.yaml"))
        let test = try CLIRunner.run(["test", "typed.yaml"], in: folder)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
    }

    /// Clicking the tree's row `[0,0]` (the first tag) selects it: one row is marked, and
    /// the inspector shows its name, frame, visible frame (its frame moved by the tag list's
    /// origin, (16, 50)), id, text, state and source line, with its selector.
    @Test func aTreeRowShowsItsViewInTheInspector() throws {
        let folder = try Self.folder(with: ["weekdays.xml"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try Self.play("inspect", ["weekdays.xml", "[0,0]"], in: folder)
        #expect((report["errors"] as? [String]) == [])
        // The screen, the tag list and its 26 tags.
        #expect(report["rows"] as? Int == 28)
        #expect(report["selectedRows"] as? Int == 1)
        #expect(
            report["inspector"] as? [String] == [
                #"button "周一" (weekdays.xml:6:5)"#, "0, 0, 70, 20", "16, 50, 70, 20", "—", "周一", "—",
                #"weekdays.xml:6:5    <button title="周一" padding="0 20" height="20"/>"#,
            ]
        )
        #expect(report["selector"] as? String == "周一")
    }

    /// Ten saves of the screen file, plain writes and rename-over saves in turn: the page
    /// shows each one (a new revision, the new title in the tree) unrefreshed. The times
    /// are the benchmark's to judge (Docs/studio.md, "Speed"); here each must be seen.
    @Test func theOpenPageShowsEverySaveOfTheScreen() throws {
        let folder = try Self.folder(with: ["weekdays.xml"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try Self.play("reload", ["weekdays.xml", "10"], in: folder)
        #expect((report["errors"] as? [String]) == [])
        let times = try #require(report["milliseconds"] as? [Double])
        #expect(times.count == 10)
    }

    /// A save that breaks the screen shows its located error in `#error` while the last
    /// good picture stays; saving the good file back hides the error.
    @Test func aBrokenSaveShowsItsErrorAndKeepsTheLastGoodPicture() throws {
        let folder = try Self.folder(with: ["weekdays.xml"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try Self.play("broken", ["weekdays.xml"], in: folder)
        #expect((report["errors"] as? [String]) == [])
        // Without `</tag-list>`, libxml2 meets `</screen>` (line 33, column 10) still
        // inside the tag list opened on line 5.
        #expect(report["lines"] as? [String] == ["weekdays.xml:33:10: error: malformed XML: Opening and ending tag mismatch: tag-list line 5 and screen"])
        #expect(report["kept"] as? Bool == true)
    }

    /// A failed `assertScreenshot` leaves `shot.actual.png` and `shot.diff.png`; accepting
    /// it on `/goldens` writes the actual picture's bytes to `shot.png`, removes the two
    /// and empties the list, and the flow then passes.
    @Test func acceptingAGoldenOnThePageMakesTheFlowPass() throws {
        let folder = try Self.folder(with: ["weekdays.xml"])
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("screen: weekdays.xml\n---\n- tapOn: 周一\n- assertScreenshot: shot\n".utf8).write(to: folder.appendingPathComponent("shot.yaml"))
        // The golden is the screen before the tap, so the step fails.
        let render = try CLIRunner.run(["render", "weekdays.xml", "-o", "shot.png"], in: folder)
        try #require(render.status == 0, "\(render.stderr)")
        let failing = try CLIRunner.run(["test", "shot.yaml"], in: folder)
        try #require(failing.status == 1, "\(failing.stdout)\(failing.stderr)")
        let actual = try Data(contentsOf: folder.appendingPathComponent("shot.actual.png"))

        let report = try Self.play("goldens", [], in: folder)
        #expect((report["errors"] as? [String]) == [])
        #expect(report["golden"] as? String == "./shot.png")
        // Found beside its flow, not in a report folder: no step is known to name it.
        #expect(report["location"] is NSNull)
        #expect(try Data(contentsOf: folder.appendingPathComponent("shot.png")) == actual)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("shot.actual.png").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("shot.diff.png").path))
        let passing = try CLIRunner.run(["test", "shot.yaml"], in: folder)
        #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
    }

    /// A new folder holding copies of the named files of Examples/.
    private static func folder(with files: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-studio-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../Examples").standardizedFileURL
        for file in files {
            try FileManager.default.copyItem(at: examples.appendingPathComponent(file), to: folder.appendingPathComponent(file))
        }
        return folder
    }

    /// The JSON object `studio_page.py` prints for `scenario` played in `folder`.
    private static func play(_ scenario: String, _ arguments: [String], in folder: URL) throws -> [String: Any] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("studio_page.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, CLIRunner.executable.path, folder.path, scenario] + arguments
        let result = try CLIRunner.collect(process, in: folder)
        try #require(result.status != 3, "Playwright for Python is not installed: run `python3 -m pip install playwright` (as .ci/run does)")
        try #require(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// `value` written as JSON with sorted keys, so that two equal documents compare equal.
    private static func canonical(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }
}
