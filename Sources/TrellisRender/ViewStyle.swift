import Foundation
import TrellisCore

/// How a view's rectangle and text are painted, from its style attributes and its control
/// state: the colours of a rendering in one place (Docs/screen-xml.md, "Style
/// attributes").
struct ViewStyle: Equatable {
    /// The rectangle's fill (`#rrggbb`), or "none".
    var fill: String
    /// The fill's opacity, below 1 for a colour written with alpha.
    var fillOpacity: Double = 1
    /// The rectangle's outline colour, or "none".
    var stroke: String
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
    var textColor: String
    /// The text's opacity.
    var textOpacity: Double = 1
    /// The opacity of the view and its subtree: its alpha, × ``disabledOpacity`` when it
    /// is a disabled control.
    var opacity: Double

    /// The outline of a view with no background and no border, so the structure stays
    /// visible.
    static let defaultOutline = "#b0b0b0"
    /// The fill of a control with no background.
    static let controlFill = "#f2f2f2"
    /// The fill and outline of a selected control (a blue tint).
    static let selectedFill = "#d6e6ff"
    static let selectedStroke = "#1a73e8"
    /// The fill of a highlighted control (being touched): a darker grey.
    static let highlightedFill = "#c8c8c8"
    /// The opacity of a disabled control: 0.4.
    static let disabledOpacity = 0.4
    /// The text colour: near black; a selected control's text is the selection blue
    /// unless the view sets `text-color`.
    static let text = "#1f1f1f"
    /// The colour of a text field's placeholder: a grey (UIKit's `placeholderText` on
    /// white).
    static let placeholderText = "#a3a3a8"
    /// The colour of a border whose `border-color` is not set: black, CALayer's default.
    static let defaultBorder = Color(red: 0, green: 0, blue: 0)

    /// The style of `view` in its current state. A view's `border-width` above 0 draws its
    /// border in place of the renderer's outlines; a selected control keeps its tint fill,
    /// and its own `text-color` wins over the tint's text colour.
    init(_ view: View) {
        let control = view as? Control
        let background = view.backgroundColor
        fill = background?.rgbHex ?? (control == nil ? "none" : Self.controlFill)
        fillOpacity = background?.opacity ?? 1
        // A picture shows the view's extent by itself: no outline around it.
        let showsPicture = (view as? ImageView)?.image != nil
        stroke = background == nil && !showsPicture ? Self.defaultOutline : "none"
        cornerRadius = view.cornerRadius
        textColor = view.textColor?.rgbHex ?? Self.text
        textOpacity = view.textColor?.opacity ?? 1
        opacity = Double(min(1, max(0, view.alpha)))
        if let control {
            if control.isSelected {
                fill = Self.selectedFill
                fillOpacity = 1
                stroke = Self.selectedStroke
                if view.textColor == nil { textColor = Self.selectedStroke }
            }
            if control.isHighlighted {
                fill = Self.highlightedFill
                fillOpacity = 1
            }
            if !control.isEnabled { opacity *= Self.disabledOpacity }
        }
        if view.borderWidth > 0 {
            let border = view.borderColor ?? Self.defaultBorder
            stroke = border.rgbHex
            strokeOpacity = border.opacity
            strokeWidth = view.borderWidth
            isBorder = true
        }
    }
}
