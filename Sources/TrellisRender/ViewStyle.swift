import Foundation
import TrellisCore

/// A colour as a picture writes it: `none` or `#rrggbb` (its opacity is written apart).
/// Three bytes and no text, so that a style is compared and copied as plain data.
enum Paint: Hashable {
    case none
    case rgb(UInt8, UInt8, UInt8)

    /// The colour's red, green and blue, without its alpha.
    init(_ color: Color) {
        self = .rgb(color.red, color.green, color.blue)
    }

    /// A grey of `level` in each channel.
    static func grey(_ level: UInt8) -> Paint {
        .rgb(level, level, level)
    }
}

/// How a view's rectangle and text are painted, from its style attributes and its control
/// state: the colours of a rendering in one place (Docs/screen-xml.md, "Style
/// attributes").
struct ViewStyle: Hashable {
    /// The rectangle's fill, or none.
    var fill: Paint
    /// The fill's opacity, below 1 for a colour written with alpha.
    var fillOpacity: Double = 1
    /// The rectangle's outline colour, or none.
    var stroke: Paint
    /// The outline's opacity.
    var strokeOpacity: Double = 1
    /// The outline's width in points: 1 for the default and state outlines, the view's
    /// `border-width` for a border, which is drawn inside the frame.
    var strokeWidth: CGFloat = 1
    /// Whether the outline is the view's own border (drawn inside the frame) rather than
    /// one of the renderer's outlines (drawn on the frame's edge).
    var isBorder = false
    /// The corner radius in points, as the view sets it (clamped when drawn).
    var cornerRadius: CGFloat
    /// The text colour.
    var textColor: Paint
    /// The text's opacity.
    var textOpacity: Double = 1
    /// The colour of a text field's placeholder.
    var placeholder = ViewStyle.placeholderText
    /// The opacity of the view and its subtree: its alpha, × ``disabledOpacity`` when it
    /// is a disabled control.
    var opacity: Double

    /// The outline of a view with no background and no border, so the structure stays
    /// visible: `#b0b0b0`.
    static let defaultOutline = Paint.grey(0xb0)
    /// The fill of a control with no background: `#f2f2f2`.
    static let controlFill = Paint.grey(0xf2)
    /// The fill and outline of a selected control (a blue tint): `#d6e6ff`, `#1a73e8`.
    static let selectedFill = Paint.rgb(0xd6, 0xe6, 0xff)
    static let selectedStroke = Paint.rgb(0x1a, 0x73, 0xe8)
    /// The fill of a highlighted control (being touched): a darker grey, `#c8c8c8`.
    static let highlightedFill = Paint.grey(0xc8)
    /// The opacity of a disabled control: 0.4.
    static let disabledOpacity = 0.4
    /// The text colour: near black, `#1f1f1f`; a selected control's text is the selection
    /// blue unless the view sets `text-color`.
    static let text = Paint.grey(0x1f)
    /// The colour of a text field's placeholder: a grey (UIKit's `placeholderText` on
    /// white), `#a3a3a8`.
    static let placeholderText = Paint.rgb(0xa3, 0xa3, 0xa8)
    /// The colour of a border whose `border-color` is not set: black, CALayer's default.
    static let defaultBorder = Color(red: 0, green: 0, blue: 0)

    /// The colours of the renderer's own fills and outlines in dark (Docs/sweeps.md,
    /// "Appearances"): UIKit's dark system greys. Text defaults to white, a control's fill
    /// to `#2c2c2e` (highlighted `#48484a`), a plain view's outline to `#5a5a5a`, a
    /// selected control's fill to `#0b3a75`, a placeholder to `#8e8e93` and a border whose
    /// `border-color` is not set to white.
    enum Dark {
        static let text = Paint.grey(0xff)
        static let controlFill = Paint.rgb(0x2c, 0x2c, 0x2e)
        static let highlightedFill = Paint.rgb(0x48, 0x48, 0x4a)
        static let outline = Paint.grey(0x5a)
        static let selectedFill = Paint.rgb(0x0b, 0x3a, 0x75)
        static let placeholderText = Paint.rgb(0x8e, 0x8e, 0x93)
        static let border = Color(red: 0xff, green: 0xff, blue: 0xff)
    }

    /// The style of `view` in its current state. A view's `border-width` above 0 draws its
    /// border in place of the renderer's outlines; a selected control keeps its tint fill,
    /// and its own `text-color` wins over the tint's text colour.
    init(_ view: View) {
        self.init(view, alpha: view.alpha)
    }

    /// The style of `view` drawn with `alpha` in place of its own (its presented alpha
    /// while an animation fades it), in `appearance` (nil: its screen's, light without
    /// one).
    init(_ view: View, alpha: CGFloat, appearance: Appearance? = nil) {
        let control = view as? Control
        let appearance = appearance ?? view.screen?.appearance ?? .light
        let isDark = appearance == .dark
        let background = view.backgroundColor?.resolved(for: appearance)
        let viewTextColor = view.textColor?.resolved(for: appearance)
        fill = background.map(Paint.init) ?? (control == nil ? .none : isDark ? Dark.controlFill : Self.controlFill)
        fillOpacity = background?.opacity ?? 1
        // A picture shows the view's extent by itself: no outline around it.
        stroke = background == nil && (view as? ImageView)?.image == nil ? (isDark ? Dark.outline : Self.defaultOutline) : .none
        cornerRadius = view.cornerRadius
        textColor = viewTextColor.map(Paint.init) ?? (isDark ? Dark.text : Self.text)
        if isDark { placeholder = Dark.placeholderText }
        textOpacity = viewTextColor?.opacity ?? 1
        opacity = Double(min(1, max(0, alpha)))
        if let control {
            if control.isSelected {
                fill = isDark ? Dark.selectedFill : Self.selectedFill
                fillOpacity = 1
                stroke = Self.selectedStroke
                if viewTextColor == nil { textColor = Self.selectedStroke }
            }
            if control.isHighlighted {
                fill = isDark ? Dark.highlightedFill : Self.highlightedFill
                fillOpacity = 1
            }
            if !control.isEnabled { opacity *= Self.disabledOpacity }
        }
        let borderWidth = view.borderWidth
        if borderWidth > 0 {
            let border = view.borderColor?.resolved(for: appearance) ?? (isDark ? Dark.border : Self.defaultBorder)
            stroke = Paint(border)
            strokeOpacity = border.opacity
            strokeWidth = borderWidth
            isBorder = true
        }
    }
}
