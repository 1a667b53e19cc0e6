import Foundation
import TrellisCore

/// Draws a switch as UIKit does: a pill as large as its frame (51 × 31 points), green when
/// on and light grey with a grey outline when off, and a white knob of 27 points, 2 points
/// inside the pill's right end when on and its left end when off (Docs/widgets.md,
/// "switch").
enum SwitchPainter {
    /// The pill's colour when on (UIKit's `systemGreen`).
    static let onFill = "#34c759"
    /// The pill's colour when off.
    static let offFill = "#e9e9ea"
    /// The fill of the pill when off in dark (Docs/sweeps.md, "Appearances"): UIKit's dark `#39393d`.
    static let darkOffFill = "#39393d"
    /// The outline of the pill when off and of the knob.
    static let outline = "#c7c7cc"
    /// The knob's diameter in points: 27, the pill's 31 less 2 on each side.
    static let knobDiameter: CGFloat = 27
    /// The space between the knob and the pill's edge, in points: 2.
    static let knobInset: CGFloat = 2

    /// Draws `toggle` in `frame` (root coordinates): its `background`, when set, replaces
    /// the pill's colour when on.
    static func paint(_ toggle: Switch, in frame: CGRect, into writer: inout SVGWriter) {
        let radius = frame.height / 2
        var pill = [
            ("x", writer.length(frame.minX)), ("y", writer.length(frame.minY)),
            ("width", writer.length(frame.width)), ("height", writer.length(frame.height)),
            ("rx", writer.length(radius)),
        ]
        if toggle.isOn {
            pill.append(("fill", toggle.backgroundColor?.resolved(for: toggle.screen?.appearance ?? .light).rgbHex ?? onFill))
        } else {
            let isDark = toggle.screen?.appearance == .dark
            pill += [("fill", isDark ? darkOffFill : offFill), ("stroke", outline), ("stroke-width", "1")]
        }
        writer.element("rect", pill)
        let knobRadius = knobDiameter / 2
        let centerX = toggle.isOn ? frame.maxX - knobInset - knobRadius : frame.minX + knobInset + knobRadius
        writer.element(
            "circle",
            [
                ("cx", writer.length(centerX)), ("cy", writer.length(frame.midY)), ("r", writer.length(knobRadius)),
                ("fill", "#ffffff"), ("stroke", outline), ("stroke-width", "0.5"),
            ])
    }
}
