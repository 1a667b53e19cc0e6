import Foundation
import Testing
import TrellisCore
import TrellisXML

/// `<timer>` in screen files (Docs/time.md, "Timers and timed widgets").
struct TimerLoaderTests {
    private func load(_ xml: String) throws -> Screen {
        try ScreenLoader(registry: .core).load(xml: xml, path: "t.xml")
    }

    private func message(_ xml: String) -> String {
        do {
            _ = try load(xml)
            return "loaded"
        } catch {
            return "\(error)"
        }
    }

    @Test func timersFireFromLoadInDocumentOrderAtTies() throws {
        let screen = try load(
            """
            <screen>
              <timer id="a" interval="200ms" repeats="true" action="tickA"/>
              <button title="Go"/>
              <timer id="b" interval="300ms" repeats="true" action="tickB"/>
              <timer id="once" interval="250ms" action="tickOnce"/>
            </screen>
            """)
        var sent: [String] = []
        screen.actionHandler = { name, sender in
            sent.append("\(name)@\(screen.clock.milliseconds) from \(sender.debugName)")
            return true
        }
        // a: 200, 400, 600; b: 300, 600 (a started first, so a before b at 600); once: 250.
        let records = try screen.recordingDispatch { try screen.clock.advance(by: .milliseconds(600)) }
        #expect(
            sent == [
                "tickA@200 from timer#a", "tickOnce@250 from timer#once", "tickB@300 from timer#b", "tickA@400 from timer#a",
                "tickA@600 from timer#a", "tickB@600 from timer#b",
            ])
        #expect(
            records.sentActions.map { "\($0.sender.debugName) \($0.action.name) \($0.action.handled)" } == [
                "timer#a tickA true", "timer#once tickOnce true", "timer#b tickB true", "timer#a tickA true",
                "timer#a tickA true", "timer#b tickB true",
            ])
        #expect(screen.declaredTimers.map(\.firings) == [3, 2, 1])
        // The one-shot timer is gone; the repeating ones are due next at 800 and 900.
        #expect(
            screen.clock.timers.map { "\($0.sender) \($0.fires) \($0.location?.description ?? "")" } == [
                "timer#a 800 t.xml:2:3", "timer#b 900 t.xml:4:3",
            ])
        // Timers are not views: the tree holds the screen and the button.
        #expect(screen.allViews.map(\.typeName) == ["screen", "button"])
    }

    @Test func anUnhandledTimerActionIsRecordedAsUnhandled() throws {
        let screen = try load("<screen><timer interval=\"1s\" action=\"refresh\"/></screen>")
        let records = try screen.recordingDispatch { try screen.clock.advance(by: .seconds(1)) }
        #expect(records.sentActions.map { "\($0.sender.debugName) \($0.action.name) \($0.action.handled)" } == ["timer refresh false"])
    }

    @Test func aTimerElsewhereThanDirectlyUnderTheScreenIsAnError() {
        #expect(
            message("<screen>\n  <view>\n    <timer interval=\"1s\" action=\"a\"/>\n  </view>\n</screen>").contains(
                "t.xml:3:5: error: a <timer> belongs directly under <screen>"))
    }

    @Test func intervalAndActionAreRequiredAndChecked() {
        #expect(
            message("<screen>\n  <timer action=\"a\"/>\n</screen>").contains(
                "t.xml:2:3: error: <timer> needs 'interval': a duration from 1ms to 24h, as 250ms or 2s"))
        #expect(
            message("<screen>\n  <timer interval=\"1s\"/>\n</screen>").contains(
                "t.xml:2:3: error: <timer> needs 'action': the named action it sends"))
        // Located at the attribute: `interval="` starts at column 10.
        #expect(
            message("<screen>\n  <timer interval=\"250\" action=\"a\"/>\n</screen>").contains(
                "t.xml:2:10: error: invalid value '250' for attribute 'interval' of <timer>: duration '250' has no unit; write 250ms or 250s"))
        #expect(
            message("<screen>\n  <timer interval=\"0ms\" action=\"a\"/>\n</screen>").contains(
                "duration '0ms' is shorter than 1ms"))
        #expect(
            message("<screen>\n  <timer interval=\"25h\" action=\"a\"/>\n</screen>").contains(
                "'25h' is not a duration: write a number then ms or s, as 250ms or 1.5s"))
    }

    @Test func aOneMillisecondTimerAdvancedADayStopsAtTheFiringLimit() throws {
        let screen = try load("<screen>\n  <timer id=\"tick\" interval=\"1ms\" repeats=\"true\" action=\"tick\"/>\n</screen>")
        #expect(throws: ClockError.firingLimit(timer: "timer#tick", interval: 1)) { try screen.clock.advance(by: .seconds(86_400)) }
        // 100,000 firings, one per millisecond: the clock stands at the last, 100,000 ms.
        #expect(screen.declaredTimers[0].firings == 100_000)
        #expect(screen.clock.milliseconds == 100_000)
        #expect(
            ClockError.firingLimit(timer: "timer#tick", interval: 1).description
                == "more than 100,000 timer firings in one step (timer#tick every 1ms); advance in shorter steps")
    }

    @Test func tenThousandTimersFireInDocumentOrder() throws {
        let timers = (0..<10_000).map { "<timer id=\"t\($0)\" interval=\"1s\" action=\"a\($0)\"/>" }.joined()
        let screen = try load("<screen>" + timers + "</screen>")
        var sent: [String] = []
        screen.actionHandler = { name, _ in
            sent.append(name)
            return true
        }
        try screen.clock.advance(by: .milliseconds(999))
        #expect(sent.isEmpty)
        try screen.clock.advance(by: .milliseconds(1))
        #expect(sent == (0..<10_000).map { "a\($0)" })
        #expect(screen.clock.timers.isEmpty)
    }

    @Test func aTimerTakesNoViewAttributes() {
        #expect(
            message("<screen>\n  <timer interval=\"1s\" action=\"a\" hidden=\"true\"/>\n</screen>").contains(
                "t.xml:2:35: error: unknown attribute 'hidden' for <timer>"))
    }
}
