import Foundation

/// An on/off control (UIKit's `UISwitch`; Docs/widgets.md, "switch").
///
/// Its size is always ``size``, 51 × 31 points, as UIKit's: its fitting size, and the
/// size it keeps when a layout or code offers another (it stays at the origin it is
/// given). A tap flips ``isOn`` and sends, in order, `touchDown`, `touchUpInside`,
/// `valueChanged` and `primaryActionTriggered`, so handlers of `valueChanged` already
/// read the new state. It shows no text: a query by text never matches it.
open class Switch: Control {
    /// The size of every switch: 51 × 31 points (UIKit's `UISwitch`).
    public static let size = CGSize(width: 51, height: 31)

    /// Whether the switch is on; false by default. Setting it sends no event: only taps do,
    /// as UIKit's `isOn` setter.
    public var isOn = false

    /// Creates a switch that is on when `isOn` is true.
    public convenience init(isOn: Bool) {
        self.init()
        self.isOn = isOn
    }

    override open class var defaultTypeName: String { "switch" }
    override open class var fixedSize: CGSize? { Switch.size }

    override open var inspectableProperties: [(key: String, value: InspectableValue)] {
        [("on", .bool(isOn))]
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { Switch.size }

    /// `touchUpInside`, then the switch flips and sends `valueChanged`, then
    /// `primaryActionTriggered`; a handler that takes the switch off its screen ends the
    /// sequence.
    override open func touchEndedInside() {
        let screenAtStart = screen
        sendActions(for: .touchUpInside)
        guard isStillOn(screenAtStart) else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
        guard isStillOn(screenAtStart) else { return }
        sendActions(for: .primaryActionTriggered)
    }
}
