import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `trellis test`: output, exit codes, parallel runs, sharding, JUnit reports, artifacts
/// and recording, by running the built binary.
struct TestCommandTests {
    static let screen = """
        <screen width="200" height="100">
          <button id="ok" title="OK"/>
          <button id="off" title="Off" enabled="false"/>
        </screen>
        """

    let directory: URL

    init() throws {
        var files = ["screen.xml": Self.screen]
        for index in 0..<12 {
            let step = index % 4 == 3 ? "- tapOn: Off" : "- tapOn: OK"
            files["flows/f\(index).yaml"] = "screen: ../screen.xml\ntags: [\(index % 2 == 0 ? "even" : "odd")]\n---\n- assertVisible: OK\n\(step)\n"
        }
        files["flows/sub/included.yaml"] = "- assertEnabled: OK\n"
        directory = try CLIRunner.directory(with: [:])
        for (name, content) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try content.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    /// Output with step times removed, so runs can be compared.
    private static func withoutTimes(_ text: String) -> String {
        text.replacingOccurrences(of: #" \([0-9.]+ ms\)"#, with: "", options: .regularExpression)
    }

    @Test func printsStepsFailuresAndTheSummary() throws {
        let result = try CLIRunner.run(["test", "flows", "--jobs", "1"], in: directory)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "▸ flows/f0.yaml")
        #expect(lines.contains { $0.hasPrefix("  ✓ assertVisible 'OK' (") && $0.hasSuffix(" ms)") })
        #expect(lines.contains { $0.hasPrefix("  ✗ tapOn 'Off' (") })
        #expect(lines.contains("    flows/f3.yaml:5:3: error: tapOn 'Off': tap 'Off' missed button#off \"Off\" (screen.xml:3:3): it is disabled"))
        #expect(lines.last == "9 passed, 3 failed")
    }

    @Test func continuationLinesOfAFailureAreIndentedUnderFailures() throws {
        let directory = try CLIRunner.directory(with: [
            "s.xml":
                #"<screen width="200" height="100" layout="absolute"><button title="A" frame="0 0 30 30"/><button title="B" frame="100 0 30 30"/></screen>"#,
            "f.yaml": "screen: s.xml\n---\n- assertAccessible: {rules: [tap-target]}\n",
        ])
        let result = try CLIRunner.run(["test", "f.yaml"], in: directory)
        #expect(result.status == 1)
        // The screen's tag ends at column 51, so A starts at 52; A's element is 37
        // characters long, so B starts at 52 + 37 = 89.
        #expect(
            result.stdout.hasSuffix(
                """

                Failures:
                  f.yaml:3:3: error: assertAccessible tap-target: 2 accessibility findings:
                  s.xml:1:52: [tap-target] button "A" is 30 × 30 pt; tap targets should be at least 44 × 44
                  s.xml:1:89: [tap-target] button "B" is 30 × 30 pt; tap targets should be at least 44 × 44
                0 passed, 1 failed

                """))
    }

    @Test func parallelAndSerialRunsPrintTheSameReport() throws {
        let serial = try CLIRunner.run(["test", "flows", "--jobs", "1"], in: directory)
        let parallel = try CLIRunner.run(["test", "flows", "--jobs", "4"], in: directory)
        #expect(serial.status == parallel.status)
        #expect(Self.withoutTimes(serial.stdout) == Self.withoutTimes(parallel.stdout))
    }

    @Test func shardsPartitionTheFlowsExactly() throws {
        var seen: [String] = []
        for index in 1...3 {
            let result = try CLIRunner.run(["test", "flows", "--shard", "\(index)/3"], in: directory)
            seen += result.stdout.split(separator: "\n").filter { $0.hasPrefix("▸ ") }.map(String.init)
        }
        #expect(seen.sorted() == (0..<12).map { "▸ flows/f\($0).yaml" }.sorted())
        let again = try CLIRunner.run(["test", "flows", "--shard", "2/3"], in: directory)
        let first = try CLIRunner.run(["test", "flows", "--shard", "2/3"], in: directory)
        #expect(Self.withoutTimes(again.stdout) == Self.withoutTimes(first.stdout))
    }

    @Test func tagsSelectFlows() throws {
        let result = try CLIRunner.run(["test", "flows", "--tags", "odd"], in: directory)
        #expect(result.stdout.hasSuffix("3 passed, 3 failed\n"))
    }

    @Test func junitReportHasSuiteCasesAndLocatedFailures() throws {
        let result = try CLIRunner.run(["test", "flows", "--report", "out/junit.xml"], in: directory)
        #expect(result.status == 1)
        let url = directory.appendingPathComponent("out/junit.xml")
        let document = try XMLDocument(contentsOf: url)
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suite = try #require(root.elements(forName: "testsuite").first)
        #expect(suite.attribute(forName: "tests")?.stringValue == "12")
        #expect(suite.attribute(forName: "failures")?.stringValue == "3")
        let cases = suite.elements(forName: "testcase")
        #expect(cases.count == 12)
        #expect(cases.first?.attribute(forName: "name")?.stringValue == "f0")
        #expect(cases.first?.attribute(forName: "classname")?.stringValue == "flows.f0")
        let failures = cases.flatMap { $0.elements(forName: "failure") }
        #expect(failures.count == 3)
        #expect(failures.first?.attribute(forName: "message")?.stringValue?.hasPrefix("flows/f11.yaml:5:3: tapOn 'Off': tap 'Off' missed") == true)
        #expect(failures.first?.attribute(forName: "type")?.stringValue == "FlowFailure")
        #expect(failures.first?.stringValue?.contains("error: tapOn 'Off'") == true)
    }

    @Test func artifactsHoldTheDumpJSONAndPictureOfAFailure() throws {
        let result = try CLIRunner.run(["test", "flows/f3.yaml", "--artifacts", "art"], in: directory)
        #expect(result.status == 1)
        let dump = try String(contentsOf: directory.appendingPathComponent("art/flows_f3.txt"), encoding: .utf8)
        #expect(dump.hasPrefix("screen (0, 0, 200, 100)\n  button#ok \"OK\""))
        let json = try String(contentsOf: directory.appendingPathComponent("art/flows_f3.json"), encoding: .utf8)
        #expect(
            json.hasPrefix("{\"screen\":{\"width\":200,\"height\":100},\"clock\":{\"time\":0,\"animations\":[],\"timers\":[]},\"root\":{\"type\":\"screen\""))
        let picture = try String(contentsOf: directory.appendingPathComponent("art/flows_f3.svg"), encoding: .utf8)
        #expect(picture.contains(#"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="200" height="100""#))
    }

    @Test func artifactsNameTheFailingStepAndMarkTheMissedTap() throws {
        try "screen: ../screen.xml\n---\n- tapOn: OK\n- tapOn: Off\n".write(
            to: directory.appendingPathComponent("flows/twice.yaml"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["test", "flows/twice.yaml", "--artifacts", "art"], in: directory)
        #expect(result.status == 1)
        let text = try String(contentsOf: directory.appendingPathComponent("art/flows_twice.txt"), encoding: .utf8)
        #expect(
            text.hasSuffix(
                """

                Failed: flows/twice.yaml:4:3: error: tapOn 'Off': tap 'Off' missed button#off "Off" (screen.xml:3:3): it is disabled

                Taps:
                  1. tap "OK" at (100, 9) hit button#ok: touchDown, touchUpInside, primaryActionTriggered
                  2. tap "Off" failed: tap 'Off' missed button#off "Off" (screen.xml:3:3): it is disabled

                """))
        let json = try String(contentsOf: directory.appendingPathComponent("art/flows_twice.json"), encoding: .utf8)
        #expect(
            json.contains(
                #","log":[{"tap":"OK","time":[0,0],"point":[100,9],"hit":"button#ok","events":["touchDown","touchUpInside","primaryActionTriggered"],"valueChanged":[],"actions":[]},{"tap":"Off","point":[100,27],"hit":"screen","events":[],"valueChanged":[],"actions":[],"error":"tap 'Off' missed button#off \"Off\" (screen.xml:3:3): it is disabled"}],"failure":{"step":"tapOn 'Off'","file":"flows/twice.yaml","line":4,"column":3,"message":"#
            ))
        // The picture marks the failing tap: button#off (0, 18, 200, 18) dashed in red,
        // the point (100, 27) at its centre, and the view on top named.
        let picture = try String(contentsOf: directory.appendingPathComponent("art/flows_twice.svg"), encoding: .utf8)
        #expect(picture.contains(##"<rect x="0" y="18" width="200" height="18" fill="none" stroke-dasharray="4 2" stroke="#e53935"/>"##))
        #expect(picture.contains(##"<circle cx="100" cy="27" r="6" fill="#e53935" fill-opacity="0.4" stroke="#e53935"/>"##))
        #expect(picture.contains(">2 missed: screen on top</text>"))
    }

    @Test func recordWritesTheGoldenFileAndStillFails() throws {
        try "screen: screen.xml\n---\n- assertSnapshot: start\n".write(to: directory.appendingPathComponent("snap.yaml"), atomically: true, encoding: .utf8)
        let recording = try CLIRunner.run(["test", "snap.yaml", "--record"], in: directory)
        #expect(recording.status == 1)
        #expect(recording.stdout.contains("recorded 1 golden file: start.snapshot.txt; run again without --record"))
        let checking = try CLIRunner.run(["test", "snap.yaml"], in: directory)
        #expect(checking.status == 0)
        #expect(checking.stdout.hasSuffix("1 passed, 0 failed\n"))
    }

    @Test func badFlowsExit65WithEveryError() throws {
        try "screen: screen.xml\n---\n- tapOnn: OK\n- assertFrame: {id: ok}\n".write(
            to: directory.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["test", "bad.yaml", "flows"], in: directory)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("bad.yaml:3:3: error: unknown command 'tapOnn'; did you mean 'tapOn'?"))
        #expect(result.stderr.contains("bad.yaml:4:16: error: assertFrame needs 'frame'"))
    }

    @Test func usageErrorsExit2() throws {
        for arguments in [
            ["test"], ["test", "flows", "--jobs", "0"], ["test", "flows", "--shard", "4/3"], ["test", "flows", "--shard", "x"],
            ["test", "flows", "--tags", ","], ["test", "flows/sub/included.yaml"],
        ] {
            let result = try CLIRunner.run(arguments, in: directory)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty)
        }
        #expect(try CLIRunner.run(["test", "missing"], in: directory).status == 66)
        let help = try CLIRunner.run(["test", "--help"], in: directory)
        #expect(help.status == 0 && help.stdout.contains("USAGE: trellis test FLOW_OR_DIR..."))
    }
}
