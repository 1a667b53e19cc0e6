import Foundation
import Trellis

/// The flow parser's fuzzing pipeline: the bytes are written as a flow file beside a
/// small `screen.xml` and an `inc.yaml` it may include, and loaded with ``FlowLoader`` (YAML, commands, arguments, included
/// flows, the screen's checks); the flow is not run.
public enum FlowsPipeline {
    /// The screen a flow names as `screen: screen.xml`.
    public static let screen = """
        <screen width="200" height="300">
          <view id="row" layout="absolute" height="40">
            <button id="ok" title="OK" frame="10 10 60 20"/>
            <button id="cancel" title="Cancel" frame="100 10 60 20"/>
          </view>
          <label id="secret" text="Secret" hidden="true"/>
          <tag-list id="tags" max-selected="1">
            <button title="A" padding="0 5" height="20"/>
            <button title="B" padding="0 5" height="20"/>
          </tag-list>
        </screen>
        """

    /// A directory of this process holding `screen.xml` and `inc.yaml`; nil when it cannot be made.
    private static let directory: String? = {
        let path = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("trellis-fuzz-flows-\(UUID().uuidString)").path
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try Data(screen.utf8).write(to: URL(fileURLWithPath: path + "/screen.xml"))
            try Data("- tapOn: OK\n- assertVisible: {id: tags}\n".utf8).write(to: URL(fileURLWithPath: path + "/inc.yaml"))
        } catch {
            return nil
        }
        return path
    }()

    private static let loader = FlowLoader(registry: .standard)

    /// Runs the pipeline on `bytes`; returns a description of the flow loaded (its name and
    /// step count) or the loader's error message, with the file's temporary path written
    /// as `flow.yaml` so the same bytes always give the same text.
    public static func run(_ bytes: [UInt8]) -> String {
        guard let directory else { preconditionFailure("a temporary directory can be made") }
        let name = "flow-\(UUID().uuidString)"
        let path = directory + "/" + name + ".yaml"
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        } catch {
            preconditionFailure("the flow file can be written: \(error)")
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            let flow = try loader.load(contentsOfFile: path)
            return "\(flow.name) \(flow.steps.count)".replacingOccurrences(of: name, with: "flow")
        } catch {
            return error.description.replacingOccurrences(of: path, with: "flow.yaml").replacingOccurrences(of: directory, with: ".")
        }
    }
}
