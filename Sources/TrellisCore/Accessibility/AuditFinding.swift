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

    /// Whether the two are the same finding: the same location, rule and message (the
    /// location compared first, which tells apart most findings of a screen at once).
    @inlinable
    public static func == (lhs: AuditFinding, rhs: AuditFinding) -> Bool {
        lhs.location == rhs.location && lhs.rule == rhs.rule && lhs.message == rhs.message
    }

    /// Hashes the rule, the message and the location, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(message)
        hasher.combine(location)
    }

    /// By file, line, column, rule, then message.
    @inlinable
    public static func < (lhs: AuditFinding, rhs: AuditFinding) -> Bool {
        // Field by field, so that each file name is compared once and only when the two
        // differ from the start (findings of one file share its name).
        let leftFile = lhs.location?.file ?? ""
        let rightFile = rhs.location?.file ?? ""
        if leftFile != rightFile { return leftFile < rightFile }
        let leftLine = lhs.location?.line ?? 0
        let rightLine = rhs.location?.line ?? 0
        if leftLine != rightLine { return leftLine < rightLine }
        let leftColumn = lhs.location?.column ?? 0
        let rightColumn = rhs.location?.column ?? 0
        if leftColumn != rightColumn { return leftColumn < rightColumn }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message < rhs.message
    }
}
