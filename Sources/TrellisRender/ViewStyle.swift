import TrellisCore

/// How a view's rectangle and text are painted, from its background and its control
/// state: the colours of a rendering in one place.
struct ViewStyle: Equatable {
    /// The rectangle's fill (`#rrggbb`), or "none".
    var fill: String
    /// The rectangle's outline colour, or "none".
    var stroke: String
    /// The text colour.
    var textColor: String
    /// The opacity of the view and its subtree: its alpha, × ``disabledOpacity`` when it
    /// is a disabled control.
    var opacity: Double

    /// The outline of a view with no background, so the structure stays visible.
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
    /// The text colour: near black; a selected control's text is the selection blue.
    static let text = "#1f1f1f"

    /// The style of `view` in its current state.
    init(_ view: View) {
        let control = view as? Control
        fill = view.backgroundColor ?? (control == nil ? "none" : Self.controlFill)
        stroke = view.backgroundColor == nil ? Self.defaultOutline : "none"
        textColor = Self.text
        opacity = Double(min(1, max(0, view.alpha)))
        guard let control else { return }
        if control.isSelected {
            fill = Self.selectedFill
            stroke = Self.selectedStroke
            textColor = Self.selectedStroke
        }
        if control.isHighlighted { fill = Self.highlightedFill }
        if !control.isEnabled { opacity *= Self.disabledOpacity }
    }
}
