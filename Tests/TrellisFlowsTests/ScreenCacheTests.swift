import Foundation
import Testing
import Trellis

@testable import TrellisFlows

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

    /// `trellis test` gives its loader the runner's cache: the check before running
    /// parses each screen file once, and the runner builds from that parse.
    @Test func aLoaderSharingTheRunnersCacheParsesTheScreenForIt() throws {
        let fixture = try FlowFixture(["a.yaml": FlowFixture.flow("- tapOn: A\n- assertSelected: A")])
        let screens = ScreenCache()
        var loader = FlowLoader(registry: .standard)
        loader.screens = screens
        let flow = try loader.load(contentsOfFile: fixture.path("a.yaml"))
        // Gone after the check: a runner given the cache does not read it again.
        try FileManager.default.removeItem(atPath: fixture.path("screen.xml"))
        var runner = FlowRunner(registry: .standard)
        runner.screens = screens
        #expect(runner.run(flow).passed)
        #expect(FlowRunner(registry: .standard).run(flow).failure?.step == "load \(fixture.path("screen.xml"))")
    }

    /// Checked through a cache, a screen's errors are reported as the loader reports them
    /// without one: every error, located in the screen file.
    @Test func aScreenCheckedThroughTheCacheReportsItsErrorsAsWithout() throws {
        let fixture = try FlowFixture(["a.yaml": FlowFixture.flow("- tapOn: A")])
        try fixture.write("screen.xml", "<screen>\n  <buton/>\n  <view layout=\"flw\"/>\n</screen>")
        var cached = FlowLoader(registry: .standard)
        cached.screens = ScreenCache()
        let with = #expect(throws: FlowLoadError.self) { try cached.load(contentsOfFile: fixture.path("a.yaml")) }
        let without = #expect(throws: FlowLoadError.self) { try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("a.yaml")) }
        #expect(with?.description == without?.description)
        #expect(with?.description.contains("screen.xml:2:3: error: unknown element <buton>; did you mean <button>?") == true)
        #expect(with?.description.contains("screen.xml:3:") == true)
    }
}
