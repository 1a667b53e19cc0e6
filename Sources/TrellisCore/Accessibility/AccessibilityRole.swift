/// What an element of the accessibility tree is to a screen reader (Docs/accessibility.md,
/// "The accessibility tree"); the raw values are the names the dumps print.
public enum AccessibilityRole: String, CaseIterable, Hashable, Sendable {
    /// A control that acts when tapped (a button, a tag, a check-in item, a collapsible
    /// toggle): UIKit's `.button` trait.
    case button
    /// An on/off control.
    case `switch`
    /// A control that takes typed text.
    case textField
    /// Text that is read, not acted on (a label with text).
    case staticText
    /// An image; an element only when it has an accessibility label.
    case image
    /// Any other view with an accessibility label.
    case group

    /// Whether views of this role are controls, which are elements whether or not they
    /// have a label (and are what the `label` audit rule checks).
    public var isControl: Bool {
        switch self {
        case .button, .switch, .textField: return true
        case .staticText, .image, .group: return false
        }
    }
}

/// A state of an element that a screen reader announces (UIKit's accessibility traits).
public enum AccessibilityTrait: String, CaseIterable, Hashable, Sendable {
    /// The control is selected.
    case selected
    /// The control is disabled (UIKit's `.notEnabled`).
    case notEnabled
    /// The text field is being edited.
    case editing
}
