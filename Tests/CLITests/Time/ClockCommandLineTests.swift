import Foundation
import Testing
import Trellis

@testable import TrellisCommandLine

/// `--advance`, `--no-settle`, the JSON `clock` object, `presentation`, each log entry's
/// `time` and the text dump's additions (Docs/time.md, "Command line"), on widgets that
/// animate and tick when tapped.
struct ClockCommandLineTests {
    /// Slides in from 100 points left of its frame and fades in from 0, over
    /// `duration` ms, linearly, when tapped; the model does not move.
    final class Fader: Control {
        var duration: Int64 = 200

        override func touchEndedInside() {
            super.touchEndedInside()
            guard let screen else { return }
            let animation = screen.clock.startAnimation(owner: self, duration: duration, curve: .linear)
            screen.clock.present(self, by: animation, frame: (frame.offsetBy(dx: -100, dy: 0), frame), alpha: (0, alpha))
        }
    }

    /// Starts a timer sending `valueChanged` every 1 ms when tapped.
    final class Ticker: Control {
        override func touchEndedInside() {
            super.touchEndedInside()
            screen?.clock.schedule(after: 1, repeats: true, sender: debugName, location: nil) { [weak self] in
                self?.sendActions(for: .valueChanged)
            }
        }
    }

    static let registry: Registry = {
        let plugin = Plugin(
            name: "clock-fixtures",
            widgets: [
                WidgetDescriptor(name: "fader", summary: "fades in when tapped", isControl: true, content: .none, make: { _ in Fader() }),
                WidgetDescriptor(
                    name: "slow-fader", summary: "fades in over 20s", isControl: true, content: .none,
                    make: { _ in
                        let fader = Fader()
                        fader.duration = 20_000
                        return fader
                    }),
                WidgetDescriptor(name: "ticker", summary: "ticks every 1ms", isControl: true, content: .none, make: { _ in Ticker() }),
            ])
        do { return try Registry.standard + plugin } catch { fatalError("the fixture's widgets conflict: \(error)") }
    }()

    static let screen = """
        <screen width="300" height="200" layout="absolute">
          <fader id="f" frame="100 0 100 40"/>
          <slow-fader id="s" frame="0 50 100 40"/>
          <ticker id="k" frame="0 100 100 40"/>
        </screen>
        """

    let directory: URL
    var path: String { directory.appendingPathComponent("s.xml").path }

    init() throws {
        directory = try CLIRunner.directory(with: ["s.xml": Self.screen])
    }

    private func perform(_ options: [String]) throws -> RunCommand.Outcome {
        let arguments = try ParsedArguments([path] + options, for: RunCommand.declaration)
        // Run in this process, its output captured: the test runner's is its own.
        return try Output.capturing { try RunCommand(parsing: arguments).perform(registry: Self.registry) }.result
    }

    @Test func withoutSettlingTheJSONShowsTheFrameDrawnAndTheClock() throws {
        let outcome = try perform(["--no-settle", "--tap", "#f", "--advance", "50ms", "--format", "json"])
        #expect(!outcome.failed)
        #expect(
            outcome.log.entries.map { $0.serialized() } == [
                // The fader's centre: (100 + 50, 0 + 20).
                ##"{"tap":"#f","time":[0,0],"point":[150,20],"hit":"fader#f","events":["touchDown","touchUpInside","primaryActionTriggered"],"valueChanged":[],"actions":[]}"##,
                #"{"advance":"50ms","time":[0,50],"valueChanged":[],"actions":[]}"#,
            ])
        let json = ScreenDocument.text(of: outcome.screen, log: outcome.log.entries)
        #expect(
            json.hasPrefix(
                #"{"screen":{"width":300,"height":200},"clock":{"time":50,"animations":[{"view":"fader#f","location":"\#(path):2:3","start":0,"end":200}],"timers":[]},"root":"#
            ))
        // 50 of 200 ms, linear: x = 0 + (100 − 0) × 0.25 = 25, alpha 0 + 1 × 0.25.
        #expect(json.contains(#"{"type":"fader","id":"f","frame":[100,0,100,40],"presentation":{"frame":[25,0,100,40],"alpha":0.25},"enabled":true"#))
        #expect(json.contains(#"{"type":"slow-fader","id":"s","frame":[0,50,100,40],"enabled":true"#))
        #expect(
            outcome.log.lines == [
                ##"tap "#f" at (150, 20) hit fader#f: touchDown, touchUpInside, primaryActionTriggered"##,
                "advance 50ms: clock 0ms → 50ms",
            ])
        let dump = TreePrinter.dump(outcome.screen)
        #expect(dump.contains("  fader#f (100, 0, 100, 40) presented=(25, 0, 100, 40) presentedAlpha=0.25\n"))
        #expect(dump.contains("  slow-fader#s (0, 50, 100, 40)\n"))
    }

    @Test func byDefaultATapSettlesAndItsLineSaysHowFarTheClockMoved() throws {
        let outcome = try perform(["--tap", "#f"])
        #expect(!outcome.failed)
        #expect(outcome.log.lines == [##"tap "#f" at (150, 20) hit fader#f: touchDown, touchUpInside, primaryActionTriggered; clock 0ms → 200ms"##])
        #expect(outcome.log.entries.first?.serialized().hasPrefix(##"{"tap":"#f","time":[0,200],"point""##) == true)
        let json = ScreenDocument.text(of: outcome.screen, log: nil)
        #expect(json.contains(#""clock":{"time":200,"animations":[],"timers":[]}"#))
        #expect(!json.contains("presentation"))
    }

    @Test func tapsAndAdvancesRunInTheOrderGiven() throws {
        let outcome = try perform(["--advance", "5ms", "--tap", "#k", "--advance", "3ms"])
        #expect(
            outcome.log.lines == [
                "advance 5ms: clock 0ms → 5ms",
                ##"tap "#k" at (50, 120) hit ticker#k: touchDown, touchUpInside, primaryActionTriggered"##,
                // Started at 5 ms, the ticker fires at 6, 7 and 8.
                "advance 3ms: clock 5ms → 8ms; valueChanged: ticker#k, ticker#k, ticker#k",
            ])
        let timers = ScreenDocument.text(of: outcome.screen, log: nil)
        #expect(timers.contains(#""clock":{"time":8,"animations":[],"timers":[{"sender":"ticker#k","location":null,"fires":9,"repeats":true}]}"#))
    }

    @Test func aTapThatDoesNotSettleFailsWithExit1() throws {
        let outcome = try perform(["--tap", "#s", "--tap", "#f"])
        #expect(outcome.failed)
        let message = "not settled after 15s of virtual time: slow-fader#s (\(path):3:3) until 20000ms"
        #expect(outcome.log.lines == [##"tap "#s" failed: "## + message])
        #expect(outcome.log.entries.first?.serialized().hasSuffix(#""error":"\#(message)"}"#) == true)
        let run = Output.capturing { TrellisCommandLine.run(registry: Self.registry, arguments: ["run", path, "--tap", "#s", "--format", "json"]) }
        #expect(run.result == .tapFailed)
        #expect(run.error == "trellis: error: \(message)\n")
    }

    @Test func theFiringLimitFailsAnAdvance() throws {
        let outcome = try perform(["--tap", "#k", "--advance", "200s"])
        #expect(outcome.failed)
        #expect(
            outcome.log.lines.last
                == "advance 200s: clock 0ms → 100000ms; failed: more than 100,000 timer firings in one step (ticker#k every 1ms); advance in shorter steps")
    }

    @Test(arguments: [
        (["run"], "--advance: duration '250' has no unit; write 250ms or 250s"),
        (["render"], "--advance: duration '250' has no unit; write 250ms or 250s"),
        (["audit"], "--advance: duration '250' has no unit; write 250ms or 250s"),
    ])
    func aDurationWithoutAUnitIsAUsageError(_ command: [String], _ message: String) throws {
        let result = try CLIRunner.run(command + ["s.xml", "--advance", "250"], in: directory)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("trellis: error: \(message)\n"))
    }

    @Test func advanceAndNoSettleWorkOnScreensWithNothingTimed() throws {
        let files = try CLIRunner.directory(with: ["plain.xml": #"<screen width="100" height="100"><button id="ok" title="OK"/></screen>"#])
        defer { try? FileManager.default.removeItem(at: files) }
        let result = try CLIRunner.run(["run", "plain.xml", "--no-settle", "--tap", "OK", "--advance", "1s"], in: files)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("\nadvance 1s: clock 0ms → 1000ms\n"))
        let audit = try CLIRunner.run(["audit", "plain.xml", "--tap", "OK", "--advance", "1s"], in: files)
        #expect(audit.stderr.isEmpty, "\(audit.stderr)")
    }
}
