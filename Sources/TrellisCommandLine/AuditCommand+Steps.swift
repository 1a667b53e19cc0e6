import Foundation
import Trellis

extension AuditCommand {
    /// The audit `--rule` (repeatable; every rule when none is given) and `--min-target`
    /// (default 44 points) choose; what `audit` and `sweep` read.
    ///
    /// - Throws: a usage error for an unknown rule (with "did you mean") and for a target
    ///   that is not a length above 0.
    static func audit(from arguments: ParsedArguments) throws(CommandFailure) -> AccessibilityAudit {
        var rules: Set<AuditRule> = []
        for name in arguments.values(Self.rule) {
            guard let rule = AuditRule(rawValue: name) else {
                throw usage(
                    "--rule takes one audit rule name and is repeated for several (--rule label --rule contrast); "
                        + "'\(name)' is not one of \(AuditRule.allNames)" + Suggestion.didYouMean(name, in: AuditRule.allCases.map(\.rawValue)))
            }
            rules.insert(rule)
        }
        // A target of 0 would pass every control; flows' `minTarget` refuses it too.
        let minimumTarget =
            try arguments.value(Self.minTarget, as: Length.self, expected: "a length above 0 in points") { $0.value > 0 }?.value
            ?? AccessibilityAudit.defaultMinimumTarget
        return AccessibilityAudit(rules: rules.isEmpty ? Set(AuditRule.allCases) : rules, minimumTarget: minimumTarget)
    }

    /// Performs the taps and advances in order on `screen`, each tap settling the screen
    /// afterwards when `settles` (as a flow step does), then lays it out.
    ///
    /// - Returns: nil when every step went well, else the first failure: `tap '#buy'
    ///   failed: …` or `advance 250ms failed: …`; later steps are not performed.
    static func perform(_ steps: [ScreenOptions.Step], on screen: Screen, settles: Bool) -> String? {
        let clock = screen.clock
        clock.autoSettle = settles
        for step in steps {
            switch step {
            case .tap(let text, let query):
                // The tap's failure, or its settling's; nil when both went well.
                let failure: String? = clock.asOneStep {
                    if case .failure(let error) = Result(catching: { () throws(TapError) in try screen.tap(query) }) { return error.message }
                    guard settles else { return nil }
                    if case .failure(let error) = Result(catching: { () throws(ClockError) in try clock.settle() }) { return error.description }
                    return nil
                }
                if let failure { return "tap '\(text)' failed: \(failure)" }
            case .advance(let text, let milliseconds):
                do { try clock.advance(milliseconds: milliseconds) } catch { return "advance \(text) failed: \(error.description)" }
            }
        }
        screen.layoutIfNeeded()
        return nil
    }
}
