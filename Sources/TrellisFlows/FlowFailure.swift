import TrellisCore

/// Why a flow failed: the step, where it is written, and what was expected and found.
public struct FlowFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The failing step's place in its flow file (an included flow's own file for a
    /// step of `runFlow`).
    public var location: SourceLocation
    /// The step as the runner prints it (``FlowStep/description``).
    public var step: String
    /// What was expected and what was found, e.g. the candidates of an ambiguous query,
    /// the reason for a missed tap or the actual frame.
    public var message: String
    /// The screen's text dump at the moment of failure (`TreePrinter`); nil when no
    /// screen was loaded.
    public var textDump: String?
    /// The screen as Docs/cli.md's JSON (`ScreenDocument`: `screen`, `root`,
    /// `accessibility`, and with taps captured `log` and `failure`) at the moment of
    /// failure; nil when no screen was loaded.
    public var json: String?
    /// A picture of the screen at the moment of failure, as SVG (`SVGRenderer`); nil
    /// when no screen was loaded.
    public var picture: String?
    /// The flow's tap log up to and including the failing step; empty unless the runner
    /// captures ``FlowCaptures/taps``.
    public var taps: [TapRecord] = []
    /// The pictures an `assertScreenshot` failure left: the golden, the actual picture and
    /// the diff, each nil when not written (Docs/flows.md, "Picture goldens").
    public var screenshot: ScreenshotFailure?
    /// The screen's clock when the step failed, in ms (Docs/time.md, "Flows"); nil when
    /// not known (no screen was loaded, or a report read back that did not say).
    public var clock: Int64?

    /// Creates a failure.
    public init(location: SourceLocation, step: String, message: String, textDump: String? = nil, json: String? = nil) {
        self.location = location
        self.step = step
        self.message = message
        self.textDump = textDump
        self.json = json
    }

    /// `file:line:column: error: step: message`, as compilers print errors.
    public var description: String {
        Diagnostic(at: location, "\(step): \(message)").description
    }
}
