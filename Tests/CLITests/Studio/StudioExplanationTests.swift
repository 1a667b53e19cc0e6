import Foundation
import Testing

@testable import TrellisCommandLine

/// `GET hit` on ``StudioFixture/screen``: which view hit-testing picks and why every other
/// view at the point refused (Docs/studio.md, "Explain"), worked out by hand from the
/// frames in the fixture's comment and Docs/events.md's rules.
struct StudioExplanationTests {
    /// `[path, result, reason, by]` of each explanation entry, in order.
    private func outline(_ answer: [String: Any]) -> [String] {
        (answer["explain"] as? [[String: Any]] ?? []).map { entry in
            [StudioFixture.json(entry["path"]), entry["result"] as? String ?? "", entry["reason"] as? String ?? "", StudioFixture.json(entry["by"])]
                .joined(separator: " ")
        }
    }

    @Test func aButtonInsideItsPanelIsTheHitAndItsAncestorsPassed() throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        let id = fixture.session(#"{"screen": "\#(fixture.path("s.xml"))"}"#)
        // (20, 20) lies in panel (0…200, 0…100) and ok (10…90, 10…40), nothing else.
        let answer = StudioFixture.object(fixture.request("GET", "/api/sessions/\(id)/hit?x=20&y=20"))
        #expect(answer["hit"] as? String == "button#ok")
        #expect(StudioFixture.json(answer["path"]) == "[0,0]")
        #expect(outline(answer) == ["[] passed  nil", "[0] passed  nil", "[0,0] hit  nil"])
        let entries = answer["explain"] as? [[String: Any]] ?? []
        #expect(entries.last?["view"] as? String == #"button#ok "OK" (\#(fixture.path("s.xml")):4:5)"#)
        #expect(StudioFixture.json(answer["visibleFrame"]) == "[10,10,80,30]")
    }

    @Test func clippedAndCoveredViewsAreRefusedNamingWhatRefusedThem() throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        let id = fixture.session(#"{"screen": "\#(fixture.path("s.xml"))"}"#)
        // (130, 115): wide's screen frame (0…150, 100…120) holds it but its parent clip
        // (0…50) does not (rule 2: clipped by [1]); under (100…180, 100…140) and over
        // (120…200, 110…150) both hold it, over is later so it is tried first and wins.
        let answer = StudioFixture.object(fixture.request("GET", "/api/sessions/\(id)/hit?x=130&y=115"))
        #expect(answer["hit"] as? String == "button#over")
        #expect(outline(answer) == ["[] passed  nil", "[1,0] refused clipped [1]", "[2] refused covered [3]", "[3] hit  nil"])
        let entries = answer["explain"] as? [[String: Any]] ?? []
        #expect(entries[1]["message"] as? String == "the point (130, 115) is outside the hit area of its ancestor view#clip (\(fixture.path("s.xml")):7:3)")
        #expect(entries[2]["message"] as? String == #"covered by button#over "Over" (\#(fixture.path("s.xml")):11:3)"#)
    }

    @Test func disabledAndHiddenViewsAreRefusedForThemselves() throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        let id = fixture.session(#"{"screen": "\#(fixture.path("s.xml"))"}"#)
        // (130, 20) is in off (100…180, 10…40), which is disabled: the panel takes it.
        let disabled = StudioFixture.object(fixture.request("GET", "/api/sessions/\(id)/hit?x=130&y=20"))
        #expect(disabled["hit"] as? String == "view#panel")
        #expect(outline(disabled) == ["[] passed  nil", "[0] hit  nil", "[0,1] refused disabled nil"])
        // (20, 170) is in ghost (10…60, 160…190), which is hidden: the screen takes it.
        let hidden = StudioFixture.object(fixture.request("GET", "/api/sessions/\(id)/hit?x=20&y=170"))
        #expect(hidden["hit"] as? String == "screen")
        #expect(outline(hidden) == ["[] hit  nil", "[4] refused hidden nil"])
    }

    @Test func aViewUnderASkippedAncestorIsRefusedForTheAncestor() throws {
        let screen = """
            <screen width="100" height="100" layout="absolute">
              <view id="box" frame="0 0 100 100" interactive="false">
                <button id="inner" title="In" frame="10 10 50 50"/>
              </view>
            </screen>
            """
        let fixture = try StudioFixture(["s.xml": screen])
        defer { fixture.remove() }
        let id = fixture.session(#"{"screen": "\#(fixture.path("s.xml"))"}"#)
        // box is not interactive (rule 1), so inner (10…60) is never reached: the screen
        // is hit at (20, 20); box itself is refused as not interactive.
        let answer = StudioFixture.object(fixture.request("GET", "/api/sessions/\(id)/hit?x=20&y=20"))
        #expect(outline(answer) == ["[] hit  nil", "[0] refused not-interactive nil", "[0,0] refused ancestor [0]"])
    }

    @Test func aPointOutsideTheScreenSaysSoAndChangesNothing() throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        let id = fixture.session(#"{"screen": "\#(fixture.path("s.xml"))"}"#)
        let answer = StudioFixture.object(fixture.request("GET", "/api/sessions/\(id)/hit?x=250&y=10"))
        #expect(answer["error"] as? String == "point (250, 10) is outside the screen (200 × 200)")
        #expect(answer["hit"] is NSNull)
        let session = StudioFixture.object(fixture.request("GET", "/api/sessions/\(id)"))
        #expect(session["revision"] as? Int == 1)
    }
}
