import Foundation
import Testing

@testable import TrellisCommandLine

/// The golden review (Docs/studio.md, "Golden review"): pending goldens from
/// `NAME.actual.png` beside a flow and from a report folder's failed `assertScreenshot`
/// steps; accept and reject with the files they leave.
struct StudioGoldenTests {
    static let flow = "screen: s.xml\n---\n- assertScreenshot: home\n"

    /// A report folder `report` whose one failed flow, `flow.yaml`, failed its step
    /// `assertScreenshot shot` at line 3, column 3, with copies of its pictures.
    static func report(flowFile: String, time: String = "0.5") -> [String: String] {
        let json = """
            {"version": 1, "time": \(time), "entries": [{"status": "failed", "name": "shots", "path": "flow.yaml", "tags": [], "time": 0.25,
             "page": "flows/flow.html", "failure": {"file": "\(flowFile)", "line": 3, "column": 3, "step": "assertScreenshot shot",
             "message": "12 pixels differ"}}]}
            """
        return ["report/report.json": json, "report/flows/flow/actual.png": "report-actual", "report/flows/flow/expected.png": "report-expected"]
    }

    private func goldens(_ fixture: StudioFixture) -> [[String: Any]] {
        StudioFixture.object(fixture.request("GET", "/api/goldens"))["goldens"] as? [[String: Any]] ?? []
    }

    @Test func anActualPictureBesideAFlowIsPendingUntilAccepted() throws {
        let fixture = try StudioFixture([
            "s.xml": StudioFixture.screen, "home.yaml": Self.flow, "home.png": "old", "home.actual.png": "new", "home.diff.png": "diff",
            "same.png": "same", "same.actual.png": "same", "lonely/x.actual.png": "no flow here",
        ])
        defer { fixture.remove() }
        let listed = goldens(fixture)
        #expect(listed.count == 1)
        #expect(listed.first?["golden"] as? String == fixture.path("home.png"))
        #expect(listed.first?["actual"] as? String == "/files/" + fixture.path("home.actual.png"))
        #expect(listed.first?["diff"] as? String == "/files/" + fixture.path("home.diff.png"))
        #expect(listed.first?["location"] is NSNull)
        #expect(fixture.request("POST", "/api/goldens/accept", #"{"golden": "\#(fixture.path("same.png"))"}"#).status == 404)
        let accepted = fixture.request("POST", "/api/goldens/accept", #"{"golden": "\#(fixture.path("home.png"))"}"#)
        #expect(accepted.status == 200)
        #expect(try String(contentsOfFile: fixture.path("home.png"), encoding: .utf8) == "new")
        #expect(!FileManager.default.fileExists(atPath: fixture.path("home.actual.png")))
        #expect(!FileManager.default.fileExists(atPath: fixture.path("home.diff.png")))
        #expect(goldens(fixture).isEmpty)
        #expect(fixture.request("POST", "/api/goldens/accept", #"{"golden": "\#(fixture.path("home.png"))"}"#).status == 404)
    }

    @Test func rejectRemovesTheActualAndDiffAndKeepsTheGolden() throws {
        let fixture = try StudioFixture([
            "s.xml": StudioFixture.screen, "home.yaml": Self.flow, "home.png": "old", "home.actual.png": "new", "home.diff.png": "diff",
        ])
        defer { fixture.remove() }
        #expect(fixture.request("POST", "/api/goldens/reject", #"{"golden": "\#(fixture.path("home.png"))"}"#).status == 200)
        #expect(try String(contentsOfFile: fixture.path("home.png"), encoding: .utf8) == "old")
        #expect(!FileManager.default.fileExists(atPath: fixture.path("home.actual.png")))
        #expect(!FileManager.default.fileExists(atPath: fixture.path("home.diff.png")))
        #expect(goldens(fixture).isEmpty)
        #expect(fixture.request("POST", "/api/goldens/reject", "{}").status == 400)
    }

    @Test func aReportsFailedScreenshotIsPendingWithItsLocationAndNeverWrittenInto() throws {
        let fixture = try StudioFixture(["s.xml": StudioFixture.screen, "shots/flow.yaml": Self.flow, "shots/shot.png": "golden"])
        defer { fixture.remove() }
        let flowFile = fixture.path("shots/flow.yaml")
        try fixture.write(Self.report(flowFile: flowFile))
        let listed = goldens(fixture)
        #expect(listed.count == 1)
        let entry = listed.first ?? [:]
        #expect(entry["golden"] as? String == fixture.path("shots/shot.png"))
        #expect(entry["location"] as? String == "\(flowFile):3:3")
        #expect(entry["message"] as? String == "12 pixels differ")
        #expect(entry["actual"] as? String == "/files/" + fixture.path("report/flows/flow/actual.png"))
        #expect(entry["expected"] as? String == "/files/" + fixture.path("report/flows/flow/expected.png"))
        #expect(entry["diff"] is NSNull)
        // Reject hides the entry until the report changes.
        #expect(fixture.request("POST", "/api/goldens/reject", #"{"golden": "\#(fixture.path("shots/shot.png"))"}"#).status == 200)
        #expect(goldens(fixture).isEmpty)
        let rewritten = Self.report(flowFile: flowFile, time: "0.75")["report/report.json"] ?? ""
        try fixture.write(["report/report.json": rewritten])
        #expect(goldens(fixture).count == 1)
        // Accept writes the report's actual picture to the golden and leaves the report as it is.
        #expect(fixture.request("POST", "/api/goldens/accept", #"{"golden": "\#(fixture.path("shots/shot.png"))"}"#).status == 200)
        #expect(try String(contentsOfFile: fixture.path("shots/shot.png"), encoding: .utf8) == "report-actual")
        #expect(try String(contentsOfFile: fixture.path("report/flows/flow/actual.png"), encoding: .utf8) == "report-actual")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.path("report")).sorted() == ["flows", "report.json"])
        #expect(goldens(fixture).isEmpty)
    }
}
