/// One problem the accessibility audit found (Docs/accessibility.md, "The audit"), at the
/// element of the view that causes it.
public struct AuditFinding: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The rule that found it.
    public var rule: AuditRule
    /// What is wrong, naming the view.
    public var message: String
    /// Where the view (or, for a view made by its container, the container) was declared;
    /// nil for views made in code.
    public var location: SourceLocation?

    /// Creates a finding.
    public init(rule: AuditRule, message: String, location: SourceLocation?) {
        self.rule = rule
        self.message = message
        self.location = location
    }

    /// `file:line:column: warning: [rule] message`.
    public var description: String {
        (location.map { "\($0.file):\($0.line):\($0.column): " } ?? "") + "warning: [\(rule.rawValue)] \(message)"
    }

    /// `file:line:column: [rule] message`: the finding where it is a step's failure
    /// (flows' `assertAccessible`, `trellis test --audit`) rather than a warning of its own.
    public var locatedMessage: String {
        (location.map { "\($0.file):\($0.line):\($0.column): " } ?? "") + "[\(rule.rawValue)] \(message)"
    }

    /// By file, line, column, rule, then message.
    public static func < (lhs: AuditFinding, rhs: AuditFinding) -> Bool {
        let left = (lhs.location?.file ?? "", lhs.location?.line ?? 0, lhs.location?.column ?? 0)
        let right = (rhs.location?.file ?? "", rhs.location?.line ?? 0, rhs.location?.column ?? 0)
        if left != right { return left < right }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message < rhs.message
    }
}
