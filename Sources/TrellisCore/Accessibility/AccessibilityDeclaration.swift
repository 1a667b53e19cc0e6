/// How a widget's views appear in the accessibility tree (Docs/accessibility.md): the
/// role, and optionally how to read a label, a value and extra traits from a view. A
/// widget states it once, in ``WidgetDescriptor/accessibility``; plugins outside the
/// repository do the same, and the loader hands every registered widget's declaration to
/// the screen (``Screen/accessibilityDeclarations``).
///
/// Without a declaration a view's role follows its class: a ``Control`` is a
/// ``AccessibilityRole/button``, a view with text (``View/displayedText``) is
/// ``AccessibilityRole/staticText``, any other is a ``AccessibilityRole/group`` (a
/// ``ScrollView`` one that is a scroll container).
public struct AccessibilityDeclaration: Sendable {
    /// The role of the widget's views.
    public var role: AccessibilityRole
    /// The label when the view has no `accessibility-label`; nil means the default: the
    /// view's text or title (``View/displayedText``), followed by its
    /// ``View/secondaryText`` after ", " when that is not empty (a check-in item's title
    /// and status). A closure answering nil or "" leaves the element without a label.
    public var label: (@Sendable (View) -> String?)?
    /// The element's value (a switch's "on"/"off", a text field's visible text); nil means
    /// none.
    public var value: (@Sendable (View) -> String?)?
    /// Traits beyond those every control has (`selected`, `notEnabled`), such as `editing`;
    /// nil means none.
    public var traits: (@Sendable (View) -> [AccessibilityTrait])?
    /// Whether the widget scrolls its content (a scroll view): views inside it may lie
    /// past the screen's edges without an `offscreen` finding. Default false.
    public var isScrollContainer: Bool

    /// Creates a declaration.
    public init(
        role: AccessibilityRole, label: (@Sendable (View) -> String?)? = nil,
        value: (@Sendable (View) -> String?)? = nil, traits: (@Sendable (View) -> [AccessibilityTrait])? = nil,
        isScrollContainer: Bool = false
    ) {
        self.role = role
        self.label = label
        self.value = value
        self.traits = traits
        self.isScrollContainer = isScrollContainer
    }

    /// The declaration of a view without one: by its class (see the type's overview).
    public static func inferred(for view: View) -> AccessibilityDeclaration {
        if view is Control { return AccessibilityDeclaration(role: .button) }
        if view is ScrollView { return AccessibilityDeclaration(role: .group, isScrollContainer: true) }
        if view.displayedText != nil { return AccessibilityDeclaration(role: .staticText) }
        return AccessibilityDeclaration(role: .group)
    }

    /// The label this declaration gives `view`: its `accessibility-label`, else the
    /// declared or default label; nil when that is empty.
    public func label(of view: View) -> String? {
        if let label = view.accessibilityLabel, !label.isEmpty { return label }
        let derived: String?
        if let label {
            derived = label(view)
        } else {
            let text = view.displayedText ?? ""
            let second = view.secondaryText ?? ""
            derived = second.isEmpty ? text : (text.isEmpty ? second : text + ", " + second)
        }
        return derived.flatMap { $0.isEmpty ? nil : $0 }
    }
}
