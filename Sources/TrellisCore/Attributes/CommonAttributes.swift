import Foundation

/// The attributes every view takes, and those every control adds (Docs/screen-xml.md,
/// "Attributes common to every view"), with how they apply to a view.
public enum CommonAttributes {
    public static let id = Attribute<Identifier?>("id", "identifier, unique in the screen; `#id` queries use it")
    public static let hidden = Attribute<Bool>("hidden", default: false, "hidden views take no space and no touches")
    public static let alpha = Attribute<UnitInterval>("alpha", default: UnitInterval(1), "opacity; below 0.01 the view takes no touches")
    public static let interactive = Attribute<Bool?>(
        "interactive", defaultDescription: "true (false for labels)", "isUserInteractionEnabled: whether touches reach the view")
    public static let frame = Attribute<FrameRect?>("frame", "\"x y w h\" in the parent's coordinates; only under the absolute layout")
    public static let width = Attribute<Length?>("width", "fixed width in points, overriding the fitting width")
    public static let height = Attribute<Length?>("height", "fixed height in points, overriding the fitting height")
    public static let padding = Attribute<Insets?>(
        "padding", defaultDescription: "the layout's default (0 for most)", "space inside the edges (CSS shorthand)")
    public static let hitInsets = Attribute<SignedInsets>("hit-insets", default: SignedInsets(.zero), "narrows (or, negative, widens) the hit area")
    public static let background = Attribute<Color?>("background", "background colour for rendering")
    public static let borderColor = Attribute<Color?>(
        "border-color", defaultDescription: "black when border-width is set", "colour of the border for rendering")
    public static let borderWidth = Attribute<Length>("border-width", default: Length(0), "border width in points, drawn inside the frame")
    public static let cornerRadius = Attribute<Length>(
        "corner-radius", default: Length(0), "radius of the corners in points for rendering (at most half the shorter side)")
    public static let fontSize = Attribute<Length?>("font-size", defaultDescription: "inherited; 17 for labels, 15 for buttons", "font size in points, inherited")
    public static let fontFamily = Attribute<String?>(
        "font-family", defaultDescription: "inherited; the default sans-serif family", "font family name, or a CSS list of them where the first installed one wins, inherited; used by the fonts text metrics")
    public static let fontWeight = Attribute<Font.Weight?>(
        "font-weight", defaultDescription: "inherited; regular", "font weight, inherited; used by the fonts text metrics")
    public static let direction = Attribute<LayoutDirection?>("direction", defaultDescription: "inherited; ltr at the root", "horizontal direction, inherited")
    public static let accessibilityLabel = Attribute<String?>(
        "accessibility-label", defaultDescription: "the view's text or title", "the name a screen reader says for the view; `label:` queries match it")
    public static let accessibilityHidden = Attribute<Bool>(
        "accessibility-hidden", default: false, "hides the view and its subtree from the accessibility tree")
    public static let auditIgnore = Attribute<AuditRules?>(
        "audit-ignore", "audit rules silenced for the view and its subtree (Docs/accessibility.md)")
    public static let clipsToBounds = Attribute<Bool?>(
        "clips-to-bounds", defaultDescription: "false (true for scroll views)", "clipsToBounds: the subtree is drawn only inside the view's bounds")
    public static let grow = Attribute<Grow>(
        "grow", default: Grow(0), "share of the room left along the axis, as CSS flex: grow 1 0; only under the stack layout")
    /// The attribute naming a container's layout.
    public static let layout = Attribute<String?>("layout", "the registered layout that arranges the children")

    public static let enabled = Attribute<Bool>("enabled", default: true, "a disabled control takes no touches")
    public static let selected = Attribute<Bool>("selected", default: false, "whether the control is selected")
    public static let action = Attribute<String?>("action", "named action sent up the responder chain on primaryActionTriggered")

    public static let textColor = Attribute<Color?>("text-color", defaultDescription: "near black", "colour of the text for rendering")
    public static let textAlignment = Attribute<TextAlignment?>(
        "text-alignment", defaultDescription: "leading (center for buttons)", "where the text sits in a view wider than it")

    /// The declarations every view takes (`layout` aside: only containers take it).
    public static let viewDeclarations: [AttributeDeclaration] = [
        id.declaration, hidden.declaration, alpha.declaration, interactive.declaration, frame.declaration,
        width.declaration, height.declaration, padding.declaration, hitInsets.declaration,
        background.declaration, borderColor.declaration, borderWidth.declaration, cornerRadius.declaration,
        fontSize.declaration, fontFamily.declaration, fontWeight.declaration, direction.declaration,
        accessibilityLabel.declaration, accessibilityHidden.declaration, auditIgnore.declaration,
        clipsToBounds.declaration,
    ]

    /// The declarations every widget that shows text adds (label, button, item;
    /// Docs/screen-xml.md, "Style attributes").
    public static let textStyleDeclarations: [AttributeDeclaration] = [textColor.declaration, textAlignment.declaration]

    /// The declarations every control adds.
    public static let controlDeclarations: [AttributeDeclaration] = [
        enabled.declaration, selected.declaration, action.declaration,
    ]

    /// The attribute names that applying the common view attributes reads.
    package static let viewAttributeNames = AttributeNames([
        id.name, hidden.name, alpha.name, interactive.name, width.name, height.name, padding.name, hitInsets.name,
        background.name, borderColor.name, borderWidth.name, cornerRadius.name,
        fontSize.name, fontFamily.name, fontWeight.name, direction.name,
        textColor.name, textAlignment.name,
        accessibilityLabel.name, accessibilityHidden.name, auditIgnore.name,
        clipsToBounds.name,
    ])

    /// The attribute names that applying the control attributes reads.
    package static let controlAttributeNames = AttributeNames([enabled.name, selected.name, action.name])

    /// Applies the common view attributes (all but `frame` and `layout`, which depend on
    /// the parent and the registry) that the element writes to `view`. An attribute the
    /// element does not write leaves the view's value as it is: a view its factory has just
    /// made holds every attribute's default (a label is not interactive). An invalid value
    /// is reported by the reader and also leaves the view's value: attributes with a
    /// default are read only when written (``AttributeReader/value(ifWritten:)``).
    public static func apply(to view: View, from reader: AttributeReader) {
        // Most elements of a large screen (its buttons and labels) write none of them.
        guard reader.containsAny(of: viewAttributeNames) else { return }
        if let value = reader[id] { view.id = value.value }
        if let value = reader.value(ifWritten: hidden) { view.isHidden = value }
        if let value = reader.value(ifWritten: alpha) { view.alpha = value.value }
        if let value = reader[interactive] { view.isUserInteractionEnabled = value }
        if let value = reader[width] { view.explicitWidth = value.value }
        if let value = reader[height] { view.explicitHeight = value.value }
        if let value = reader[padding] { view.padding = value.value }
        if let value = reader.value(ifWritten: hitInsets) { view.hitInsets = value.value }
        if let value = reader[background] { view.backgroundColor = value }
        if let value = reader[borderColor] { view.borderColor = value }
        if let value = reader.value(ifWritten: borderWidth) { view.borderWidth = value.value }
        if let value = reader.value(ifWritten: cornerRadius) { view.cornerRadius = value.value }
        if let value = reader[textColor] { view.textColor = value }
        if let value = reader[textAlignment] { view.textAlignment = value }
        if let value = reader[fontSize] { view.fontSize = value.value }
        if let value = reader[fontFamily] {
            if value.trimmingCharacters(in: .whitespaces).isEmpty {
                reader.reportError("attribute 'font-family' of <\(reader.elementName)> is empty: expected a family name", attribute: fontFamily.name)
            } else {
                view.fontFamily = value
            }
        }
        if let value = reader[fontWeight] { view.fontWeight = value }
        if let value = reader[direction] { view.direction = value }
        if let value = reader[accessibilityLabel] { view.accessibilityLabel = value }
        if let value = reader.value(ifWritten: accessibilityHidden) { view.isAccessibilityHidden = value }
        if let value = reader[auditIgnore] { view.auditIgnoredRules = value.rules }
        if let value = reader[clipsToBounds] { view.clipsToBounds = value }
    }

    /// Applies the control attributes to `control`: `enabled`, `selected`, and `action`,
    /// which registers the named action, nil-targeted, for `primaryActionTriggered`
    /// (Docs/events.md).
    public static func apply(to control: Control, from reader: AttributeReader) {
        guard reader.containsAny(of: controlAttributeNames) else { return }
        if let value = reader.value(ifWritten: enabled) { control.isEnabled = value }
        if let value = reader.value(ifWritten: selected) { control.isSelected = value }
        if let name = reader[action] {
            if name.isEmpty {
                reader.reportError("attribute 'action' of <\(reader.elementName)> is empty: expected an action name", attribute: action.name)
            } else {
                control.addTarget(nil, action: name, for: .primaryActionTriggered)
            }
        }
    }
}
