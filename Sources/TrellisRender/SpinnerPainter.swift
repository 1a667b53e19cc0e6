import Foundation
import TrellisCore

/// Draws a spinner as UIKit's medium activity indicator (Docs/widgets.md, "spinner"): 12
/// grey spokes around its centre, each a rounded line from 5 to 9 points out, 2 points
/// wide, the leading spoke darkest and the others fading behind it, all turned
/// ``Spinner/rotation`` degrees clockwise at the clock's time.
enum SpinnerPainter {
    /// The spokes' colour (UIKit's medium style's gray).
    static let color = "#8e8e93"
    /// How many spokes: 12, one every 30°.
    static let spokes = 12
    /// Where a spoke starts and ends, in points from the centre, for a 20-point spinner.
    static let inner: CGFloat = 5
    static let outer: CGFloat = 9

    /// Draws `spinner` in `frame` (root coordinates); nothing while it does not animate.
    static func paint(_ spinner: Spinner, in frame: CGRect, into writer: inout SVGWriter) {
        guard spinner.isAnimating else { return }
        let scale = min(frame.width, frame.height) / Spinner.size.width
        let turn = spinner.rotation
        for index in 0..<spokes {
            // Spoke 0 points up at rotation 0; angles grow clockwise (y down).
            let degrees = turn + Double(index) * 360 / Double(spokes)
            let radians = degrees * .pi / 180
            let (dx, dy) = (CGFloat(sin(radians)), CGFloat(-cos(radians)))
            // The leading spoke (index 0) is opaque; those behind it fade to 0.3.
            let opacity = 1 - 0.7 * Double((spokes - index) % spokes) / Double(spokes - 1)
            writer.element(
                "line",
                [
                    ("x1", writer.length(frame.midX + dx * inner * scale)), ("y1", writer.length(frame.midY + dy * inner * scale)),
                    ("x2", writer.length(frame.midX + dx * outer * scale)), ("y2", writer.length(frame.midY + dy * outer * scale)),
                    ("stroke", color), ("stroke-width", writer.length(2 * scale)), ("stroke-linecap", "round"),
                    ("stroke-opacity", SVGWriter.number(CGFloat(opacity))),
                ])
        }
    }
}
