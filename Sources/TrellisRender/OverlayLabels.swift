import Foundation
import TrellisCore

/// Places the labels of `--show-frames` and `--show-taps` (Docs/cli.md, "trellis render"):
/// each at the first of its candidate positions whose box lies inside the picture and
/// covers no text drawn and no label placed before it; when none does, the first candidate
/// moved inside the picture. So a label never leaves the picture, and covers a title only
/// where every place around its view or tap is taken.
struct OverlayLabels {
    /// The picture, in points.
    let picture: CGRect
    /// The rectangles taken: the texts drawn, then each label placed.
    private(set) var taken: [CGRect]

    init(picture: CGRect, texts: [CGRect]) {
        self.picture = picture
        taken = texts
    }

    /// The box of `text` in the overlay's sans-serif font of `fontSize` points, estimated
    /// without measuring a font: 0.6 em per character (wider than the average Latin
    /// letter of common sans-serif faces), 1 em for a wide (East Asian) one, by 1.2 em.
    static func size(of text: String, fontSize: CGFloat) -> CGSize {
        let ems = text.unicodeScalars.reduce(CGFloat(0)) { sum, scalar in
            // ASCII (tap numbers, view names) is never wide: no property lookup.
            sum + (scalar.isASCII ? 0.6 : scalar.properties.isIdeographic || (0x2E80...0xFFEF).contains(scalar.value) ? 1 : 0.6)
        }
        return CGSize(width: ems * fontSize, height: fontSize * 1.2)
    }

    /// Takes and returns the box of a label of `size` at the first candidate top-left
    /// corner that fits (see the type).
    mutating func place(_ size: CGSize, candidates: [CGPoint]) -> CGRect {
        let boxes = candidates.map { CGRect(origin: $0, size: size) }
        let box =
            boxes.first { box in
                Self.lies(box, inside: picture) && !taken.contains { Self.overlap($0, box) }
            } ?? clamped(boxes.first ?? CGRect(origin: .zero, size: size))
        taken.append(box)
        return box
    }

    /// Whether `box` lies inside `area`, edges included (`CGRect.contains(_:)` for
    /// rectangles with no negative size, compared side by side).
    static func lies(_ box: CGRect, inside area: CGRect) -> Bool {
        box.minX >= area.minX && box.maxX <= area.maxX && box.minY >= area.minY && box.maxY <= area.maxY
    }

    /// Whether the two have a point in common, edges included, as Foundation's
    /// `CGRect.intersects(_:)` decides (rectangles that only touch, and an empty one on
    /// the other's edge, do); a null rectangle (a text clipped away) meets none. Compared
    /// side by side, with no intersection made.
    static func overlap(_ first: CGRect, _ second: CGRect) -> Bool {
        first.minX <= second.maxX && second.minX <= first.maxX && first.minY <= second.maxY && second.minY <= first.maxY
    }

    /// `box` moved the least so that it lies inside the picture (its top-left corner
    /// when it is larger).
    private func clamped(_ box: CGRect) -> CGRect {
        var result = box
        result.origin.x = max(picture.minX, min(box.minX, picture.maxX - box.width))
        result.origin.y = max(picture.minY, min(box.minY, picture.maxY - box.height))
        return result
    }
}
