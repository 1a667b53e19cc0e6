import Foundation
import Testing

@testable import TrellisCore

/// A control's state (``Control/isEnabled``, ``Control/isSelected``,
/// ``Control/isHighlighted``) behind its public properties, and the title a button shares
/// with other titled controls (``TitledControl``).
///
/// The screen: 200 × 200 points holding a button at (10, 10, 80, 40); its centre is
/// (10 + 80 / 2, 10 + 40 / 2) = (50, 30).
struct ControlStateTests {
    private func makeScreen() -> (Screen, Button) {
        let screen = Screen(size: CGSize(width: 200, height: 200))
        screen.layout = nil
        let button = Button(title: "Go")
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        screen.addSubview(button)
        return (screen, button)
    }

    @Test("a disabled control is skipped by hit-testing and takes no tap; enabled again, it does")
    func disabledControlTakesNoTouches() {
        let (screen, button) = makeScreen()
        #expect(screen.hitTest(CGPoint(x: 50, y: 30)) === button)
        button.isEnabled = false
        #expect(!button.acceptsTouchesInCurrentState)
        #expect(screen.hitTest(CGPoint(x: 50, y: 30)) === screen)
        let log = button.recordEvents()
        _ = screen.tap(at: CGPoint(x: 50, y: 30))
        #expect(log.entries.isEmpty)
        button.isEnabled = true
        _ = screen.tap(at: CGPoint(x: 50, y: 30))
        #expect(log.entries == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    @Test("each state change moves the drawing revision by one; the same value leaves it")
    func stateChangesMarkTheDrawing() {
        let (_, button) = makeScreen()
        let start = button.drawingRevision
        button.isSelected = true
        #expect(button.isSelected)
        #expect(button.drawingRevision == start &+ 1)
        button.isSelected = true
        #expect(button.drawingRevision == start &+ 1)
        button.isEnabled = false
        #expect(!button.isEnabled)
        #expect(button.drawingRevision == start &+ 2)
        button.isHighlighted = true
        #expect(button.isHighlighted)
        #expect(button.drawingRevision == start &+ 3)
        button.isHighlighted = false
        #expect(button.drawingRevision == start &+ 4)
    }

    @Test("a touch highlights the control while inside and unhighlights it when it ends")
    func touchesDriveTheHighlight() {
        let (screen, button) = makeScreen()
        _ = screen.sendTouch(.began, at: CGPoint(x: 50, y: 30))
        #expect(button.isHighlighted && button.isTracking)
        // 70 points of slop: x = 90 + 70 = 160 is the first point outside on the right.
        _ = screen.sendTouch(.moved, at: CGPoint(x: 170, y: 30))
        #expect(!button.isHighlighted)
        _ = screen.sendTouch(.moved, at: CGPoint(x: 60, y: 30))
        #expect(button.isHighlighted)
        _ = screen.sendTouch(.ended, at: CGPoint(x: 60, y: 30))
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test("a titled control shows, measures and redraws its title as a button does")
    func titledControlSharesTheButtonsTitle() {
        let control = TitledControl(title: "Hello")
        #expect(control.displayedText == "Hello")
        // 15-point font: 5 letters × 7.5 = 37.5 wide, 1.2 × 15 = 18 high.
        #expect(control.effectiveFont.size == 15)
        #expect(control.measuredSize(of: control.title) == CGSize(width: 37.5, height: 18))
        let revision = control.drawingRevision
        control.title = "Hello"
        #expect(control.drawingRevision == revision)
        control.title = "Bye"
        #expect(control.drawingRevision == revision &+ 1)
        #expect(Button(title: "Go").displayedText == "Go")
    }

    @Test("invalidateText marks the drawing and drops the kept fitting size")
    func invalidateTextMarksAndMeasuresAgain() {
        let button = Button(title: "ab")
        let proposal = ProposedSize(width: nil, height: nil)
        // 15-point title: 2 letters × 7.5 = 15 wide, 1.2 × 15 = 18 high.
        #expect(button.fittingSize(for: proposal) == CGSize(width: 15, height: 18))
        let revision = button.drawingRevision
        button.invalidateText()
        #expect(button.drawingRevision == revision &+ 1)
        #expect(button.layoutCache.fittingSize(for: proposal) == nil)
    }
}
