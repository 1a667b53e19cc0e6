import Foundation
import TrellisCore

/// `repeat`: run steps a number of times.
public struct RepeatCommand: FlowCommand {
    /// The most times a `repeat` may run its commands: 10,000, so that a typo cannot turn
    /// a flow into a hang.
    public static let maximumTimes = 10_000

    /// How many times the steps run, from 0 to ``maximumTimes``.
    public var times: Int
    /// The steps run each time.
    public var steps: [FlowStep]

    /// Creates the command.
    public init(times: Int, steps: [FlowStep]) {
        self.times = times
        self.steps = steps
    }

    /// It runs nested steps, each drawn and reported for itself; the actions they send are recorded as this step's.
    public var traits: FlowCommandTraits { [.hasNestedSteps, .recordsActions] }

    public var name: String { Self.descriptor.name }

    public var nestedSteps: [FlowStep] { steps }

    /// ``times``.
    public var repetitions: Int { times }

    /// The command repeating `steps` as many times.
    public func replacingNestedSteps(with steps: [FlowStep]) -> any FlowCommand {
        RepeatCommand(times: times, steps: steps)
    }

    public var description: String { "repeat \(times) × \(steps.count) steps" }

    /// 1 for the command, plus its steps counted `times` times (none for a negative
    /// count); `Int.max` when that does not fit.
    public var stepCount: Int { 1.addingSaturating(max(times, 0).multipliedSaturating(by: FlowStep.count(steps))) }

    /// Runs the steps `times` times; a negative count runs them no time.
    public func perform(in context: FlowContext) throws {
        for _ in 0..<max(times, 0) { try context.run(steps) }
    }

    static let descriptor = FlowCommandDescriptor(
        name: "repeat", argumentHelp: "{times: n, commands: [steps]}",
        argumentSchema: FlowSchema.mapping(
            [
                "times": FlowSchema.count(0, to: maximumTimes).described("how many times the steps run"),
                "commands": FlowSchema.steps.described("the steps repeated"),
            ], required: ["times", "commands"]),
        example: "{times: 3, commands: [{tapOn: 周一}]}", summary: "the commands, 3 times over", nestedStepKeys: ["commands"]
    ) { argument, parser in
        let pairs = parser.uniquePairs(argument, allowed: ["times", "commands"], required: ["times", "commands"], context: "repeat")
        guard let timesNode = pairs["times"], let commands = pairs["commands"] else { return nil }
        let inner = parser.steps(commands)
        guard let times = parser.count(timesNode, what: "repeat's 'times'", maximum: maximumTimes) else { return nil }
        return RepeatCommand(times: times, steps: inner)
    }
}
