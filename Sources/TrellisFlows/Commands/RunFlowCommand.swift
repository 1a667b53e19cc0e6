import Foundation
import TrellisCore

/// `runFlow` (Docs/flows.md, "Commands" and "Conditions"): run another flow file's steps,
/// or steps written in place, on this screen, when its conditions hold, with variables
/// bound for them. The parser reads the argument; ``FlowLoader`` reads the file and
/// fills in its steps.
///
/// Written `runFlow: PATH`, or as a mapping with exactly one of `file: PATH` and
/// `commands: [steps]`, and optionally `when:` (conditions that must all hold) and `env:`
/// (names bound for its steps, and for the file's).
public struct RunFlowCommand: FlowCommand {
    /// The included file's path as written, relative to the flow that names it; nil for
    /// steps written in place (`commands:`).
    public var path: String?
    /// The steps run: the included file's (empty until the loader has read it), or those
    /// written under `commands:`.
    public var steps: [FlowStep]
    /// The conditions of `when:`, in the order written; empty: the steps always run.
    public var conditions: [FlowCondition]
    /// The names `env:` binds for the steps, with where each was bound.
    var environment: [String: FlowVariableBinding] = [:]

    /// Creates the command running the file at `path`.
    public init(path: String, steps: [FlowStep] = [], conditions: [FlowCondition] = []) {
        self.path = path
        self.steps = steps
        self.conditions = conditions
    }

    /// Creates the command running `steps` written in place.
    public init(commands steps: [FlowStep], conditions: [FlowCondition] = []) {
        path = nil
        self.steps = steps
        self.conditions = conditions
    }

    /// It runs nested steps, each drawn and reported for itself; the actions they send are
    /// recorded as this step's; with `when:`, it runs only when its conditions hold.
    public var traits: FlowCommandTraits {
        conditions.isEmpty ? [.hasNestedSteps, .recordsActions] : [.hasNestedSteps, .recordsActions, .isConditional]
    }

    public var name: String { Self.descriptor.name }

    public var nestedSteps: [FlowStep] { steps }

    /// ``path``: the loader reads that file's steps into the command.
    public var includedFlowPath: String? { path }

    /// The ids the conditions' selectors name.
    public var screenReferences: [ScreenReference] { conditions.flatMap(\.screenReferences) }

    /// The command including the same file (or written in place), running `steps`.
    public func replacingNestedSteps(with steps: [FlowStep]) -> any FlowCommand {
        var command = self
        command.steps = steps
        return command
    }

    /// `runFlow PATH`, or `runFlow N commands` for steps written in place.
    public var description: String {
        if let path { return "runFlow \(path)" }
        return "runFlow \(steps.count) \(steps.count == 1 ? "command" : "commands")"
    }

    /// 1 for the command, plus every step of the included flow; `Int.max` when that
    /// does not fit.
    public var stepCount: Int { 1.addingSaturating(FlowStep.count(steps)) }

    /// The first condition, in the order written, that does not hold now: `visible
    /// 'Accept cookies' is false`, `${N} > 2 is false`.
    public func skipReason(in context: FlowContext) throws -> String? {
        for condition in conditions where try !condition.holds(in: context) {
            return "\(condition) is false"
        }
        return nil
    }

    public func perform(in context: FlowContext) throws {
        try context.run(steps)
    }

    static let descriptor = FlowCommandDescriptor(
        name: "runFlow",
        argumentHelp:
            "a flow file's path relative to this flow, or {file: PATH} or {commands: [steps]} with optional when: {visible: SELECTOR, notVisible: SELECTOR, true: EXPR} and env: {NAME: value}",
        argumentSchema: FlowSchema.runFlow, example: "common/login.yaml", summary: "another file's steps, on this screen", substitutesItself: true
    ) { argument, parser in
        parser.runFlow(argument)
    }
}
