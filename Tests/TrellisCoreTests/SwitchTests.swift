import Foundation
import Testing
import TrellisCore

/// A switch's fixed size and the events a tap sends (Docs/widgets.md, "switch").
struct SwitchTests {
    @Test func fittingSizeIsFiftyOneByThirtyOne() {
        let toggle = Switch()
        #expect(toggle.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: 51, height: 31))
        #expect(toggle.typeName == "switch")
        #expect(!toggle.isOn)
        #expect(toggle.displayedText == nil)
    }

    @Test func aFillStackGivesItsOriginButNotItsSize() {
        let screen = makeScreen(200, 100)
        screen.layout = StackLayout()
        let label = Label(text: "ab")
        let toggle = Switch()
        screen.addSubview(label)
        screen.addSubview(toggle)
        screen.layoutIfNeeded()
        // The stack fills the width 200; the switch keeps 51 × 31 at the origin the stack
        // gives, below the label (17 pt: 2 × 8.5 = 17 × 20.4).
        #expect(toggle.frame == CGRect(x: 0, y: 20.4, width: 51, height: 31))
    }

    @Test func aFrameSetByCodeKeepsItsOriginOnly() {
        let toggle = Switch()
        toggle.frame = CGRect(x: 5, y: 6, width: 200, height: 10)
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
    }

    @Test func aTapFlipsOnBetweenTouchUpInsideAndPrimaryAction() {
        let screen = makeScreen()
        let toggle = Switch()
        toggle.frame = CGRect(x: 10, y: 10, width: 51, height: 31)
        screen.addSubview(toggle)
        var seenInValueChanged: [Bool] = []
        toggle.addAction(for: .valueChanged) { sender in
            seenInValueChanged.append((sender as? Switch)?.isOn ?? false)
        }
        // The centre (10 + 25.5, 10 + 15.5) = (35.5, 25.5).
        let first = screen.tap(at: CGPoint(x: 35.5, y: 25.5))
        #expect(events(in: first.records, from: toggle) == [.touchDown, .touchUpInside, .valueChanged, .primaryActionTriggered])
        #expect(toggle.isOn)
        screen.tap(at: CGPoint(x: 35.5, y: 25.5))
        #expect(!toggle.isOn)
        #expect(seenInValueChanged == [true, false])
    }

    @Test func theActionIsSentOnPrimaryActionTriggered() throws {
        let screen = makeScreen()
        let toggle = Switch()
        toggle.id = "wifi"
        toggle.frame = CGRect(x: 0, y: 0, width: 51, height: 31)
        toggle.addTarget(nil, action: "toggleWiFi", for: .primaryActionTriggered)
        screen.addSubview(toggle)
        let report = try screen.tap(id: "wifi")
        #expect(
            describe(report.records) == [
                "switch#wifi touchDown", "switch#wifi touchUpInside", "switch#wifi valueChanged",
                "switch#wifi primaryActionTriggered", "switch#wifi action toggleWiFi handled=false",
            ])
    }

    @Test func settingOnSendsNothing() {
        let toggle = Switch()
        let log = toggle.recordEvents()
        toggle.isOn = true
        #expect(log.entries.isEmpty)
        #expect(toggle.inspectableProperties.map(\.key) == ["on"])
        #expect(toggle.inspectableProperties.first?.value == .bool(true))
    }

    @Test func aTextQueryNeverMatchesIt() {
        let screen = makeScreen()
        screen.addSubview(Switch())
        #expect(throws: TapError.self) { try screen.tap(text: "") }
    }
}
