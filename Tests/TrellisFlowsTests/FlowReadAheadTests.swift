import Foundation
import Testing
import Trellis

/// Flow files read and parsed on several threads load as they do on one.
struct FlowReadAheadTests {
    @Test func severalThreadsGiveTheFlowsOfOne() throws {
        var files: [String: String] = [:]
        for index in 0..<12 {
            files["f\(index).yaml"] = FlowFixture.flow("- tapOn: \(index % 2 == 0 ? "A" : "B")\n- assertSelected: \(index % 2 == 0 ? "A" : "B")")
        }
        files["steps.yaml"] = "- tapOn: A\n"
        files["g.yaml"] = FlowFixture.flow("- runFlow: steps.yaml\n- assertSelected: A")
        let fixture = try FlowFixture(files)
        let paths = files.keys.sorted().map(fixture.path)
        let loader = FlowLoader(registry: .standard)
        let serial = try loader.load(files: paths)
        let parallel = try loader.load(files: paths, jobs: 4)
        #expect(parallel == serial)
        #expect(parallel.count == 14)
    }

    @Test func severalThreadsReportEveryProblemInTheOrderOfOne() throws {
        let fixture = try FlowFixture([
            "a.yaml": FlowFixture.flow("- tapOn: A"),
            "b.yaml": FlowFixture.flow("- tapOnn: A"),
            "c.yaml": "screen: screen.xml\n---\n- tapOn: [\n",
            "d.yaml": FlowFixture.flow("- assertSelected: {id: tags, bogus: 1}"),
        ])
        let paths = ["a.yaml", "b.yaml", "c.yaml", "d.yaml"].map(fixture.path)
        let loader = FlowLoader(registry: .standard)
        let serial = #expect(throws: FlowLoadError.self) { try loader.load(files: paths) }
        let parallel = #expect(throws: FlowLoadError.self) { try loader.load(files: paths, jobs: 3) }
        #expect(parallel?.description == serial?.description)
        #expect(serial?.description.contains("b.yaml:3:3: error:") == true)

        let missing = paths + [fixture.path("missing.yaml")]
        let serialMissing = #expect(throws: FlowLoadError.self) { try loader.load(files: missing) }
        let parallelMissing = #expect(throws: FlowLoadError.self) { try loader.load(files: missing, jobs: 2) }
        #expect(parallelMissing?.description == serialMissing?.description)
    }
}
