import Foundation
import Trellis

/// Why hit-testing at a point picked the view it picked (Docs/studio.md, "Sessions and the recorder"): the
/// views whose screen frame contains the point, plus the hit and its ancestors, in screen
/// order, each `{"path", "view", "result"}`.
///
/// `result` is `hit`, `passed` (an ancestor of the hit) or `refused`; a refused view adds
/// a `message` and the first `reason` met walking from the screen down
/// (Docs/events.md, "Hit-testing"): an ancestor skipped by rule 1 (`ancestor`, `by` its
/// path), an ancestor whose hit area lacks the point (`clipped`, `by` it), an ancestor
/// hit-testing never tried because a later sibling answered first (`covered`, `by` the
/// hit's path); then the view's own `hidden`, `collapsed`, `transparent` (alpha below
/// 0.01), `not-interactive`, `disabled`, `outside-hit-area` and `covered`.
struct HitExplanation {
    /// The screen explained.
    let screen: Screen
    /// The point, in screen coordinates (points).
    let point: CGPoint
    /// The view hit-testing returns at ``point``; nil when none.
    let hit: View?

    init(screen: Screen, point: CGPoint) {
        screen.layoutIfNeeded()
        self.screen = screen
        self.point = point
        hit = screen.hitTest(point)
    }

    /// The explanation as JSON, one entry a view.
    var json: JSONValue {
        var onHitPath: Set<ObjectIdentifier> = []
        var current = hit
        while let view = current {
            onHitPath.insert(ObjectIdentifier(view))
            current = view.superview
        }
        let hitPath = hit.map(ViewPath.of) ?? []
        var entries: [JSONValue] = []
        for view in ViewPath.allViews(under: screen) {
            let onPath = onHitPath.contains(ObjectIdentifier(view))
            guard onPath || view.frameInRoot.containsHalfOpen(point) else { continue }
            var members: [(String, JSONValue)] = [("path", ViewPath.json(ViewPath.of(view))), ("view", .string(screen.describe(view)))]
            if view === hit {
                members.append(("result", .string("hit")))
            } else if onPath {
                members.append(("result", .string("passed")))
            } else {
                let refusal = refusal(of: view, onHitPath: onHitPath, hitPath: hitPath)
                members.append(("result", .string("refused")))
                members.append(("reason", .string(refusal.reason)))
                if let by = refusal.by { members.append(("by", ViewPath.json(by))) }
                members.append(("message", .string(refusal.message)))
            }
            entries.append(.object(members))
        }
        return .array(entries)
    }

    /// Why `view` is not the hit nor an ancestor of it.
    private func refusal(of view: View, onHitPath: Set<ObjectIdentifier>, hitPath: [Int]) -> (reason: String, by: [Int]?, message: String) {
        var chain: [View] = []
        var current = view.superview
        while let ancestor = current {
            chain.append(ancestor)
            current = ancestor.superview
        }
        let at = "(\(point.x.humanDescription), \(point.y.humanDescription))"
        let hitName = hit.map { screen.describe($0) } ?? "nothing"
        for ancestor in chain.reversed() {
            let name = screen.describe(ancestor)
            if let rule = Self.skipRule(of: ancestor) {
                return ("ancestor", ViewPath.of(ancestor), "its ancestor \(name) is \(rule), so hit-testing skips its subtree")
            }
            if !ancestor.point(inside: ancestor.convert(point, from: nil)) {
                return ("clipped", ViewPath.of(ancestor), "the point \(at) is outside the hit area of its ancestor \(name)")
            }
            if !onHitPath.contains(ObjectIdentifier(ancestor)) {
                return ("covered", hitPath, "its ancestor \(name) is never tried: \(hitName), above it, takes the touch")
            }
        }
        if view.isHidden { return ("hidden", nil, "it is hidden") }
        if view.isCollapsed { return ("collapsed", nil, "it is collapsed by its container's layout") }
        if view.alpha < View.minimumHitTestAlpha { return ("transparent", nil, "its alpha is below 0.01") }
        if !view.isUserInteractionEnabled { return ("not-interactive", nil, "it is not interactive") }
        if !view.acceptsTouchesInCurrentState { return ("disabled", nil, "it is disabled") }
        if !view.point(inside: view.convert(point, from: nil)) {
            return ("outside-hit-area", nil, "the point \(at) is outside its hit area (hit-insets)")
        }
        return ("covered", hit == nil ? nil : hitPath, "covered by \(hitName)")
    }

    /// The rule-1 word for a view hit-testing skips with its subtree; nil when it is
    /// tried.
    private static func skipRule(of view: View) -> String? {
        if view.isHidden { return "hidden" }
        if view.isCollapsed { return "collapsed" }
        if view.alpha < View.minimumHitTestAlpha { return "transparent" }
        if !view.isUserInteractionEnabled { return "not interactive" }
        if !view.acceptsTouchesInCurrentState { return "disabled" }
        return nil
    }
}
