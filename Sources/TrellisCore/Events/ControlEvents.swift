/// The events a control (or a plugin container) sends to its targets (UIKit's
/// `UIControl.Event`, Docs/events.md).
public struct ControlEvents: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// A touch began inside the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A touch moved within the tracking area (bounds grown by ``Control/trackingSlop``).
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// A touch moved outside the tracking area.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// A touch moved from outside the tracking area to inside it.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// A touch moved from inside the tracking area to outside it.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// A touch ended inside the tracking area.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// A touch ended outside the tracking area.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// The touch was cancelled (also when the view left the tree mid-touch).
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The control's value changed: selection, check-in progress, expanded.
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control's primary action: sent by a button right after `touchUpInside`, by a
    /// text field when return is pressed.
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// A text field became the first responder.
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// A text field's text changed by typing or deleting (once per grapheme cluster).
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// A text field stopped being the first responder.
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// Return was pressed in a text field, which then ends editing.
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)

    /// Every touch event.
    public static let allTouchEvents: ControlEvents = [
        .touchDown, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
        .touchUpInside, .touchUpOutside, .touchCancel,
    ]
    /// Every editing event of a text field.
    public static let allEditingEvents: ControlEvents = [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit]
    /// Every event.
    public static let allEvents: ControlEvents = [.allTouchEvents, .valueChanged, .primaryActionTriggered, .allEditingEvents]

    /// The single events with their UIKit names, in bit order.
    public static let named: [(event: ControlEvents, name: String)] = [
        (.touchDown, "touchDown"), (.touchDragInside, "touchDragInside"),
        (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"),
        (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"),
        (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
        (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
        (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]

    /// The single events in this set, in bit order.
    public var elements: [ControlEvents] {
        // The named events are exactly the bits of `allEvents`: taken lowest bit first.
        var bits = rawValue & Self.allEvents.rawValue
        var result: [ControlEvents] = []
        result.reserveCapacity(bits.nonzeroBitCount)
        while bits != 0 {
            result.append(ControlEvents(rawValue: bits & (~bits &+ 1)))
            bits &= bits &- 1
        }
        return result
    }

    /// The UIKit names of the events in this set, joined by "|" ("touchUpInside").
    public var description: String {
        // A single event (as a dispatch records them): its name, with no list built.
        if let single = Self.named.first(where: { $0.event == self }) { return single.name }
        return Self.named.filter { contains($0.event) }.map(\.name).joined(separator: "|")
    }
}
