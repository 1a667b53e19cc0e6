import Foundation

extension CoreWidgets {
    static let on = Attribute<Bool>("on", default: false, "whether the switch is on")

    /// `switch`: an on/off control, always 51 × 31 points (Docs/widgets.md, "switch"), so
    /// `width` and `height` on it are errors at the attribute. In the accessibility tree a
    /// `switch` whose value is "on" or "off" (Docs/accessibility.md).
    public static let `switch` = WidgetDescriptor(
        name: "switch", summary: "an on/off control, always 51 × 31 points", isControl: true,
        attributes: [on.declaration], content: .none,
        accessibility: AccessibilityDeclaration(
            role: .switch,
            value: { view in
                (view as? Switch).map { $0.isOn ? "on" : "off" }
            }),
        make: { reader in Switch(isOn: reader[on]) },
        finish: { _, reader in rejectSize(of: reader, fixed: Switch.size) }
    )

    static let fieldText = Attribute<String>("text", default: "", "the field's text")
    static let placeholder = Attribute<String?>("placeholder", defaultDescription: "none", "grey text shown while the field is empty")
    static let secure = Attribute<Bool>("secure", default: false, "whether each grapheme cluster shows as a bullet")
    static let maxLength = Attribute<Count>("max-length", default: Count(0), "the most grapheme clusters typing puts in (0 = unlimited)")
    static let debounce = Attribute<AnimationDuration>(
        "debounce", default: AnimationDuration(milliseconds: 0), "time after the last change before the field's action is sent, 0ms to 10s (0ms = none)")

    /// `text-field`: a single-line text input (Docs/widgets.md, "text-field"). In the
    /// accessibility tree a `textField` (Docs/accessibility.md): labelled by its
    /// placeholder when it has no `accessibility-label` (as VoiceOver reads a `UITextField`),
    /// its value the visible text (a bullet per cluster when secure; none while empty),
    /// with the `editing` trait while it is first responder.
    public static let textField = WidgetDescriptor(
        name: "text-field", summary: "a single-line text input", isControl: true,
        attributes: [fieldText.declaration, placeholder.declaration, secure.declaration, maxLength.declaration, debounce.declaration],
        content: .none,
        accessibility: AccessibilityDeclaration(
            role: .textField,
            label: { ($0 as? TextField)?.placeholder },
            value: { view in (view as? TextField).flatMap { $0.shownText.isEmpty ? nil : $0.shownText } },
            traits: { view in (view as? TextField)?.isEditing == true ? [.editing] : [] }),
        make: { reader in
            let field = TextField(text: reader[fieldText], placeholder: reader[placeholder])
            field.isSecureTextEntry = reader[secure]
            field.maxLength = reader[maxLength].value
            field.debounce = reader[debounce].value.milliseconds
            if field.debounce > 0, let action = reader[CommonAttributes.action], !action.isEmpty { field.debouncedAction = action }
            return field
        }
    )

    /// Reports `width` and `height` on an element whose widget has a fixed size.
    static func rejectSize(of reader: AttributeReader, fixed size: CGSize) {
        for attribute in [CommonAttributes.width, CommonAttributes.height] where reader.contains(attribute.name) {
            reader.reportError(
                "<\(reader.elementName)> is always \(size.width.trellisDescription) × \(size.height.trellisDescription) points (UIKit's); remove '\(attribute.name)'",
                attribute: attribute.name)
        }
    }
}
