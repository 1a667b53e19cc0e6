import Foundation

/// The attributes every view takes, and those every control adds (Docs/screen-xml.md,
/// "Attributes common to every view"), with how they apply to a view.
public enum CommonAttributes {
    /// `id`: the view's identifier, unique in the screen, which `#id` queries match; none by default.
    public static let id = Attribute<Identifier?>("id", "identifier, unique in the screen; `#id` queries use it")
    /// `tag`: an integer the app may read (UIKit's `tag`), such as the row a button
    /// stands for; an app route's `from="sender.tag"` passes it on (Docs/navigation.md).
    /// Default 0, which counts as no tag.
    public static let tag = Attribute<Integer>("tag", default: Integer(0), "an integer for the app (UIKit's tag); routes pass it on with from=\"sender.tag\"")
    /// `hidden`: whether the view is hidden (UIKit's `isHidden`); a hidden view takes no space and no touches. Default false.
    public static let hidden = Attribute<Bool>("hidden", default: false, "hidden views take no space and no touches")
    /// `alpha`: the view's opacity, 0 to 1; below 0.01 the view takes no touches (UIKit's hit-testing). Default 1.
    public static let alpha = Attribute<UnitInterval>("alpha", default: UnitInterval(1), "opacity; below 0.01 the view takes no touches")
    /// `interactive`: UIKit's `isUserInteractionEnabled`, whether touches reach the view. Default true (false for labels).
    public static let interactive = Attribute<Bool?>(
        "interactive", defaultDescription: "true (false for labels)", "isUserInteractionEnabled: whether touches reach the view")
    /// `frame`: the view's frame as "x y w h" in points in the parent's coordinates; read only under the absolute layout.
    public static let frame = Attribute<FrameRect?>("frame", "\"x y w h\" in the parent's coordinates; only under the absolute layout")
    /// `width`: a fixed width in points that overrides the fitting width; nil (the default) keeps the fitting width.
    public static let width = Attribute<Length?>("width", "fixed width in points, overriding the fitting width")
    /// `height`: a fixed height in points that overrides the fitting height; nil (the default) keeps the fitting height.
    public static let height = Attribute<Length?>("height", "fixed height in points, overriding the fitting height")
    /// `padding`: space inside the view's edges in points, written as CSS's `padding` shorthand; nil keeps the layout's default (0 for most).
    public static let padding = Attribute<Insets?>(
        "padding", defaultDescription: "the layout's default (0 for most)", "space inside the edges (CSS shorthand)")
    /// `hit-insets`: insets in points that narrow the hit area, or widen it when negative. Default 0 on every edge.
    public static let hitInsets = Attribute<SignedInsets>("hit-insets", default: SignedInsets(.zero), "narrows (or, negative, widens) the hit area")
    /// `background`: the background colour for rendering; nil (the default) draws none.
    public static let background = Attribute<Color?>("background", "background colour for rendering")
    /// `border-color`: the border's colour for rendering; nil means black when `border-width` is set.
    public static let borderColor = Attribute<Color?>(
        "border-color", defaultDescription: "black when border-width is set", "colour of the border for rendering")
    /// `border-width`: the border's width in points, drawn inside the frame. Default 0 (no border).
    public static let borderWidth = Attribute<Length>("border-width", default: Length(0), "border width in points, drawn inside the frame")
    /// `corner-radius`: the corners' radius in points for rendering, at most half the shorter side. Default 0.
    public static let cornerRadius = Attribute<Length>(
        "corner-radius", default: Length(0), "radius of the corners in points for rendering (at most half the shorter side)")
    /// `font-size`: the font size in points, inherited by the subtree; nil inherits, and with nothing to inherit is 17 for labels and 15 for buttons.
    public static let fontSize = Attribute<Length?>(
        "font-size", defaultDescription: "inherited; 17 for labels, 15 for buttons", "font size in points, inherited")
    /// `font-family`: a family name, or a CSS list of them where the first installed one wins, inherited; nil inherits the default sans-serif family.
    public static let fontFamily = Attribute<String?>(
        "font-family", defaultDescription: "inherited; the default sans-serif family",
        "font family name, or a CSS list of them where the first installed one wins, inherited; used by the fonts text metrics")
    /// `font-weight`: the font weight, inherited; nil inherits (regular at the root).
    public static let fontWeight = Attribute<Font.Weight?>(
        "font-weight", defaultDescription: "inherited; regular", "font weight, inherited; used by the fonts text metrics")
    /// `dynamic-type`: whether the font sizes follow the font scale (Docs/sweeps.md, "Font scale"; UIKit's `adjustsFontForContentSizeCategory`), inherited; nil inherits (true at the root).
    public static let dynamicType = Attribute<Bool?>(
        "dynamic-type", defaultDescription: "inherited; true at the root", "whether font sizes follow the font scale, inherited; false keeps them")
    /// `translatable`: whether the texts follow the locale (Docs/sweeps.md, "Pseudo-locales"; Android's attribute), inherited; nil inherits (true at the root).
    public static let translatable = Attribute<Bool?>(
        "translatable", defaultDescription: "inherited; true at the root", "whether texts follow the locale, inherited; false keeps them as written")
    /// `direction`: the horizontal layout direction (`ltr` or `rtl`), inherited; nil inherits (ltr at the root).
    public static let direction = Attribute<LayoutDirection?>("direction", defaultDescription: "inherited; ltr at the root", "horizontal direction, inherited")
    /// `accessibility-label`: the name a screen reader says for the view, which `label:` queries match; nil uses the view's text or title.
    public static let accessibilityLabel = Attribute<String?>(
        "accessibility-label", defaultDescription: "the view's text or title", "the name a screen reader says for the view; `label:` queries match it")
    /// `accessibility-hidden`: whether the view and its subtree are left out of the accessibility tree. Default false.
    public static let accessibilityHidden = Attribute<Bool>(
        "accessibility-hidden", default: false, "hides the view and its subtree from the accessibility tree")
    /// `audit-ignore`: the audit rules silenced for the view and its subtree (Docs/accessibility.md); none by default.
    public static let auditIgnore = Attribute<AuditRules?>(
        "audit-ignore", "audit rules silenced for the view and its subtree (Docs/accessibility.md)")
    /// `clips-to-bounds`: UIKit's `clipsToBounds`, the subtree drawn only inside the view's bounds; nil means false (true for scroll views).
    public static let clipsToBounds = Attribute<Bool?>(
        "clips-to-bounds", defaultDescription: "false (true for scroll views)", "clipsToBounds: the subtree is drawn only inside the view's bounds")
    /// `grow`: the view's share of the room left along the stack's axis, as CSS's `flex: grow 1 0`; read only under the stack layout. Default 0.
    public static let grow = Attribute<Grow>(
        "grow", default: Grow(0), "share of the room left along the axis, as CSS flex: grow 1 0; only under the stack layout")
    /// The attribute naming a container's layout.
    public static let layout = Attribute<String?>("layout", "the registered layout that arranges the children")

    /// `enabled`: whether the control is enabled (UIKit's `isEnabled`); a disabled control takes no touches. Default true.
    public static let enabled = Attribute<Bool>("enabled", default: true, "a disabled control takes no touches")
    /// `selected`: whether the control is selected (UIKit's `isSelected`). Default false.
    public static let selected = Attribute<Bool>("selected", default: false, "whether the control is selected")
    /// `action`: the named action sent up the responder chain on `primaryActionTriggered` (Docs/events.md); none by default.
    public static let action = Attribute<String?>("action", "named action sent up the responder chain on primaryActionTriggered")
    /// `long-press-action`: the named action sent when a touch stays down 500 ms within 10 points, which cancels the touch (Docs/time.md); none by default.
    public static let longPressAction = Attribute<String?>(
        "long-press-action", "named action sent when a touch stays down 500ms within 10 points; the touch is then cancelled")
    /// `double-tap-action`: the named action sent at the end of a tap beginning at most 300 ms after the previous tap ended, which cancels that touch (Docs/time.md); none by default.
    public static let doubleTapAction = Attribute<String?>(
        "double-tap-action", "named action sent by a tap beginning at most 300ms after the previous one ended; that touch is then cancelled")

    /// `text-color`: the text's colour for rendering; nil means near black.
    public static let textColor = Attribute<Color?>("text-color", defaultDescription: "near black", "colour of the text for rendering")
    /// `text-alignment`: where the text sits in a view wider than it; nil means leading (center for buttons).
    public static let textAlignment = Attribute<TextAlignment?>(
        "text-alignment", defaultDescription: "leading (center for buttons)", "where the text sits in a view wider than it")

    /// The declarations every view takes (`layout` aside: only containers take it).
    public static let viewDeclarations: [AttributeDeclaration] = [
        id.declaration, tag.declaration, hidden.declaration, alpha.declaration, interactive.declaration, frame.declaration,
        width.declaration, height.declaration, padding.declaration, hitInsets.declaration,
        background.declaration, borderColor.declaration, borderWidth.declaration, cornerRadius.declaration,
        fontSize.declaration, fontFamily.declaration, fontWeight.declaration, dynamicType.declaration, translatable.declaration,
        direction.declaration, accessibilityLabel.declaration, accessibilityHidden.declaration, auditIgnore.declaration,
        clipsToBounds.declaration,
    ]

    /// The declarations every widget that shows text adds (label, button, item;
    /// Docs/screen-xml.md, "Style attributes").
    public static let textStyleDeclarations: [AttributeDeclaration] = [textColor.declaration, textAlignment.declaration]

    /// The declarations every control adds.
    public static let controlDeclarations: [AttributeDeclaration] = [
        enabled.declaration, selected.declaration, action.declaration, longPressAction.declaration, doubleTapAction.declaration,
    ]

    /// The attribute names that applying the common view attributes reads, in the order
    /// ``apply(to:from:)-(View,_)`` reads them.
    package static let viewAttributeNames = AttributeNames([
        id.name, tag.name, hidden.name, alpha.name, interactive.name, width.name, height.name, padding.name, hitInsets.name,
        background.name, borderColor.name, borderWidth.name, cornerRadius.name,
        textColor.name, textAlignment.name,
        fontSize.name, fontFamily.name, fontWeight.name, dynamicType.name, translatable.name, direction.name,
        accessibilityLabel.name, accessibilityHidden.name, auditIgnore.name,
        clipsToBounds.name,
    ])

    /// The attribute names that applying the control attributes reads.
    package static let controlAttributeNames = AttributeNames([enabled.name, selected.name, action.name, longPressAction.name, doubleTapAction.name])

    /// Applies the common view attributes (all but `frame` and `layout`, which depend on
    /// the parent and the registry) that the element writes to `view`. An attribute the
    /// element does not write leaves the view's value as it is: a view its factory has just
    /// made holds every attribute's default (a label is not interactive). An invalid value
    /// is reported by the reader and also leaves the view's value: attributes with a
    /// default are read only when written (``AttributeReader/value(ifWritten:)``).
    public static func apply(to view: View, from reader: AttributeReader) {
        // Most elements of a large screen (its buttons and labels) write none of them.
        let names = viewAttributeNames
        var written = WrittenAttributes(reader.writtenPositions(of: names), of: names)
        guard written.any else { return }
        // Each attribute is read only when written, in the order of viewAttributeNames.
        if written.next(id.name), let value = reader[id] { view.id = value.value }
        if written.next(tag.name), let value = reader.value(ifWritten: tag) { view.tag = value.value }
        if written.next(hidden.name), let value = reader.value(ifWritten: hidden) { view.isHidden = value }
        if written.next(alpha.name), let value = reader.value(ifWritten: alpha) { view.alpha = value.value }
        if written.next(interactive.name), let value = reader[interactive] { view.isUserInteractionEnabled = value }
        if written.next(width.name), let value = reader[width] { view.explicitWidth = value.value }
        if written.next(height.name), let value = reader[height] { view.explicitHeight = value.value }
        if written.next(padding.name), let value = reader[padding] { view.padding = value.value }
        if written.next(hitInsets.name), let value = reader.value(ifWritten: hitInsets) { view.hitInsets = value.value }
        if written.next(background.name), let value = reader[background] { view.backgroundColor = value }
        if written.next(borderColor.name), let value = reader[borderColor] { view.borderColor = value }
        if written.next(borderWidth.name), let value = reader.value(ifWritten: borderWidth) { view.borderWidth = value.value }
        if written.next(cornerRadius.name), let value = reader.value(ifWritten: cornerRadius) { view.cornerRadius = value.value }
        if written.next(textColor.name), let value = reader[textColor] { view.textColor = value }
        if written.next(textAlignment.name), let value = reader[textAlignment] { view.textAlignment = value }
        if written.next(fontSize.name), let value = reader[fontSize] { view.fontSize = value.value }
        if written.next(fontFamily.name), let value = reader[fontFamily] {
            if value.trimmingCharacters(in: .whitespaces).isEmpty {
                reader.reportError("attribute 'font-family' of <\(reader.elementName)> is empty: expected a family name", attribute: fontFamily.name)
            } else {
                view.fontFamily = value
            }
        }
        if written.next(fontWeight.name), let value = reader[fontWeight] { view.fontWeight = value }
        if written.next(dynamicType.name), let value = reader[dynamicType] { view.dynamicType = value }
        if written.next(translatable.name), let value = reader[translatable] { view.translatable = value }
        if written.next(direction.name), let value = reader[direction] { view.direction = value }
        if written.next(accessibilityLabel.name), let value = reader[accessibilityLabel] { view.accessibilityLabel = value }
        if written.next(accessibilityHidden.name), let value = reader.value(ifWritten: accessibilityHidden) { view.isAccessibilityHidden = value }
        if written.next(auditIgnore.name), let value = reader[auditIgnore] { view.auditIgnoredRules = value.rules }
        if written.next(clipsToBounds.name), let value = reader[clipsToBounds] { view.clipsToBounds = value }
    }

    /// Applies the control attributes to `control`: `enabled`, `selected`, `action`,
    /// which registers the named action, nil-targeted, for `primaryActionTriggered`
    /// (Docs/events.md), and `long-press-action` and `double-tap-action` (Docs/time.md).
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
        for attribute in [longPressAction, doubleTapAction] {
            guard let name = reader[attribute] else { continue }
            if name.isEmpty {
                reader.reportError("attribute '\(attribute.name)' of <\(reader.elementName)> is empty: expected an action name", attribute: attribute.name)
            } else if attribute.name == longPressAction.name {
                control.longPressAction = name
            } else {
                control.doubleTapAction = name
            }
        }
    }
}

/// Which of a list of attribute names an element writes (``AttributeReader/writtenPositions(of:)``),
/// read name by name in the list's order.
private struct WrittenAttributes {
    /// Bit i: the element writes the list's name i.
    private let positions: UInt64
    /// The list, to check the names asked about against in debug builds.
    private let names: AttributeNames
    /// The place in the list of the next name asked about.
    private var position = 0

    init(_ positions: UInt64, of names: AttributeNames) {
        self.positions = positions
        self.names = names
    }

    /// Whether the element writes any of the names.
    var any: Bool { positions != 0 }

    /// Whether the element writes the list's next name, which is `name`.
    mutating func next(_ name: @autoclosure () -> String) -> Bool {
        assert(names.names[position] == name(), "the list has \(names.names[position]) where \(name()) is read")
        defer { position += 1 }
        return positions & (1 << UInt64(position)) != 0
    }
}
