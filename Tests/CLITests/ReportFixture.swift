import Foundation

/// A directory of flows for the report tests: one that passes, one whose tap misses a
/// disabled button, one whose query matches nothing, and one whose screenshot differs
/// from its golden (recorded, then the label's text changed).
struct ReportFixture {
    static let screen = """
        <screen width="200" height="160">
          <button id="ok" title="OK"/>
          <button id="off" title="Off" enabled="false"/>
          <label id="hello" text="Hello there"/>
        </screen>
        """

    static let flows = [
        "flows/miss.yaml": "screen: ../screen.xml\nname: taps then a miss\ntags: [smoke]\n---\n- tapOn: OK\n- assertVisible: OK\n- tapOn: OK\n- tapOn: Off\n",
        "flows/nomatch.yaml": "screen: ../screen.xml\n---\n- tapOn: OK\n- assertVisible: Nope\n",
        "flows/pass.yaml": "screen: ../screen.xml\ntags: [slow]\n---\n- tapOn: OK\n- assertVisible: OK\n",
        "flows/shot.yaml": "screen: ../screen.xml\n---\n- tapOn: OK\n- assertScreenshot: golden\n",
    ]

    let directory: URL

    init() throws {
        directory = try CLIRunner.directory(with: [:])
        try write("screen.xml", Self.screen)
        for (name, content) in Self.flows { try write(name, content) }
        _ = try CLIRunner.run(["test", "flows/shot.yaml", "--record"], in: directory)
        try write("screen.xml", Self.screen.replacingOccurrences(of: "Hello there", with: "Hello world!"))
    }

    func write(_ name: String, _ content: String) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try content.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)
    }
}
