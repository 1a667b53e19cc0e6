import TrellisCore
import TrellisRender

/// What running one flow did: a result per step that ran, and the failure, if any.
public struct FlowResult: Sendable, Hashable {
    /// The flow file's path as given.
    public var path: String
    /// The flow's name.
    public var name: String
    /// One entry per step that ran, in the order they finished (a `repeat` or `runFlow`
    /// after the steps inside it). Steps after a failure do not run.
    public var steps: [StepResult]
    /// The failure that stopped the flow; nil when every step passed.
    public var failure: FlowFailure?
    /// The flow's run time in seconds, loading the screen included.
    public var duration: Double
    /// What the audit of the loaded screen and after every step found
    /// (``FlowRunner/audit``, `trellis test --audit`), once per view, rule and, for overlap, other view, in the
    /// order found: each at the step after which it was first found (the flow's header for
    /// the loaded screen), its message the finding at the view's element. Empty when no
    /// audit ran or it found nothing.
    public var auditFailures: [FlowFailure] = []

    /// For a flow on an app, what the app did (screens shown, routes taken, links
    /// opened, controls tapped), for `trellis test --coverage` (Docs/navigation.md,
    /// "Flows"); nil for a flow on a screen file or an app that did not start.
    public var coverage: AppCoverage?

    /// The screen's clock when the flow ended, in ms (Docs/time.md): 0 when nothing
    /// moved it or no screen was loaded.
    public var clock: Int64 = 0

    /// The data row the test ran with (Docs/flows.md, "Data rows"); nil for a flow
    /// without `data:`.
    public var row: FlowRow?

    /// The failure of the header's `onFlowComplete` hook when the steps (or
    /// `onFlowStart`) failed too (Docs/flows.md, "Hooks"): a second failure of the one
    /// test. When only the hook failed, its failure is ``failure``.
    public var hookFailure: FlowFailure?

    /// Whether every step passed and the audit, if any, found nothing.
    public var passed: Bool { failure == nil && auditFailures.isEmpty }

    /// Every failure, for callers that report each: the audit's, then the one that
    /// stopped the flow, then a failed `onFlowComplete` after it.
    public var failures: [FlowFailure] { auditFailures + (failure.map { [$0] } ?? []) + (hookFailure.map { [$0] } ?? []) }

    /// The test's path as reports key it: the flow's path, with `[i]` added for a data
    /// row (`flows/login.yaml[2]`).
    public var testPath: String { row.map { "\(path)[\($0.number)]" } ?? path }

    /// Creates a result from its parts, as a report read back from a file gives them.
    public init(path: String, name: String, steps: [StepResult], failure: FlowFailure?, duration: Double, auditFailures: [FlowFailure] = []) {
        self.path = path
        self.name = name
        self.steps = steps
        self.failure = failure
        self.duration = duration
        self.auditFailures = auditFailures
    }
}

/// One step's outcome.
public struct StepResult: Sendable, Hashable {
    /// The step as printed (``FlowStep/description``).
    public var step: String
    /// Where the step is written.
    public var location: SourceLocation
    /// How deep inside `repeat` and `runFlow` the step is: 0 for the flow's own steps.
    public var depth: Int
    /// How long the step took, in seconds.
    public var duration: Double
    /// The screen's clock when the step began and when it ended (its settling
    /// included), in ms (Docs/time.md, "Flows"); `0...0` for a flow on which nothing
    /// moved the clock.
    public var time: ClosedRange<Int64> = 0...0
    /// Whether it passed.
    public var passed: Bool
    /// The taps the step performed or tried, in order, numbered from 1 across the flow
    /// from ``firstTapNumber``; empty unless the runner captures ``FlowCaptures/taps``.
    public var taps: [TapRecord] = []
    /// The number of the step's first tap in the flow's tap log, from 1.
    public var firstTapNumber = 1
    /// The screen after the step as SVG, its taps marked; nil unless the runner captures
    /// ``FlowCaptures/pictures``. Steps that left the screen alone share the picture of
    /// the step before them (the same bytes, so comparing them is quick). A flow's
    /// pictures are an `SVGPictureSeries`: after the first, a picture refers to views
    /// drawn in earlier ones (`<use href="#d3"/>`), so the pictures are read in one
    /// document, in step order, as the HTML report's sheet nests them.
    public var picture: SVGPicture?
    /// Why the step did not run (Docs/flows.md, "Conditions"): the first of its
    /// conditions that was false, `visible 'Accept cookies' is false`; nil for a step
    /// that ran. A skipped step passes, sends nothing and is printed `○ STEP (skipped:
    /// REASON)`.
    public var skipped: String?
    /// The hook the step begins (`onFlowStart:` or `onFlowComplete:`), printed on a line
    /// of its own before the step (Docs/flows.md, "Hooks"); nil for every other step.
    public var section: String?
    /// What the step reports besides passing or failing (``FlowContext/note(_:)``):
    /// `2 characters dropped: text-field#code is limited to 4 (max-length)`; nil for
    /// nothing. Printed under the step's line and on its card in the HTML report.
    public var note: String?
}
