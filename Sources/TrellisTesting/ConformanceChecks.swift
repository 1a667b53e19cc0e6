import Foundation
import Trellis

/// The rules ``LayoutConformance`` checks, each on one case; a rule broken gives its
/// kind and a message with the numbers. Frames are compared within 1e-6 points
/// (Docs/layouts.md).
struct ConformanceChecks<L: Layout> {
    typealias Kind = LayoutConformance.Violation.Kind
    let layout: L
    let options: LayoutConformance.Options
    static var tolerance: CGFloat { 1e-6 }

    func tree(_ layoutCase: LayoutCase, mutated: Bool = false) -> LayoutCaseTree {
        LayoutCaseTree(layoutCase, layout: layout, makeContainer: options.makeContainer, mutated: mutated)
    }

    /// The check that finds violations of `kind`.
    func check(for kind: Kind) -> (LayoutCase) -> [(Kind, String)] {
        switch kind {
        case .invalidGeometry, .collapsedNotZeroed: return checkGeometry
        case .nondeterministic, .unstablePlacement: return checkDeterminism
        case .incrementalDiffers: return checkIncremental
        case .rightToLeft: return checkRightToLeft
        case .fittingSize: return checkFittingSize
        case .hitTesting: return checkHitTesting
        }
    }

    /// Every rule the case breaks, the first message of each.
    func run(_ layoutCase: LayoutCase) -> [(Kind, String)] {
        var broken: [(Kind, String)] = []
        for check in [checkGeometry, checkDeterminism, checkIncremental, checkRightToLeft, checkFittingSize, checkHitTesting] {
            for (kind, message) in check(layoutCase) where !broken.contains(where: { $0.0 == kind }) {
                broken.append((kind, message))
            }
        }
        return broken
    }

    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    static func valid(_ size: CGSize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }

    /// The frames the engine wrote, the collapsed subviews, and the fitting sizes for
    /// nil, 0 and the width's proposals, at the case's width and, unless `extremes` is
    /// false, at 0, 1 and 1e300 points.
    func checkGeometry(_ layoutCase: LayoutCase) -> [(Kind, String)] {
        checkGeometry(layoutCase, extremes: true)
    }

    func checkGeometry(_ layoutCase: LayoutCase, extremes: Bool) -> [(Kind, String)] {
        var broken: [(Kind, String)] = []
        for width in extremes ? [layoutCase.width, 0, 1, 1e300] : [layoutCase.width] {
            var sized = layoutCase
            sized.width = width
            let tree = self.tree(sized)
            for (index, view) in tree.container.subviews.enumerated() {
                let frame = view.frame
                if !(frame.minX.isFinite && frame.minY.isFinite && Self.valid(frame.size)) {
                    broken.append((.invalidGeometry, "subview \(index) got the frame \(frame) in a container \(width) wide"))
                }
                if view.isCollapsed, frame != .zero {
                    broken.append((.collapsedNotZeroed, "subview \(index) is collapsed with the frame \(frame)"))
                }
            }
            for proposal in [ProposedSize(width: width, height: nil), .unspecified, ProposedSize(width: 0, height: 0)] {
                let size = tree.container.fittingSize(for: proposal)
                if !Self.valid(size) {
                    broken.append((.invalidGeometry, "the fitting size for \(proposal) is \(size)"))
                }
            }
        }
        return broken
    }

    /// The same case built twice, and placed twice.
    func checkDeterminism(_ layoutCase: LayoutCase) -> [(Kind, String)] {
        let first = tree(layoutCase)
        let second = tree(layoutCase)
        var broken: [(Kind, String)] = []
        for (index, (a, b)) in zip(first.container.subviews, second.container.subviews).enumerated() where !Self.close(a.frame, b.frame) {
            broken.append((.nondeterministic, "subview \(index) got \(a.frame) in one tree and \(b.frame) in another"))
            break
        }
        let before = first.container.subviews.map(\.frame)
        first.container.setNeedsLayout()
        first.container.layoutIfNeeded()
        for (index, (old, new)) in zip(before, first.container.subviews.map(\.frame)).enumerated() where !Self.close(old, new) {
            broken.append((.unstablePlacement, "subview \(index) moved from \(old) to \(new) when placed again"))
            break
        }
        return broken
    }

    /// The mutations applied one by one to a laid-out tree, against a fresh tree of the
    /// final subviews. Hidden subviews keep stale frames unless the layout places them.
    func checkIncremental(_ layoutCase: LayoutCase) -> [(Kind, String)] {
        guard !layoutCase.mutations.isEmpty else { return [] }
        let incremental = tree(layoutCase)
        for mutation in layoutCase.mutations { incremental.apply(mutation) }
        let fresh = tree(layoutCase, mutated: true)
        let changed = incremental.container.subviews
        let expected = fresh.container.subviews
        guard changed.count == expected.count else {
            return [(.incrementalDiffers, "\(changed.count) subviews after the changes, \(expected.count) in the fresh tree")]
        }
        for (index, (a, b)) in zip(changed, expected).enumerated() where !a.isHidden || layout.placesHiddenSubviews {
            if !Self.close(a.frame, b.frame) || a.isCollapsed != b.isCollapsed {
                return [
                    (
                        .incrementalDiffers,
                        "subview \(index) is at \(a.frame)\(a.isCollapsed ? " (collapsed)" : "") after the changes, at \(b.frame)\(b.isCollapsed ? " (collapsed)" : "") in a fresh tree"
                    )
                ]
            }
        }
        return []
    }

    /// The case left to right and right to left.
    func checkRightToLeft(_ layoutCase: LayoutCase) -> [(Kind, String)] {
        var rtl = layoutCase
        rtl.direction = .rtl
        let left = tree(layoutCase).container
        let right = tree(rtl).container
        let padding = layoutCase.padding
        let contentWidth = max(0, layoutCase.width - padding.horizontal)
        for (index, (l, r)) in zip(left.subviews, right.subviews).enumerated() where !l.isHidden || layout.placesHiddenSubviews {
            var expected = l.frame
            if options.rightToLeft == .mirrored, !l.isCollapsed {
                expected.origin.x = padding.left + (contentWidth - (l.frame.minX - padding.left) - l.frame.width)
            }
            if !Self.close(r.frame, expected) || l.isCollapsed != r.isCollapsed {
                return [(.rightToLeft, "subview \(index) is at \(l.frame) left to right, so \(expected) was expected right to left, not \(r.frame)")]
            }
        }
        return []
    }

    /// Placed at its ideal size, and at the case's width and its fitting height, the
    /// container's shown subviews lie inside it.
    func checkFittingSize(_ layoutCase: LayoutCase) -> [(Kind, String)] {
        let probe = tree(layoutCase).container
        for proposal in [ProposedSize.unspecified, ProposedSize(width: layoutCase.width, height: nil)] {
            let size = probe.fittingSize(for: proposal)
            guard Self.valid(size) else { continue }
            var sized = layoutCase
            sized.width = size.width
            sized.height = size.height
            let container = tree(sized).container
            let limitX = proposal.width == nil ? size.width + Self.tolerance : .infinity
            for (index, view) in container.subviews.enumerated() where !view.isHidden && !view.isCollapsed {
                let frame = view.frame
                if frame.maxY > size.height + Self.tolerance || frame.maxX > limitX || frame.minY < -Self.tolerance
                    || (proposal.width == nil && frame.minX < -Self.tolerance)
                {
                    return [(.fittingSize, "for the proposal \(proposal) the fitting size is \(size), but subview \(index) is placed at \(frame)")]
                }
            }
        }
        return []
    }

    /// `hitTest` against the reverse scan of the subviews, at the corners and centre of
    /// every subview and on a grid over the container.
    func checkHitTesting(_ layoutCase: LayoutCase) -> [(Kind, String)] {
        let container = tree(layoutCase).container
        var points: [CGPoint] = []
        for view in container.subviews {
            let frame = view.frame
            points += [
                CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.midX, y: frame.midY),
                CGPoint(x: frame.maxX - 0.25, y: frame.maxY - 0.25), CGPoint(x: frame.maxX, y: frame.maxY),
            ]
        }
        let bounds = container.bounds
        for row in 0...8 {
            for column in 0...8 {
                points.append(CGPoint(x: bounds.width * CGFloat(column) / 8, y: bounds.height * CGFloat(row) / 8))
            }
        }
        for point in points {
            let engine = container.hitTest(point)
            let scan = Self.reverseScan(container, point)
            if engine !== scan {
                return [
                    (.hitTesting, "at \(point) hit-testing found \(Self.name(engine, in: container)) but the reverse scan \(Self.name(scan, in: container))")
                ]
            }
        }
        return []
    }

    /// UIKit's hit-testing without any index: the last subview that takes the point,
    /// else the container when it contains it (Docs/events.md, "Hit-testing").
    static func reverseScan(_ container: View, _ point: CGPoint) -> View? {
        guard !container.isSkippedByHitTesting, container.point(inside: point) else { return nil }
        for subview in container.subviews.reversed() {
            if let hit = subview.hitTest(CGPoint(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)) { return hit }
        }
        return container
    }

    static func name(_ view: View?, in container: View) -> String {
        guard let view else { return "nothing" }
        if view === container { return "the container" }
        return container.subviews.firstIndex { $0 === view }.map { "subview \($0)" } ?? view.typeName
    }
}
