/// One rule of the accessibility audit (Docs/accessibility.md): what it
/// checks, under the name `--rule`, `audit-ignore` and flows' `assertAccessible` use.
public enum AuditRule: String, CaseIterable, Comparable, Sendable {
    /// A visible, enabled control whose hit area is smaller than the minimum on a side
    /// (44 points by default, Apple's Human Interface Guidelines).
    case tapTarget = "tap-target"
    /// A control, or an interactive image, with no accessibility label.
    case label
    /// Text shown differently from what it is (truncated, cut by `lines`, clipped).
    case truncated
    /// Two visible, enabled controls whose hit areas intersect, neither inside the other.
    case overlap
    /// Text whose contrast ratio with its background is below WCAG 2.1's 4.5:1 (3:1 for
    /// large text).
    case contrast
    /// A visible, interactive view that extends past the screen's edges outside a scroll view.
    case offscreen

    public static func < (lhs: AuditRule, rhs: AuditRule) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Parses a rule name; an unknown one is an error naming the rules, with the closest.
    ///
    /// - Throws: ``ValueError`` saying which names exist.
    public init(name: String) throws(ValueError) {
        guard let rule = AuditRule(rawValue: name) else {
            throw ValueError(
                expected: "audit rule names separated by spaces (\(AuditRule.allNames)); '\(name.debugEscaped)' is not one"
                    + Suggestion.didYouMean(name, in: AuditRule.allCases.map(\.rawValue)))
        }
        self = rule
    }

    /// Every rule name, comma-separated, for messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
