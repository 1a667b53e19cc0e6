import Foundation

/// A turning activity indicator (UIKit's `UIActivityIndicatorView`, medium style;
/// Docs/widgets.md, "spinner"): always ``size``, 20 × 20 points, not interactive, without
/// text.
///
/// While ``isAnimating`` it turns on its screen's clock (Docs/time.md): one endless
/// animation, started when it starts animating, running while neither it nor an ancestor
/// is hidden or collapsed, so a spinner no one can see never keeps a screen from settling.
/// Its 12 spokes are turned ``rotation`` degrees clockwise, 360° × ((t − start) mod 1000)
/// ÷ 1000 at t ms. With ``hidesWhenStopped`` (the default, UIKit's) it is hidden while it
/// is not animating.
open class Spinner: View {
    /// The size of every spinner: 20 × 20 points (UIKit's medium activity indicator).
    public static let size = CGSize(width: 20, height: 20)
    /// How long one turn takes: 1000 ms.
    public static let turnMilliseconds: Int64 = 1000

    /// Whether it turns; default true (a spinner in a screen file is there to turn).
    /// Setting it starts or stops its animation; with ``hidesWhenStopped`` it also shows or
    /// hides the spinner.
    public var isAnimating = false {
        didSet {
            guard isAnimating != oldValue else { return }
            if hidesWhenStopped { isHidden = !isAnimating }
            setNeedsDisplay()
            if isAnimating { startTurning() } else { stopTurning() }
        }
    }

    /// Whether it is hidden while not animating (UIKit's `hidesWhenStopped`); default true.
    public var hidesWhenStopped = true {
        didSet { if hidesWhenStopped, !isAnimating { isHidden = true } }
    }

    /// The endless animation on the clock while it turns; nil while it does not.
    public private(set) var animation: ClockAnimation?
    /// The clock ``animation`` runs on.
    private weak var turningClock: VirtualClock?

    override open class var defaultTypeName: String { "spinner" }
    override open class var isInteractiveByDefault: Bool { false }
    override open class var fixedSize: CGSize? { Spinner.size }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { Spinner.size }

    override open var inspectableProperties: [(key: String, value: InspectableValue)] {
        [("animating", .bool(isAnimating))]
    }

    /// How far its spokes are turned now, in degrees clockwise from 0 to under 360: 360 ×
    /// ((t − start) mod 1000) ÷ 1000, t the clock's time and start when it began turning;
    /// 0 while it does not turn.
    public var rotation: Double {
        guard let animation, !animation.isFinished, let screen else { return 0 }
        let elapsed = screen.clock.milliseconds - animation.start
        let phase = ((elapsed % Spinner.turnMilliseconds) + Spinner.turnMilliseconds) % Spinner.turnMilliseconds
        return 360 * Double(phase) / Double(Spinner.turnMilliseconds)
    }

    /// Whether it can be seen: neither it nor an ancestor is hidden or collapsed.
    public var isShown: Bool {
        var current: View? = self
        while let view = current {
            if view.isHidden || view.isCollapsed { return false }
            current = view.superview
        }
        return true
    }

    /// A spinner made in code starts turning when it arrives on a screen.
    override open func didMoveToSuperview() {
        super.didMoveToSuperview()
        startTurning()
    }

    /// Starts the endless animation on its screen's clock, again when that is now another
    /// clock (a screen instance shown in an app's window); does nothing when it is on no
    /// screen or does not animate. The animation is active while the spinner is shown and
    /// its screen still uses that clock.
    package func startTurning() {
        guard isAnimating, let screen else { return }
        let clock = screen.clock
        if let animation, !animation.isFinished, turningClock === clock { return }
        stopTurning()
        let made = clock.startAnimation(owner: self, duration: nil, curve: .linear)
        made.isActive = { [weak self, weak clock] in
            guard let self, let clock else { return false }
            return self.isShown && self.screen?.clock === clock
        }
        animation = made
        turningClock = clock
    }

    /// Ends the animation on its clock.
    package func stopTurning() {
        guard let animation else { return }
        self.animation = nil
        turningClock?.finish(animation)
        turningClock = nil
    }
}
