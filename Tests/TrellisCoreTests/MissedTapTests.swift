import Foundation
import Testing
import TrellisCore

/// Taps whose touch would not reach their target (Docs/events.md, "Simulated taps").
struct MissedTapTests {
    @Test func disabledButtonIsAMiss() {
        let (screen, button) = makeBuyScreen()
        button.isEnabled = false
        let log = button.recordEvents()
        let error = #expect(throws: TapError.self) { try screen.tap(text: "Buy") }
        #expect(error?.kind == .missed)
        #expect(error?.query == "Buy")
        #expect(error?.point == CGPoint(x: 140, y: 220))
        #expect(error?.hit == "screen")
        #expect(error?.message == "tap 'Buy' missed button#buy \"Buy\": it is disabled")
        #expect(error?.message.contains("is disabled") == true)
        // A missed tap is not performed.
        #expect(log.entries.isEmpty)
    }

    @Test func nonInteractiveAncestorIsAMiss() {
        let (screen, button) = makeBuyScreen()
        let panel = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        panel.id = "panel"
        panel.isUserInteractionEnabled = false
        screen.addSubview(panel)
        panel.addSubview(button)
        let error = #expect(throws: TapError.self) { try screen.tap(id: "buy") }
        #expect(error?.kind == .missed)
        #expect(error?.hit == "screen")
        #expect(error?.message == "tap '#buy' missed button#buy \"Buy\": view#panel is not interactive")
    }

    @Test func pointTapsOutsideTheScreenThrowEvenWhenMissesAreAllowed() throws {
        let screen = makeScreen()
        // 375 × 667: (0, 0) is the first point inside, x = 375 and y = 667 are outside.
        #expect(try screen.tap(.point(CGPoint(x: 0, y: 0))).hitView === screen)
        for (x, y) in [(375.0, 10.0), (10.0, 667.0), (-0.5, 10.0), (500.0, 900.0)] {
            let error = #expect(throws: TapError.self) { try screen.tap(.point(CGPoint(x: x, y: y)), allowMissed: true) }
            #expect(error?.kind == .outsideScreen)
            #expect(error?.point == CGPoint(x: x, y: y))
            #expect(error?.hit == nil)
        }
        let error = #expect(throws: TapError.self) { try screen.tap(.point(CGPoint(x: 500, y: 900))) }
        #expect(error?.message == "point (500, 900) is outside the screen (375 × 667)")
    }

    @Test func nonInteractiveButtonIsAMiss() {
        let (screen, button) = makeBuyScreen()
        button.isUserInteractionEnabled = false
        let error = #expect(throws: TapError.self) { try screen.tap(text: "Buy") }
        #expect(error?.kind == .missed)
        #expect(error?.message == "tap 'Buy' missed button#buy \"Buy\": it is not interactive")
    }

    @Test func disabledAncestorControlIsNamed() {
        let screen = makeScreen()
        let cell = Button()
        cell.id = "cell"
        cell.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        cell.isEnabled = false
        let inner = Button(title: "Inner")
        inner.frame = CGRect(x: 10, y: 10, width: 50, height: 30)
        cell.addSubview(inner)
        screen.addSubview(cell)
        let error = #expect(throws: TapError.self) { try screen.tap(text: "Inner") }
        #expect(error?.message.hasSuffix(": button#cell is disabled") == true)
    }

    @Test func coveredTargetNamesTheViewThatTookTheTap() {
        let (screen, button) = makeBuyScreen()
        let overlay = Button(title: "Cover")
        overlay.id = "overlay"
        overlay.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        screen.addSubview(overlay)
        let targetLog = button.recordEvents()
        let overlayLog = overlay.recordEvents()
        let error = #expect(throws: TapError.self) { try screen.tap(text: "Buy") }
        #expect(error?.kind == .missed)
        #expect(error?.hit == "button#overlay")
        #expect(error?.message == "tap 'Buy' missed button#buy \"Buy\": covered by button#overlay \"Cover\"")
        #expect(error?.message.contains("covered by button#overlay") == true)
        #expect(targetLog.entries.isEmpty)
        #expect(overlayLog.entries.isEmpty)
    }

    @Test func coveredByAPlainView() {
        let (screen, _) = makeBuyScreen()
        let sheet = View(frame: CGRect(x: 120, y: 210, width: 40, height: 20))
        sheet.id = "sheet"
        screen.addSubview(sheet)
        let error = #expect(throws: TapError.self) { try screen.tap(text: "Buy") }
        #expect(error?.message.hasSuffix(": covered by view#sheet") == true)
    }

    @Test func coveredBySomethingThatDoesNotTakeTouchesIsNotAMiss() throws {
        let (screen, button) = makeBuyScreen()
        let sheet = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        sheet.isUserInteractionEnabled = false
        screen.addSubview(sheet)
        let report = try screen.tap(text: "Buy")
        #expect(report.hitView === button)
        #expect(report.missed == nil)
    }

    @Test func narrowedHitAreaThatExcludesTheCentreIsAMiss() {
        let (screen, button) = makeBuyScreen()
        // Right inset 50 leaves x 0..<30 of 80: the centre (40 in the button) is outside.
        button.hitInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 50)
        let error = #expect(throws: TapError.self) { try screen.tap(text: "Buy") }
        #expect(error?.kind == .missed)
        #expect(error?.hit == "screen")
        #expect(error?.message.hasSuffix("the point (140, 220) is outside its hit area (hit-insets)") == true)
    }

    @Test func allowMissedPerformsTheTapOnWhateverIsThere() throws {
        let (screen, button) = makeBuyScreen()
        let overlay = Button(title: "Cover")
        overlay.id = "overlay"
        overlay.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        screen.addSubview(overlay)
        let targetLog = button.recordEvents()
        let report = try screen.tap(text: "Buy", allowMissed: true)
        #expect(report.missed == "tap 'Buy' missed button#buy \"Buy\": covered by button#overlay \"Cover\"")
        #expect(report.point == CGPoint(x: 140, y: 220))
        #expect(report.hitView === overlay)
        #expect(report.trackingView === overlay)
        #expect(report.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
        #expect(targetLog.entries.isEmpty)
    }

    @Test func allowMissedOnADisabledButtonSendsNothing() throws {
        let (screen, button) = makeBuyScreen()
        button.isEnabled = false
        let report = try screen.tap(id: "buy", allowMissed: true)
        #expect(report.missed == "tap '#buy' missed button#buy \"Buy\": it is disabled")
        #expect(report.hitView === screen)
        #expect(report.trackingView == nil)
        #expect(report.records.isEmpty)
    }

    @Test func allowMissedDoesNotChangeATapThatReachesItsTarget() throws {
        let (screen, button) = makeBuyScreen()
        let report = try screen.tap(text: "Buy", allowMissed: true)
        #expect(report.missed == nil)
        #expect(report.hitView === button)
    }

    @Test func hitOnADescendantOfTheTargetIsNotAMiss() throws {
        let screen = makeScreen()
        let card = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.id = "card"
        let inner = Button(title: "Inner")
        inner.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
        card.addSubview(inner)
        screen.addSubview(card)
        let report = try screen.tap(id: "card")
        #expect(report.point == CGPoint(x: 50, y: 50))
        #expect(report.hitView === inner)
        #expect(report.missed == nil)
    }

    @Test func coveredLabelIsAMiss() {
        let screen = makeScreen()
        let label = Label(text: "Price")
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        let sheet = View(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        sheet.id = "sheet"
        screen.addSubview(label)
        screen.addSubview(sheet)
        let error = #expect(throws: TapError.self) { try screen.tap(text: "Price") }
        #expect(error?.kind == .missed)
        #expect(error?.hit == "view#sheet")
        #expect(error?.message == "tap 'Price' missed label \"Price\": covered by view#sheet")
    }
}

/// A label hands its touch to its ancestors, but not past one that should have taken it.
struct LabelHandOverTests {
    /// A 200 × 100 button at (0, 0) holding a label "Pay" at (10, 10, 50, 30): the label's
    /// centre is (35, 25), inside the button.
    func makeLabelInButton() -> (Screen, Button) {
        let screen = makeScreen()
        let button = Button()
        button.id = "pay"
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let label = Label(text: "Pay")
        label.frame = CGRect(x: 10, y: 10, width: 50, height: 30)
        button.addSubview(label)
        screen.addSubview(button)
        return (screen, button)
    }

    @Test func labelInAnEnabledButtonReachesTheButton() throws {
        let (screen, button) = makeLabelInButton()
        let report = try screen.tap(text: "Pay")
        #expect(report.hitView === button)
        #expect(report.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    @Test func labelInADisabledButtonIsTheButtonsMiss() {
        let (screen, button) = makeLabelInButton()
        button.isEnabled = false
        let error = #expect(throws: TapError.self) { try screen.tap(text: "Pay") }
        #expect(error?.kind == .missed)
        #expect(error?.hit == "screen")
        #expect(error?.message == "tap 'Pay' missed label \"Pay\": button#pay is disabled")
    }

    @Test func labelInANonInteractiveViewIsThatViewsMiss() {
        let screen = makeScreen()
        let panel = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        panel.id = "panel"
        panel.isUserInteractionEnabled = false
        let label = Label(text: "Note")
        label.frame = CGRect(x: 10, y: 10, width: 50, height: 30)
        panel.addSubview(label)
        screen.addSubview(panel)
        let error = #expect(throws: TapError.self) { try screen.tap(text: "Note") }
        #expect(error?.message == "tap 'Note' missed label \"Note\": view#panel is not interactive")
    }

    @Test func labelOnTheScreenHandsItsTouchToTheScreen() throws {
        let screen = makeScreen()
        let label = Label(text: "Title")
        label.frame = CGRect(x: 10, y: 10, width: 50, height: 30)
        screen.addSubview(label)
        let report = try screen.tap(text: "Title")
        #expect(report.hitView === screen)
        #expect(report.missed == nil)
    }
}
