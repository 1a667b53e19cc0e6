import Foundation
import TrellisCore

extension FlowSchema {
    /// The address of the draft the schema follows.
    public static let draft = "https://json-schema.org/draft/2020-12/schema"

    /// The JSON Schema of one YAML document of a flow file, for `registry`'s widgets: a
    /// header (a mapping with exactly one of `screen` and `app`) or a list of steps, so
    /// one schema checks both documents of a flow and an included flow's steps.
    ///
    /// Every command of ``FlowCommandDescriptor/all`` is a key of a step, its argument's
    /// schema the descriptor's, described by its example, summary and argument help; a
    /// command that may be written bare is also a step on its own (`- hideKeyboard`).
    public static func document(for registry: Registry) -> JSONSchema {
        var seen: Set<String> = []
        let stateKeys = registry.widgets.flatMap(\.stateKeys).filter { seen.insert($0).inserted }
        let definitions = definitions(widgetTypes: registry.widgets.map(\.name), step: step(stateKeys: stateKeys))
        return .object([
            "$schema": .string(draft),
            "title": .string("Trellis flow"),
            "description": .string(
                "One YAML document of a Trellis flow file (Docs/flows.md): the header (screen: … or app: …), or the list of steps after '---'."),
            "anyOf": .array([.ref("header"), steps]),
            "$defs": .object(definitions.merging(["header": header]) { first, _ in first }),
        ])
    }

    /// The schema as `trellis schema flow` prints it (``JSONSchema/serialized``).
    public static func text(for registry: Registry) -> String {
        document(for: registry).serialized
    }

    /// One step: one command and its argument, or a command that may be written bare.
    static func step(stateKeys: [String]) -> JSONSchema {
        var commands: [String: JSONSchema] = [:]
        for command in FlowCommandDescriptor.all {
            var argument = command.argumentSchema(stateKeys: stateKeys)
            if command.bare != nil, argument != noArgument { argument = .anyOf([noArgument, argument]) }
            commands[command.name] = argument.described(description(of: command, stateKeys: stateKeys))
        }
        let bare = FlowCommandDescriptor.all.filter { $0.bare != nil }.map(\.name)
        return JSONSchema.anyOf([
            JSONSchema.enumeration(bare).described("a command written without an argument"),
            mapping(commands, minimum: 1).with("maxProperties", .number(1)),
        ]).described("a step: one command and its argument ('- tapOn: OK'), or a command that takes none ('- hideKeyboard')")
    }

    /// What an editor shows for a command: its example, what it does, and how its
    /// argument is written.
    static func description(of command: FlowCommandDescriptor, stateKeys: [String]) -> String {
        let line = command.example.isEmpty ? command.name : "\(command.name): \(command.example)"
        return "\(line) — \(command.summary). Argument: \(command.argumentHelp(stateKeys: stateKeys))."
    }

    /// A flow's header: exactly one of `screen` and `app`, and the optional keys.
    static var header: JSONSchema {
        mapping(headerProperties)
            .with("oneOf", .array([.requiring(["screen"]), .requiring(["app"])]))
            .described("the header: the screen (or app) the flow runs on and its options; then '---' and the steps")
    }

    /// The header's keys: ``FlowParser/headerKeys``, and `env`, `data`, `onFlowStart` and
    /// `onFlowComplete` for parameters, data rows and hooks.
    static var headerProperties: [String: JSONSchema] {
        let length = JSONSchema.ref("length")
        let row = JSONSchema.type("object")
            .with("propertyNames", .string(matching: variableNamePattern))
            .with("additionalProperties", scalar)
        return [
            "screen": text.described("the screen file's path, relative to the flow"),
            "app": text.described("the app file's path, relative to the flow (Docs/navigation.md)"),
            "name": text.described("the flow's name in reports; the file name without its extension by default"),
            "tags": JSONSchema.anyOf([text, .array(of: text)]).described("a tag or a list of tags, which --tags selects by"),
            "width": length.described("the screen's width in points, overriding the screen file's"),
            "height": length.described("the screen's height in points, overriding the screen file's"),
            "fontScale": JSONSchema.anyOf([
                JSONSchema.type("number").with("exclusiveMinimum", .number(0)).with("maximum", .number(4)),
                .string(matching: "^[0-9]*(\\.[0-9]{1,2})?$"),
            ]).described("the font scale, above 0 and at most 4 with at most two decimals (Docs/sweeps.md); default 1"),
            "appearance": JSONSchema.enumeration(["light", "dark"]).described("light or dark (Docs/sweeps.md); default light"),
            "locale": JSONSchema.enumeration(["base", "en-XA", "ar-XB"])
                .described("the pseudo-locale the translatable texts are shown in (Docs/sweeps.md); default base"),
            "autoSettle": JSONSchema.ref("boolean").described("whether the runner settles the clock after each step (default true; Docs/time.md)"),
            "env": variables.described("parameters for the steps: names bound to scalars; -e, runFlow's env: and a data row take precedence"),
            "data": JSONSchema.anyOf([
                text.described("a CSV file's path, relative to the flow: the first record names the columns"),
                JSONSchema.array(of: row).with("minItems", .number(1)).described("rows, each a mapping of names to scalars"),
            ]).described("runs the flow once per row, each a test named NAME[i]"),
            "onFlowStart": steps.described("steps run before the flow's steps; when one fails, the steps do not run"),
            "onFlowComplete": steps.described("steps run after the flow's steps, whatever happened"),
        ]
    }
}
