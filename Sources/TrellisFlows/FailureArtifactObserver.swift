import Foundation
import TrellisCore

/// Keeps the screen as it is at a step's own failure (Docs/flows.md, `--artifacts`): its
/// text dump (``TreePrinter``), its JSON document (``ScreenDocument``, the same bytes as
/// `trellis run --format json` prints for that screen and log, plus `failure`) and, when
/// taps are captured, the tap log so far.
final class FailureArtifactObserver: FlowRunObserver {
    private let keepsTaps: Bool

    /// An observer keeping the tap log in the failure when `captures` holds
    /// ``FlowCaptures/taps``.
    init(captures: FlowCaptures) {
        keepsTaps = captures.contains(.taps)
    }

    func stepFailed(_ step: FlowStepEvent, failure: inout FlowFailure) {
        let screen = step.screen
        screen.layoutIfNeeded()
        failure.textDump = TreePrinter.dump(screen)
        guard keepsTaps else {
            failure.json = ScreenDocument.text(of: screen, log: nil)
            return
        }
        let location = failure.location
        failure.json = ScreenDocument.text(
            of: screen, log: step.taps.map(\.json),
            members: [
                (
                    "failure",
                    .object([
                        ("step", .string(failure.step)), ("file", .string(location.file)),
                        ("line", .number(Double(location.line))), ("column", .number(Double(location.column))),
                        ("message", .string(failure.message)),
                    ])
                )
            ])
        failure.taps = step.taps
    }
}
