import Foundation
import TrellisCore

/// One step of a flow: a command and where it is written.
public struct FlowStep: Sendable, Hashable, CustomStringConvertible {
    /// What the step does.
    public var command: any FlowCommand
    /// The step's place in its flow file (the `-` of its list item's command).
    public var location: SourceLocation

    /// Creates a step.
    public init(_ command: any FlowCommand, at location: SourceLocation) {
        self.command = command
        self.location = location
    }

    /// The step as the runner prints it: its command and argument, e.g. `tapOn '周一'`.
    public var description: String {
        command.description
    }

    public static func == (lhs: FlowStep, rhs: FlowStep) -> Bool {
        lhs.location == rhs.location && AnyHashable(lhs.command) == AnyHashable(rhs.command)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(command))
        hasher.combine(location)
    }
}
