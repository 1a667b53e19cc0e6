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
    let captures: FlowCaptures
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

    /// The flow's tap log so far, kept when ``captures`` asks for taps.
    private(set) var taps: [TapRecord] = []
    /// The last picture drawn after a step, and whether a step that may change the
    /// screen has run since.
    private var lastPicture: SVGPicture?
    private var screenChanged = true
    /// How many pictures have been drawn; each gets its own id prefix, so a report may
    /// nest them in one file.
    private var picturesDrawn = 0
    /// Put before every id of the pictures: the flow's, so that a report may nest the
    /// pictures of several flows in one file.
    private let identifierPrefix: String
    /// The steps' pictures, drawn for one document in order: a view drawn as before is a
    /// reference to its earlier drawing.
    private let series: SVGPictureSeries

    init(
        screen: Screen, record: Bool, audit: AccessibilityAudit? = nil, observer: ((StepResult) -> Void)?, captures: FlowCaptures = [],
        drawings: SVGDrawingCache? = nil, identifierPrefix: String = ""
    ) {
        self.screen = screen
        self.identifierPrefix = identifierPrefix
        series = SVGPictureSeries(cache: drawings, identifierPrefix: identifierPrefix)
        self.record = record
        self.audit = audit
        self.observer = observer
        self.captures = captures.contains(.pictures) ? captures.union(.taps) : captures
    }

    /// Adds `tap` to the tap log when taps are captured.
    func log(_ tap: @autoclosure () -> TapRecord) {
        if captures.contains(.taps) { taps.append(tap()) }
    }

    /// Runs `steps` at nesting `depth`.
    ///
    /// - Throws: the first failure, located at its step.
    func run(_ steps: [FlowStep], depth: Int) throws(FlowFailure) {
        for step in steps {
            let start = ContinuousClock.now
            let firstTap = taps.count
            if captures.contains(.pictures), step.command.traits.contains(.changesScreen) { screenChanged = true }
            var failure: FlowFailure?
            var recordedGolden = false
            do {
                try perform(step, depth: depth)
            } catch let stepFailure as StepFailure {
                if record, let path = stepFailure.recordedGolden {
                    recordedGolden = true
                    recorded.append(RecordedGolden(location: step.location, step: step.description, path: path))
                } else {
                    failure = captured(FlowFailure(location: step.location, step: step.description, message: stepFailure.message), stepTaps: firstTap)
                    failure?.screenshot = stepFailure.screenshot
                }
            } catch let nested as FlowFailure {
                failure = nested
            } catch {
                failure = captured(FlowFailure(location: step.location, step: step.description, message: "\(error)"), stepTaps: firstTap)
            }
            var result = StepResult(
                step: step.description, location: step.location, depth: depth,
                duration: FlowRunner.seconds(ContinuousClock.now - start), passed: failure == nil && !recordedGolden)
            if captures.contains(.taps) {
                result.taps = Array(taps[firstTap...])
                result.firstTapNumber = firstTap + 1
            }
            if captures.contains(.pictures) {
                if screenChanged || firstTap < taps.count || lastPicture == nil {
                    lastPicture = picture(marking: firstTap, series: series)
                    screenChanged = false
                }
                result.picture = lastPicture
            }
            results.append(result)
            observer?(result)
            if let failure { throw failure }
            if let audit { report(audit.viewFindings(on: screen), at: step.location, step: "audit after \(step.description)") }
        }
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

    /// `failure` with the screen's text dump, JSON and picture as they are now; with taps
    /// captured, the picture marks the taps from `stepTaps` on and the failure carries
    /// the tap log so far.
    private func captured(_ failure: FlowFailure, stepTaps: Int) -> FlowFailure {
        var failure = failure
        screen.layoutIfNeeded()
        failure.textDump = TreePrinter.dump(screen)
        var members: [(String, JSONValue)] = [
            ("screen", .object([("width", .number(Double(screen.size.width))), ("height", .number(Double(screen.size.height)))])),
            ("root", ViewSnapshot(screen).json),
        ]
        if captures.contains(.taps) {
            members.append(("log", .array(taps.map(\.json))))
            members.append(("failure", .object([
                ("step", .string(failure.step)), ("file", .string(failure.location.file)),
                ("line", .number(Double(failure.location.line))), ("column", .number(Double(failure.location.column))),
                ("message", .string(failure.message)),
            ])))
        }
        failure.json = JSONValue.object(members).serialized()
        if captures.contains(.taps) {
            failure.picture = picture(marking: stepTaps).text
            failure.taps = taps
        } else {
            failure.picture = SVGRenderer().render(screen)
        }
        return failure
    }

    /// The screen as it is now, as SVG (text as glyphs, which a browser draws with its
    /// fonts), with the taps of the log from `firstTap` on marked and numbered by their
    /// place in the log; a document of its own unless it is drawn as part of `series`.
    private func picture(marking firstTap: Int, series: SVGPictureSeries? = nil) -> SVGPicture {
        screen.layoutIfNeeded()
        let marks = taps[firstTap...].enumerated().compactMap { offset, tap in tap.mark(number: firstTap + offset + 1) }
        picturesDrawn += 1
        var options = RenderOptions(showsTaps: !marks.isEmpty)
        options.identifierPrefix = identifierPrefix + "p\(picturesDrawn)-"
        return SVGRenderer(options: options).picture(screen, taps: marks, series: series)
    }

    private func perform(_ step: FlowStep, depth: Int) throws {
        let context = FlowContext(screen: screen, location: step.location, execution: self, depth: depth)
        guard step.command.traits.contains(.recordsActions) else {
            try step.command.perform(in: context)
            return
        }
        let records = try screen.recordingDispatch { try step.command.perform(in: context) }
        previousActions = (step.description, records.sentActions)
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
