import Foundation
import Testing
import TrellisFuzzPipelines

/// The flows fuzzer's seeds for aliases, runFlow chains and nested repeat give the
/// pipeline's expected result, so the fuzzer starts from inputs that reach those limits;
/// the seed of scrolling commands loads.
struct FlowSeedTests {
    static let seeds = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Seeds/flows")

    @Test(arguments: [
        // Seven steps, the second an alias of the first.
        ("aliases.yaml", "aliases 7"),
        // Every scrolling command, on the pipeline screen's scroll#list.
        ("scrolling.yaml", "scrolling 6"),
        // Parameters, rows from rows.csv, conditions and hooks: the first row's test, its
        // four steps.
        ("parameters.yaml", "parameters[1] 4"),
        ("runflow-chains.yaml", "flow.yaml:8:3: error: runFlow makes a cycle: flow.yaml → flow.yaml"),
        (
            "nested-repeat.yaml",
            "flow.yaml:6:7: error: the flow runs more than 1,000,000 steps by here (steps inside repeat count each time they run, those of a runFlow file each time it is included), the limit for flows (FlowLimits.maximumStepCount, --max-flow-steps)"
        ),
        (
            "deep-nesting.yaml",
            "flow.yaml:4:80: error: sequences and mappings are nested more than 64 levels deep, the limit for flow files (FlowLimits.maximumDepth, --max-flow-depth)"
        ),
        // l0 is 11 nodes and each level 1 + 10 × the one before: l4 is 111,111, so the
        // eighth *l4 of line 8 crosses 1,000,000.
        (
            "laughs.yaml",
            "flow.yaml:8:58: error: the file expands to more than 1000000 YAML nodes (aliases count each time they are used), the limit for flow files (FlowLimits.maximumNodeCount, --max-flow-nodes)"
        ),
    ])
    func seedReachesItsLimit(_ name: String, expected: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.seeds.appendingPathComponent(name)))
        let output = FlowsPipeline.run(bytes)
        #expect(output == expected)
    }
}
