import Foundation
import TrellisCore

/// One condition of a `runFlow`'s `when:` (Docs/flows.md, "Conditions"; Maestro's names):
/// the step runs only when all of them hold.
public enum FlowCondition: Hashable, Sendable, CustomStringConvertible {
    /// `visible: SELECTOR`: a visible view matches, as for `assertVisible`; decided when
    /// the step is reached.
    case visible(FlowSelector)
    /// `notVisible: SELECTOR`: no visible view matches; decided when the step is reached.
    case notVisible(FlowSelector)
    /// `true: EXPR`: the expression as written and its value, decided before the flow
    /// runs, when every variable is known.
    case expression(String, value: Bool)

    /// The condition as the skipped step's line names it: `visible 'Accept cookies'`,
    /// `notVisible id 'banner'`, or the expression as written (`${N} > 2`).
    public var description: String {
        switch self {
        case .visible(let selector): return "visible \(selector)"
        case .notVisible(let selector): return "notVisible \(selector)"
        case .expression(let text, _): return text
        }
    }

    /// Whether the condition holds on the context's screen now.
    ///
    /// - Throws: what finding the views throws (a selector's pattern that cannot run).
    func holds(in context: FlowContext) throws -> Bool {
        switch self {
        case .visible(let selector): return try !context.finder.all(selector).isEmpty
        case .notVisible(let selector): return try context.finder.all(selector).isEmpty
        case .expression(_, let value): return value
        }
    }

    /// The ids a selector of the condition names, checked against the screen before
    /// anything runs, as a step's are.
    var screenReferences: [ScreenReference] {
        switch self {
        case .visible(let selector), .notVisible(let selector): return selector.referencedIDs.map(ScreenReference.id)
        case .expression: return []
        }
    }
}
