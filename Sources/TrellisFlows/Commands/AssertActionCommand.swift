import Foundation
import TrellisCore

/// `assertAction` and `assertNoAction`: the named actions the previous step sent, handled
/// or not (Docs/flows.md, "Actions"). The previous step is the last step that ran before
/// it other than `assertAction` and `assertNoAction` themselves, so several may follow
/// one step; a `repeat` or `runFlow` counts as one step with everything its steps sent.
public struct AssertActionCommand: FlowCommand {
    /// The action's name; nil for a bare `assertNoAction` (no action at all).
    public var actionName: String?
    /// The view that must have sent it (`from:`), or nil for any sender.
    public var sender: FlowSelector?
    /// True for `assertAction`, false for `assertNoAction`.
    public var expected: Bool

    /// Creates the command.
    public init(actionName: String?, sender: FlowSelector? = nil, expected: Bool) {
        self.actionName = actionName
        self.sender = sender
        self.expected = expected
    }

    /// An assertion that reads the actions the step before it sent and leaves them for the next one.
    public var traits: FlowCommandTraits { [.isAssertion] }

    public var name: String { expected ? Self.assertAction.name : Self.assertNoAction.name }

    public var screenReferences: [ScreenReference] { (sender?.referencedIDs ?? []).map(ScreenReference.id) }

    public var description: String {
        var line = name
        if let actionName { line += " \(actionName.debugEscaped)" }
        if let sender { line += " from \(sender)" }
        return line
    }

    public func perform(in context: FlowContext) throws {
        let previous = context.execution.previousActions
        guard let previous else {
            if expected { throw StepFailure("\(name) checks the actions of the step before it, and no step ran before it") }
            return
        }
        let from = try sender.map { selector throws(StepFailure) in try context.finder.one(selector) }
        let sent = previous.actions.filter { actionName == nil || $0.action.name == actionName }
        let found = sent.filter { from == nil || $0.sender === from }
        let step = "the previous step (\(previous.step))"
        if expected, found.isEmpty {
            let what = "'\(actionName ?? "")'" + (from.map { " from \($0)" } ?? "")
            throw StepFailure("expected \(step) to send the action \(what); it sent " + Self.list(previous.actions))
        }
        if !expected, !sent.isEmpty {
            let what = actionName.map { "not to send the action '\($0)'" } ?? "to send no action"
            throw StepFailure("expected \(step) \(what); it sent " + Self.list(sent))
        }
    }

    /// "signIn (unhandled) from button#signIn "Sign in", …", or "no action".
    private static func list(_ actions: [(action: SentAction, sender: View)]) -> String {
        guard !actions.isEmpty else { return "no action" }
        return actions.map { "'\($0.action.name)' (\($0.action.handled ? "handled" : "unhandled")) from \($0.sender)" }
            .joined(separator: ", ").debugEscaped
    }

    static let assertAction = FlowCommandDescriptor(
        name: "assertAction", argumentHelp: "an action name, or {name: …, from: selector}",
        argumentSchema: .anyOf([
            FlowSchema.text.described("the action's name"),
            FlowSchema.mapping(
                [
                    "name": FlowSchema.text.described("the action's name"),
                    "from": FlowSchema.selector.described("the view that sent it"),
                ], required: ["name"]),
        ]), example: "signIn",
        summary: "the previous step sent the action signIn"
    ) { argument, parser in
        if argument.scalar != nil {
            return parser.string(argument, what: "assertAction's name").map { AssertActionCommand(actionName: $0, expected: true) }
        }
        let pairs = parser.uniquePairs(argument, allowed: ["name", "from"], required: ["name"], context: "assertAction")
        guard let nameNode = pairs["name"], let name = parser.string(nameNode, what: "assertAction's 'name'") else { return nil }
        var sender: FlowSelector?
        if let fromNode = pairs["from"] {
            guard let selector = parser.selector(fromNode) else { return nil }
            sender = selector
        }
        return AssertActionCommand(actionName: name, sender: sender, expected: true)
    }

    static let assertNoAction = FlowCommandDescriptor(
        name: "assertNoAction", argumentHelp: "nothing for no action at all, or an action name",
        argumentSchema: FlowSchema.text.described("an action's name that was not sent"), example: "",
        summary: "the previous step sent no action",
        bare: { AssertActionCommand(actionName: nil, expected: false) }
    ) { argument, parser in
        parser.string(argument, what: "assertNoAction's name").map { AssertActionCommand(actionName: $0, expected: false) }
    }
}
