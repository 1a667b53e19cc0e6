import Foundation
import TrellisCore

/// `assertAccessible`: the accessibility audit finds nothing on the screen as it is
/// (Docs/accessibility.md, "In flows"). Written bare for every rule at 44 points, or
/// `{rules: [tap-target, label], minTarget: 48}`. A failure lists every finding, one a
/// line, each at the element of the view it is about (`a.xml:5:3: [tap-target] …`).
public struct AssertAccessibleCommand: FlowCommand {
    /// The rules run; every rule when none is named.
    public var rules: Set<AuditRule>
    /// The smallest tap target's width and height, in points; 44 by default (Apple's
    /// Human Interface Guidelines).
    public var minimumTarget: CGFloat

    /// Creates the command.
    public init(rules: Set<AuditRule> = Set(AuditRule.allCases), minimumTarget: CGFloat = AccessibilityAudit.defaultMinimumTarget) {
        self.rules = rules
        self.minimumTarget = minimumTarget
    }

    /// An assertion: it changes nothing, and its step (sending no action) clears the actions `assertAction` checks.
    public var traits: FlowCommandTraits { [.isAssertion, .recordsActions] }

    public var name: String { Self.descriptor.name }

    public var description: String {
        var text = "assertAccessible"
        if rules != Set(AuditRule.allCases) { text += " " + AuditRules(rules).attributeText }
        if minimumTarget != AccessibilityAudit.defaultMinimumTarget { text += " minTarget \(minimumTarget.trellisDescription)" }
        return text
    }

    public func perform(in context: FlowContext) throws {
        let findings = AccessibilityAudit(rules: rules, minimumTarget: minimumTarget).findings(on: context.screen)
        guard !findings.isEmpty else { return }
        let count = findings.count == 1 ? "1 accessibility finding" : "\(findings.count) accessibility findings"
        throw StepFailure(count + ":\n" + findings.map(\.locatedMessage).joined(separator: "\n"))
    }

    static let descriptor = FlowCommandDescriptor(
        name: "assertAccessible", argumentHelp: "nothing for every rule, or {rules: [rule, …], minTarget: points}",
        argumentSchema: FlowSchema.mapping([
            "rules": JSONSchema.anyOf([
                FlowSchema.word(AuditRule.allCases.map(\.rawValue)),
                JSONSchema.array(of: FlowSchema.word(AuditRule.allCases.map(\.rawValue))).with("minItems", .number(1)),
            ]).described("the audit rules checked (default all): \(AuditRule.allNames)"),
            "minTarget": FlowSchema.numberOrVariable.described("the smallest tap target, in points, above 0"),
        ]),
        example: "{rules: [tap-target, label], minTarget: 48}", summary: "the accessibility audit finds nothing",
        bare: { AssertAccessibleCommand() }
    ) { argument, parser in
        let pairs = parser.uniquePairs(argument, allowed: ["rules", "minTarget"], context: "assertAccessible")
        guard argument.pairs != nil else { return nil }
        var command = AssertAccessibleCommand()
        var valid = true
        if let node = pairs["rules"] {
            if let rules = ruleSet(node, parser: &parser) { command.rules = rules } else { valid = false }
        }
        if let node = pairs["minTarget"] {
            if let length = parser.number(node, what: "assertAccessible's 'minTarget'") {
                if length > 0, length.isFinite {
                    command.minimumTarget = length
                } else {
                    parser.error(at: node.location, "assertAccessible's 'minTarget' must be a length above 0 in points, not \(length.trellisDescription)")
                    valid = false
                }
            } else {
                valid = false
            }
        }
        return valid ? command : nil
    }

    /// The rules a `rules` value names: a list of names or one name; each unknown name is
    /// an error at its own place, with the closest rule suggested.
    private static func ruleSet(_ node: YAMLNode, parser: inout FlowParser) -> Set<AuditRule>? {
        let items = node.items ?? [node]
        guard !items.isEmpty else {
            parser.error(at: node.location, "assertAccessible's 'rules' must name at least one rule (\(AuditRule.allNames))")
            return nil
        }
        var rules: Set<AuditRule> = []
        var valid = true
        for item in items {
            guard let name = parser.string(item, what: "a rule name") else {
                valid = false
                continue
            }
            do {
                rules.insert(try AuditRule(name: name))
            } catch {
                parser.error(
                    at: item.location, "unknown audit rule '\(name)'" + Suggestion.didYouMean(name, in: AuditRule.allCases.map(\.rawValue), listing: "rules"))
                valid = false
            }
        }
        return valid ? rules : nil
    }
}
