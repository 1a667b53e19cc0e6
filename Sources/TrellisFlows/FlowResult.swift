import TrellisCore

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

    /// Whether every step passed.
    public var passed: Bool { failure == nil }

    /// The failures as a list (empty or one), for callers that report each.
    public var failures: [FlowFailure] { failure.map { [$0] } ?? [] }
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
    /// Whether it passed.
    public var passed: Bool
}
