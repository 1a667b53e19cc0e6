import Foundation
import TrellisCore
import TrellisRender
import TrellisXML

/// Runs flows (Docs/flows.md, "The runner") on fresh sessions (`Session`), one per flow: deterministic, in process, no retries.
///
/// Each run builds its own session and screen, so a runner may run many flows at once from different
/// threads; results do not depend on the order or on concurrency. A runner reads and
/// parses each screen file once, the first time a flow names it, and builds every flow's
/// screen from that. A flow stops at its first failing step.
///
/// ```swift
/// let runner = FlowRunner(registry: .standard)
/// let result = runner.run(try FlowLoader(registry: .standard).load(contentsOfFile: "login.yaml"))
/// for failure in result.failures { print(failure) }   // login.yaml:7:3: error: tapOn 'OK': …
/// ```
public struct FlowRunner: Sendable {
    /// The widgets and layouts screens are loaded with.
    public var registry: Registry
    /// When true, `assertSnapshot` writes the current dump to its golden file and still
    /// fails, so a recording run can never pass (swift-argument-parser's record switch).
    public var record: Bool
    /// The accessibility audit run on the screen as loaded and after every step (`trellis
    /// test --audit`); nil, the default, runs none. Each finding is a failure of the flow,
    /// reported once per view, rule and, for overlap, other view (``FlowResult/auditFailures``); the flow goes on to
    /// its next step.
    public var audit: AccessibilityAudit?
    /// The screen files read so far, shared by the runner's copies (and by a
    /// ``FlowLoader`` given the same cache).
    package var screens = ScreenCache()
    /// The step pictures drawn so far, shared by the runner's copies: a picture whose
    /// content a flow drew before is not drawn again (``SVGPictureCache``).
    package var pictures = SVGPictureCache()
    /// What is kept of each step besides its outcome (taps, pictures); nothing by
    /// default.
    public var captures: FlowCaptures
    /// How far right of its aim every tap of a step lands, in points (``Screen/tapOffset``);
    /// 0 by default. ``FlowRepetition`` moves its faulty run's taps 1 point.
    package var tapOffset: CGFloat = 0

    /// Creates a runner; `record` defaults to false, `audit` to nil and `captures` to
    /// nothing.
    public init(registry: Registry, record: Bool = false, audit: AccessibilityAudit? = nil, captures: FlowCaptures = []) {
        self.registry = registry
        self.record = record
        self.audit = audit
        self.captures = captures
    }

    /// Runs `flow` on a fresh session showing its screen at the flow's size, reporting
    /// every step to the observers.
    ///
    /// - Parameters:
    ///   - flow: the flow to run, as ``FlowLoader`` loaded it; an included flow (no
    ///     header) fails, as it runs only through `runFlow`.
    ///   - identifierPrefix: put before every id the steps' pictures define
    ///     (``StepResult/picture``; default: none). Each picture is a document of its
    ///     own; with no prefix its bytes depend only on what it shows, so the HTML report
    ///     stores equal pictures once.
    ///   - observers: told of every step as it begins, fails and finishes, and of the
    ///     flow's end (``FlowRunObserver``), on the calling thread, after the runner's own
    ///     (which draw the pictures and keep the screen at the failure); default: none.
    ///   - observer: called with each step's result as soon as it finishes, on the
    ///     calling thread, after every observer.
    /// - Returns: every step's result and the failure, if any. Never throws: a screen that
    ///   cannot be loaded is the flow's failure.
    public func run(
        _ flow: Flow, identifierPrefix: String = "", observers: [any FlowRunObserver] = [], observer: ((StepResult) -> Void)? = nil
    ) -> FlowResult {
        let start = ContinuousClock.now
        let captures = captures.contains(.pictures) ? captures.union(.taps) : captures
        var runObservers: [any FlowRunObserver] = [
            FailureArtifactObserver(captures: captures),
            FlowPictureObserver(captures: captures, identifierPrefix: identifierPrefix, pictures: pictures),
        ]
        runObservers += observers
        if let observer { runObservers.append(ResultCallbackObserver(observer)) }
        var result = FlowResult(path: flow.path, name: flow.name, steps: [], failure: nil, duration: 0)
        result.row = flow.row
        perform(flow, captures: captures, observers: runObservers, into: &result)
        result.duration = FlowRunner.seconds(ContinuousClock.now - start)
        for observer in runObservers { observer.flowFinished(&result) }
        return result
    }

    /// Loads `flow`'s session and runs its steps with `observers`, writing the steps, the
    /// failure and the audit's findings into `result`.
    private func perform(_ flow: Flow, captures: FlowCaptures, observers: [any FlowRunObserver], into result: inout FlowResult) {
        let header = SourceLocation(file: flow.path, line: 1)
        guard let screenPath = flow.screenPath else {
            result.failure = FlowFailure(location: header, step: "flow", message: "an included flow (no header) runs only through runFlow")
            return
        }
        let session: Session
        if flow.isApp {
            do {
                let app = try screens.parsedApp(at: screenPath, loader: AppLoader(registry: registry)).get().makeApp(width: flow.width, height: flow.height)
                session = Session(registry: registry, configuration: flow.configuration, app: app)
            } catch {
                result.failure = FlowFailure(location: header, step: "load \(screenPath)", message: "\(error)")
                return
            }
        } else {
            do {
                session = try Session(registry: registry, configuration: flow.configuration) {
                    (configuration) throws(ScreenLoadError) in
                    try screens.screen(at: screenPath, loader: ScreenLoader(registry: registry, textMetrics: configuration.textMetrics))
                }
            } catch {
                result.failure = FlowFailure(location: header, step: "load \(screenPath)", message: error.description)
                return
            }
        }
        session.screen.layoutIfNeeded()
        session.screen.clock.autoSettle = flow.autoSettle
        let execution = FlowExecution(
            session: session, record: record, audit: audit, keepsTaps: captures.contains(.taps), autoSettle: flow.autoSettle, observers: observers)
        execution.tapOffset = tapOffset
        execution.auditLoadedScreen(header: header)
        // onFlowStart, then the steps unless it failed; onFlowComplete whatever happened,
        // its failure a second one when the test failed already (Docs/flows.md, "Hooks").
        var inStartHook = true
        do {
            try execution.run(flow.onFlowStart, depth: 0, section: "onFlowStart:")
            inStartHook = false
            try execution.run(flow.steps, depth: 0)
        } catch {
            result.failure = inStartHook ? FlowRunner.inHook("onFlowStart", error) : error
        }
        do {
            try execution.run(flow.onFlowComplete, depth: 0, section: "onFlowComplete:")
        } catch {
            if result.failure == nil {
                result.failure = FlowRunner.inHook("onFlowComplete", error)
            } else {
                result.hookFailure = FlowRunner.inHook("onFlowComplete", error)
            }
        }
        if result.failure == nil { result.failure = execution.recordingFailure }
        result.steps = execution.results
        result.auditFailures = execution.auditFailures
        result.coverage = session.app?.coverage
        result.clock = session.screen.clock.milliseconds
    }

    /// `failure` named as its hook's (`onFlowComplete: tapOn 'Log out'`).
    private static func inHook(_ hook: String, _ failure: FlowFailure) -> FlowFailure {
        var named = failure
        named.step = "\(hook): \(failure.step)"
        return named
    }

    /// `duration` in seconds.
    public static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
