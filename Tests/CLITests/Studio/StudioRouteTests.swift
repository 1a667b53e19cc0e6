import Foundation
import Testing

@testable import TrellisCommandLine

/// Every route's status codes (Docs/studio.md, "HTTP API"): the project, files under the
/// roots, unknown routes and sessions, wrong methods, malformed bodies, and the page.
struct StudioRouteTests {
    @Test func theProjectListsRootsScreensFlowsAndErrors() throws {
        let fixture = try StudioFixture([
            "s.xml": StudioFixture.screen, "bad.xml": "<screen><nope/></screen>\n", "flows/a.yaml": "screen: ../s.xml\n---\n- tapOn: OK\n",
            ".hidden/h.xml": StudioFixture.screen, "notes.txt": "x",
        ])
        defer { fixture.remove() }
        let project = StudioFixture.object(fixture.request("GET", "/api/project"))
        #expect(project["roots"] as? [String] == [fixture.directory])
        #expect(project["screens"] as? [String] == [fixture.path("bad.xml"), fixture.path("s.xml")])
        #expect(project["flows"] as? [String] == [fixture.path("flows/a.yaml")])
        #expect(project["revision"] as? Int == 0)
        let errors = project["errors"] as? [String: [String]] ?? [:]
        #expect(errors.keys.sorted() == [fixture.path("bad.xml")])
        #expect(errors[fixture.path("bad.xml")]?.first?.hasPrefix(fixture.path("bad.xml") + ":1:9: error: ") == true)
    }

    @Test func filesAreServedOnlyUnderTheRootsAndNeverHidden() throws {
        let fixture = try StudioFixture(["s.xml": StudioFixture.screen, ".secret/key.txt": "k", "a b.txt": "spaced"])
        defer { fixture.remove() }
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-outside-\(UUID().uuidString).txt").path
        try "outside".write(toFile: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(atPath: fixture.path("link.txt"), withDestinationPath: outside)
        let served = fixture.request("GET", "/files/" + fixture.path("s.xml"))
        #expect(served.status == 200)
        #expect(served.headers.contains { $0 == ("Content-Type", "application/xml; charset=utf-8") })
        #expect(served.headers.contains { $0 == ("X-Content-Type-Options", "nosniff") })
        #expect(served.headers.contains { $0 == ("Content-Security-Policy", "sandbox; default-src 'none'") })
        #expect(StudioFixture.text(served) == StudioFixture.screen)
        #expect(StudioFixture.text(fixture.request("GET", "/files/" + fixture.path("a%20b.txt"))) == "spaced")
        for path in [fixture.path(".secret/key.txt"), fixture.path("link.txt"), outside, fixture.path("missing.xml"), fixture.path("../x"), fixture.directory] {
            #expect(fixture.request("GET", "/files/" + path).status == 404, "\(path)")
        }
    }

    @Test func unknownRoutesSessionsAndMethodsAreRefused() throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        #expect(fixture.request("GET", "/nothing").status == 404)
        #expect(fixture.request("GET", "/api/sessions/99").status == 404)
        #expect(fixture.request("GET", "/api/sessions/99/hit?x=1&y=1").status == 404)
        let id = fixture.session(#"{"screen": "\#(fixture.path("s.xml"))"}"#)
        #expect(fixture.request("GET", "/api/sessions/\(id)/nothing").status == 404)
        let wrong = fixture.request("GET", "/api/sessions/\(id)/tap")
        #expect(wrong.status == 405)
        #expect(wrong.headers.contains { $0 == ("Allow", "POST") })
        let post = fixture.request("POST", "/api/project")
        #expect(post.status == 405)
        #expect(post.headers.contains { $0 == ("Allow", "GET") })
        #expect(fixture.request("DELETE", "/api/sessions").headers.contains { $0 == ("Allow", "POST") })
    }

    @Test func malformedBodiesAndQueriesAreBadRequests() throws {
        let fixture = try StudioFixture(["s.xml": StudioFixture.screen, "f.yaml": "screen: s.xml\n---\n"])
        defer { fixture.remove() }
        let id = fixture.session(#"{"screen": "\#(fixture.path("s.xml"))"}"#)
        let base = "/api/sessions/\(id)"
        for (target, body) in [
            ("/api/sessions", "{"), ("/api/sessions", "[]"), ("/api/sessions", #"{"screen": 1}"#), ("/api/sessions", #"{"screen": "a", "flow": "b"}"#),
            ("/api/sessions", #"{"screen": "\#(fixture.path("s.xml"))", "width": -1}"#), (base + "/tap", #"{"x": NaN, "y": 1}"#),
            (base + "/tap", #"{"x": "1", "y": 1}"#), (base + "/tap", #"{"query": ""}"#), (base + "/tap", #"{"query": "@x"}"#), (base + "/input", "{}"),
            (base + "/input", #"{"pressKey": "tab"}"#), (base + "/input", #"{"eraseText": 0.5}"#), (base + "/assert", #"{"path": "0"}"#),
            (base + "/save", #"{"path": 3}"#),
        ] {
            #expect(fixture.request("POST", target, body).status == 400, "\(target) \(body)")
        }
        for target in [base + "/hit?x=1", base + "/hit?x=a&y=1", base + "/view?path=%5B-1%5D", base + "/view", base + "/flow"] {
            #expect(fixture.request("GET", target).status == 400, "\(target)")
        }
        #expect(fixture.request("GET", base + "/view?path=%5B9%5D").status == 404)
        #expect(fixture.request("POST", "/api/sessions", #"{"screen": "/etc/hostname"}"#).status == 404)
        let flow = StudioFixture.object(fixture.request("GET", base + "/flow?path=" + fixture.path("f.yaml")))
        #expect(flow["yaml"] as? String == "screen: s.xml\n---\n")
    }

    @Test func thePictureIsWhatRenderDraws() throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        let id = fixture.session(#"{"screen": "\#(fixture.path("s.xml"))"}"#)
        _ = fixture.request("POST", "/api/sessions/\(id)/tap", #"{"x": 20, "y": 20}"#)
        let picture = fixture.request("GET", "/api/sessions/\(id)/picture.svg")
        #expect(picture.headers.contains { $0 == ("Content-Type", "image/svg+xml") })
        let render = try CLIRunner.run(["render", fixture.path("s.xml"), "--tap", "@20,20"])
        #expect(render.status == 0)
        #expect(StudioFixture.text(picture) == render.stdout)
    }

    @Test func tapEntriesAreRunsLogEntries() throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        let id = fixture.session(#"{"screen": "\#(fixture.path("s.xml"))"}"#)
        var entries: [String] = []
        for (x, y) in [("20", "20"), ("130", "115"), ("130", "20.25"), ("20", "170")] {
            let answer = StudioFixture.object(fixture.request("POST", "/api/sessions/\(id)/tap", #"{"x": \#(x), "y": \#(y)}"#))
            entries.append(StudioFixture.json(answer["entry"]))
        }
        let outside = StudioFixture.object(fixture.request("POST", "/api/sessions/\(id)/tap", #"{"x": 300, "y": 1}"#))
        #expect(outside["step"] is NSNull)
        let run = try CLIRunner.run(
            [
                "run", fixture.path("s.xml"), "--tap", "@20,20", "--tap", "@130,115", "--tap", "@130,20.25", "--tap", "@20,170", "--tap", "@300,1", "--format",
                "json",
            ])
        let log = (try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])?["log"] as? [Any] ?? []
        #expect(log.map { StudioFixture.json($0) } == entries + [StudioFixture.json(outside["entry"])])
    }

    @Test func thePageCarriesTheTokenThePolicyAndEveryElement() throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        let page = fixture.request("GET", "/?screen=x")
        let html = StudioFixture.text(page)
        #expect(html.contains(#"<meta name="trellis-token" content="\#(StudioFixture.token)">"#))
        let policy = page.headers.first { $0.name == "Content-Security-Policy" }?.value ?? ""
        let nonce = policy.split(separator: "'").first { $0.hasPrefix("nonce-") }.map { String($0.dropFirst(6)) } ?? ""
        #expect(nonce.count == 32)
        #expect(
            policy
                == "default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'nonce-\(nonce)'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'"
        )
        #expect(html.contains(#"<script nonce="\#(nonce)">"#) && html.contains(#"<style nonce="\#(nonce)">"#))
        for id in [
            "screens", "error", "screen", "highlight", "log", "tree", "inspector", "selector", "keyboard", "steps", "flow-yaml", "assert-this", "undo", "reset",
            "save-path", "save", "save-status",
        ] {
            #expect(html.contains(#"id="\#(id)""#), "\(id)")
        }
        #expect(!html.contains("innerHTML") && !html.contains("http://") && !html.contains("https://"))
        #expect(StudioFixture.text(fixture.request("GET", "/goldens")).contains(#"<ul id="goldens">"#))
    }
}
