import Foundation
import Testing
import TrellisFuzzPipelines

/// Replays every input kept in `Fuzz/Regressions/TARGET/` through the pipeline of the
/// libFuzzer target that found it (`Fuzz/run`), so inputs that once crashed, hung or ran
/// out of memory are checked by every test run, without libFuzzer.
struct FuzzRegressionTests {
    static let regressions = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Regressions")

    /// The targets, each with a directory of inputs.
    static let targets = ["app", "dispatcher", "flows", "loader"]

    /// The pipeline of `target`.
    static func pipeline(_ target: String) -> (([UInt8]) -> String)? {
        switch target {
        case "loader": LoaderPipeline.run
        case "dispatcher": DispatcherPipeline.run
        case "flows": FlowsPipeline.run
        case "app": AppPipeline.run
        default: nil
        }
    }

    /// Every kept input, as `target/file`.
    static let inputs: [String] = {
        var inputs: [String] = []
        for target in targets {
            let directory = regressions.appendingPathComponent(target).path
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            inputs += files.filter { !$0.hasPrefix(".") }.sorted().map { "\(target)/\($0)" }
        }
        return inputs
    }()

    /// Each input runs to the end, twice, with the same output both times: the loader's
    /// JSON or error message, the dispatcher's final tree, the flow loader's result.
    @Test(arguments: inputs)
    func replays(_ input: String) throws {
        let target = String(input.prefix { $0 != "/" })
        let pipeline = try #require(Self.pipeline(target))
        let bytes = try [UInt8](Data(contentsOf: Self.regressions.appendingPathComponent(input)))
        let first = pipeline(bytes)
        #expect(!first.isEmpty)
        #expect(pipeline(bytes) == first)
    }

    /// The directory holds only the targets' directories, so no input is silently skipped.
    @Test func everyDirectoryIsATarget() throws {
        let directories = try FileManager.default.contentsOfDirectory(atPath: Self.regressions.path).filter { !$0.hasPrefix(".") }
        #expect(Set(directories) == Set(Self.targets))
    }

    /// Programs of the dispatcher do what their bytes say. Button#ok is at (20, 20, 80, 30)
    /// on the screen (screen padding 10 + frame 10 10 80 30 in view#row at 0 0); the
    /// point bytes 0x36 0x25 give x = (54 / 255 × 1.2 − 0.1) × 320 ≈ 49.3 and
    /// y = (37 / 255 × 1.2 − 0.1) × 480 ≈ 35.6, inside it. A tap there leaves the tree as
    /// it was (its action is unhandled); the same tap after step 05 00 40 00 00 00, which
    /// makes the first control (button#ok) remove itself on touchUpInside, removes it.
    @Test func dispatcherPrograms() {
        let untouched = DispatcherPipeline.run([])
        #expect(untouched.contains(#""id":"ok""#))
        #expect(DispatcherPipeline.run([0x04, 0x36, 0x25]) == untouched)
        let removed = DispatcherPipeline.run([0x05, 0x00, 0x40, 0x00, 0x00, 0x00, 0x04, 0x36, 0x25])
        #expect(!removed.contains(#""id":"ok""#))
        #expect(removed.contains(#""id":"cancel""#))
    }

    /// The loader's pipeline gives the tree's JSON for a screen and the located error for
    /// anything else.
    @Test func loaderPipeline() {
        let json = LoaderPipeline.run(Array(#"<screen width="100" height="50"><button id="b" title="B"/></screen>"#.utf8))
        #expect(json.contains(#""id":"b""#))
        #expect(LoaderPipeline.run(Array("<screen><nope/></screen>".utf8)).hasPrefix("fuzz.xml:1:9: error:"))
    }

    /// The flows' pipeline loads a flow on its `screen.xml` and names the file `flow.yaml`
    /// in errors.
    @Test func flowsPipeline() {
        #expect(FlowsPipeline.run(Array("screen: screen.xml\nname: t\n---\n- tapOn: OK\n- runFlow: inc.yaml\n".utf8)) == "t 2")
        #expect(FlowsPipeline.run(Array("screen: screen.xml\n---\n- tapOnn: OK\n".utf8)).hasPrefix("flow.yaml:3:3: error:"))
    }
}
