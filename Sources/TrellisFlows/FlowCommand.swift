import Foundation
import TrellisCore

/// One command of a flow (Docs/flows.md, "Commands"), parsed and checked: a value of one of the
/// command types that ``FlowCommandDescriptor/all`` lists.
///
/// A command is a plain value (compared and hashed as such) that knows its step line
/// (`description`, e.g. `tapOn '周一'`), how many steps it runs and how it is performed.
/// Adding a command is one type conforming to this protocol plus its descriptor in
/// ``FlowCommandDescriptor/all``.
public protocol FlowCommand: Hashable, Sendable, CustomStringConvertible {
    /// The command's name as written in a flow (`assertNotSelected`).
    var name: String { get }

    /// The number of steps running the command counts, itself included: 1, or more for a
    /// command that runs others (`repeat`, `runFlow`).
    var stepCount: Int { get }

    /// What the command names on its screen (ids, state keys), checked by
    /// ``FlowScreenCheck`` before anything runs; empty by default.
    var screenReferences: [ScreenReference] { get }

    /// The steps the command runs (`repeat`, `runFlow`); empty by default.
    var nestedSteps: [FlowStep] { get }

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
}
