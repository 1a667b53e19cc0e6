import Foundation
import TrellisCore

/// One command of a flow (Docs/flows.md, "Commands"), parsed and checked: a value of one of the
/// command types that ``FlowCommandDescriptor/all`` lists.
///
/// A command is a plain value (compared and hashed as such) that knows its step line
/// (`description`, e.g. `tapOn '周一'`), how many steps it runs and how it is performed.
/// Adding a command is one type conforming to this protocol (declaring its ``traits``)
/// plus its descriptor in ``FlowCommandDescriptor/all``; the runner, the loader and the
/// checker know a command only by its traits (Docs/architecture.md).
public protocol FlowCommand: Hashable, Sendable, CustomStringConvertible {
    /// The command's name as written in a flow (`assertNotSelected`).
    var name: String { get }

    /// What the command does (changes the screen, records actions, runs nested steps, is
    /// an assertion), which is all the runner, the loader and the checker ask of it.
    var traits: FlowCommandTraits { get }

    /// The number of steps running the command counts, itself included: 1, or more for a
    /// command that runs others (`repeat`, `runFlow`).
    var stepCount: Int { get }

    /// What the command names on its screen (ids, state keys), checked by
    /// ``FlowScreenCheck`` before anything runs; empty by default.
    var screenReferences: [ScreenReference] { get }

    /// The steps the command runs (`repeat`, `runFlow`); empty by default.
    var nestedSteps: [FlowStep] { get }

    /// The flow file whose steps the command runs, as written (relative to the flow that
    /// names it), for the loader to read into ``nestedSteps``; nil by default.
    var includedFlowPath: String? { get }

    /// How many times the command runs its nested steps, for counting them against the
    /// loader's limits; 1 by default.
    var repetitions: Int { get }

    /// The same command running `steps` instead of its own (the loader's resolved
    /// steps); the command itself by default.
    func replacingNestedSteps(with steps: [FlowStep]) -> any FlowCommand

    /// Why the step does not run now, as its skipped line says it (`visible 'Accept
    /// cookies' is false`), or nil when it runs; asked only of commands with the
    /// ``FlowCommandTraits/isConditional`` trait; nil by default.
    ///
    /// - Throws: the reason the step fails instead, as for ``perform(in:)``.
    func skipReason(in context: FlowContext) throws -> String?

    /// Performs the command on the context's screen.
    ///
    /// - Throws: the reason the step fails, as the runner prints it after the step line.
    func perform(in context: FlowContext) throws
}

extension FlowCommand {
    /// 1: the command is one step.
    public var stepCount: Int { 1 }

    /// None: the command names nothing on the screen.
    public var screenReferences: [ScreenReference] { [] }

    /// None: the command runs no other steps.
    public var nestedSteps: [FlowStep] { [] }

    /// None: the command includes no file.
    public var includedFlowPath: String? { nil }

    /// 1: nested steps, if any, run once.
    public var repetitions: Int { 1 }

    /// None: the command always runs.
    public func skipReason(in context: FlowContext) throws -> String? { nil }

    /// The command itself: it has no nested steps to replace.
    public func replacingNestedSteps(with steps: [FlowStep]) -> any FlowCommand { self }
}
