import Foundation
import TrellisCore

/// Listens to a flow's run (Docs/architecture.md, "The session and a run's observers"):
/// the runner performs steps and reports each one's start, its own failure and its end,
/// then the flow's end; what is kept of a run — pictures, failure artifacts, the caller's
/// live output, the HTML report's pages, the JUnit report — is made by observers, not by
/// the runner.
///
/// Every call comes on the thread running the flow, in step order; a step with nested
/// steps (``FlowCommandTraits/hasNestedSteps``) begins before its steps, one level
/// deeper, and finishes after them. The runner calls its observers in the order they were
/// given, so an observer sees what the ones before it added. Each method does nothing by
/// default.
public protocol FlowRunObserver: AnyObject {
    /// The step is about to be performed on `step.session`'s screen.
    func stepBegan(_ step: FlowStepEvent)

    /// The step failed itself (not one of its nested steps, whose failure is reported at
    /// that step): `failure` is located and may be given what is kept of the screen as it
    /// is now (``FlowFailure/textDump``, ``FlowFailure/json``, ``FlowFailure/picture``).
    func stepFailed(_ step: FlowStepEvent, failure: inout FlowFailure)

    /// The step finished (passed or failed, after its nested steps): `result` is what the
    /// flow's result will hold for it, which observers may add to (its picture).
    func stepFinished(_ step: FlowStepEvent, result: inout StepResult)

    /// The flow finished (passed, failed, or could not load its screen, when no step
    /// ran): `result` is what ``FlowRunner/run(_:identifierPrefix:observers:observer:)``
    /// will return, which observers may change (the HTML report takes the pictures out
    /// of it once its page has them).
    func flowFinished(_ result: inout FlowResult)
}

extension FlowRunObserver {
    public func stepBegan(_ step: FlowStepEvent) {}
    public func stepFailed(_ step: FlowStepEvent, failure: inout FlowFailure) {}
    public func stepFinished(_ step: FlowStepEvent, result: inout StepResult) {}
    public func flowFinished(_ result: inout FlowResult) {}
}

/// A step of a running flow as its observers see it: the step, how deep it is, the
/// session it runs on and the flow's tap log.
public struct FlowStepEvent {
    /// The step.
    public let step: FlowStep
    /// How deep inside `repeat` and `runFlow` the step is: 0 for the flow's own steps.
    public let depth: Int
    /// The session the flow runs on; its `screen` is the screen the step acts on.
    public let session: Session
    /// The flow's tap log so far, in order; empty unless the runner captures
    /// ``FlowCaptures/taps``.
    public let taps: [TapRecord]
    /// The index in ``taps`` of the step's first tap: the taps from it on are the step's
    /// own (none when it equals `taps.count`).
    public let firstTap: Int

    /// The screen the step acts on: the session's top screen.
    public var screen: Screen { session.screen }
}
