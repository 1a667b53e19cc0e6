import Foundation
import TrellisCore

/// The warning `trellis validate` gives for a container that names no layout and whose
/// children overlap (Docs/screen-xml.md, "Warnings"): a `<view>` is laid out `absolute` by
/// default, so children written without a `frame` all start at (0, 0), one over the other,
/// which is seldom what was meant.
///
/// Children that each have a `frame` are taken as placed on purpose and never warned of;
/// hidden children are left out, as they are not drawn.
enum PiledChildren {
    /// One warning per child that overlaps an earlier visible sibling, at the child's
    /// element, for each container given; the screen must be laid out.
    ///
    /// - Parameter containers: the containers that name no layout
    ///   (``ScreenBuilder/containersWithoutLayout``).
    static func warnings(in containers: [View]) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for container in containers {
            let children = container.subviews.filter { !$0.isHidden }
            for (index, child) in children.enumerated() {
                guard let location = child.sourceLocation,
                    let under = children[..<index].first(where: { overlap(child, $0) })
                else { continue }
                warnings.append(Diagnostic(.warning, at: location, message(child, under: under, container: container)))
            }
        }
        return warnings
    }

    /// Whether two siblings cover a common area (touching edges do not count) and at least
    /// one of them has no `frame` written.
    private static func overlap(_ view: View, _ other: View) -> Bool {
        guard view.specifiedFrame == nil || other.specifiedFrame == nil else { return false }
        let common = view.frame.intersection(other.frame)
        return !common.isNull && common.width > 0 && common.height > 0
    }

    private static func message(_ child: View, under: View, container: View) -> String {
        let place = under.sourceLocation.map { " (line \($0.line))" } ?? ""
        let line = container.sourceLocation.map { " at line \($0.line)" } ?? ""
        return "\(child) overlaps \(under)\(place): its container <\(container.typeName)>\(line) names no layout, "
            + "so its children are placed by their frame and those without one start at (0, 0); "
            + "give the container a layout (layout=\"stack\") or each child a frame"
    }
}
