import Foundation
import Testing
import Trellis

@testable import TrellisCommandLine

/// A folder of its own holding screens and flows, and a studio application over it, for
/// tests that call ``StudioApplication/respond(to:)`` with requests built here (no
/// sockets).
struct StudioFixture {
    let directory: String
    let app: StudioApplication

    /// The test screen: a panel with a button and a disabled one, a clipping view whose
    /// button reaches outside it, a button covered in part by a later one, and a hidden
    /// button. Frames in screen coordinates:
    /// panel [0] (0, 0, 200, 100); ok [0,0] (10, 10, 80, 30); off [0,1] (100, 10, 80, 30);
    /// clip [1] (0, 100, 50, 50); wide [1,0] (0, 100, 150, 20);
    /// under [2] (100, 100, 80, 40); over [3] (120, 110, 80, 40); ghost [4] (10, 160, 50, 30).
    static let screen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <screen width="200" height="200" layout="absolute">
          <view id="panel" frame="0 0 200 100">
            <button id="ok" title="OK" frame="10 10 80 30"/>
            <button id="off" title="Off" frame="100 10 80 30" enabled="false"/>
          </view>
          <view id="clip" frame="0 100 50 50" clips-to-bounds="true">
            <button id="wide" title="Wide" frame="0 0 150 20"/>
          </view>
          <button id="under" title="Under" frame="100 100 80 40"/>
          <button id="over" title="Over" frame="120 110 80 40"/>
          <button id="ghost" title="Ghost" frame="10 160 50 30" hidden="true"/>
        </screen>

        """

    /// A folder with `files` (name → text; names may hold one folder), and the studio
    /// over `paths` in it (default: the folder).
    init(_ files: [String: String] = ["s.xml": StudioFixture.screen], paths: [String]? = nil) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-studio-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Self.write(files, in: directory)
        let folder = directory
        app = try StudioApplication(paths: (paths ?? ["."]).map { $0 == "." ? folder : folder + "/" + $0 }, token: Self.token, origin: "http://127.0.0.1:7357")
    }

    /// Writes `files` (name → text) in the fixture's folder, making folders as needed.
    func write(_ files: [String: String]) throws {
        try Self.write(files, in: directory)
    }

    private static func write(_ files: [String: String], in directory: String) throws {
        for (name, text) in files {
            let path = directory + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    static let token = "0123456789abcdef0123456789abcdef"

    /// `directory/name`.
    func path(_ name: String) -> String { directory + "/" + name }

    func remove() { try? FileManager.default.removeItem(atPath: directory) }

    /// The answer to `method target` with `body`; the query is read from the target as
    /// the server reads it.
    func request(_ method: String, _ target: String, _ body: String = "") -> HTTPResponse {
        let parts = target.split(separator: "?", maxSplits: 1).map(String.init)
        let query: [(name: String, value: String)] = (parts.count > 1 ? parts[1].split(separator: "&").map(String.init) : []).map { pair in
            let halves = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
            return (halves[0], halves.count > 1 ? halves[1] : "")
        }
        let request = HTTPRequest(
            method: method, target: target, path: parts[0].removingPercentEncoding ?? parts[0], query: query,
            headers: [("host", "127.0.0.1:7357"), ("x-trellis-token", Self.token)], body: Array(body.utf8))
        return app.respond(to: request)
    }

    /// The JSON object of an answer.
    static func object(_ response: HTTPResponse) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any] ?? [:]
    }

    /// The text of an answer.
    static func text(_ response: HTTPResponse) -> String {
        String(decoding: response.body, as: UTF8.self)
    }

    /// Starts a session on `body` and returns its id.
    func session(_ body: String) -> String {
        let response = request("POST", "/api/sessions", body)
        #expect(response.status == 201, "\(Self.text(response))")
        return Self.object(response)["id"] as? String ?? "none"
    }

    /// The JSON text of `value`, keys sorted, for comparing parts of answers.
    static func json(_ value: Any?) -> String {
        guard let value, let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]) else { return "nil" }
        return String(decoding: data, as: UTF8.self)
    }
}
