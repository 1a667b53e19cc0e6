import Testing
import TrellisCore

struct ClockDurationTests {
    @Test(
        arguments: [("0ms", 0), ("250ms", 250), ("1.5s", 1500), ("2s", 2000), ("0.001s", 1), ("1.250s", 1250), ("86400s", 86_400_000), ("007ms", 7)]
            as [(String, Int64)])
    func durationsAreWholeMilliseconds(text: String, milliseconds: Int64) throws {
        #expect(try ClockDuration(attributeText: text).milliseconds == milliseconds)
    }

    // The messages are Docs/time.md's, word for word.
    @Test(arguments: [
        ("250", "duration '250' has no unit; write 250ms or 250s"),
        ("-5ms", "duration '-5ms' is negative; the clock only moves forward"),
        ("-5", "duration '-5' is negative; the clock only moves forward"),
        ("0.5ms", "duration '0.5ms' is not a whole number of milliseconds"),
        ("1.0005s", "duration '1.0005s' is not a whole number of milliseconds"),
        ("90000s", "duration '90000s' is longer than 24h"),
        ("99999999999999999999999s", "duration '99999999999999999999999s' is longer than 24h"),
        ("250 ms", "'250 ms' is not a duration: write a number then ms or s, as 250ms or 1.5s"),
        ("2m", "'2m' is not a duration: write a number then ms or s, as 250ms or 1.5s"),
        (".5s", "'.5s' is not a duration: write a number then ms or s, as 250ms or 1.5s"),
        ("1e3ms", "'1e3ms' is not a duration: write a number then ms or s, as 250ms or 1.5s"),
        ("+5ms", "'+5ms' is not a duration: write a number then ms or s, as 250ms or 1.5s"),
        ("", "'' is not a duration: write a number then ms or s, as 250ms or 1.5s"),
        ("ms", "'ms' is not a duration: write a number then ms or s, as 250ms or 1.5s"),
    ])
    func badDurationsSayWhatIsWrong(text: String, message: String) {
        #expect(throws: ValueError(expected: ClockDuration.valueDescription, reason: message)) {
            _ = try ClockDuration(attributeText: text)
        }
    }

    @Test func boundedDurationsNameTheirLimit() {
        #expect(throws: ValueError(expected: ClockDuration.valueDescription, reason: "duration '11s' is longer than 10s")) {
            _ = try AnimationDuration(attributeText: "11s")
        }
        #expect(throws: ValueError(expected: ClockDuration.valueDescription, reason: "duration '0ms' is shorter than 1ms")) {
            _ = try TimerInterval(attributeText: "0ms")
        }
    }

    @Test func aSwiftDurationMustBeWholeMilliseconds() throws {
        #expect(try ClockDuration(.milliseconds(125)).milliseconds == 125)
        #expect(try ClockDuration(.seconds(1.5)).milliseconds == 1500)
        #expect(throws: ClockError.negativeDuration(.milliseconds(-5))) { _ = try ClockDuration(.milliseconds(-5)) }
        #expect(throws: ClockError.fractionalMilliseconds(.microseconds(500))) { _ = try ClockDuration(.microseconds(500)) }
        #expect(ClockError.negativeDuration(.milliseconds(-5)).description == "duration '-5ms' is negative; the clock only moves forward")
        #expect(ClockError.fractionalMilliseconds(.microseconds(500)).description == "duration '0.5ms' is not a whole number of milliseconds")
    }
}
