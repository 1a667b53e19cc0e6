import Foundation

/// Appearance: the fonts the view's text and its descendants' use, and its background.
/// The style attributes only renderers read are in View+Style.
extension View {
    /// Tells the tree that the text the view draws and measures changed (a label's text
    /// or line settings, a titled control's title, a placeholder): UIKit's
    /// `setNeedsDisplay()` and `invalidateIntrinsicContentSize()` in one. Call it from the
    /// setter of such text, after storing the new value and only when it differs.
    public final func invalidateText() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The font size in points for this view's text and its descendants' (inherited, as
    /// CSS's `font-size`); nil means inherit, and at the root the class's default font.
    public var fontSize: CGFloat? {
        get { extras?.fontSize }
        set { setExtra(\.fontSize, to: newValue, from: fontSize, invalidating: .inheritedSettings) }
    }

    /// The font family for this view's text and its descendants' (inherited, as CSS's
    /// `font-family`); nil means inherit, and at the root the measurer's default family.
    /// The test metrics ignore it.
    public var fontFamily: String? {
        get { extras?.fontFamily }
        set { setExtra(\.fontFamily, to: newValue, from: fontFamily, invalidating: .inheritedSettings) }
    }

    /// The font weight for this view's text and its descendants' (inherited); nil means
    /// inherit, and at the root ``Font/Weight/regular``. The test metrics ignore it.
    public var fontWeight: Font.Weight? {
        get { extras?.fontWeight }
        set { setExtra(\.fontWeight, to: newValue, from: fontWeight, invalidating: .inheritedSettings) }
    }

    /// Whether the view's font sizes and its descendants' follow the screen's
    /// ``Screen/fontScale`` (the `dynamic-type` attribute, inherited as the font settings
    /// are; UIKit's `adjustsFontForContentSizeCategory`, Docs/sweeps.md); nil means
    /// inherit, and at the root true. False keeps the sizes at every scale.
    public var dynamicType: Bool? {
        get { extras?.dynamicType }
        set { setExtra(\.dynamicType, to: newValue, from: dynamicType, invalidating: .inheritedSettings) }
    }

    /// Whether the view's translatable texts and its descendants' follow the screen's
    /// ``Screen/locale`` (the `translatable` attribute, inherited; Android's attribute,
    /// Docs/sweeps.md); nil means inherit, and at the root true. False keeps them as
    /// written.
    public var translatable: Bool? {
        get { extras?.translatable }
        set {
            guard newValue != translatable else { return }
            setExtra(\.translatable, to: newValue, from: translatable, invalidating: .inheritedSettings)
            forEachInSubtree { $0.setNeedsDisplay() }
        }
    }

    /// The background colour for rendering; nil: none. Layout ignores it.
    public var backgroundColor: Color? {
        get { extras?.backgroundColor }
        set { setExtra(\.backgroundColor, to: newValue, from: backgroundColor) }
    }
}
