import Foundation

/// The long press and double tap a control recognises on its screen's clock
/// (Docs/time.md, "Touches that take time"), as UIKit's `UILongPressGestureRecognizer`
/// and a two-tap `UITapGestureRecognizer` do, made only for a control with
/// `long-press-action` or `double-tap-action`.
final class TimedGestures {
    /// The named action sent when a touch has been down ``Control/minimumPressDuration``
    /// within ``Control/allowableMovement`` of where it began; nil: no long press.
    var longPressAction: String?
    /// The named action sent when a tap begins at most ``Control/doubleTapInterval`` after
    /// the end of the previous tap on the control; nil: no double tap.
    var doubleTapAction: String?
    /// The pending long press of the touch down now.
    private var longPress: ClockTimer?
    /// When the previous tap on the control ended, in ms of its clock; nil when none
    /// counts (none yet, or the last one made a double tap).
    private var lastTapEnd: Int64?
    /// Whether the touch down now began within the double-tap interval.
    private var isSecondTap = false

    /// The touch began: starts the long press's timer and tells whether it is a second
    /// tap.
    func touchBegan(on control: Control) {
        longPress?.invalidate()
        longPress = nil
        guard let screen = control.screen else { return }
        let clock = screen.clock
        let now = clock.milliseconds
        isSecondTap = doubleTapAction != nil && lastTapEnd.map { now - $0 <= Control.doubleTapMilliseconds } == true
        guard let action = longPressAction else { return }
        longPress = clock.schedule(
            after: Control.minimumPressMilliseconds, repeats: false, sender: "\(control.debugName) long press",
            location: control.sourceLocation
        ) { [weak self, weak control] in
            guard let self, let control else { return }
            self.longPress = nil
            self.recognizeLongPress(on: control, action: action)
        }
    }

    /// The touch moved: a move of more than ``Control/allowableMovement`` points from where
    /// it began ends the long press.
    func touchMoved(_ touch: Touch) {
        guard let timer = longPress else { return }
        let dx = touch.locationInScreen.x - touch.startLocation.x
        let dy = touch.locationInScreen.y - touch.startLocation.y
        if (dx * dx + dy * dy).squareRoot() > Control.allowableMovement {
            timer.invalidate()
            longPress = nil
        }
    }

    /// The touch ended: returns true when it makes a double tap, whose action it sent (the
    /// control then cancels the touch); otherwise it is a tap whose end a next tap counts
    /// from.
    func touchEnded(on control: Control) -> Bool {
        longPress?.invalidate()
        longPress = nil
        let now = control.screen?.clock.milliseconds
        if isSecondTap, let action = doubleTapAction {
            isSecondTap = false
            lastTapEnd = nil
            control.sendAction(action, to: nil)
            return true
        }
        lastTapEnd = now
        return false
    }

    /// The touch was cancelled: no long press, and it is no tap.
    func touchCancelled() {
        longPress?.invalidate()
        longPress = nil
        isSecondTap = false
    }

    /// The touch has been down long enough: sends the action, then cancels the touch
    /// (`touchCancel`; no `touchUpInside`, no primary action).
    private func recognizeLongPress(on control: Control, action: String) {
        guard control.isTracking, let screen = control.screen, let touch = screen.activeTouch else { return }
        control.sendAction(action, to: nil)
        guard control.screen === screen, screen.activeTouch === touch else { return }
        screen.sendTouch(.cancelled, at: touch.locationInScreen)
    }
}

extension Control {
    /// How long a touch must stay down for a long press: 500 ms (UIKit's
    /// `UILongPressGestureRecognizer.minimumPressDuration`).
    public static let minimumPressDuration: Duration = .milliseconds(500)
    /// How far a long press's touch may move from where it began, in points: 10 (UIKit's
    /// `allowableMovement`); a move of more ends it.
    public static let allowableMovement: CGFloat = 10
    /// The longest time from the end of a tap to the beginning of the next for the two to
    /// make a double tap: 300 ms (Android's `getDoubleTapTimeout()`, Flutter's
    /// `kDoubleTapTimeout`; UIKit documents none).
    public static let doubleTapInterval: Duration = .milliseconds(300)

    static let minimumPressMilliseconds: Int64 = 500
    static let doubleTapMilliseconds: Int64 = 300

    /// The named action sent when a touch stays down ``minimumPressDuration`` within
    /// ``allowableMovement`` points (`long-press-action`); its touch is then cancelled
    /// (`touchCancel`; no `touchUpInside`, no primary action). nil (the default): a long
    /// press is a slow tap.
    public var longPressAction: String? {
        get { timedGestures?.longPressAction }
        set { gestures().longPressAction = newValue }
    }

    /// The named action sent at the end of a tap that began at most
    /// ``doubleTapInterval`` after the end of the previous tap on the control
    /// (`double-tap-action`); that touch is then cancelled and the count starts again.
    /// nil (the default): two taps are two taps.
    public var doubleTapAction: String? {
        get { timedGestures?.doubleTapAction }
        set { gestures().doubleTapAction = newValue }
    }

    private func gestures() -> TimedGestures {
        if let timedGestures { return timedGestures }
        let made = TimedGestures()
        timedGestures = made
        return made
    }
}
