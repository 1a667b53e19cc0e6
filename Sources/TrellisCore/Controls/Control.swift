import Foundation

/// A view that tracks touches and sends control events (UIKit's `UIControl`).
///
/// Tracking follows Docs/events.md: on `began` the control highlights and sends `touchDown`;
/// on `moved` it sends `touchDragEnter`/`touchDragExit` when the touch crosses the edge of
/// its tracking area (bounds grown by ``trackingSlop``), then `touchDragInside` or
/// `touchDragOutside`, and the highlight follows; on `ended` it unhighlights and sends
/// `touchUpInside` then `primaryActionTriggered` when inside, else `touchUpOutside`; on
/// `cancelled` it unhighlights and sends `touchCancel`.
open class Control: View, ControlEventSending {
    /// How far outside its bounds a touch still counts as inside, on every side: 70 points
    /// (Docs/events.md; UIKit's long-standing tracking slop).
    public static let trackingSlop: CGFloat = 70

    /// The storage of ``isEnabled``, ``isSelected`` and ``isHighlighted``, read by
    /// hit-testing, dumps and renderers for every control they pass; exempt from dynamic
    /// exclusivity checks as the view's own storage is (``View``), and never accessed in
    /// place across a call.
    @exclusivity(unchecked) private var storedIsEnabled = true
    @exclusivity(unchecked) private var storedIsSelected = false
    @exclusivity(unchecked) private var storedIsHighlighted = false
    /// The storage of ``stateRevision``.
    @exclusivity(unchecked) private var storedStateRevision: UInt32 = 0

    /// Whether the control is tracking a touch now.
    public private(set) var isTracking = false
    private var touchWasInside = false

    // The flags above are declared first, and together, so they fill the room the
    // view's storage leaves before the next 8-byte field (a class's stored properties are
    // laid out in the order they are declared).

    /// The control's targets and actions, made when first used (most controls of a large
    /// screen never get one).
    public private(set) lazy var targetActions = TargetActionList()

    /// What the control's `long-press-action` and `double-tap-action` need (Docs/time.md,
    /// "Touches that take time"); nil for a control with neither, which most are.
    var timedGestures: TimedGestures?

    /// Whether the control takes touches; a disabled control is skipped by hit-testing
    /// with its subtree (Docs/events.md). Default true. A change marks the drawing as
    /// changed.
    public var isEnabled: Bool {
        get { storedIsEnabled }
        set { updateState(&storedIsEnabled, to: newValue) }
    }

    /// Whether the control is selected (a chosen tag, a checked day). Default false. A
    /// change marks the drawing as changed.
    public var isSelected: Bool {
        get { storedIsSelected }
        set { updateState(&storedIsSelected, to: newValue) }
    }

    /// Whether a touch is down on the control and inside its tracking area. A change
    /// marks the drawing as changed.
    public internal(set) var isHighlighted: Bool {
        get { storedIsHighlighted }
        set { updateState(&storedIsHighlighted, to: newValue) }
    }

    /// Stores one of the control's drawn states; a change of value marks the drawing as
    /// changed (``View/setNeedsDisplay()``).
    private func updateState(_ state: inout Bool, to newValue: Bool) {
        if newValue != state {
            setNeedsDisplay()
            storedStateRevision &+= 1
        }
        state = newValue
    }

    /// A number that moves on, with ``View/drawingRevision``, whenever the enabled,
    /// selected or highlighted state changes, and at no other time (wrapping past
    /// `UInt32.max`). A renderer that finds both moved on by the same amount since it
    /// last read the control knows that only its state changed: its frame and text are
    /// as they were then (``SVGPictureTrack`` in TrellisRender).
    package final var stateRevision: UInt32 { storedStateRevision }

    override open class var defaultTypeName: String { "control" }
    override open class var drawsFromCoreStateOnly: Bool { self == Control.self }

    override open var acceptsTouchesInCurrentState: Bool { isEnabled }

    /// Whether `point` (in the control's coordinates) is inside its tracking area: its
    /// bounds grown by ``trackingSlop`` on every side.
    public func isInsideTrackingArea(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -Control.trackingSlop, dy: -Control.trackingSlop).containsHalfOpen(point)
    }

    override open func touchesBegan(_ touch: Touch) {
        isTracking = true
        touchWasInside = true
        isHighlighted = true
        timedGestures?.touchBegan(on: self)
        sendActions(for: .touchDown)
    }

    override open func touchesMoved(_ touch: Touch) {
        guard isTracking else { return }
        timedGestures?.touchMoved(touch)
        let inside = isInsideTrackingArea(touch.location(in: self))
        isHighlighted = inside
        if inside != touchWasInside {
            touchWasInside = inside
            let screenAtStart = screen
            sendActions(for: inside ? .touchDragEnter : .touchDragExit)
            // A handler that took the control off its screen, or cancelled its touch,
            // ends the move: nothing more is sent for it (Docs/events.md, "Target/action").
            guard isTracking, screenAtStart == nil || screen === screenAtStart else { return }
        }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    override open func touchesEnded(_ touch: Touch) {
        guard isTracking else { return }
        if let timedGestures, timedGestures.touchEnded(on: self) {
            // A double tap: its action was sent, and the touch is cancelled.
            touchesCancelled(touch)
            return
        }
        isTracking = false
        isHighlighted = false
        if isInsideTrackingArea(touch.location(in: self)) {
            touchEndedInside()
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    /// Sends the events of a touch that ended inside the tracking area: `touchUpInside`,
    /// then `primaryActionTriggered` unless a handler took the control off its screen.
    /// Subclasses send their own sequence (Docs/widgets.md): a switch flips and sends
    /// `valueChanged` between the two, a text field begins editing instead of sending
    /// `primaryActionTriggered`.
    open func touchEndedInside() {
        let screenAtStart = screen
        sendActions(for: .touchUpInside)
        if isStillOn(screenAtStart) {
            sendActions(for: .primaryActionTriggered)
        }
    }

    /// Whether the control is still on the screen it was on (`screenAtStart`) or was on
    /// none: a handler that took it off its screen ends the sequence being sent
    /// (Docs/events.md, "Target/action").
    public func isStillOn(_ screenAtStart: Screen?) -> Bool {
        screenAtStart == nil || screen === screenAtStart
    }

    override open func touchesCancelled(_ touch: Touch) {
        guard isTracking else { return }
        timedGestures?.touchCancelled()
        isTracking = false
        isHighlighted = false
        targetActions.interrupt()
        sendActions(for: .touchCancel)
    }
}
