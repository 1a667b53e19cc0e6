import Foundation

/// Hands each step's finished result to a closure (``FlowRunner/run(_:identifierPrefix:observers:observer:)``'s
/// `observer`, which `trellis test` prints progress with). It runs after the runner's own
/// observers, so the result it sees holds the step's picture.
final class ResultCallbackObserver: FlowRunObserver {
    private let body: (StepResult) -> Void

    init(_ body: @escaping (StepResult) -> Void) {
        self.body = body
    }

    func stepFinished(_ step: FlowStepEvent, result: inout StepResult) {
        body(result)
    }
}
