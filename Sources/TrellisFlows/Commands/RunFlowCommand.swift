import Foundation
import TrellisCore

/// `runFlow`: run another flow file's steps on this screen. The parser reads the path;
/// ``FlowLoader`` reads the file and fills in its steps.
public struct RunFlowCommand: FlowCommand {
    /// The included file's path as written, relative to the flow that names it.
    public var path: String
    /// The included file's steps; empty until the loader has read it.
    public var steps: [FlowStep]

    /// Creates the command.
    public init(path: String, steps: [FlowStep] = []) {
        self.path = path
        self.steps = steps
    }

    /// It runs nested steps, each drawn and reported for itself; the actions they send are recorded as this step's.
    public var traits: FlowCommandTraits { [.hasNestedSteps, .recordsActions] }

    public var name: String { Self.descriptor.name }

    public var nestedSteps: [FlowStep] { steps }

    /// ``path``: the loader reads that file's steps into the command.
    public var includedFlowPath: String? { path }

    /// The command including the same file, running `steps`.
    public func replacingNestedSteps(with steps: [FlowStep]) -> any FlowCommand {
        RunFlowCommand(path: path, steps: steps)
    }

    public var description: String { "runFlow \(path)" }

    /// 1 for the command, plus every step of the included flow; `Int.max` when that
    /// does not fit.
    public var stepCount: Int { 1.addingSaturating(FlowStep.count(steps)) }

    public func perform(in context: FlowContext) throws {
        try context.run(steps)
    }

    static let descriptor = FlowCommandDescriptor(
        name: "runFlow", argumentHelp: "a flow file's path, relative to this flow", argumentSchema: FlowSchema.runFlow,
        example: "common/login.yaml", summary: "another file's steps, on this screen"
    ) { argument, parser in
        parser.string(argument, what: "runFlow's path").map { RunFlowCommand(path: $0) }
    }
}
