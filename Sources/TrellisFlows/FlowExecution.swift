import Foundation
import TrellisCore

/// One flow's run on its session: performs steps in order, times each, records results
/// and stops at the first failure, reporting every step to its observers
/// (``FlowRunObserver``), which keep what is kept of the run (pictures, the screen at the
/// failure).
///
/// A class, because commands that run other steps (`repeat`, `runFlow`) reach the run
/// through their ``FlowContext`` and add their steps' results to it.
final class FlowExecution {
    let session: Session
    let record: Bool
    let audit: AccessibilityAudit?
    /// Whether the clock is settled after each step that does not move it itself and is
    /// not an assertion (the flow header's `autoSettle`, Docs/time.md).
    let autoSettle: Bool
    private let keepsTaps: Bool
    private let observers: [any FlowRunObserver]
    private(set) var results: [StepResult] = []
    /// The audit's findings so far, each once (``FlowResult/auditFailures``).
    private(set) var auditFailures: [FlowFailure] = []
    /// The findings already reported; the views are kept so that no other view takes the
    /// identifier of one removed from the screen.
    private var reported: Set<AuditKey> = []
    private var reportedViews: [View] = []
    /// The named actions the last step that ran sent, each with its sender, and that
    /// step's line (`assertAction` and `assertNoAction` read them and leave them as they
    /// are, so several may follow one step); nil before any step ran.
    private(set) var previousActions: (step: String, actions: [(action: SentAction, sender: View)])?

    /// What makes a finding the same one after a step: its view, its rule and, for
    /// `overlap`, the other view. Not the message, whose sizes change as the screen does
    /// (a control 14 pt past the edge, then 24).
    private struct AuditKey: Hashable {
        let view: ObjectIdentifier
        let rule: AuditRule
        let other: ObjectIdentifier?
    }

    /// The golden files recorded so far (`--record`), each with its step: those steps
    /// failed without stopping the flow, which fails at its end (``recordingFailure``).
    private(set) var recorded: [RecordedGolden] = []

    /// A golden file recorded by a step.
    struct RecordedGolden {
        var location: SourceLocation
        var step: String
        var path: String
    }

    /// The note of the step running (``FlowContext/note(_:)``), moved into its result.
    var pendingNote: String?

    /// How far right of its aim every tap lands, in points (``FlowRunner/tapOffset``),
    /// given to the top screen before each step; 0 by default.
    var tapOffset: CGFloat = 0

    /// The flow's tap log so far, kept when taps are captured.
    private(set) var taps: [TapRecord] = []

    /// A run on `session`; `keepsTaps` keeps the tap log (``FlowCaptures/taps``), and
    /// `observers` are told of every step, in their order.
    init(
        session: Session, record: Bool, audit: AccessibilityAudit? = nil, keepsTaps: Bool = false, autoSettle: Bool = true,
        observers: [any FlowRunObserver] = []
    ) {
        self.session = session
        self.record = record
        self.audit = audit
        self.autoSettle = autoSettle
        self.keepsTaps = keepsTaps
        self.observers = observers
    }

    /// The screen the steps act on: the session's top screen.
    var screen: Screen { session.screen }

    /// Adds `tap` to the tap log when taps are captured.
    func log(_ tap: @autoclosure () -> TapRecord) {
        if keepsTaps { taps.append(tap()) }
    }

    /// Runs `steps` at nesting `depth`; `section` (a hook's name, `onFlowStart:`) is
    /// printed before the first. A step whose conditions are false is skipped: it runs
    /// and sends nothing, and its result says why (``StepResult/skipped``).
    ///
    /// - Throws: the first failure, located at its step.
    func run(_ steps: [FlowStep], depth: Int, section: String? = nil) throws(FlowFailure) {
        if results.isEmpty { results.reserveCapacity(steps.count) }
        // About a tap a step: a log grown from empty copies its records several times.
        if keepsTaps, taps.isEmpty { taps.reserveCapacity(steps.count) }
        for (index, step) in steps.enumerated() {
            if step.command.traits.contains(.isConditional), let reason = try skipReason(of: step, depth: depth) {
                skip(step, depth: depth, reason: reason, section: index == 0 ? section : nil)
                continue
            }
            // The step's text is made once: its result, its failure and the actions
            // `assertAction` reads all name it.
            let description = step.description
            let start = ContinuousClock.now
            let clockStart = screen.clock.milliseconds
            let firstTap = taps.count
            // The event holds the tap log: it goes before the step adds to the log, which
            // is then not copied.
            do {
                let began = event(step, depth: depth, firstTap: firstTap)
                for observer in observers { observer.stepBegan(began) }
            }
            var failure: FlowFailure?
            var recordedGolden = false
            pendingNote = nil
            do {
                try perform(step, description: description, depth: depth)
            } catch let stepFailure as StepFailure {
                if record, let path = stepFailure.recordedGolden {
                    recordedGolden = true
                    recorded.append(RecordedGolden(location: step.location, step: description, path: path))
                } else {
                    var own = FlowFailure(location: step.location, step: description, message: stepFailure.message)
                    own.screenshot = stepFailure.screenshot
                    failure = captured(own, step: step, depth: depth, firstTap: firstTap)
                }
            } catch let nested as FlowFailure {
                failure = nested
            } catch {
                failure = captured(
                    FlowFailure(location: step.location, step: description, message: "\(error)"), step: step, depth: depth, firstTap: firstTap)
            }
            var result = StepResult(
                step: description, location: step.location, depth: depth,
                duration: FlowRunner.seconds(ContinuousClock.now - start), passed: failure == nil && !recordedGolden)
            result.time = clockStart...max(clockStart, screen.clock.milliseconds)
            result.section = index == 0 ? section : nil
            result.note = pendingNote
            pendingNote = nil
            if keepsTaps {
                // A copy of its own: an array made from a slice of the whole log would
                // share the log's buffer, which the next tap would then copy.
                result.taps = []
                result.taps.append(contentsOf: taps[firstTap...])
                result.firstTapNumber = firstTap + 1
            }
            let finished = event(step, depth: depth, firstTap: firstTap)
            for observer in observers { observer.stepFinished(finished, result: &result) }
            results.append(result)
            if let failure { throw failure }
            if let audit { report(audit.viewFindings(on: screen), at: step.location, step: "audit after \(description)") }
        }
    }

    /// Why `step` does not run now, or nil when it runs.
    ///
    /// - Throws: the step's failure when its conditions cannot be decided.
    private func skipReason(of step: FlowStep, depth: Int) throws(FlowFailure) -> String? {
        let context = FlowContext(session: session, location: step.location, execution: self, depth: depth)
        do {
            return try step.command.skipReason(in: context)
        } catch let failure as StepFailure {
            throw captured(
                FlowFailure(location: step.location, step: step.description, message: failure.message), step: step, depth: depth, firstTap: taps.count)
        } catch {
            throw captured(FlowFailure(location: step.location, step: step.description, message: "\(error)"), step: step, depth: depth, firstTap: taps.count)
        }
    }

    /// Records `step` as skipped: it passes, takes no time and sends nothing, so the
    /// actions `assertAction` checks stay those of the step before it.
    private func skip(_ step: FlowStep, depth: Int, reason: String, section: String?) {
        let began = event(step, depth: depth, firstTap: taps.count)
        for observer in observers { observer.stepBegan(began) }
        let clock = screen.clock.milliseconds
        var result = StepResult(step: step.description, location: step.location, depth: depth, duration: 0, passed: true)
        result.time = clock...clock
        result.skipped = reason
        result.section = section
        if keepsTaps { result.firstTapNumber = taps.count + 1 }
        let finished = event(step, depth: depth, firstTap: taps.count)
        for observer in observers { observer.stepFinished(finished, result: &result) }
        results.append(result)
    }

    /// The failure of a flow that recorded golden files and failed in no other way, at
    /// its first recording step, naming every file recorded; nil when none was. A
    /// recording run never passes (swift-argument-parser's record switch).
    var recordingFailure: FlowFailure? {
        guard let first = recorded.first else { return nil }
        let files = recorded.map(\.path)
        let count = files.count == 1 ? "1 golden file" : "\(files.count) golden files"
        return FlowFailure(
            location: first.location, step: first.step,
            message: "recorded \(count): \(files.joined(separator: ", ")); run again without --record to check \(files.count == 1 ? "it" : "them")")
    }

    /// Audits the screen as loaded, before the first step, reporting at the flow's
    /// header; does nothing without an audit.
    func auditLoadedScreen(header: SourceLocation) {
        if let audit { report(audit.viewFindings(on: screen), at: header, step: "audit of the loaded screen") }
    }

    /// Adds each finding not reported before (``AuditKey``) as a failure at `location`,
    /// under `step`.
    private func report(_ findings: [(view: View, other: View?, finding: AuditFinding)], at location: SourceLocation, step: String) {
        for (view, other, finding) in findings
        where reported.insert(AuditKey(view: ObjectIdentifier(view), rule: finding.rule, other: other.map(ObjectIdentifier.init))).inserted {
            reportedViews.append(view)
            if let other { reportedViews.append(other) }
            auditFailures.append(FlowFailure(location: location, step: step, message: finding.locatedMessage))
        }
    }

    /// The step as the observers see it now.
    private func event(_ step: FlowStep, depth: Int, firstTap: Int) -> FlowStepEvent {
        FlowStepEvent(step: step, depth: depth, session: session, taps: taps, firstTap: firstTap)
    }

    /// `failure`, the step's own, as the observers leave it (``FlowRunObserver/stepFailed(_:failure:)``).
    private func captured(_ failure: FlowFailure, step: FlowStep, depth: Int, firstTap: Int) -> FlowFailure {
        var failure = failure
        failure.clock = screen.clock.milliseconds
        let failed = event(step, depth: depth, firstTap: firstTap)
        for observer in observers { observer.stepFailed(failed, failure: &failure) }
        return failure
    }

    /// Performs the step, then settles the clock when the flow does and the step is not
    /// an assertion, does not move the clock itself and runs no nested steps (each of
    /// those settles after itself); the step is one step of the clock (its firing
    /// limit), unless it runs nested steps. Records the actions it sends unless its
    /// command reads them (``FlowCommandTraits/recordsActions``).
    private func perform(_ step: FlowStep, description: String, depth: Int) throws {
        if tapOffset != 0 { screen.tapOffset = tapOffset }
        let context = FlowContext(session: session, location: step.location, execution: self, depth: depth)
        let traits = step.command.traits
        let settles = autoSettle && traits.isDisjoint(with: [.isAssertion, .movesClock, .hasNestedSteps])
        let body = { () throws in
            try step.command.perform(in: context)
            if settles { try self.screen.clock.settle() }
        }
        let run = { () throws in
            if traits.contains(.hasNestedSteps) { try body() } else { try self.screen.clock.asOneStep(body) }
        }
        guard traits.contains(.recordsActions) else {
            try run()
            return
        }
        let records = try screen.recordingDispatch { try run() }
        previousActions = (description, records.sentActions)
        // A route whose move could not be made (the stack limit, a sender without the
        // tag an argument reads) fails the step that sent its action. Read in place: most
        // steps send no navigation, and a list of them per step cost more than the check.
        for case .navigation(let navigation) in records {
            if let message = navigation.error { throw StepFailure(message) }
        }
    }
}

/// A step's failure message, before the runner locates it.
struct StepFailure: Error {
    var message: String
    /// The pictures an `assertScreenshot` failure left, for the reports.
    var screenshot: ScreenshotFailure?
    /// The golden file a recording run wrote (`assertSnapshot`, `assertScreenshot` with
    /// `--record`): the step fails and the flow goes on, so that one run records every
    /// golden of the flow.
    var recordedGolden: String?

    init(_ message: String, screenshot: ScreenshotFailure? = nil, recordedGolden: String? = nil) {
        self.message = message
        self.screenshot = screenshot
        self.recordedGolden = recordedGolden ?? screenshot?.recordedPath
    }
}
