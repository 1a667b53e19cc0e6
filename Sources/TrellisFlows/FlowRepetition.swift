import Foundation
import TrellisCore

/// Runs each flow N times, each on a fresh screen, and proves it deterministic instead of
/// retrying it (Docs/flows.md, "`--repeat N`: proving a flow deterministic"): every run's record (per step its log
/// line without the time, its taps, its failure and the screen's text dump after it) is
/// compared with run 1's, byte for byte.
///
/// When every run is the same, the result is run 1's, a failure included. The first run
/// that differs fails the flow as not deterministic at the first step that differs:
/// `f.yaml:4:3: error: tapOn 'A': not deterministic: run 2 differs from run 1: the step's
/// tap 1`, then a line `run 1: …` and a line `run 2: …`, each run's first differing line;
/// the runs after it do not run. Only run 1 is reported step by step to the observers.
///
/// ```swift
/// let repetition = FlowRepetition(count: 3) { step in step.step }
/// let result = repetition.run(flow, on: FlowRunner(registry: .standard))
/// ```
public struct FlowRepetition: Sendable {
    /// The counts `--repeat` takes: 1 to 1,000.
    public static let counts = 1...1_000
    /// How many times each flow runs, from 1 (the default: one plain run) to 1,000.
    public var count: Int
    /// The run whose taps all land 1 point right of their aim (x + 1), to test the check
    /// itself (`TRELLIS_REPEAT_FAULT`); nil, the default, moves none. A run past
    /// ``count`` never runs.
    public var faultyRun: Int?
    /// A step's log line without its time, as the record keeps it.
    public var stepLine: @Sendable (StepResult) -> String

    /// Creates a repetition of `count` runs (default 1), `faultyRun`'s taps moved.
    public init(count: Int = 1, faultyRun: Int? = nil, stepLine: @escaping @Sendable (StepResult) -> String) {
        self.count = count
        self.faultyRun = faultyRun
        self.stepLine = stepLine
    }

    /// Runs `flow` ``count`` times with `runner` and returns the result: run 1's, or the
    /// failure that it is not deterministic. With a count of 1 this is exactly
    /// ``FlowRunner/run(_:identifierPrefix:observers:observer:)``.
    ///
    /// - Parameters:
    ///   - flow: the flow to run, as ``FlowLoader`` loaded it.
    ///   - runner: the runner each run uses (its registry, captures and screens).
    ///   - identifierPrefix: as ``FlowRunner/run(_:identifierPrefix:observers:observer:)``.
    ///   - observers: told of run 1's steps as they run, and of the flow's end once every
    ///     run is compared, with the result returned.
    ///   - observer: called with each of run 1's steps as it finishes.
    public func run(
        _ flow: Flow, on runner: FlowRunner, identifierPrefix: String = "", observers: [any FlowRunObserver] = [],
        observer: ((StepResult) -> Void)? = nil
    ) -> FlowResult {
        guard count > 1 else { return runner.run(flow, identifierPrefix: identifierPrefix, observers: observers, observer: observer) }
        var first = runner
        first.captures.insert(.taps)
        first.tapOffset = faultyRun == 1 ? 1 : 0
        let firstRecord = DeterminismRecord(stepLine: stepLine)
        var result = first.run(
            flow, identifierPrefix: identifierPrefix, observers: [firstRecord, StepForwarder(observers)], observer: observer)
        // The later runs keep only what the record reads.
        var later = runner
        later.captures = .taps
        for number in 2...count {
            later.tapOffset = faultyRun == number ? 1 : 0
            let record = DeterminismRecord(stepLine: stepLine)
            _ = later.run(flow, observers: [record])
            guard let difference = firstRecord.firstDifference(from: record, header: SourceLocation(file: flow.path, line: 1)) else { continue }
            result.failure = FlowFailure(
                location: difference.location, step: difference.step,
                message: "\(Self.messagePrefix)run \(number) differs from run 1: \(difference.part)\n"
                    + "  run 1: \(difference.first)\n  run \(number): \(difference.other)",
                textDump: difference.dump)
            break
        }
        for observer in observers { observer.flowFinished(&result) }
        return result
    }

    /// How the message of a failure that a flow is not deterministic begins.
    static let messagePrefix = "not deterministic: "

    /// Whether `result` failed because its runs differ (rather than passing or failing
    /// the same way every time).
    public static func isNotDeterministic(_ result: FlowResult) -> Bool {
        result.failure?.message.hasPrefix(messagePrefix + "run ") ?? false
    }
}

/// Tells observers of a run's steps and not of its end, which ``FlowRepetition`` reports
/// once every run is compared.
private final class StepForwarder: FlowRunObserver {
    private let observers: [any FlowRunObserver]

    init(_ observers: [any FlowRunObserver]) {
        self.observers = observers
    }

    func stepBegan(_ step: FlowStepEvent) {
        for observer in observers { observer.stepBegan(step) }
    }

    func stepFailed(_ step: FlowStepEvent, failure: inout FlowFailure) {
        for observer in observers { observer.stepFailed(step, failure: &failure) }
    }

    func stepFinished(_ step: FlowStepEvent, result: inout StepResult) {
        for observer in observers { observer.stepFinished(step, result: &result) }
    }
}
