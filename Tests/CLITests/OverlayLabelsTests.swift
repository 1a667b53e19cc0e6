import Foundation
import Testing

@testable import TrellisRender

/// The overlay's labels are placed clear of texts and earlier labels (Docs/cli.md,
/// "trellis render"); the rectangle tests they use compare sides instead of making
/// intersections, and must decide as Foundation's `CGRect.intersects(_:)` and
/// `CGRect.contains(_:)` do, or labels would move.
struct OverlayLabelsTests {
    static let box = CGRect(x: 10, y: 10, width: 20, height: 10)

    static let others: [CGRect] = [
        CGRect(x: 15, y: 12, width: 4, height: 4),  // inside
        CGRect(x: 0, y: 0, width: 50, height: 50),  // around it
        CGRect(x: 30, y: 10, width: 5, height: 5),  // touching its right edge
        CGRect(x: 0, y: 0, width: 10, height: 10),  // touching its top-left corner
        CGRect(x: 31, y: 10, width: 5, height: 5),  // just right of it
        CGRect(x: 10, y: 21, width: 5, height: 5),  // just below it
        CGRect(x: 20, y: 15, width: 0, height: 0),  // empty, inside
        CGRect(x: 30, y: 20, width: 0, height: 0),  // empty, on its corner
        CGRect(x: 20, y: 12, width: 0, height: 30),  // no width, crossing it
        CGRect(x: 25, y: 15, width: -10, height: -3),  // negative size, inside
        CGRect.null,  // a text clipped away
        CGRect(x: -5, y: 10, width: 14, height: 10),  // just left of it
    ]

    @Test(arguments: others)
    func overlapDecidesAsFoundationsIntersects(_ other: CGRect) {
        #expect(OverlayLabels.overlap(other, Self.box) == other.intersects(Self.box))
        #expect(OverlayLabels.overlap(Self.box, other) == Self.box.intersects(other))
    }

    @Test(arguments: others.filter { !$0.isNull })
    func liesInsideDecidesAsFoundationsContains(_ other: CGRect) {
        let picture = CGRect(x: 0, y: 0, width: 40, height: 30)
        #expect(OverlayLabels.lies(other.standardized, inside: picture) == picture.contains(other))
    }

    @Test func aLabelTakesTheFirstPlaceClearOfTextsAndEarlierLabels() {
        // A text at the first candidate; the second candidate touches it (y 20 = its
        // bottom), which counts as covering it, so the third is taken.
        var labels = OverlayLabels(picture: CGRect(x: 0, y: 0, width: 100, height: 100), texts: [Self.box])
        let size = CGSize(width: 8, height: 5)
        let placed = labels.place(size, candidates: [CGPoint(x: 12, y: 12), CGPoint(x: 12, y: 20), CGPoint(x: 40, y: 40)])
        #expect(placed == CGRect(x: 40, y: 40, width: 8, height: 5))
        // The next label at the same place: taken by the first, so moved inside the
        // picture from its first candidate (x 96 + 8 > 100 → 92).
        let next = labels.place(size, candidates: [CGPoint(x: 96, y: 40), CGPoint(x: 42, y: 42)])
        #expect(next == CGRect(x: 92, y: 40, width: 8, height: 5))
    }
}
