import Foundation
import Testing
import Trellis
import TrellisCore

/// Widgets that start clock items when tapped, for tests of the flow commands that move
/// the clock (the collapsible's animation and `<timer>` are not needed for them):
/// - `fader`: slides in from 100 points to the left of its frame and fades in from 0,
///   over 200 ms, linearly; the model does not move.
/// - `slow-fader`: the same over 20 s, longer than settling allows.
/// - `turner`: starts an endless animation.
/// - `ticker`: starts a timer that sends `valueChanged` every 1 ms, repeating.
enum ClockFixture {
    final class Fader: Control {
        var duration: Int64 = 200

        override func touchEndedInside() {
            super.touchEndedInside()
            guard let screen else { return }
            let clock = screen.clock
            let animation = clock.startAnimation(owner: self, duration: duration, curve: .linear)
            clock.present(self, by: animation, frame: (frame.offsetBy(dx: -100, dy: 0), frame), alpha: (0, alpha))
        }
    }

    final class Turner: Control {
        override func touchEndedInside() {
            super.touchEndedInside()
            _ = screen?.clock.startAnimation(owner: self, duration: nil, curve: .linear)
        }
    }

    final class Ticker: Control {
        override func touchEndedInside() {
            super.touchEndedInside()
            screen?.clock.schedule(after: 1, repeats: true, sender: debugName, location: nil) { [weak self] in
                self?.sendActions(for: .valueChanged)
            }
        }
    }

    static let plugin = Plugin(
        name: "clock-fixtures",
        widgets: [
            WidgetDescriptor(name: "fader", summary: "slides and fades in when tapped", isControl: true, content: .none, make: { _ in Fader() }),
            WidgetDescriptor(
                name: "slow-fader", summary: "fades in over 20s when tapped", isControl: true, content: .none,
                make: { _ in
                    let fader = Fader()
                    fader.duration = 20_000
                    return fader
                }),
            WidgetDescriptor(name: "turner", summary: "turns endlessly once tapped", isControl: true, content: .none, make: { _ in Turner() }),
            WidgetDescriptor(name: "ticker", summary: "ticks every 1ms once tapped", isControl: true, content: .none, make: { _ in Ticker() }),
        ])

    static let registry: Registry = {
        do { return try Registry(plugins: [.core, plugin]) } catch { fatalError("the fixture's widgets conflict: \(error)") }
    }()

    /// The screen: a fader at (100, 0, 100, 40), a slow fader, a turner and a ticker.
    static let screen = """
        <screen width="300" height="300" layout="absolute">
          <fader id="f" frame="100 0 100 40"/>
          <slow-fader id="s" frame="0 50 100 40"/>
          <turner id="t" frame="0 100 100 40"/>
          <ticker id="k" frame="0 150 100 40"/>
        </screen>
        """

    /// A directory with `s.xml` and `files`, its flows loaded and run with the fixture's
    /// registry.
    struct Directory {
        let directory: URL

        init(_ files: [String: String] = [:]) throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-clock-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try ClockFixture.screen.write(to: directory.appendingPathComponent("s.xml"), atomically: true, encoding: .utf8)
            for (name, content) in files { try content.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        }

        func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

        /// Writes `f.yaml` with `header` lines after `screen: s.xml`, then `steps`, and runs it.
        func run(header: String = "", _ steps: String, captures: FlowCaptures = []) throws -> FlowResult {
            try ("screen: s.xml\n" + header + "---\n" + steps + "\n").write(to: directory.appendingPathComponent("f.yaml"), atomically: true, encoding: .utf8)
            let flow = try FlowLoader(registry: ClockFixture.registry).load(contentsOfFile: path("f.yaml"))
            return FlowRunner(registry: ClockFixture.registry, captures: captures).run(flow)
        }

        /// The diagnostics of loading a flow of `content`, as `line:column: message`.
        func errors(_ content: String) throws -> [String] {
            try content.write(to: directory.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
            do {
                _ = try FlowLoader(registry: ClockFixture.registry).load(contentsOfFile: path("bad.yaml"))
                return []
            } catch {
                return error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
            }
        }
    }
}
