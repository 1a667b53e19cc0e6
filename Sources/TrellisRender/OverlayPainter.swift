import Foundation
import TrellisCore

/// Paints what ``RenderOptions/showsFrames`` and ``RenderOptions/showsTaps`` add on top
/// of the views.
enum OverlayPainter {
    /// The colour of frame outlines and their ids.
    static let frameColor = "#e53935"
    /// The colour of tap marks and the frames they hit.
    static let tapColor = "#ff6d00"
    /// The size of the ids and tap numbers written on the overlay, in points: 8.
    static let labelSize: CGFloat = 8
    /// The radius of a tap mark, in points: 6.
    static let tapRadius: CGFloat = 6

    /// Outlines each view's frame, dashed, and writes its id (when it has one) inside its
    /// top-left corner.
    static func frames(of views: [View], into writer: inout SVGWriter) {
        writer.element("g", [("fill", "none"), ("stroke", frameColor), ("stroke-width", "1"), ("stroke-dasharray", "4 2")], open: true)
        for view in views {
            writer.element("rect", rectangle(view.frameInRoot, writer))
        }
        writer.close("g")
        writer.element("g", [("font-family", SVGRenderer.genericFamily), ("font-size", writer.length(labelSize)), ("fill", frameColor)], open: true)
        for view in views {
            guard let id = view.id else { continue }
            let frame = view.frameInRoot
            writer.element("text", [("x", writer.length(frame.minX + 1)), ("y", writer.length(frame.minY + labelSize))], text: id)
        }
        writer.close("g")
    }

    /// Marks each tap: the hit view's frame outlined, a circle at the point and the tap's
    /// number (from 1) beside it.
    static func taps(_ marks: [TapMark], into writer: inout SVGWriter) {
        writer.element("g", [("stroke", tapColor), ("stroke-width", "2")], open: true)
        for (index, mark) in marks.enumerated() {
            if let hit = mark.hitFrame {
                writer.element("rect", rectangle(hit, writer) + [("fill", "none")])
            }
            writer.element("circle", [
                ("cx", writer.length(mark.point.x)), ("cy", writer.length(mark.point.y)),
                ("r", writer.length(tapRadius)), ("fill", tapColor), ("fill-opacity", "0.4"),
            ])
            let label = mark.hitName.map { "\(index + 1) \($0)" } ?? "\(index + 1)"
            writer.element("text", [
                ("x", writer.length(mark.point.x + tapRadius + 2)), ("y", writer.length(mark.point.y - tapRadius)),
                ("stroke", "none"), ("fill", tapColor), ("font-family", SVGRenderer.genericFamily),
                ("font-size", writer.length(labelSize)),
            ], text: label)
        }
        writer.close("g")
    }

    private static func rectangle(_ frame: CGRect, _ writer: SVGWriter) -> [(String, String)] {
        [("x", writer.length(frame.minX)), ("y", writer.length(frame.minY)),
         ("width", writer.length(frame.width)), ("height", writer.length(frame.height))]
    }
}
