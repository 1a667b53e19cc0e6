import Foundation
import TrellisCore
import TrellisRender

/// One flow's run on its screen: performs steps in order, times each, records results
/// and stops at the first failure, capturing the screen as it is at that moment.
///
/// A class, because commands that run other steps (`repeat`, `runFlow`) reach the run
/// through their ``FlowContext`` and add their steps' results to it.
final class FlowExecution {
    let screen: Screen
    let record: Bool
    let observer: ((StepResult) -> Void)?
    let audit: AccessibilityAudit?
    private(set) var results: [StepResult] = []
    /// The audit's findings so far, once per view and rule (``FlowResult/auditFailures``).
    private(set) var auditFailures: [FlowFailure] = []
    /// The views and rules already reported; the views are kept so that no other view
    /// takes the identifier of one removed from the screen.
    private var reported: Set<AuditKey> = []
    private var reportedViews: [View] = []

    private struct AuditKey: Hashable {
        let view: ObjectIdentifier
        let rule: AuditRule
    }

    init(screen: Screen, record: Bool, audit: AccessibilityAudit? = nil, observer: ((StepResult) -> Void)?) {
        self.screen = screen
        self.record = record
        self.audit = audit
        self.observer = observer
    }

    /// Runs `steps` at nesting `depth`.
    ///
    /// - Throws: the first failure, located at its step.
    func run(_ steps: [FlowStep], depth: Int) throws(FlowFailure) {
        for step in steps {
            let start = ContinuousClock.now
            var failure: FlowFailure?
            do {
                try perform(step, depth: depth)
            } catch let stepFailure as StepFailure {
                failure = captured(FlowFailure(location: step.location, step: step.description, message: stepFailure.message))
            } catch let nested as FlowFailure {
                failure = nested
            } catch {
                failure = captured(FlowFailure(location: step.location, step: step.description, message: "\(error)"))
            }
            let result = StepResult(
                step: step.description, location: step.location, depth: depth,
                duration: FlowRunner.seconds(ContinuousClock.now - start), passed: failure == nil)
            results.append(result)
            observer?(result)
            if let failure { throw failure }
            if let audit { report(audit.viewFindings(on: screen), at: step.location, step: "audit after \(step.description)") }
        }
    }

    /// Audits the screen as loaded, before the first step, reporting at the flow's
    /// header; does nothing without an audit.
    func auditLoadedScreen(header: SourceLocation) {
        if let audit { report(audit.viewFindings(on: screen), at: header, step: "audit of the loaded screen") }
    }

    /// Adds each finding of a view and rule not reported before as a failure at
    /// `location`, under `step`.
    private func report(_ findings: [(view: View, finding: AuditFinding)], at location: SourceLocation, step: String) {
        for (view, finding) in findings where reported.insert(AuditKey(view: ObjectIdentifier(view), rule: finding.rule)).inserted {
            reportedViews.append(view)
            auditFailures.append(FlowFailure(location: location, step: step, message: finding.locatedMessage))
        }
    }

    /// `failure` with the screen's text dump, JSON and picture as they are now.
    private func captured(_ failure: FlowFailure) -> FlowFailure {
        var failure = failure
        screen.layoutIfNeeded()
        failure.textDump = TreePrinter.dump(screen)
        failure.json = JSONValue.object([
            ("screen", .object([("width", .number(Double(screen.size.width))), ("height", .number(Double(screen.size.height)))])),
            ("root", ViewSnapshot(screen).json),
        ]).serialized()
        failure.picture = SVGRenderer().render(screen)
        return failure
    }

    private func perform(_ step: FlowStep, depth: Int) throws {
        try step.command.perform(in: FlowContext(screen: screen, location: step.location, execution: self, depth: depth))
    }
}

/// A step's failure message, before the runner locates it.
struct StepFailure: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
