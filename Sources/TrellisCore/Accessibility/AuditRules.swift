/// A set of audit rules written as names separated by spaces (`audit-ignore="tap-target
/// overlap"`, Docs/accessibility.md). An unknown name is an error at the attribute.
public struct AuditRules: AttributeValue, Hashable {
    /// The rules named.
    public var rules: Set<AuditRule>

    /// Creates a set of rules.
    public init(_ rules: Set<AuditRule>) {
        self.rules = rules
    }

    public init(attributeText: String) throws(ValueError) {
        let names = attributeText.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        guard !names.isEmpty else { throw ValueError(expected: Self.valueDescription) }
        var rules: Set<AuditRule> = []
        for name in names { rules.insert(try AuditRule(name: String(name))) }
        self.rules = rules
    }

    public static var valueDescription: String { "audit rule names separated by spaces (\(AuditRule.allNames))" }
    public static var valueSyntax: ValueSyntax {
        let names = AuditRule.allCases.map(\.rawValue).joined(separator: "|")
        return .pattern(name: "audit-rules", regex: "[ \\t\\n]*(\(names))([ \\t\\n]+(\(names)))*[ \\t\\n]*")
    }
    /// The rule names in ``AuditRule`` order, separated by spaces.
    public var attributeText: String { AuditRule.allCases.filter(rules.contains).map(\.rawValue).joined(separator: " ") }
}
