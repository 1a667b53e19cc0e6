import Foundation
import Testing
import Trellis

/// `advanceClock`, `waitForAnimationToEnd`, `assertPresentation` and the runner's
/// settling (Docs/time.md, "Flows"), on the fixture's fader: tapped, it is drawn from
/// 100 points left of its frame (100, 0, 100, 40) and alpha 0, to its frame and alpha 1,
/// over 200 ms, linearly.
struct ClockFlowTests {
    @Test func withoutSettlingEachFrameCanBeAsserted() throws {
        let fixture = try ClockFixture.Directory()
        let result = try fixture.run(
            header: "autoSettle: false\n",
            """
            - tapOn: {id: f}
            - assertPresentation: {id: f, frame: [0, 0, 100, 40], alpha: 0}
            - advanceClock: 50ms
            - assertPresentation: {id: f, x: 25, alpha: 0.25}
            - assertFrame: {id: f, frame: [100, 0, 100, 40]}
            - advanceClock: 150ms
            - assertPresentation: {id: f, frame: [100, 0, 100, 40], alpha: 1}
            """)
        #expect(result.failure == nil, "\(String(describing: result.failure))")
        // 50 of 200 ms, linear: x = 0 + 100 × 0.25 = 25, alpha 0.25; the model stays.
        #expect(result.steps.map(\.time) == [0...0, 0...0, 0...50, 50...50, 50...50, 50...200, 200...200])
        #expect(result.clock == 200)
    }

    @Test func eachStepSettlesByDefaultSoAssertionsSeeTheEnd() throws {
        let fixture = try ClockFixture.Directory()
        let result = try fixture.run(
            """
            - tapOn: {id: f}
            - assertPresentation: {id: f, frame: [100, 0, 100, 40], alpha: 1}
            - advanceClock: 0ms
            """)
        #expect(result.failure == nil, "\(String(describing: result.failure))")
        #expect(result.steps.map(\.time) == [0...200, 200...200, 200...200])
    }

    @Test func repeatSettlesAfterEachInnerStep() throws {
        let fixture = try ClockFixture.Directory()
        let result = try fixture.run(
            """
            - repeat: {times: 2, commands: [{tapOn: {id: f}}]}
            """)
        #expect(result.failure == nil)
        // Each tap starts a 200 ms animation and is settled before the next.
        #expect(result.steps.map(\.time) == [0...200, 200...400, 0...400])
    }

    @Test func aFailedAssertionListsEachDifferenceBesideTheModel() throws {
        let fixture = try ClockFixture.Directory()
        let result = try fixture.run(
            header: "autoSettle: false\n",
            """
            - tapOn: {id: f}
            - advanceClock: 100ms
            - assertPresentation: {id: f, frame: [50, 0, 100, 40], alpha: 0.4, tolerance: 0.05}
            """)
        let failure = try #require(result.failure)
        #expect(failure.location.line == 6)
        #expect(failure.clock == 100)
        // At 100 of 200 ms: x 50 and alpha 0.5; only alpha is off by more than 0.05.
        #expect(
            failure.message
                == "expected what is drawn of fader#f (\(fixture.path("s.xml")):2:3) to have x 50, y 0, width 100, height 40, alpha 0.4 (± 0.05), found alpha 0.5 (model 1) at 100ms"
        )
    }

    @Test func settlingGivesUpAfterFifteenSecondsNamingTheAnimation() throws {
        let fixture = try ClockFixture.Directory()
        let result = try fixture.run("- tapOn: {id: s}")
        let failure = try #require(result.failure)
        #expect(
            failure.description.hasSuffix(
                "f.yaml:3:3: error: tapOn #s: not settled after 15s of virtual time: slow-fader#s (\(fixture.path("s.xml")):3:3) until 20000ms"))
        #expect(failure.clock == 15_000)
    }

    @Test func waitForAnimationToEndFailsOnAnEndlessAnimation() throws {
        let fixture = try ClockFixture.Directory()
        let result = try fixture.run(
            """
            - tapOn: {id: t}
            - waitForAnimationToEnd
            """)
        let failure = try #require(result.failure)
        #expect(
            failure.description.hasSuffix(
                "f.yaml:4:3: error: waitForAnimationToEnd: animations still running after 15s of virtual time: turner#t (\(fixture.path("s.xml")):4:3) endless")
        )
        // Settling ignored the endless one; waiting stood at the timeout.
        #expect(result.steps.map(\.time) == [0...0, 0...15_000])
        let short = try fixture.run(
            """
            - tapOn: {id: t}
            - waitForAnimationToEnd: {timeout: 1.5s}
            """)
        #expect(short.failure?.message == "animations still running after 1.5s of virtual time: turner#t (\(fixture.path("s.xml")):4:3) endless")
        #expect(short.failure?.step == "waitForAnimationToEnd within 1.5s")
    }

    @Test func waitForAnimationToEndMovesTheClockToTheLastEnd() throws {
        let fixture = try ClockFixture.Directory()
        let result = try fixture.run(
            header: "autoSettle: false\n",
            """
            - tapOn: {id: f}
            - advanceClock: 120ms
            - waitForAnimationToEnd
            - assertPresentation: {id: f, x: 100, alpha: 1}
            """)
        #expect(result.failure == nil)
        #expect(result.steps.map(\.time) == [0...0, 0...120, 120...200, 200...200])
    }

    @Test func theFiringLimitFailsTheAdvance() throws {
        let fixture = try ClockFixture.Directory()
        let result = try fixture.run(
            """
            - tapOn: {id: k}
            - advanceClock: 200s
            """)
        #expect(result.failure?.message == "more than 100,000 timer firings in one step (ticker#k every 1ms); advance in shorter steps")
        #expect(result.failure?.location.line == 4)
        // 200,000 firings are due; the clock stands at the last one run, the 100,000th, at 100,000 ms.
        #expect(result.clock == 100_000)
    }

    @Test func advancesGoIntoTheTapLog() throws {
        let fixture = try ClockFixture.Directory()
        let result = try fixture.run(
            header: "autoSettle: false\n",
            """
            - tapOn: {id: k}
            - advanceClock: 2ms
            """, captures: .taps)
        let advance = try #require(result.steps.last?.taps.first)
        #expect(advance.description == "advance 2ms: clock 0ms → 2ms; valueChanged: ticker#k, ticker#k")
        #expect(advance.json.serialized() == #"{"advance":"2ms","time":[0,2],"valueChanged":["ticker#k","ticker#k"],"actions":[]}"#)
    }

    @Test func durationsKeysAndValuesAreCheckedAtLoad() throws {
        let fixture = try ClockFixture.Directory()
        let errors = try fixture.errors(
            """
            screen: s.xml
            autoSettle: sometimes
            ---
            - advanceClock: 250
            - advanceClock: -5ms
            - waitForAnimationToEnd: {timout: 2s}
            - waitForAnimationToEnd: {timeout: 0.5ms}
            - assertPresentation: {id: f, alpha: 2}
            - assertPresentation: {id: f}
            - assertPresentation: {id: f, frame: [1, 2], x: 3}
            - advanceClok: 1s
            """)
        #expect(
            errors == [
                "2:13: 'autoSettle' must be true or false, found 'sometimes'",
                "4:17: advanceClock: duration '250' has no unit; write 250ms or 250s",
                "5:17: advanceClock: duration '-5ms' is negative; the clock only moves forward",
                "6:26: waitForAnimationToEnd needs 'timeout'",
                "6:27: unknown key 'timout' in waitForAnimationToEnd; did you mean 'timeout'? Allowed keys: timeout",
                "7:36: waitForAnimationToEnd's 'timeout': duration '0.5ms' is not a whole number of milliseconds",
                "8:38: 'alpha' must be from 0 to 1, not '2'",
                "9:23: assertPresentation needs 'frame', 'alpha' or at least one of 'x', 'y', 'width', 'height'",
                "10:38: assertPresentation takes 'frame' or 'x', not both",
                "11:3: unknown command 'advanceClok'; did you mean 'advanceClock'? Commands: " + FlowCommandDescriptor.names.joined(separator: ", "),
            ])
    }
}
