import Foundation
import TrellisCore

/// Paints what ``RenderOptions/showsFrames`` and ``RenderOptions/showsTaps`` add on top
/// of the views.
enum OverlayPainter {
    /// The colour of frame outlines and their ids.
    static let frameColor: StaticString = "#e53935"
    /// The colour of tap marks and the frames they hit.
    static let tapColor: StaticString = "#ff6d00"
    /// The size of the ids and tap numbers written on the overlay, in points: 8.
    static let labelSize: CGFloat = 8
    /// The radius of a tap mark, in points: 6.
    static let tapRadius: CGFloat = 6

    /// Outlines each view's frame, dashed, and writes its id (when it has one) where
    /// ``OverlayLabels`` places it: inside the frame's top-left corner, else just above or
    /// below the frame, inside the picture and clear of every text drawn.
    static func frames(of views: [View], labels: inout OverlayLabels, into writer: inout SVGWriter) {
        writer.element("g", [("fill", "none"), ("stroke", frameColor.description), ("stroke-width", "1"), ("stroke-dasharray", "4 2")], open: true)
        for view in views {
            writer.element("rect", rectangle(view.frameInRoot, writer))
        }
        writer.close("g")
        writer.element(
            "g", [("font-family", SVGRenderer.genericFamily), ("font-size", writer.length(labelSize)), ("fill", frameColor.description)], open: true)
        for view in views {
            guard let id = view.id else { continue }
            let frame = view.frameInRoot
            let size = OverlayLabels.size(of: id, fontSize: labelSize)
            let box = labels.place(
                size,
                candidates: [
                    CGPoint(x: frame.minX + 1, y: frame.minY + 1), CGPoint(x: frame.minX, y: frame.minY - size.height),
                    CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.minX + 1, y: frame.maxY - size.height - 1),
                ])
            writer.element("text", baseline(of: box, writer), text: id)
        }
        writer.close("g")
    }

    /// Marks each tap: the hit view's frame outlined, a circle at the point and the tap's
    /// number (``TapMark/number``, else its place from 1) and the hit view's name beside
    /// it, above and to the right of the circle where that fits in the picture clear of
    /// every text drawn, else below or to the left (``OverlayLabels``). A missed tap is
    /// red: its target outlined dashed, and the label names the view on top
    /// ("2 missed: view#cover on top").
    static func taps(_ marks: [TapMark], labels: inout OverlayLabels, into writer: inout SVGWriter) {
        writer.startElement("g")
        writer.attribute("stroke", static: tapColor)
        writer.attribute("stroke-width", static: "2")
        writer.endElement(open: true)
        for (index, mark) in marks.enumerated() {
            let color: StaticString = mark.isMissed ? frameColor : tapColor
            if let target = mark.targetFrame {
                ViewPainter.startRectangle(target, radius: 0, into: &writer)
                writer.attribute("fill", static: "none")
                writer.attribute("stroke-dasharray", static: "4 2")
                if mark.isMissed { writer.attribute("stroke", static: frameColor) }
                writer.endElement()
            }
            if let hit = mark.hitFrame {
                ViewPainter.startRectangle(hit, radius: 0, into: &writer)
                writer.attribute("fill", static: "none")
                if mark.isMissed { writer.attribute("stroke", static: frameColor) }
                writer.endElement()
            }
            writer.startElement("circle")
            writer.attribute("cx", length: mark.point.x)
            writer.attribute("cy", length: mark.point.y)
            writer.attribute("r", length: tapRadius)
            writer.attribute("fill", static: color)
            writer.attribute("fill-opacity", static: "0.4")
            if mark.isMissed { writer.attribute("stroke", static: frameColor) }
            writer.endElement()
            let number = mark.number ?? index + 1
            let label: String
            if mark.isMissed {
                label = "\(number) missed: " + (mark.hitName.map { "\($0) on top" } ?? "nothing on top")
            } else {
                label = mark.hitName.map { "\(number) \($0)" } ?? "\(number)"
            }
            let size = OverlayLabels.size(of: label, fontSize: labelSize)
            let (x, y, gap) = (mark.point.x, mark.point.y, tapRadius + 2)
            let box = labels.place(
                size,
                candidates: [
                    CGPoint(x: x + gap, y: y - gap - size.height), CGPoint(x: x + gap, y: y + gap),
                    CGPoint(x: x - gap - size.width, y: y - gap - size.height), CGPoint(x: x - gap - size.width, y: y + gap),
                ])
            writer.startElement("text")
            writer.attribute("x", length: box.minX)
            writer.attribute("y", length: baselineY(of: box))
            writer.attribute("stroke", static: "none")
            writer.attribute("fill", static: color)
            writer.attribute("font-family", plain: SVGRenderer.genericFamily)
            writer.attribute("font-size", length: labelSize)
            writer.endElement(text: label, "text")
        }
        writer.close("g")
    }

    /// The `x` and `y` of a text whose box is `box`: its baseline sits 0.2 em above the
    /// box's bottom, where the descenders end.
    private static func baseline(of box: CGRect, _ writer: SVGWriter) -> [(String, String)] {
        [("x", writer.length(box.minX)), ("y", writer.length(baselineY(of: box)))]
    }

    /// The `y` of a text whose box is `box` (``baseline(of:_:)``).
    private static func baselineY(of box: CGRect) -> CGFloat {
        box.maxY - labelSize * 0.2
    }

    private static func rectangle(_ frame: CGRect, _ writer: SVGWriter) -> [(String, String)] {
        [
            ("x", writer.length(frame.minX)), ("y", writer.length(frame.minY)),
            ("width", writer.length(frame.width)), ("height", writer.length(frame.height)),
        ]
    }
}
