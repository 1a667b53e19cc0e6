import Foundation
import TrellisCore

/// `assertState`: the view with the id has plugin state equal to every key given
/// (`{id: week, checked: 3, checkedToday: true}`), as Docs/cli.md's JSON prints it; the
/// failure lists each key that differs (Docs/flows.md, "Commands"). The keys are those the registry's
/// widgets declare (`WidgetDescriptor.stateKeys`).
public struct AssertStateCommand: FlowCommand {
    /// One state key and the value it must have.
    public struct Expectation: Sendable, Hashable {
        /// The state key (`selection`).
        public var key: String
        /// The value expected, as the JSON output prints it.
        public var value: JSONValue

        /// Creates the expectation.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The view's id.
    public var id: String
    /// The keys checked, in the order written; never empty when parsed from a flow.
    public var expected: [Expectation]

    /// Creates a command that checks every key of `expected`.
    public init(id: String, expected: [Expectation]) {
        self.id = id
        self.expected = expected
    }

    /// Creates a command that checks one key.
    public init(id: String, key: String, value: JSONValue) {
        self.init(id: id, expected: [Expectation(key: key, value: value)])
    }

    /// An assertion: it changes nothing, and its step (sending no action) clears the actions `assertAction` checks.
    public var traits: FlowCommandTraits { [.isAssertion, .recordsActions] }

    public var name: String { Self.descriptor.name }

    public var screenReferences: [ScreenReference] { [.stateKeys(id: id, keys: expected.map(\.key))] }

    public var description: String {
        "assertState #\(id) " + expected.map { "\($0.key) = \($0.value.serialized())" }.joined(separator: ", ")
    }

    public func perform(in context: FlowContext) throws {
        let screen = context.screen
        let view = try context.view(withID: id)
        guard let state = view.inspectableState else {
            throw StepFailure("\(screen.describe(view)) has no plugin state")
        }
        let listing = state.map { "\($0.key): \($0.value.json.serialized())" }.joined(separator: ", ")
        var differences: [String] = []
        for expectation in expected {
            guard let found = state.first(where: { $0.key == expectation.key })?.value else {
                if expected.count == 1 { throw StepFailure("\(screen.describe(view)) has no state '\(expectation.key)'; its state: \(listing)") }
                differences.append("\(expectation.key) expected \(expectation.value.serialized()), but there is no such state")
                continue
            }
            let actual = found.json
            guard actual != expectation.value, Self.numericTitles(found) != expectation.value else { continue }
            if expected.count == 1 {
                throw StepFailure(
                    "expected \(expectation.key) of \(screen.describe(view)) to be \(expectation.value.serialized()), found \(actual.serialized())")
            }
            differences.append("\(expectation.key) expected \(expectation.value.serialized()), found \(actual.serialized())")
        }
        guard differences.isEmpty else {
            let count = differences.count == 1 ? "1 of \(expected.count) state keys differs" : "\(differences.count) of \(expected.count) state keys differ"
            throw StepFailure("\(count) on \(screen.describe(view)): " + differences.joined(separator: "; ") + "; its state: \(listing)")
        }
    }

    /// A list of titles that all read as numbers, as the list of those numbers: a flow's
    /// `[1, 2]` is a list of numbers (a scroll view's `contentOffset`), which also names
    /// the selection of tags titled "1" and "2". nil for anything else.
    private static func numericTitles(_ value: InspectableValue) -> JSONValue? {
        guard case .strings(let titles) = value, !titles.isEmpty else { return nil }
        let numbers = titles.compactMap { try? NumberSyntax.parse($0) }
        return numbers.count == titles.count ? .array(numbers.map { .number(Double($0)) }) : nil
    }

    static let descriptor = FlowCommandDescriptor(
        name: "assertState", argumentHelp: { keys in "{id: …, \(keys.joined(separator: "|")): value, …}" },
        argumentSchema: { keys in
            var properties = Dictionary(keys.map { ($0, FlowSchema.stateValue) }) { first, _ in first }
            properties["id"] = FlowSchema.text.described("the id of the view whose state is checked")
            return FlowSchema.mapping(properties, required: ["id"], minimum: 2)
        },
        example: "{id: board, checked: 5}", summary: "plugin state, as Docs/cli.md's JSON; each widget declares its keys"
    ) { argument, parser in
        guard let written = argument.pairs else {
            parser.error(at: argument.location, "assertState takes {id: …, key: value, …}, found \(argument.kindDescription)")
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
        guard !others.isEmpty else {
            parser.error(at: argument.location, "assertState checks at least one state key besides 'id' (\(keys.joined(separator: ", "))), found none")
            return nil
        }
        var expected: [Expectation] = []
        var valid = true
        for pair in others {
            guard let key = pair.key.scalar else {
                parser.error(at: pair.key.location, "a state key in assertState must be a name, found \(pair.key.kindDescription)")
                valid = false
                continue
            }
            guard keys.contains(key) else {
                let known = keys.isEmpty ? "; no widget declares plugin state" : Suggestion.didYouMean(key, in: keys, listing: "state keys")
                parser.error(at: pair.key.location, "unknown state key '\(key)' in assertState" + known)
                valid = false
                continue
            }
            if let value = parser.stateValue(pair.value) {
                expected.append(Expectation(key: key, value: value))
            } else {
                valid = false
            }
        }
        guard let id = parser.string(idNode, what: "assertState's 'id'"), valid else { return nil }
        return AssertStateCommand(id: id, expected: expected)
    }
}
