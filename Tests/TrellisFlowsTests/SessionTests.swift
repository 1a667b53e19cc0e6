import Foundation
import Testing
import Trellis

/// The session a run holds: its navigator's stack, the configuration its screen is built
/// with, and the registry.
struct SessionTests {
    static let xml = #"<screen width="200" height="300"><button id="ok" title="OK"/></screen>"#

    @Test func theSessionShowsItsOneScreenOnTopOfTheNavigator() throws {
        let screen = try ScreenLoader.standard.load(xml: Self.xml)
        let session = Session(registry: .standard, screen: screen)
        #expect(session.screen === screen)
        #expect(session.navigator.top === screen)
        #expect(session.navigator.root === screen)
        #expect(session.navigator.screens.count == 1)
        #expect(session.configuration == ScreenConfiguration())
        // No size configured: the file's 200 × 300 stays.
        #expect(screen.size == CGSize(width: 200, height: 300))
    }

    @Test func theConfiguredSizeReplacesOnlyTheSidesItNames() throws {
        let configuration = ScreenConfiguration(width: 320)
        var built: [ScreenConfiguration] = []
        let session = try Session(registry: .standard, configuration: configuration) { (given) throws(ScreenLoadError) in
            built.append(given)
            return try ScreenLoader.standard.load(xml: Self.xml)
        }
        #expect(built == [configuration])
        // Width 320 configured; the height is the file's 300.
        #expect(session.screen.size == CGSize(width: 320, height: 300))
        let both = Session(
            registry: .standard, configuration: ScreenConfiguration(width: 100, height: 50), screen: try ScreenLoader.standard.load(xml: Self.xml))
        #expect(both.screen.size == CGSize(width: 100, height: 50))
    }

    @Test func aScreenThatCannotBeBuiltIsTheSessionsError() {
        #expect(throws: ScreenLoadError.self) {
            _ = try Session(registry: .standard) { (_) throws(ScreenLoadError) in
                try ScreenLoader.standard.load(xml: "<screen><nope/></screen>")
            }
        }
    }

    @Test func theConfiguredTextMetricsReachTheLoader() throws {
        let names = Registry.standard.textMetrics.map(\.name)
        let chosen = try #require(names.last)
        let session = try Session(registry: .standard, configuration: ScreenConfiguration(textMetrics: chosen)) { (configuration) throws(ScreenLoadError) in
            try ScreenLoader(registry: .standard, textMetrics: configuration.textMetrics).load(xml: Self.xml)
        }
        #expect(session.configuration.textMetrics == chosen)
        #expect(session.registry.textMetrics.map(\.name) == names)
    }

    @Test func aFlowsStepsActOnTheSessionsTopScreen() throws {
        let fixture = try FlowFixture()
        final class Sessions: FlowRunObserver {
            var seen: [ObjectIdentifier] = []
            var sizes: [CGSize] = []
            func stepBegan(_ step: FlowStepEvent) {
                seen.append(ObjectIdentifier(step.session))
                sizes.append(step.session.configuration.width.map { CGSize(width: $0, height: step.session.configuration.height ?? 0) } ?? .zero)
                #expect(step.screen === step.session.navigator.top)
            }
        }
        try fixture.write("sized.yaml", "screen: screen.xml\nwidth: 240\nheight: 120\n---\n- tapOn: OK\n- assertVisible: OK\n")
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("sized.yaml"))
        let sessions = Sessions()
        let result = FlowRunner(registry: .standard).run(flow, observers: [sessions])
        #expect(result.passed)
        // One session for the flow's two steps, configured with the header's 240 × 120.
        #expect(sessions.seen.count == 2)
        #expect(Set(sessions.seen).count == 1)
        #expect(sessions.sizes == [CGSize(width: 240, height: 120), CGSize(width: 240, height: 120)])
    }
}
