import Foundation
import Testing
import TrellisCore

/// Geometry helpers: half-open containment, insets, number formatting, proposals.
struct GeometryTests {
    @Test func containsHalfOpen() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.containsHalfOpen(CGPoint(x: 10, y: 20)))
        #expect(rect.containsHalfOpen(CGPoint(x: 39.999, y: 59.999)))
        #expect(!rect.containsHalfOpen(CGPoint(x: 40, y: 30)))
        #expect(!rect.containsHalfOpen(CGPoint(x: 20, y: 60)))
        #expect(!CGRect(x: 0, y: 0, width: 0, height: 10).containsHalfOpen(.zero))
    }

    @Test func insetByEdgeInsets() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == CGRect(x: 2, y: 1, width: 94, height: 46))
        #expect(rect.inset(by: EdgeInsets(all: -10)) == CGRect(x: -10, y: -10, width: 120, height: 70))
        // Never negative: 100 − 2 × 60 < 0 becomes 0, at the inset origin.
        #expect(rect.inset(by: EdgeInsets(all: 60)) == CGRect(x: 60, y: 60, width: 0, height: 0))
    }

    @Test(arguments: [
        (70.0, "70"), (-0.0, "0"), (0.5, "0.5"), (77.5, "77.5"), (-12.0, "-12"), (1e20, "1e+20"), (0.1, "0.1"),
    ])
    func trellisDescription(value: Double, text: String) {
        #expect(CGFloat(value).trellisDescription == text)
    }

    @Test func proposedSizeMapsInfinityToUnconstrained() {
        let proposal = ProposedSize(CGSize(width: CGFloat.infinity, height: 20))
        #expect(proposal.width == nil)
        #expect(proposal.height == 20)
        #expect(proposal.cgSize == CGSize(width: CGFloat.infinity, height: 20))
        #expect(ProposedSize.unspecified == ProposedSize(width: nil, height: nil))
    }

    @Test func layoutContextContentBoxAndMirroring() {
        let context = LayoutContext(padding: EdgeInsets(top: 5, left: 10, bottom: 5, right: 30), direction: .rtl)
        let box = context.contentBox(in: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(box == CGRect(x: 10, y: 5, width: 160, height: 90))
        #expect(context.contentWidth(for: ProposedSize(width: 200, height: nil)) == 160)
        #expect(context.contentWidth(for: ProposedSize(width: 30, height: nil)) == 0)
        #expect(context.contentWidth(for: .unspecified) == nil)
        // x' = 10 + (160 − 20 − 50) = 100
        #expect(context.place(CGRect(x: 20, y: 3, width: 50, height: 7), in: box) == CGRect(x: 100, y: 8, width: 50, height: 7))
        let ltr = LayoutContext(padding: context.padding)
        #expect(ltr.place(CGRect(x: 20, y: 3, width: 50, height: 7), in: box) == CGRect(x: 30, y: 8, width: 50, height: 7))
    }
}
