import Foundation
import TrellisCore

/// How a flow command is written and read: its name, the help, JSON Schema and example for
/// its argument, and its parser. ``all`` lists every command a flow may use; the parser looks
/// commands up there, "did you mean" suggests from it, and the list of commands
/// in Docs/flows.md ("Commands") is ``reference``, made from it.
///
/// A command type (``FlowCommand``) has one descriptor per name it is written with
/// (`assertSelected` and `assertNotSelected` are one type). The table is Trellis's own:
/// descriptors are made inside TrellisFlows, next to their command types.
public struct FlowCommandDescriptor: Sendable {
    /// The name as written in a flow (`tapOn`).
    public let name: String
    /// An argument the command takes, as written after `name: ` (`{id: ok}`); Docs/flows.md
    /// shows it and a test parses it.
    public let example: String
    /// What the example does, in a few words (its comment in Docs/flows.md's list).
    public let summary: String
    private let help: @Sendable (_ stateKeys: [String]) -> String
    private let schema: @Sendable (_ stateKeys: [String]) -> JSONSchema
    /// Reads the argument node into the command, or reports its problems to the parser
    /// and returns nil.
    let parse: @Sendable (_ argument: YAMLNode, _ parser: inout FlowParser) -> (any FlowCommand)?
    /// The command written bare (`- hideKeyboard`), for commands that may be; nil when the
    /// command needs an argument.
    let bare: (@Sendable () -> any FlowCommand)?
    /// The keys of the argument's mapping that hold steps (`repeat`'s `commands`): their
    /// steps' `${NAME}` are replaced as each step is read, not with the argument
    /// (Docs/flows.md, "Parameters").
    let nestedStepKeys: Set<String>
    /// Whether the parser reads `${NAME}` in the argument itself (`runFlow`, whose `env:`
    /// binds names for its steps and whose `true:` conditions read variables as values).
    let substitutesItself: Bool

    /// A descriptor whose argument help and schema depend on the state keys the registry's
    /// widgets declare (``WidgetDescriptor/stateKeys``).
    init(
        name: String, argumentHelp: @escaping @Sendable (_ stateKeys: [String]) -> String,
        argumentSchema: @escaping @Sendable (_ stateKeys: [String]) -> JSONSchema, example: String, summary: String,
        bare: (@Sendable () -> any FlowCommand)? = nil, nestedStepKeys: Set<String> = [], substitutesItself: Bool = false,
        parse: @escaping @Sendable (_ argument: YAMLNode, _ parser: inout FlowParser) -> (any FlowCommand)?
    ) {
        self.name = name
        self.help = argumentHelp
        self.schema = argumentSchema
        self.example = example
        self.summary = summary
        self.bare = bare
        self.nestedStepKeys = nestedStepKeys
        self.substitutesItself = substitutesItself
        self.parse = parse
    }

    /// A descriptor with fixed argument help and schema (built from ``FlowSchema``'s shared
    /// pieces); `bare` makes the command written without an argument (or with an empty
    /// one: `- hideKeyboard:`).
    init(
        name: String, argumentHelp: String, argumentSchema: JSONSchema, example: String, summary: String,
        bare: (@Sendable () -> any FlowCommand)? = nil, nestedStepKeys: Set<String> = [], substitutesItself: Bool = false,
        parse: @escaping @Sendable (_ argument: YAMLNode, _ parser: inout FlowParser) -> (any FlowCommand)?
    ) {
        self.init(
            name: name, argumentHelp: { _ in argumentHelp }, argumentSchema: { _ in argumentSchema }, example: example, summary: summary,
            bare: bare, nestedStepKeys: nestedStepKeys, substitutesItself: substitutesItself, parse: parse)
    }

    /// How the argument is written, for messages (`a selector, as tapOn`), given the state
    /// keys the registry's widgets declare.
    public func argumentHelp(stateKeys: [String]) -> String {
        help(stateKeys)
    }

    /// The JSON Schema of the argument (`trellis schema flow`, ``FlowSchema``), given the
    /// state keys the registry's widgets declare. For a command that may be written bare,
    /// the schema of its argument when one is given.
    public func argumentSchema(stateKeys: [String]) -> JSONSchema {
        schema(stateKeys)
    }
}
