import Foundation
import TrellisCore

/// What one run of a flow did, step by step, as ``FlowRepetition`` compares runs
/// (Docs/flows.md, "`--repeat N`: proving a flow deterministic"): for each step, in the
/// order the steps finish (a `repeat` or `runFlow` after the steps inside it), its log
/// line without the time, its taps as the tap log writes them, its own failure, and the
/// screen's text dump after it.
///
/// The text dump is the one `trellis run` prints (``TreePrinter``), taken after laying the
/// screen out. A step that cannot change the screen (no ``FlowCommandTraits/changesScreen``,
/// ``FlowCommandTraits/movesClock`` or ``FlowCommandTraits/hasNestedSteps``) and tapped
/// nothing shares the dump taken last, which is the same text, without the cost of
/// writing it again.
final class DeterminismRecord: FlowRunObserver {
    /// One step's record.
    struct Entry {
        /// Where the step is written.
        var location: SourceLocation
        /// The step as printed (``FlowStep/description``).
        var step: String
        /// The step's log line without the time, and its note's line when it has one.
        var lines: [String]
        /// The step's taps, each as the tap log's text line (``TapRecord/description``).
        var taps: [String]
        /// The step's own failure (`file:line:column: error: step: message`); nil when it
        /// passed or a step inside it failed.
        var failure: String?
        /// The screen's text dump after the step.
        var dump: String
    }

    /// Every step's record so far.
    private(set) var entries: [Entry] = []
    /// The flow's failures once it finished (``FlowResult/failures``), as written.
    private(set) var failures: [String] = []
    private let stepLine: (StepResult) -> String
    private var pendingFailure: String?
    private var lastDump: String?

    /// A record whose log lines `stepLine` writes (the step's line without its time).
    init(stepLine: @escaping (StepResult) -> String) {
        self.stepLine = stepLine
    }

    func stepFailed(_ step: FlowStepEvent, failure: inout FlowFailure) {
        pendingFailure = failure.description
    }

    func stepFinished(_ step: FlowStepEvent, result: inout StepResult) {
        let mayChange = !step.step.command.traits.isDisjoint(with: [.changesScreen, .movesClock, .hasNestedSteps])
        let dump: String
        if let lastDump, !mayChange, result.taps.isEmpty {
            dump = lastDump
        } else {
            step.screen.layoutIfNeeded()
            dump = TreePrinter.dump(step.screen)
            lastDump = dump
        }
        let lines = stepLine(result).split(separator: "\n").map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }.map(String.init)
        entries.append(
            Entry(
                location: result.location, step: result.step, lines: lines, taps: result.taps.map(\.description), failure: pendingFailure,
                dump: dump))
        pendingFailure = nil
    }

    func flowFinished(_ result: inout FlowResult) {
        failures = result.failures.map(\.description)
    }
}
