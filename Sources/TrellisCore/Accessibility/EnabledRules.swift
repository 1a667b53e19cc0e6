import Foundation

/// The rules of one audit as flags, and the end of its tap-target messages, worked out
/// once per audit rather than once per view: a screen of 100,000 controls asks which
/// rules run several times for each.
struct EnabledRules {
    let tapTarget: Bool
    let label: Bool
    let truncated: Bool
    let overlap: Bool
    let contrast: Bool
    let offscreen: Bool
    /// What follows a tap target's size in its message: ` pt; tap targets should be at
    /// least 44 × 44` for the default minimum of 44 points.
    let tapTargetEnding: String

    /// The flags of `rules`, and the message ending for `minimumTarget` points.
    init(_ rules: Set<AuditRule>, minimumTarget: CGFloat) {
        tapTarget = rules.contains(.tapTarget)
        label = rules.contains(.label)
        truncated = rules.contains(.truncated)
        overlap = rules.contains(.overlap)
        contrast = rules.contains(.contrast)
        offscreen = rules.contains(.offscreen)
        let minimum = minimumTarget.trellisDescription
        tapTargetEnding = " pt; tap targets should be at least \(minimum) × \(minimum)"
    }

    /// Whether `rule` runs.
    func contains(_ rule: AuditRule) -> Bool {
        switch rule {
        case .tapTarget: tapTarget
        case .label: label
        case .truncated: truncated
        case .overlap: overlap
        case .contrast: contrast
        case .offscreen: offscreen
        }
    }
}
