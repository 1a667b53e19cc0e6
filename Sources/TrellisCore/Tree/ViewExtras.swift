import Foundation

/// The stored properties of a ``View`` that most views never set (padding, explicit sizes,
/// fonts, colours, a layout, …), kept out of line so that a plain view stays small: a
/// screen of 100,000 buttons pays for them only where they are written. The ones views of
/// real screens set most (padding, width, height, font size, grow and the one-byte
/// settings) are stored here, about 130 bytes; the rest (hit insets, a frame, a font
/// family, colours and style, a layout, an accessibility label, …) in a ``RareViewExtras``
/// made when one of them is first written, so a button with `padding` and `height` pays
/// for these only. Each property's meaning and default are documented on the ``View``
/// property that reads it. Like the view's own hot properties, they are exempt from
/// dynamic exclusivity checks: none is ever accessed in place across a call.
final class ViewExtras {
    @exclusivity(unchecked) var padding: EdgeInsets?
    @exclusivity(unchecked) var explicitWidth: CGFloat?
    @exclusivity(unchecked) var explicitHeight: CGFloat?
    @exclusivity(unchecked) var fontSize: CGFloat?
    @exclusivity(unchecked) var grow: CGFloat = 0
    @exclusivity(unchecked) var tag = 0
    /// The rarely written properties, nil until one is written.
    @exclusivity(unchecked) var rare: RareViewExtras?
    @exclusivity(unchecked) var fontWeight: Font.Weight?
    @exclusivity(unchecked) var dynamicType: Bool?
    @exclusivity(unchecked) var translatable: Bool?
    @exclusivity(unchecked) var direction: LayoutDirection?
    @exclusivity(unchecked) var layoutRole: LayoutRole = .content
    @exclusivity(unchecked) var isAccessibilityHidden = false
    @exclusivity(unchecked) var accessibilityViewIsModal = false
    @exclusivity(unchecked) var clipsToBounds = false

    /// ``rare``, made on first use, for a change to one of its properties.
    var mutableRare: RareViewExtras {
        if let rare { return rare }
        let made = RareViewExtras()
        rare = made
        return made
    }

    var hitInsets: EdgeInsets {
        get { rare?.hitInsets ?? .zero }
        set { mutableRare.hitInsets = newValue }
    }
    var specifiedFrame: CGRect? {
        get { rare?.specifiedFrame }
        set { mutableRare.specifiedFrame = newValue }
    }
    var fontFamily: String? {
        get { rare?.fontFamily }
        set { mutableRare.fontFamily = newValue }
    }
    var backgroundColor: Color? {
        get { rare?.backgroundColor }
        set { mutableRare.backgroundColor = newValue }
    }
    var style: ViewStyleAttributes? {
        get { rare?.style }
        set { mutableRare.style = newValue }
    }
    var layout: (any Layout)? {
        get { rare?.layout }
        set { mutableRare.layout = newValue }
    }
    var accessibilityLabel: String? {
        get { rare?.accessibilityLabel }
        set { mutableRare.accessibilityLabel = newValue }
    }
    var auditIgnoredRules: Set<AuditRule> {
        get { rare?.auditIgnoredRules ?? [] }
        set { mutableRare.auditIgnoredRules = newValue }
    }
    var boundsOrigin: CGPoint {
        get { rare?.boundsOrigin ?? .zero }
        set { mutableRare.boundsOrigin = newValue }
    }
}

extension View {
    /// ``extras``, made on first use, for a change to one of them: every setter of an
    /// extra reads it, so the view's drawing is marked as changed here
    /// (``setNeedsDisplay()``).
    final var mutableExtras: ViewExtras {
        setNeedsDisplay()
        if let extras { return extras }
        let made = ViewExtras()
        extras = made
        return made
    }

    /// The one setter of the properties kept in the extras: stores `newValue` in
    /// `field` unless it equals `current` (the property's value now), marks the drawing
    /// as changed (through ``mutableExtras``) and reports `change` to the layout engine
    /// (``invalidateLayout(_:)``); nil reports nothing (a colour, a tag).
    @inline(__always)
    final func setExtra<Value: Equatable>(
        _ field: ReferenceWritableKeyPath<ViewExtras, Value>, to newValue: Value, from current: Value,
        invalidating change: LayoutCache.Change? = nil
    ) {
        guard newValue != current else { return }
        mutableExtras[keyPath: field] = newValue
        if let change { invalidateLayout(change) }
    }
}

/// What a view's subviews inherit for their text, resolved once and kept in the view's
/// `LayoutCache` (CSS's inherited properties): the screen's text measurer and the
/// nearest font settings at or above the view, with the screen's font scale and locale
/// (Docs/sweeps.md) and the nearest `dynamic-type` and `translatable`. Kept until a font setting or the measurer changes in or above the view,
/// or the view moves; a view keeps one only when its superview keeps one too.
final class InheritedText {
    /// The measurer of the screen the view is on, or the test metrics off screen.
    let measurer: any TextMeasuring
    /// The nearest `font-size` at or above the view, in points, or nil.
    let fontSize: CGFloat?
    /// The nearest `font-family` at or above the view, or nil.
    let fontFamily: String?
    /// The nearest `font-weight` at or above the view, or nil.
    let fontWeight: Font.Weight?
    /// The font scale of the screen the view is on (1 off screen).
    let fontScale: FontScale
    /// The nearest `dynamic-type` at or above the view, or nil (true).
    let dynamicType: Bool?
    /// The locale of the screen the view is on (base off screen).
    let locale: PseudoLocale
    /// The nearest `translatable` at or above the view, or nil (true).
    let translatable: Bool?

    init(
        measurer: any TextMeasuring, fontSize: CGFloat?, fontFamily: String?, fontWeight: Font.Weight?,
        fontScale: FontScale = .standard, dynamicType: Bool? = nil, locale: PseudoLocale = .base, translatable: Bool? = nil
    ) {
        self.measurer = measurer
        self.fontSize = fontSize
        self.fontFamily = fontFamily
        self.fontWeight = fontWeight
        self.fontScale = fontScale
        self.dynamicType = dynamicType
        self.locale = locale
        self.translatable = translatable
    }
}
