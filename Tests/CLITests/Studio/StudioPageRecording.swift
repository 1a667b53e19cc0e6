import Foundation
import Testing
import Trellis

@testable import TrellisCommandLine

/// Writes the answers a page needs (the page, the project, a session after two taps, its
/// picture, a hit and a view) with their headers into the folder `TRELLIS_STUDIO_RECORD`
/// names, with `routes.json` mapping each route to its file, so that a browser can load
/// the page from a plain file server and be looked at. Runs only when the variable is set.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TRELLIS_STUDIO_RECORD"] != nil))
struct StudioPageRecording {
    @Test func recordThePagesAnswers() throws {
        let folder = ProcessInfo.processInfo.environment["TRELLIS_STUDIO_RECORD"] ?? ""
        let fixture = try StudioFixture(["form.xml": StudioRecorderTests.form, "s.xml": StudioFixture.screen, "f.yaml": "screen: s.xml\n---\n- tapOn: OK\n"])
        defer { fixture.remove() }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var routes: [String: Any] = [:]
        func keep(_ route: String, _ response: HTTPResponse) throws {
            let file = "answer\(routes.count)"
            try Data(response.body).write(to: URL(fileURLWithPath: folder + "/" + file))
            routes[route] = ["file": file, "status": response.status, "headers": response.headers.map { [$0.name, $0.value] }]
        }
        try keep("/", fixture.request("GET", "/"))
        try keep("/goldens", fixture.request("GET", "/goldens"))
        try keep("/api/project", fixture.request("GET", "/api/project"))
        let created = fixture.request("POST", "/api/sessions", #"{"screen": "\#(fixture.path("form.xml"))"}"#)
        try keep("POST /api/sessions", created)
        _ = fixture.request("POST", "/api/sessions/1/tap", ##"{"query": "#name"}"##)
        _ = fixture.request("POST", "/api/sessions/1/input", #"{"inputText": "Ada"}"#)
        _ = fixture.request("POST", "/api/sessions/1/tap", #"{"query": "周三"}"#)
        try keep("/api/sessions/1", fixture.request("GET", "/api/sessions/1"))
        try keep("/api/sessions/1/picture.svg", fixture.request("GET", "/api/sessions/1/picture.svg"))
        try keep("/api/sessions/1/hit", fixture.request("GET", "/api/sessions/1/hit?x=50&y=180"))
        try keep("/api/sessions/1/view", fixture.request("GET", "/api/sessions/1/view?path=%5B6%2C1%5D"))
        try keep("/api/goldens", fixture.request("GET", "/api/goldens"))
        let data = try JSONSerialization.data(withJSONObject: routes, options: [.sortedKeys])
        try data.write(to: URL(fileURLWithPath: folder + "/routes.json"))
    }
}
