import Foundation
import Testing
import Trellis
import TrellisTesting

/// A temporary directory of flow and screen files for one test, and helpers to load and
/// run them.
struct FlowFixture {
    /// The package's root directory (for the seed screens and flows).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A small screen: two buttons in a row, a disabled one, a hidden label, a tag list.
    static let screen = """
        <screen width="200" height="300">
          <view id="row" layout="absolute" height="40">
            <button id="ok" title="OK" frame="10 10 60 20"/>
            <button id="cancel" title="Cancel" frame="100 10 60 20"/>
          </view>
          <button id="off" title="Off" enabled="false"/>
          <label id="secret" text="Secret" hidden="true"/>
          <tag-list id="tags" max-selected="1">
            <button title="A" padding="0 5" height="20"/>
            <button title="B" padding="0 5" height="20"/>
          </tag-list>
        </screen>
        """

    let directory: URL

    /// Creates the directory with `screen.xml` and `files` (name → content).
    init(_ files: [String: String] = [:]) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-flows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try write("screen.xml", FlowFixture.screen)
        for (name, content) in files { try write(name, content) }
    }

    func write(_ name: String, _ content: String) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try content.write(to: url, atomically: true, encoding: .utf8)
    }

    func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// A flow on `screen.xml` with these steps (YAML list lines).
    static func flow(_ steps: String) -> String {
        "screen: screen.xml\n---\n" + steps + "\n"
    }

    /// Loads and runs `name`.
    func run(_ name: String, record: Bool = false) throws -> FlowResult {
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: path(name))
        return FlowRunner(registry: .standard, record: record).run(flow)
    }

    /// Writes a flow with `steps` and runs it.
    func run(steps: String) throws -> FlowResult {
        let name = "flow-\(UUID().uuidString).yaml"
        try write(name, FlowFixture.flow(steps))
        return try run(name)
    }

    /// The diagnostics of loading `name`, as "line:column: message" strings.
    func errors(_ name: String) -> [String] {
        do {
            _ = try FlowLoader(registry: .standard).load(contentsOfFile: path(name))
            return []
        } catch {
            return error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        }
    }

    /// Writes a flow file with `content` and returns its diagnostics.
    func errors(content: String) throws -> [String] {
        let name = "bad-\(UUID().uuidString).yaml"
        try write(name, content)
        return errors(name)
    }
}

/// Records every failure of `result` as a test issue at the flow file's line and column,
/// so a failing flow points at its own step.
func expectFlowPasses(_ result: FlowResult) {
    FlowTesting.recordIssues(for: result)
}
