import Foundation
import Testing

@testable import TrellisCommandLine

/// Live reload (Docs/studio.md, "Live reload"), flow sessions and the session table's
/// bound (Docs/studio.md, "Sessions").
struct StudioReloadTests {
    @Test func aChangedScreenRebuildsItsSessionsAndRunsTheirStepsAgain() throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        let id = fixture.session(#"{"screen": "\#(fixture.path("s.xml"))"}"#)
        _ = fixture.request("POST", "/api/sessions/\(id)/tap", #"{"x": 20, "y": 20}"#)
        // The button ok moves down 100 points: the recorded tap at (20, 20) now hits the panel.
        try fixture.write(["s.xml": StudioFixture.screen.replacingOccurrences(of: #"frame="10 10 80 30""#, with: #"frame="10 60 80 30""#)])
        let events = fixture.app.filesChanged([fixture.path("s.xml")])
        #expect(events == [ServerSentEvent(name: "reload", data: #"{"revision":1,"files":["\#(fixture.path("s.xml"))"]}"#)])
        let session = StudioFixture.object(fixture.request("GET", "/api/sessions/\(id)"))
        #expect(session["revision"] as? Int == 3)
        let log = session["log"] as? [[String: Any]] ?? []
        #expect(log.count == 1 && log.first?["hit"] as? String == "view#panel")
        let steps = session["steps"] as? [[String: Any]] ?? []
        #expect(steps.map { $0["status"] as? String } == ["passed"])
    }

    @Test func aFileWithErrorsKeepsTheLastGoodScreenAndReportsItsErrors() throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        let id = fixture.session(#"{"screen": "\#(fixture.path("s.xml"))"}"#)
        let before = StudioFixture.text(fixture.request("GET", "/api/sessions/\(id)/picture.svg"))
        try fixture.write(["s.xml": "<screen>\n  <nope/>\n</screen>\n"])
        let events = fixture.app.filesChanged([fixture.path("s.xml")])
        #expect(events.map(\.name) == ["reload", "errors"])
        let expected = "\(fixture.path("s.xml")):2:3: error: "
        #expect(events.last?.data.hasPrefix(#"{"revision":1,"errors":{"\#(fixture.path("s.xml"))":["\#(expected)"#) == true)
        let session = StudioFixture.object(fixture.request("GET", "/api/sessions/\(id)"))
        #expect((session["errors"] as? [String])?.first?.hasPrefix(expected) == true)
        #expect(StudioFixture.text(fixture.request("GET", "/api/sessions/\(id)/picture.svg")) == before)
        let project = StudioFixture.object(fixture.request("GET", "/api/project"))
        #expect((project["errors"] as? [String: Any])?.keys.sorted() == [fixture.path("s.xml")])
        // A good save clears them.
        try fixture.write(["s.xml": StudioFixture.screen])
        _ = fixture.app.filesChanged([fixture.path("s.xml")])
        #expect((StudioFixture.object(fixture.request("GET", "/api/sessions/\(id)"))["errors"] as? [String]) == [])
    }

    @Test func aFlowSessionRunsItsStepsAndStopsAtTheFirstFailure() throws {
        let fixture = try StudioFixture([
            "s.xml": StudioFixture.screen, "f.yaml": "screen: s.xml\n---\n- tapOn: OK\n- assertVisible: Nope\n- tapOn: Over\n",
        ])
        defer { fixture.remove() }
        let response = fixture.request("POST", "/api/sessions", #"{"flow": "\#(fixture.path("f.yaml"))"}"#)
        #expect(response.status == 201)
        let session = StudioFixture.object(response)
        #expect(session["flow"] as? String == fixture.path("f.yaml"))
        #expect(session["file"] as? String == fixture.path("s.xml"))
        let steps = session["steps"] as? [[String: Any]] ?? []
        #expect(steps.map { $0["status"] as? String } == ["passed", "failed", "not-run"])
        #expect(steps.map { $0["line"] as? Int } == [3, 4, 5])
        #expect((steps[1]["error"] as? String)?.hasPrefix("\(fixture.path("f.yaml")):4:3: error: assertVisible") == true)
        // Recorded steps are appended to the flow's text.
        let id = session["id"] as? String ?? ""
        _ = fixture.request("POST", "/api/sessions/\(id)/tap", ##"{"query": "#ok"}"##)
        let yaml = StudioFixture.object(fixture.request("GET", "/api/sessions/\(id)"))["yaml"] as? String
        #expect(yaml == "screen: s.xml\n---\n- tapOn: OK\n- assertVisible: Nope\n- tapOn: Over\n- tapOn: {id: ok}\n")
    }

    @Test func theLeastRecentlyUsedSessionIsDroppedPastThirtyTwo() throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        let body = #"{"screen": "\#(fixture.path("s.xml"))"}"#
        let first = fixture.session(body)
        let second = fixture.session(body)
        for _ in 0..<30 { _ = fixture.session(body) }
        // 32 live; using the first makes the second the least recently used.
        #expect(fixture.request("GET", "/api/sessions/\(first)").status == 200)
        _ = fixture.session(body)
        #expect(fixture.request("GET", "/api/sessions/\(second)").status == 404)
        #expect(fixture.request("GET", "/api/sessions/\(first)").status == 200)
    }

    @Test func savingLeavesNoTemporaryFileAndNumbersTheDefaultPath() throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        let id = fixture.session(#"{"screen": "\#(fixture.path("s.xml"))"}"#)
        #expect(fixture.request("POST", "/api/sessions/\(id)/save", "{}").status == 201)
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.directory).sorted() == ["s-recorded.yaml", "s.xml"])
        #expect(fixture.request("POST", "/api/sessions/\(id)/save", "{}").status == 201)
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.directory).sorted() == ["s-recorded-2.yaml", "s-recorded.yaml", "s.xml"])
    }
}
