import Foundation
import TrellisCore

/// One command of a flow (Docs/flows.md, "Commands"), parsed and checked: a value of one of the
/// command types that ``FlowCommandDescriptor/all`` lists.
///
/// A command is a plain value (compared and hashed as such) that knows its step line
/// (`description`, e.g. `tapOn '周一'`), what it does (``traits``), how many steps it runs
/// and how it is performed. Adding a command is one type conforming to this protocol plus
/// its descriptor in ``FlowCommandDescriptor/all``; the runner, the loader and the checks
/// know it by its traits only.
public protocol FlowCommand: Hashable, Sendable, CustomStringConvertible {
    /// The command's name as written in a flow (`assertNotSelected`).
    var name: String { get }

    /// The number of steps running the command counts, itself included: 1, or more for a
    /// command that runs others (`repeat`, `runFlow`).
    var stepCount: Int { get }

    /// What the command names on its screen (ids, state keys), checked by
    /// ``FlowScreenCheck`` before anything runs; empty by default.
    var screenReferences: [ScreenReference] { get }

    /// What the command does: ``FlowCommandTraits/default`` (acts on the screen) unless
    /// the command says otherwise.
    var traits: FlowCommandTraits { get }

    /// The steps the command runs (`repeat`, `runFlow`); empty by default.
    var nestedSteps: [FlowStep] { get }

    /// The flow file whose steps the command runs, as written (relative to the flow that
    /// names it), for the loader to read and check; nil (the default) for none.
    var includedFile: String? { get }

    /// How many times the command runs its ``nestedSteps``, for the step limit: 1 by
    /// default; below 1 counts them once, as they are still checked.
    var repetitions: Int { get }

    /// The same command running `steps` instead of its ``nestedSteps``: the loader gives
    /// a command its included file's steps, resolved. The default, for a command without
    /// nested steps, returns the command unchanged.
    func replacingNestedSteps(_ steps: [FlowStep]) -> any FlowCommand

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

    /// Acts on the screen: ``FlowCommandTraits/default``.
    public var traits: FlowCommandTraits { .default }

    /// None: the command runs no other steps.
    public var nestedSteps: [FlowStep] { [] }

    /// None: the command includes no file.
    public var includedFile: String? { nil }

    /// Once.
    public var repetitions: Int { 1 }

    /// The command itself: it runs no other steps.
    public func replacingNestedSteps(_ steps: [FlowStep]) -> any FlowCommand { self }
}
