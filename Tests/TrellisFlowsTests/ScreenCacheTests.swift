import Foundation
import Testing
import Trellis

/// A runner reads and parses each screen file once (Docs/flows.md, "The runner"), while
/// every flow still gets a screen of its own.
struct ScreenCacheTests {
    @Test func aRunnerReadsTheScreenFileOnce() throws {
        let fixture = try FlowFixture(["a.yaml": FlowFixture.flow("- tapOn: A\n- assertSelected: A")])
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("a.yaml"))
        let runner = FlowRunner(registry: .standard)
        #expect(runner.run(flow).passed)
        // The file is gone: the runner that parsed it still builds screens from it, and each
        // flow starts from a fresh one (A is selected again, not deselected by a second tap
        // on the first flow's screen), while a new runner must read it and fails.
        try FileManager.default.removeItem(atPath: fixture.path("screen.xml"))
        let again = runner.run(flow)
        #expect(again.passed)
        #expect(again.failure == nil)
        let fresh = FlowRunner(registry: .standard).run(flow)
        #expect(fresh.failure?.step == "load \(fixture.path("screen.xml"))")
    }

    @Test func aScreenThatFailsToLoadFailsEveryFlowOnItAlike() throws {
        let fixture = try FlowFixture(["a.yaml": FlowFixture.flow("- tapOn: A"), "b.yaml": FlowFixture.flow("- tapOn: B")])
        let flows = try FlowLoader(registry: .standard).load(files: [fixture.path("a.yaml"), fixture.path("b.yaml")])
        try fixture.write("screen.xml", "<screen><buton/></screen>")
        let runner = FlowRunner(registry: .standard)
        let messages = flows.map { runner.run($0).failure?.message }
        #expect(messages[0] == messages[1])
        #expect(messages[0]?.contains("unknown element <buton>; did you mean <button>?") == true)
    }
}
