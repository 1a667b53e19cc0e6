import Foundation
import Testing
import TrellisCore
import TrellisXML

/// `<spinner>` and text-field `debounce` (Docs/time.md, Docs/widgets.md).
struct SpinnerAndDebounceTests {
    private func load(_ xml: String) throws -> Screen {
        try ScreenLoader(registry: .core).load(xml: xml, path: "s.xml")
    }

    @Test func aSpinnerIs20By20AndTurnsOncePerSecond() throws {
        let screen = try load("<screen>\n  <label text=\"Loading\"/>\n  <spinner id=\"busy\"/>\n</screen>")
        screen.layoutIfNeeded()
        let spinner = try #require(screen.view(withID: "busy") as? Spinner)
        // Below the label (one line of 17 × 1.2 = 20.4 points), stretched by the stack but
        // kept at 20 × 20.
        #expect(spinner.frame == CGRect(x: 0, y: 20.4, width: 20, height: 20))
        #expect(spinner.isAnimating)
        #expect(!spinner.isUserInteractionEnabled)
        #expect(spinner.inspectableProperties.map(\.key) == ["animating"])
        // 360 × (250 mod 1000) ÷ 1000 = 90; at 1,750 ms 360 × 750 ÷ 1000 = 270.
        try screen.clock.advance(by: .milliseconds(250))
        #expect(spinner.rotation == 90)
        try screen.clock.advance(by: .milliseconds(1500))
        #expect(spinner.rotation == 270)
        #expect(screen.clock.animations.map(\.description) == ["spinner#busy (s.xml:3:3) endless"])
        // Endless: settling ignores it.
        try screen.clock.settle()
        #expect(screen.clock.milliseconds == 1750)
    }

    @Test func anUnseenSpinnerNeverBlocksWaiting() throws {
        let screen = try load("<screen>\n  <view hidden=\"true\">\n    <spinner id=\"busy\"/>\n  </view>\n</screen>")
        try screen.clock.waitForAnimationToEnd(timeout: .seconds(1))
        #expect(screen.clock.milliseconds == 0)
        let shown = try load("<screen>\n  <spinner id=\"busy\"/>\n</screen>")
        #expect(throws: ClockError.self) { try shown.clock.waitForAnimationToEnd(timeout: .seconds(1)) }
        #expect(shown.clock.milliseconds == 1000)
    }

    @Test func aStoppedSpinnerIsHiddenUnlessTold() throws {
        let screen = try load(
            "<screen>\n  <spinner id=\"a\" animating=\"false\"/>\n  <spinner id=\"b\" animating=\"false\" hides-when-stopped=\"false\"/>\n</screen>")
        let a = try #require(screen.view(withID: "a") as? Spinner)
        let b = try #require(screen.view(withID: "b") as? Spinner)
        #expect(a.isHidden && !b.isHidden)
        #expect(screen.clock.animations.isEmpty)
        a.isAnimating = true
        #expect(!a.isHidden)
        #expect(screen.clock.animations.map(\.view) == ["spinner#a"])
    }

    @Test func aSpinnerTakesNoSize() {
        do {
            _ = try load("<screen>\n  <spinner width=\"30\"/>\n</screen>")
            Issue.record("loaded")
        } catch {
            #expect("\(error)".contains("s.xml:2:12: error: <spinner> is always 20 × 20 points (UIKit's); remove 'width'"))
        }
    }

    /// Actions the screen's handler took, as `name@ms` on the screen's clock.
    private final class SentActions {
        var names: [String] = []
    }

    /// A screen with a field whose `search` action is debounced by 300 ms, and what its
    /// handler records.
    private func fieldScreen() throws -> (Screen, SentActions) {
        let screen = try load("<screen>\n  <text-field id=\"q\" debounce=\"300ms\" action=\"search\"/>\n</screen>")
        let sent = SentActions()
        screen.actionHandler = { [unowned screen] name, _ in
            sent.names.append("\(name)@\(screen.clock.milliseconds)")
            return true
        }
        return (screen, sent)
    }

    @Test func eachChangeRestartsTheDebounce() throws {
        let (screen, sent) = try fieldScreen()
        try screen.tap(id: "q")
        try screen.typeText("ab")
        // Typing takes no time: one timer, due at 300.
        try screen.clock.advance(by: .milliseconds(200))
        try screen.typeText("c")  // restarts: due at 500
        try screen.clock.advance(by: .milliseconds(299))
        #expect(sent.names.isEmpty)
        try screen.clock.advance(by: .milliseconds(1))
        #expect(sent.names == ["search@500"])
        try screen.clock.advance(by: .seconds(1))
        #expect(sent.names == ["search@500"])
    }

    @Test func returnSendsAtOnceAndCancels() throws {
        let (screen, sent) = try fieldScreen()
        try screen.tap(id: "q")
        try screen.typeText("ab")
        try screen.clock.advance(by: .milliseconds(100))
        try screen.pressReturn()
        try screen.clock.advance(by: .seconds(1))
        #expect(sent.names == ["search@100"])
    }

    @Test func leavingTheScreenCancels() throws {
        let (screen, sent) = try fieldScreen()
        try screen.tap(id: "q")
        try screen.typeText("ab")
        let field = try #require(screen.view(withID: "q"))
        field.removeFromSuperview()
        #expect(screen.clock.timers.isEmpty)
        try screen.clock.advance(by: .seconds(1))
        #expect(sent.names.isEmpty)
    }
}
