import Foundation
import TrellisCore

/// `advanceClock: DURATION`: moves the screen's clock forward, running every timer
/// firing, animation end and timed touch due on the way, each at its own instant
/// (Docs/time.md, "Flows"). `0ms` is allowed. The runner does not settle after it.
public struct AdvanceClockCommand: FlowCommand {
    /// How far, in whole milliseconds (0 to 24 h).
    public var milliseconds: Int64

    /// Creates the command.
    public init(milliseconds: Int64) {
        self.milliseconds = milliseconds
    }

    /// It changes the screen, records the actions the timers send and moves the clock
    /// itself.
    public var traits: FlowCommandTraits { [.changesScreen, .recordsActions, .movesClock] }

    public var name: String { Self.descriptor.name }

    public var description: String { "advanceClock \(milliseconds)ms" }

    /// Advances the clock and lays the screen out; the advance goes into the tap log as
    /// an `advance` entry.
    ///
    /// - Throws: the firing limit's message (`more than 100,000 timer firings in one
    ///   step …`); the clock then stands at the last firing.
    public func perform(in context: FlowContext) throws {
        let screen = context.screen
        let clock = screen.clock
        let start = clock.milliseconds
        var failure: ClockError?
        let records = screen.recordingDispatch {
            if case .failure(let error) = Result(catching: { () throws(ClockError) in try clock.advance(milliseconds: milliseconds) }) { failure = error }
        }
        screen.layoutIfNeeded()
        context.log(TapRecord(advance: "\(milliseconds)ms", time: start...clock.milliseconds, records: records, error: failure?.description))
        if let failure { throw StepFailure(failure.description) }
    }

    static let descriptor = FlowCommandDescriptor(
        name: "advanceClock", argumentHelp: "a duration, as 250ms or 1.5s", argumentSchema: FlowSchema.durationOrVariable, example: "250ms",
        summary: "move the clock: timers fire, animations run"
    ) { argument, parser in
        parser.value(argument, as: ClockDuration.self, what: "advanceClock").map { AdvanceClockCommand(milliseconds: $0.milliseconds) }
    }
}

/// `waitForAnimationToEnd` (bare) or `{timeout: DURATION}` (default `15s`, Maestro's):
/// moves the clock item by item until no animation runs, endless ones included
/// (Docs/time.md, "Flows"). Where Maestro passes at its timeout, this fails, naming each
/// animation still running: a screen that never settles is a finding.
public struct WaitForAnimationCommand: FlowCommand {
    /// How far the clock may move, in ms.
    public var timeout: Int64
    /// The timeout as the failure quotes it: `15s`, or as written (`2s`, `500ms`).
    public var written: String

    /// Creates the command; the default is 15 s, written `15s`.
    public init(timeout: Int64 = VirtualClock.settleTimeout, written: String = "15s") {
        self.timeout = timeout
        self.written = written
    }

    /// It changes the screen, records the actions timers send meanwhile and moves the
    /// clock itself.
    public var traits: FlowCommandTraits { [.changesScreen, .recordsActions, .movesClock] }

    public var name: String { Self.descriptor.name }

    /// `waitForAnimationToEnd`, with `within 2s` for a timeout other than 15 s, so that
    /// the failure reads `waitForAnimationToEnd: animations still running after 15s of
    /// virtual time: …`.
    public var description: String {
        timeout == VirtualClock.settleTimeout ? "waitForAnimationToEnd" : "waitForAnimationToEnd within \(written)"
    }

    /// Waits; the screen is laid out after.
    ///
    /// - Throws: `animations still running after 15s of virtual time: spinner#busy
    ///   (s.xml:4:3) endless; …` (the clock then stands at the timeout), or the firing
    ///   limit's message.
    public func perform(in context: FlowContext) throws {
        let screen = context.screen
        defer { screen.layoutIfNeeded() }
        do throws(ClockError) {
            try screen.clock.waitForAnimationToEnd(timeoutMilliseconds: timeout, written: written)
        } catch {
            throw StepFailure(error.description)
        }
    }

    static let descriptor = FlowCommandDescriptor(
        name: "waitForAnimationToEnd", argumentHelp: "nothing, or {timeout: a duration, as 2s}",
        argumentSchema: FlowSchema.mapping(
            ["timeout": FlowSchema.durationOrVariable.described("how long to wait at most (default 15s)")], required: ["timeout"]), example: "",
        summary: "until no animation runs, at most 15s",
        bare: { WaitForAnimationCommand() }
    ) { argument, parser in
        let pairs = parser.uniquePairs(argument, allowed: ["timeout"], required: ["timeout"], context: "waitForAnimationToEnd")
        guard let node = pairs["timeout"], let duration = parser.value(node, as: ClockDuration.self, what: "waitForAnimationToEnd's 'timeout'")
        else { return nil }
        return WaitForAnimationCommand(timeout: duration.milliseconds, written: node.scalar ?? duration.attributeText)
    }
}
