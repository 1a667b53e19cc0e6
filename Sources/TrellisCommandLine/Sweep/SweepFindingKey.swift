import Foundation
import Trellis

/// What makes findings in different configurations one finding (Docs/sweeps.md,
/// "Findings"): its view, its rule and, for `overlap`, the other view, as
/// `trellis test --audit` reports each once; across configurations, whose screens are
/// separate trees, a view is known by its element (``ViewIdentity``).
struct SweepFindingKey: Hashable, Sendable {
    /// The view the finding is about.
    var view: ViewIdentity
    /// The rule that found it.
    var rule: AuditRule
    /// For `overlap`, the other view; nil for the other rules.
    var other: ViewIdentity?

    /// A view as the same in every configuration: the element declaring it, or, for a view
    /// its container made (a tag-list's buttons), the container's element and the view's
    /// accessibility role.
    struct ViewIdentity: Hashable, Sendable {
        /// Where the element was declared; nil for a screen built in code.
        var location: SourceLocation?
        /// The view's role when its container made it; nil for a declared view.
        var role: AccessibilityRole?

        /// The identity of `view` on `screen`.
        init(_ view: View, on screen: Screen) {
            if let own = view.sourceLocation {
                location = own
                role = nil
                return
            }
            var ancestor = view.superview
            while let candidate = ancestor, candidate.sourceLocation == nil { ancestor = candidate.superview }
            location = ancestor?.sourceLocation
            role = (screen.accessibilityDeclarations[view.typeName] ?? AccessibilityDeclaration.inferred(for: view)).role
        }

        init(location: SourceLocation?, role: AccessibilityRole? = nil) {
            self.location = location
            self.role = role
        }
    }

    /// The findings of `audit` on `screen` in the audit's order (file, line, column, rule,
    /// message), each under its key; when several share a key, the first.
    static func findings(of audit: AccessibilityAudit, on screen: Screen) -> [(key: SweepFindingKey, finding: AuditFinding)] {
        var seen: Set<SweepFindingKey> = []
        var findings: [(key: SweepFindingKey, finding: AuditFinding)] = []
        for (view, other, finding) in audit.viewFindings(on: screen) {
            let key = SweepFindingKey(
                view: ViewIdentity(view, on: screen), rule: finding.rule, other: other.map { ViewIdentity($0, on: screen) })
            if seen.insert(key).inserted { findings.append((key, finding)) }
        }
        return findings
    }
}
