import Foundation
import TrellisCore

/// What a ``FlowCommand`` acts on while its step runs: the flow's session and its top
/// screen, where the step is written, and the run it belongs to (for commands that run
/// other steps).
///
/// Contexts are made by the runner only.
public struct FlowContext {
    /// The session the flow runs on.
    public let session: Session
    /// Where the step is written (its file, line and column).
    public let location: SourceLocation
    let execution: FlowExecution
    let depth: Int

    init(session: Session, location: SourceLocation, execution: FlowExecution, depth: Int) {
        self.session = session
        self.location = location
        self.execution = execution
        self.depth = depth
    }

    /// The screen the flow drives: the session's top screen.
    public var screen: Screen { session.screen }

    /// Whether golden files are being recorded (`trellis test --record`).
    public var isRecording: Bool { execution.record }

    /// Runs `steps` one level deeper than this step, recording each one's result.
    ///
    /// - Throws: ``FlowFailure``, the first nested step's failure, located at that step.
    public func run(_ steps: [FlowStep]) throws(FlowFailure) {
        try execution.run(steps, depth: depth + 1)
    }

    /// Notes what the step did that a reader should know and that is not a failure (the
    /// clusters `max-length` dropped); the step's result carries it (``StepResult/note``).
    /// A later note of the same step replaces an earlier one.
    public func note(_ text: String) {
        execution.pendingNote = text
    }

    /// Adds a tap to the flow's tap log (kept only when the runner captures taps).
    func log(_ tap: @autoclosure () -> TapRecord) {
        execution.log(tap())
    }

    /// The finder for selectors on this screen.
    var finder: ViewFinder { ViewFinder(screen: screen) }

    /// The view with `id`, after laying the screen out.
    ///
    /// - Throws: ``ViewLookupError``'s message when no view has it, suggesting the
    ///   nearest id.
    func view(withID id: String) throws(StepFailure) -> View {
        screen.layoutIfNeeded()
        guard let view = screen.view(withID: id) else {
            var ids: [String] = []
            screen.forEachInSubtree { if let id = $0.id { ids.append(id) } }
            throw StepFailure(ViewLookupError(id: id, among: ids).message)
        }
        return view
    }
}
