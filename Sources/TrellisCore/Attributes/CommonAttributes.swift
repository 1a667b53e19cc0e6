import Foundation

/// The attributes every view takes, and those every control adds (screen-xml.md,
/// "Attributes common to every view"), with how they apply to a view.
public enum CommonAttributes {
    public static let id = Attribute<Identifier>("id", "identifier, unique in the screen; `#id` queries use it")
    public static let hidden = Attribute<Bool>("hidden", default: false, "hidden views take no space and no touches")
    public static let alpha = Attribute<UnitInterval>("alpha", default: UnitInterval(1), "opacity; below 0.01 the view takes no touches")
    public static let interactive = Attribute<Bool>(
        "interactive", defaultDescription: "true (false for labels)", "isUserInteractionEnabled: whether touches reach the view")
    public static let frame = Attribute<FrameRect>("frame", "\"x y w h\" in the parent's coordinates; only under the absolute layout")
    public static let width = Attribute<Length>("width", "fixed width in points, overriding the fitting width")
    public static let height = Attribute<Length>("height", "fixed height in points, overriding the fitting height")
    public static let padding = Attribute<Insets>(
        "padding", defaultDescription: "the layout's default (0 for most)", "space inside the edges (CSS shorthand)")
    public static let hitInsets = Attribute<SignedInsets>("hit-insets", default: SignedInsets(.zero), "narrows (or, negative, widens) the hit area")
    public static let background = Attribute<HexColor>("background", "background colour for rendering")
    public static let fontSize = Attribute<Length>("font-size", defaultDescription: "inherited; 17 for labels, 15 for buttons", "font size in points, inherited")
    public static let fontFamily = Attribute<String>(
        "font-family", defaultDescription: "inherited; the default sans-serif family", "font family name, inherited; used by the fonts text metrics")
    public static let fontWeight = Attribute<Font.Weight>(
        "font-weight", defaultDescription: "inherited; regular", "font weight, inherited; used by the fonts text metrics")
    public static let direction = Attribute<LayoutDirection>("direction", defaultDescription: "inherited; ltr at the root", "horizontal direction, inherited")
    /// The attribute naming a container's layout.
    public static let layout = Attribute<String>("layout", "the registered layout that arranges the children")

    public static let enabled = Attribute<Bool>("enabled", default: true, "a disabled control takes no touches")
    public static let selected = Attribute<Bool>("selected", default: false, "whether the control is selected")
    public static let action = Attribute<String>("action", "named action sent up the responder chain on primaryActionTriggered")

    /// The declarations every view takes (`layout` aside: only containers take it).
    public static let viewDeclarations: [AttributeDeclaration] = [
        id.declaration, hidden.declaration, alpha.declaration, interactive.declaration, frame.declaration,
        width.declaration, height.declaration, padding.declaration, hitInsets.declaration,
        background.declaration, fontSize.declaration, fontFamily.declaration, fontWeight.declaration, direction.declaration,
    ]

    /// The declarations every control adds.
    public static let controlDeclarations: [AttributeDeclaration] = [
        enabled.declaration, selected.declaration, action.declaration,
    ]

    /// The attribute names that applying the common view attributes reads.
    static let viewAttributeNames = AttributeNames([
        id.name, hidden.name, alpha.name, interactive.name, width.name, height.name, padding.name, hitInsets.name,
        background.name, fontSize.name, fontFamily.name, fontWeight.name, direction.name,
    ])

    /// The attribute names that applying the control attributes reads.
    static let controlAttributeNames = AttributeNames([enabled.name, selected.name, action.name])

    /// Applies the common view attributes (all but `frame` and `layout`, which depend on
    /// the parent and the registry) to `view`.
    public static func apply(to view: View, from reader: AttributeReader) {
        // An element that writes none of them (most buttons and labels of a large screen)
        // gets every default without a search of its attributes for each; a default equal
        // to the view's current value writes nothing (the setters compare first).
        let written = reader.containsAny(of: viewAttributeNames)
        func read<Value>(_ attribute: Attribute<Value>) -> Value? {
            written ? reader[attribute] : attribute.defaultValue
        }
        view.id = read(id)?.value
        view.isHidden = read(hidden) ?? false
        view.alpha = read(alpha)?.value ?? 1
        if let interactive = read(interactive) { view.isUserInteractionEnabled = interactive }
        view.explicitWidth = read(width)?.value
        view.explicitHeight = read(height)?.value
        if let padding = read(padding) { view.padding = padding.value }
        view.hitInsets = read(hitInsets)?.value ?? .zero
        view.backgroundColor = read(background)?.value
        view.fontSize = read(fontSize)?.value
        view.fontFamily = read(fontFamily)
        if view.fontFamily?.trimmingCharacters(in: .whitespaces).isEmpty == true {
            reader.reportError("attribute 'font-family' of <\(reader.elementName)> is empty: expected a family name", attribute: fontFamily.name)
            view.fontFamily = nil
        }
        view.fontWeight = read(fontWeight)
        view.direction = read(direction)
    }

    /// Applies the control attributes to `control`: `enabled`, `selected`, and `action`,
    /// which registers the named action, nil-targeted, for `primaryActionTriggered`
    /// (events.md).
    public static func apply(to control: Control, from reader: AttributeReader) {
        let written = reader.containsAny(of: controlAttributeNames)
        func read<Value>(_ attribute: Attribute<Value>) -> Value? {
            written ? reader[attribute] : attribute.defaultValue
        }
        control.isEnabled = read(enabled) ?? true
        control.isSelected = read(selected) ?? false
        if let name = read(action) {
            if name.isEmpty {
                reader.reportError("attribute 'action' of <\(reader.elementName)> is empty: expected an action name", attribute: action.name)
            } else {
                control.addTarget(nil, action: name, for: .primaryActionTriggered)
            }
        }
    }
}
