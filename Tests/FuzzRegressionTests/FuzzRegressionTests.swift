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

    /// The pipelines, by the name of their target and directory.
    static let pipelines: [String: ([UInt8]) -> String] = [
        "loader": LoaderPipeline.run,
        "dispatcher": DispatcherPipeline.run,
        "flows": FlowsPipeline.run,
    ]

    /// Every kept input, as `target/file`.
    static let inputs: [String] = {
        var inputs: [String] = []
        for target in pipelines.keys.sorted() {
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
        let pipeline = try #require(Self.pipelines[target])
        let bytes = try [UInt8](Data(contentsOf: Self.regressions.appendingPathComponent(input)))
        let first = pipeline(bytes)
        #expect(!first.isEmpty)
        #expect(pipeline(bytes) == first)
    }

    /// The directory holds only the targets' directories, so no input is silently skipped.
    @Test func everyDirectoryIsATarget() throws {
        let directories = try FileManager.default.contentsOfDirectory(atPath: Self.regressions.path).filter { !$0.hasPrefix(".") }
        #expect(Set(directories) == Set(Self.pipelines.keys))
    }

    /// The seed screen of the dispatcher's programs loads, and a tap on OK is dispatched:
    /// the program 04 30 10 taps (0x30 / 255 × 1.2 − 0.1) × 320 ≈ 40.3 by
    /// (0x10 / 255 × 1.2 − 0.1) × 480 ≈ −11.9, above the screen, so nothing changes;
    /// the empty program leaves the tree as loaded.
    @Test func dispatcherPrograms() {
        let untouched = DispatcherPipeline.run([])
        #expect(untouched.contains("\"id\":\"ok\""))
        #expect(DispatcherPipeline.run([0x04, 0x30, 0x10]) == untouched)
    }
}
