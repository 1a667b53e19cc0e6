import Foundation
import Trellis

/// The flow parser's fuzzing pipeline: the bytes are written as a flow file in a new
/// temporary directory beside a small `screen.xml`, an `inc.yaml` it may include, a
/// `twice.yaml` that includes `inc.yaml` twice through `d`, a symbolic link to the
/// directory itself (so chains, fan-out and cycles that are spelt differently can be
/// reached), and loaded with ``FlowLoader`` (YAML, commands, arguments, included flows, the screen's
/// checks); the flow is not run, and the directory is removed afterwards.
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
          <scroll id="list" height="60" paging="true" content-offset="0 20">
            <button id="first" title="First" height="40"/>
            <button id="second" title="Second" height="40"/>
            <button id="last" title="Last" height="40"/>
          </scroll>
        </screen>
        """

    /// The flow `runFlow: inc.yaml` includes.
    public static let included = "- tapOn: OK\n- assertVisible: {id: tags}\n"

    /// The flow `runFlow: twice.yaml` includes: `inc.yaml` twice, spelt two ways.
    public static let twice = "- runFlow: d/inc.yaml\n- runFlow: inc.yaml\n"

    private static let loader = FlowLoader(registry: .standard)

    /// Runs the pipeline on `bytes`; returns the flow's name and step count, or the
    /// loader's error message with the temporary directory written as `.` and the flow
    /// file as `flow.yaml`, so the same bytes always give the same text.
    public static func run(_ bytes: [UInt8]) -> String {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("trellis-fuzz-flows-\(UUID().uuidString)")
        let path = directory.appendingPathComponent("flow.yaml").path
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(screen.utf8).write(to: directory.appendingPathComponent("screen.xml"))
            try Data(included.utf8).write(to: directory.appendingPathComponent("inc.yaml"))
            try Data(twice.utf8).write(to: directory.appendingPathComponent("twice.yaml"))
            try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("d").path, withDestinationPath: ".")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        } catch {
            preconditionFailure("the flow's files can be written in \(directory.path): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            let flow = try loader.load(contentsOfFile: path)
            return "\(flow.name) \(flow.steps.count)"
        } catch {
            return error.description.replacingOccurrences(of: path, with: "flow.yaml")
                .replacingOccurrences(of: directory.path, with: ".")
        }
    }
}
