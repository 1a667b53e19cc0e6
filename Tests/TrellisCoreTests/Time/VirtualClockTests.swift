import Foundation
import Testing
import TrellisCore

struct VirtualClockTests {
    @Test func timersAtOneInstantFireInTheOrderTheyStarted() throws {
        // Docs/time.md's check: a every 200 ms, b every 300 ms; to 600 ms: a 200, b 300,
        // a 400, then at 600 a (started first) before b.
        let clock = VirtualClock()
        var fired: [String] = []
        try clock.schedule(after: .milliseconds(200), repeats: true) { fired.append("a") }
        try clock.schedule(after: .milliseconds(300), repeats: true) { fired.append("b") }
        try clock.advance(by: .milliseconds(600))
        #expect(fired == ["a", "b", "a", "a", "b"])
        #expect(clock.milliseconds == 600)
    }

    @Test func theOrderDoesNotDependOnHowTheClockWasAdvanced() throws {
        var orders: [[String]] = []
        for steps in [[600], [100, 100, 100, 100, 100, 100], [200, 400], [599, 1]] as [[Int64]] {
            let clock = VirtualClock()
            var fired: [String] = []
            try clock.schedule(after: .milliseconds(200), repeats: true) { fired.append("a") }
            try clock.schedule(after: .milliseconds(300), repeats: true) { fired.append("b") }
            for step in steps { try clock.advance(milliseconds: step) }
            orders.append(fired)
        }
        #expect(orders.allSatisfy { $0 == ["a", "b", "a", "a", "b"] })
    }

    @Test func aTimerFiresAtItsOwnInstant() throws {
        let clock = VirtualClock()
        var times: [Int64] = []
        try clock.schedule(after: .milliseconds(250), repeats: true) { times.append(clock.milliseconds) }
        try clock.advance(by: .seconds(1))
        #expect(times == [250, 500, 750, 1000])
        let timer = try clock.schedule(after: .milliseconds(10)) { times.append(-1) }
        timer.invalidate()
        try clock.advance(by: .milliseconds(100))
        #expect(times == [250, 500, 750, 1000])
        #expect(clock.timers.map(\.fires) == [1250])
    }

    @Test func aOneMillisecondTimerStopsAtTheFiringLimitNotMemory() throws {
        let clock = VirtualClock()
        var count = 0
        try clock.schedule(after: .milliseconds(1), repeats: true) { count += 1 }
        #expect(throws: ClockError.firingLimit(timer: "timer", interval: 1)) {
            try clock.advance(by: .seconds(86_400))
        }
        // 100,000 firings at 1 … 100,000 ms; the clock stands at the last one.
        #expect(count == 100_000)
        #expect(clock.milliseconds == 100_000)
        #expect(
            ClockError.firingLimit(timer: "timer#tick", interval: 1).description
                == "more than 100,000 timer firings in one step (timer#tick every 1ms); advance in shorter steps")
        // The next step counts afresh.
        try clock.advance(by: .milliseconds(10))
        #expect(count == 100_010)
    }

    @Test func advanceRefusesNegativeAndFractionalDurations() {
        let clock = VirtualClock()
        #expect(throws: ClockError.negativeDuration(.milliseconds(-1))) { try clock.advance(by: .milliseconds(-1)) }
        #expect(throws: ClockError.fractionalMilliseconds(.microseconds(1500))) { try clock.advance(by: .microseconds(1500)) }
        #expect(clock.milliseconds == 0)
    }

    @Test func animateMovesWhatIsDrawnNotTheModel() throws {
        let screen = Screen()
        let box = View()
        box.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        screen.addSubview(box)
        let animation = try screen.animate(duration: .milliseconds(200), curve: .linear) {
            box.frame = CGRect(x: 100, y: 40, width: 200, height: 40)
            box.alpha = 0.5
        }
        #expect(animation?.end == 200)
        // Model at once; presentation at 50 ms is a quarter of the way (linear):
        // x 0 + 100·0.25 = 25, y 40·0.25 = 10, width 100 + 100·0.25 = 125, alpha 1 − 0.5·0.25.
        #expect(box.frame == CGRect(x: 100, y: 40, width: 200, height: 40))
        try screen.clock.advance(by: .milliseconds(50))
        #expect(box.presentation == ViewPresentation(frame: CGRect(x: 25, y: 10, width: 125, height: 40), alpha: 0.875))
        #expect(screen.clock.animations.map(\.description) == ["screen until 200ms"])
        try screen.clock.settle()
        #expect(screen.clock.milliseconds == 200)
        #expect(box.presentation == ViewPresentation(frame: box.frame, alpha: 0.5))
        #expect(screen.clock.animations.isEmpty)
    }

    @Test func aNewAnimationStartsFromWhatIsDrawnAndReplacesTheOld() throws {
        let screen = Screen()
        let box = View()
        box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        screen.addSubview(box)
        let first = try screen.animate(duration: .milliseconds(100), curve: .linear) { box.frame.origin.x = 100 }
        try screen.clock.advance(by: .milliseconds(50))
        // Drawn at x 50; the new animation goes from 50 to 0 in 100 ms.
        let second = try screen.animate(duration: .milliseconds(100), curve: .linear) { box.frame.origin.x = 0 }
        #expect(first?.isFinished == true)
        #expect(screen.clock.animations.count == 1)
        try screen.clock.advance(by: .milliseconds(25))
        #expect(box.presentation.frame.minX == 37.5)
        #expect(second?.isFinished == false)
    }

    @Test func settlingFailsNamingWhatStillRunsAfter15s() throws {
        let screen = Screen()
        let box = View()
        box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        screen.addSubview(box)
        try screen.animate(duration: .seconds(20)) { box.frame.origin.x = 100 }
        #expect(throws: ClockError.notSettled(after: "15s", running: [RunningAnimation(view: "screen", location: nil, start: 0, end: 20_000)])) {
            try screen.clock.settle()
        }
        #expect(screen.clock.milliseconds == 15_000)
        try screen.clock.waitForAnimationToEnd(timeout: .seconds(10))
        #expect(screen.clock.milliseconds == 20_000)
    }

    @Test func settlingIgnoresTimersAndWaitingFailsAtItsTimeout() throws {
        let screen = Screen()
        var fired = 0
        try screen.clock.schedule(after: .milliseconds(100), repeats: true) { fired += 1 }
        try screen.clock.settle()
        #expect(screen.clock.milliseconds == 0)
        try screen.clock.waitForAnimationToEnd()
        #expect(screen.clock.milliseconds == 0)
        #expect(fired == 0)
    }
}
