import Foundation
import TrellisCore

/// How the form controls are drawn (Docs/widgets.md): a switch as a rounded track with a
/// round knob, green and knob right when on, grey and knob left when off (UISwitch's
/// look); an empty text field's placeholder in grey.
extension ViewPainter {
    /// The track of a switch that is on: iOS's system green.
    static let switchOnFill = "#34c759"
    /// The track of a switch that is off: a light grey.
    static let switchOffFill = "#e5e5ea"
    /// The outline of a switch's knob.
    static let knobStroke = "#c7c7cc"
    /// The gap between a switch's knob and its track's edge, in points: 2.
    static let knobInset: CGFloat = 2
    /// The colour of a placeholder: a mid grey, as UIKit's `placeholderText` over white.
    static let placeholderColor = "#a0a0a6"

    /// Draws `toggle`'s track and knob in `frame` (screen coordinates, points).
    func paintSwitch(_ toggle: Switch, in frame: CGRect, into writer: inout SVGWriter) {
        let radius = frame.height / 2
        writer.element("rect", [
            ("x", writer.length(frame.minX)), ("y", writer.length(frame.minY)),
            ("width", writer.length(frame.width)), ("height", writer.length(frame.height)),
            ("rx", writer.length(radius)), ("fill", toggle.isOn ? Self.switchOnFill : Self.switchOffFill),
        ])
        let knob = radius - Self.knobInset
        let centre = toggle.isOn ? frame.maxX - radius : frame.minX + radius
        writer.element("circle", [
            ("cx", writer.length(centre)), ("cy", writer.length(frame.midY)), ("r", writer.length(knob)),
            ("fill", "#ffffff"), ("stroke", Self.knobStroke), ("stroke-width", "0.5"),
        ])
    }

    /// The placeholder an empty text field shows, or nil.
    static func placeholder(of view: View) -> String? {
        guard let field = view as? TextField, field.text.isEmpty, let placeholder = field.placeholder, !placeholder.isEmpty else { return nil }
        return placeholder
    }
}
