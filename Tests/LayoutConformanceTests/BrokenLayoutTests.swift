import Foundation
import Testing
import Trellis
import TrellisTesting

/// Layouts and containers broken on purpose, one rule each: the harness must catch every
/// one, which shows it can fail.
struct BrokenLayoutTests {
    /// A vertical stack with one flaw.
    struct FlawedStack: Layout {
        enum Flaw: Sendable {
            case negativeFittingWidth, placesDifferentlyEachTime, ignoresRightToLeft, leavesShrunkSubviewsAlone, fitsInZero
        }

        let flaw: Flaw
        let passes = PassCounter()

        func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> CGSize {
            if flaw == .fitsInZero { return .zero }
            if flaw == .negativeFittingWidth { return CGSize(width: -1, height: 0) }
            let sizes = subviews.sizesThatFit(ProposedSize(width: context.contentWidth(for: proposal), height: nil))
            return CGSize(
                width: proposal.width ?? (sizes.map(\.width).max() ?? 0) + context.padding.horizontal,
                height: sizes.reduce(0) { $0 + $1.height } + context.padding.vertical)
        }

        func placeSubviews(in bounds: CGRect, subviews: LayoutSubviews, context: LayoutContext) -> [SubviewPlacement] {
            let box = context.contentBox(in: bounds)
            let pass = passes.next()
            var y: CGFloat = 0
            return subviews.sizesThatFit(ProposedSize(width: box.width, height: nil)).map { size in
                defer { y += size.height }
                let rect = CGRect(x: 0, y: y, width: size.width, height: size.height)
                switch flaw {
                case .placesDifferentlyEachTime: return .frame(context.place(rect.offsetBy(dx: CGFloat(pass), dy: 0), in: box))
                case .ignoresRightToLeft: return .frame(rect.offsetBy(dx: box.minX, dy: box.minY))
                case .leavesShrunkSubviewsAlone: return size.height < 20 ? .unchanged : .frame(context.place(rect, in: box))
                case .fitsInZero, .negativeFittingWidth: return .frame(context.place(rect, in: box))
                }
            }
        }
    }

    /// Counts placements, for a layout whose frames depend on how often it ran.
    final class PassCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            count += 1
            return count
        }
    }

    /// A container that shows its collapsed subviews anyway, after the engine has zeroed them.
    final class CollapsedShowingView: View {
        override func layoutSubviews() {
            super.layoutSubviews()
            for subview in subviews where subview.isCollapsed { subview.frame = CGRect(x: 1, y: 1, width: 5, height: 5) }
        }
    }

    /// A container that answers hit-tests for itself only.
    final class SelfishView: View {
        override func hitTest(_ point: CGPoint) -> View? {
            self.point(inside: point) ? self : nil
        }
    }

    static let quick = LayoutConformance.Options(cases: 20, largeSubviewCount: 0)

    static func kinds(_ layout: some Layout, _ options: LayoutConformance.Options = quick) -> [LayoutConformance.Violation.Kind] {
        LayoutConformance.violations(of: layout, options: options).map(\.kind)
    }

    /// The engine clamps frames to finite values, so a layout can break this rule
    /// through its fitting size only.
    @Test func aNegativeFittingSizeIsCaught() {
        #expect(Self.kinds(FlawedStack(flaw: .negativeFittingWidth)).contains(.invalidGeometry))
    }

    @Test func framesThatChangeFromPassToPassAreCaught() {
        let kinds = Self.kinds(FlawedStack(flaw: .placesDifferentlyEachTime))
        #expect(kinds.contains(.nondeterministic))
        #expect(kinds.contains(.unstablePlacement))
    }

    @Test func aLayoutThatIgnoresRightToLeftIsCaught() {
        let violations = LayoutConformance.violations(of: FlawedStack(flaw: .ignoresRightToLeft), options: Self.quick)
        #expect(violations.map(\.kind) == [.rightToLeft])
        // Shrunk to one subview, in a right-to-left screen file.
        let xml = violations.first?.screenXML ?? ""
        #expect(xml.components(separatedBy: "\n").filter { $0.hasPrefix("    <") }.count == 1)
        #expect(xml.contains("layout=\"flawedStack\" flaw=\"ignoresRightToLeft\""))
    }

    @Test func anIncrementalLayoutThatDiffersFromAFreshOneIsCaught() {
        let violations = LayoutConformance.violations(of: FlawedStack(flaw: .leavesShrunkSubviewsAlone), options: Self.quick)
        #expect(violations.map(\.kind).contains(.incrementalDiffers))
        #expect(violations.first { $0.kind == .incrementalDiffers }?.screenXML.contains("after these changes") == true)
    }

    @Test func aFittingSizeThatDoesNotHoldTheSubviewsIsCaught() {
        #expect(Self.kinds(FlawedStack(flaw: .fitsInZero)).contains(.fittingSize))
    }

    @Test func aCollapsedSubviewWithAFrameIsCaught() {
        var options = Self.quick
        options.makeContainer = { CollapsedShowingView() }
        #expect(Self.kinds(GridLayout(columns: 2, rows: 1), options) == [.collapsedNotZeroed])
    }

    @Test func hitTestingThatDisagreesWithTheReverseScanIsCaught() {
        var options = Self.quick
        options.makeContainer = { SelfishView() }
        #expect(Self.kinds(FlowLayout(), options) == [.hitTesting])
    }

    @Test func theSameSeedGivesTheSameSmallestCase() {
        let first = LayoutConformance.violations(of: FlawedStack(flaw: .ignoresRightToLeft), options: Self.quick)
        let second = LayoutConformance.violations(of: FlawedStack(flaw: .ignoresRightToLeft), options: Self.quick)
        #expect(first.map(\.screenXML) == second.map(\.screenXML))
    }
}
