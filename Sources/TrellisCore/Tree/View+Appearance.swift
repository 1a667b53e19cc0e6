import Foundation

/// The fonts, background and clipping a view draws with (Docs/screen-xml.md, "Style
/// attributes"); the fonts are inherited, as in CSS.
extension View {
    /// Whether the view's subtree is drawn only inside its bounds (UIKit's
    /// `clipsToBounds`, the `clips-to-bounds` attribute); default false, true for scroll
    /// views. Hit-testing and visibility ignore what lies outside a view's bounds either
    /// way (Docs/events.md); renderers clip the drawing of a clipping view's subviews.
    public final var clipsToBounds: Bool {
        get { extras?.clipsToBounds ?? false }
        set { if newValue != clipsToBounds { mutableExtras.clipsToBounds = newValue } }
    }

    /// The font size in points for this view's text and its descendants' (inherited, as
    /// CSS's `font-size`); nil means inherit, and at the root the class's default font.
    public final var fontSize: CGFloat? {
        get { extras?.fontSize }
        set {
            guard newValue != fontSize else { return }
            mutableExtras.fontSize = newValue
            invalidateLayout(.inheritedSettings)
        }
    }

    /// The font family for this view's text and its descendants' (inherited, as CSS's
    /// `font-family`); nil means inherit, and at the root the measurer's default family.
    /// The test metrics ignore it.
    public final var fontFamily: String? {
        get { extras?.fontFamily }
        set {
            guard newValue != fontFamily else { return }
            mutableExtras.fontFamily = newValue
            invalidateLayout(.inheritedSettings)
        }
    }

    /// The font weight for this view's text and its descendants' (inherited); nil means
    /// inherit, and at the root ``Font/Weight/regular``. The test metrics ignore it.
    public final var fontWeight: Font.Weight? {
        get { extras?.fontWeight }
        set {
            guard newValue != fontWeight else { return }
            mutableExtras.fontWeight = newValue
            invalidateLayout(.inheritedSettings)
        }
    }

    /// The background colour for rendering; nil: none. Layout ignores it.
    public final var backgroundColor: Color? {
        get { extras?.backgroundColor }
        set { if newValue != backgroundColor { mutableExtras.backgroundColor = newValue } }
    }
}
