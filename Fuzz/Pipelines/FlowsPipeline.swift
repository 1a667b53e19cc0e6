import Foundation
import Synchronization
import Trellis

/// The flow parser's fuzzing pipeline: the bytes are written as `flow.yaml` in a
/// directory that holds a small `screen.xml`, an `inc.yaml` it may include, a
/// `twice.yaml` that includes `inc.yaml` twice through `d`, data rows `rows.csv`, a
/// `vars.yaml` that reads the variables they bind, and a symbolic link `d` to the
/// directory itself (so chains, fan-out and cycles that are spelt differently can be
/// reached), then loaded with ``FlowLoader`` (YAML, commands, arguments, included flows,
/// the screen's checks); the flow is not run.
///
/// The directory is made once per process, in `/dev/shm` (memory) when that is a
/// writable directory, else in the temporary directory, and removed when the process
/// exits normally; each input only rewrites `flow.yaml`, so the time goes to loading the
/// flow, not to making and removing files. Calls are serialized, since they share the
/// one `flow.yaml`.
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

    /// The data rows `data: rows.csv` reads: the names WHO and N, two rows.
    public static let rows = "WHO,N\nOK,1\n\"Can\"\"cel\",2\n"

    /// The flow `runFlow: vars.yaml` includes: steps reading WHO and N, which the flow
    /// running it binds.
    public static let variables = "- tapOn: ${WHO}\n- repeat: {times: \"${N}\", commands: [{tapOn: OK}]}\n"

    private static let loader = FlowLoader(registry: .standard)

    /// The directory of the fixed files, once made.
    private static let directory = Mutex<String?>(nil)

    /// Runs the pipeline on `bytes`; returns the flow's name and step count, or the
    /// loader's error message with the directory written as `.` and the flow file as
    /// `flow.yaml`, so the same bytes always give the same text.
    public static func run(_ bytes: [UInt8]) -> String {
        directory.withLock { made in
            let directory: String
            if let made {
                directory = made
            } else {
                directory = makeDirectory()
                made = directory
            }
            let path = directory + "/flow.yaml"
            store(bytes, at: path)
            do throws(FlowLoadError) {
                let flow = try loader.load(contentsOfFile: path)
                return "\(flow.name) \(flow.steps.count)"
            } catch {
                return error.description.replacingOccurrences(of: path, with: "flow.yaml")
                    .replacingOccurrences(of: directory, with: ".")
            }
        }
    }

    /// Makes the directory with the fixed files (replacing one left by an earlier
    /// process of the same id) and has it removed at exit.
    private static func makeDirectory() -> String {
        var isDirectory: ObjCBool = false
        let memory =
            FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isDirectory)
            && isDirectory.boolValue && access("/dev/shm", W_OK) == 0
        let parent = memory ? "/dev/shm" : NSTemporaryDirectory()
        let directory = URL(fileURLWithPath: parent)
            .appendingPathComponent("trellis-fuzz-flows-\(getpid())").path
        try? FileManager.default.removeItem(atPath: directory)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            store(Array(screen.utf8), at: directory + "/screen.xml")
            store(Array(included.utf8), at: directory + "/inc.yaml")
            store(Array(twice.utf8), at: directory + "/twice.yaml")
            store(Array(rows.utf8), at: directory + "/rows.csv")
            store(Array(variables.utf8), at: directory + "/vars.yaml")
            try FileManager.default.createSymbolicLink(atPath: directory + "/d", withDestinationPath: ".")
        } catch {
            preconditionFailure("the flow's files can be written in \(directory): \(error)")
        }
        madeDirectory.withLock { $0 = directory }
        atexit { FlowsPipeline.removeDirectory() }
        return directory
    }

    /// The directory to remove at exit, kept apart from ``directory`` so that the exit
    /// handler never waits for a lock a call holds.
    private static let madeDirectory = Mutex<String?>(nil)

    private static func removeDirectory() {
        guard let directory = madeDirectory.withLock({ $0 }) else { return }
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Replaces the contents of the file at `path` with `bytes`, with one `open`, `write`
    /// and `close`.
    private static func store(_ bytes: [UInt8], at path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        precondition(descriptor >= 0, "the flow's file \(path) can be opened: \(String(cString: strerror(errno)))")
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            if result < 0, errno == EINTR { continue }
            precondition(result > 0, "the flow's file \(path) can be written: \(String(cString: strerror(errno)))")
            written += result
        }
    }
}
