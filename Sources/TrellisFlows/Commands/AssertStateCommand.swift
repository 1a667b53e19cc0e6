import Foundation
import TrellisCore

/// `assertState`: the view with the id has plugin state `key` equal to `value` (Docs/cli.md's
/// JSON state). The keys are those the registry's widgets declare
/// (``WidgetDescriptor/stateKeys``).
public struct AssertStateCommand: FlowCommand {
    /// The view's id.
    public var id: String
    /// The state key (`selection`).
    public var key: String
    /// The value expected, as the JSON output prints it.
    public var value: JSONValue

    /// Creates the command.
    public init(id: String, key: String, value: JSONValue) {
        self.id = id
        self.key = key
        self.value = value
    }

    public var name: String { Self.descriptor.name }

    public var description: String { "assertState #\(id) \(key) = \(value.serialized())" }

    public func perform(in context: FlowContext) throws {
        let screen = context.screen
        let view = try context.view(withID: id)
        guard let state = view.inspectableState else {
            throw StepFailure("\(screen.describe(view)) has no plugin state")
        }
        guard let actual = state.first(where: { $0.key == key })?.value.json else {
            throw StepFailure("\(screen.describe(view)) has no state '\(key)'; its state: " + state.map { "\($0.key): \($0.value.json.serialized())" }.joined(separator: ", "))
        }
        guard actual == value else {
            throw StepFailure("expected \(key) of \(screen.describe(view)) to be \(value.serialized()), found \(actual.serialized())")
        }
    }

    static let descriptor = FlowCommandDescriptor(
        name: "assertState", argumentHelp: { keys in "{id: …, \(keys.joined(separator: "|")): value}" },
        example: "{id: board, checked: 5}", summary: "plugin state, as Docs/cli.md's JSON; each widget declares its keys"
    ) { argument, parser in
        guard let written = argument.pairs else {
            parser.error(at: argument.location, "assertState takes {id: …, key: value}, found \(argument.kindDescription)")
            return nil
        }
        let errorsBefore = parser.diagnostics.count
        let pairs = parser.uniquePairs(written, allowed: written.compactMap(\.key.scalar), context: "assertState")
        guard parser.diagnostics.count == errorsBefore else { return nil }
        let others = pairs.filter { $0.key.scalar != "id" }
        guard let idNode = pairs.first(where: { $0.key.scalar == "id" })?.value else {
            parser.error(at: argument.location, "assertState needs 'id', the view whose state is checked")
            return nil
        }
        let keys = parser.stateKeys
        guard others.count == 1, let pair = others.first, let key = pair.key.scalar else {
            parser.error(at: argument.location, "assertState checks one state key besides 'id' (\(keys.joined(separator: ", "))), found \(others.count)")
            return nil
        }
        let isDeclared = keys.contains(key)
        if !isDeclared {
            let known = keys.isEmpty ? "; no widget declares plugin state" : Suggestion.didYouMean(key, in: keys, listing: "state keys")
            parser.error(at: pair.key.location, "unknown state key '\(key)' in assertState" + known)
        }
        guard let id = parser.string(idNode, what: "assertState's 'id'"), let value = parser.stateValue(pair.value), isDeclared else { return nil }
        return AssertStateCommand(id: id, key: key, value: value)
    }
}
