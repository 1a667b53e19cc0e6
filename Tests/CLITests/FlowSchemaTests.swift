import Foundation
import Testing
import Trellis

@testable import TrellisFlows

/// The JSON Schema of flow files generated from the flow command table and the standard
/// registry: the copy checked into `Schemas/` is current, `trellis schema flow` prints it,
/// and it lists every command, header key, selector key and condition.
struct FlowSchemaTests {
    static let checkedIn = SchemaTests.root.appendingPathComponent("Schemas/flow.schema.json")

    @Test func checkedInCopyIsCurrent() throws {
        let copy = try String(contentsOf: Self.checkedIn, encoding: .utf8)
        #expect(
            copy == FlowSchema.text(for: .standard),
            "Schemas/flow.schema.json is out of date: regenerate it with `swift run trellis schema flow > Schemas/flow.schema.json`")
    }

    @Test func schemaFlowPrintsTheGeneratedSchema() throws {
        let result = try CLIRunner.run(["schema", "flow"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == FlowSchema.text(for: .standard))
        #expect(result.stdout.hasPrefix("{\n  \"$defs\": {\n"))
        #expect(result.stdout.contains("\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n"))
        #expect(try CLIRunner.run(["schema", "screen"]).stdout == String(decoding: try RelaxNGSchema.document(for: .standard), as: UTF8.self))
    }

    @Test(arguments: [
        (["schema", "flwo"], "trellis: error: unknown schema 'flwo'; did you mean 'flow'?; the schemas are screen and flow\nsee 'trellis schema --help'\n"),
        (
            ["schema", "screne"],
            "trellis: error: unknown schema 'screne'; did you mean 'screen'?; the schemas are screen and flow\nsee 'trellis schema --help'\n"
        ),
        (["schema", "json"], "trellis: error: unknown schema 'json'; the schemas are screen and flow\nsee 'trellis schema --help'\n"),
        (["schema", "flow", "screen"], "trellis: error: expected at most one argument (screen or flow), got 2\nsee 'trellis schema --help'\n"),
    ])
    func anotherWordIsAUsageError(_ arguments: [String], _ message: String) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message)
    }

    /// Keys sorted by their UTF-8 bytes (uppercase before lowercase, `$` first), two
    /// spaces a level, empty containers on one line, only the escapes JSON needs.
    @Test func serializationIsDeterministic() {
        let schema = JSONSchema.object([
            "type": .string("object"), "$ref": .string("#/$defs/a"), "Zeta": .array([]), "properties": .object([:]),
            "enum": .array([.string("周一"), .string("a\"b\\c\n\u{1}"), .number(255), .number(-0.5), .boolean(false)]),
        ])
        #expect(
            schema.serialized == """
                {
                  "$ref": "#/$defs/a",
                  "Zeta": [],
                  "enum": [
                    "周一",
                    "a\\"b\\\\c\\n\\u0001",
                    255,
                    -0.5,
                    false
                  ],
                  "properties": {},
                  "type": "object"
                }

                """)
    }

    /// Each command of the table is a key of a step, described by its example, summary and
    /// argument help; the commands that may be written bare are steps on their own.
    @Test func everyCommandIsAStepWithItsDescription() throws {
        let schema = FlowSchema.document(for: .standard)
        let step = try #require(schema["$defs"]?["step"]?["anyOf"])
        guard case .array(let forms) = step, forms.count == 2, case .object(let commands)? = forms[1]["properties"] else {
            Issue.record("a step is a bare command or a mapping of commands: \(step)")
            return
        }
        #expect(commands.keys.sorted() == FlowCommandDescriptor.names.sorted())
        #expect(
            forms[0]["enum"]
                == .array(
                    ["eraseText", "hideKeyboard", "assertNoAction", "assertAccessible", "waitForAnimationToEnd", "back", "launchApp"].map(JSONSchema.string)))
        #expect(forms[1]["minProperties"] == .number(1))
        #expect(forms[1]["maxProperties"] == .number(1))
        #expect(forms[1]["additionalProperties"] == .boolean(false))
        #expect(
            commands["tapOn"]?["description"]
                == .string(
                    "tapOn: 周一 — tap the one visible view whose text or title is exactly 周一. Argument: a text, /regex/, {id: …}, {text: …, index: n}, {point: \"x,y\"} or {below: …}; allowMissed: true."
                ))
        #expect(
            commands["hideKeyboard"]
                == .object(["type": .string("null"), "description": .string("hideKeyboard — the editing text field resigns. Argument: no argument.")]))
        // A bare command's argument may also be absent: `- eraseText:` is JSON null.
        #expect(commands["eraseText"]?["anyOf"]?.arrayCount == 2)
        for (name, command) in commands {
            guard case .string(let text)? = command["description"] else {
                Issue.record("\(name) has no description")
                continue
            }
            #expect(text.hasPrefix(name))
        }
    }

    @Test func everyStateKeyOfTheRegistryIsAnAssertStateKey() throws {
        let rating = WidgetDescriptor(name: "rating", summary: "stars", content: .none, stateKeys: ["value"], make: { _ in View() })
        let registry = try Registry(plugins: [.core, Plugin(name: "rating", widgets: [rating])])
        let schema = FlowSchema.document(for: registry)
        let properties = schema["$defs"]?["step"]?["anyOf"]?[1]?["properties"]?["assertState"]?["properties"]
        guard case .object(let keys)? = properties else {
            Issue.record("assertState has no properties: \(String(describing: properties))")
            return
        }
        #expect(keys.keys.sorted() == ["contentOffset", "contentSize", "id", "value"])
        #expect(schema["$defs"]?["widgetType"]?["anyOf"]?[0] == .object(["enum": .array((registry.widgets.map(\.name)).map(JSONSchema.string))]))
        #expect(registry.widgets.map(\.name).contains("rating"))
    }

    @Test func everyHeaderKeySelectorKeyAndConditionIsDescribed() throws {
        let definitions = try #require(FlowSchema.document(for: .standard)["$defs"])
        let header = try #require(definitions["header"]?["properties"]?.keys)
        #expect(Set(FlowParser.headerKeys).isSubset(of: header))
        #expect(
            header == [
                "app", "appearance", "autoSettle", "data", "env", "fontScale", "height", "locale", "name", "onFlowComplete", "onFlowStart", "screen", "tags",
                "width",
            ])
        let selector = try #require(definitions["selector"]?["anyOf"]?[1]?["properties"]?.keys)
        #expect(selector == FlowParser.selectorKeys.sorted())
        #expect(definitions["condition"]?["properties"]?.keys == ["notVisible", "true", "visible"])
        for (definition, keys) in [("header", header), ("selector", selector), ("condition", ["notVisible", "true", "visible"])] {
            let properties = definition == "selector" ? definitions[definition]?["anyOf"]?[1]?["properties"] : definitions[definition]?["properties"]
            for key in keys where properties?[key]?["description"] == nil {
                Issue.record("\(definition)'s \(key) has no description")
            }
        }
    }
}

extension JSONSchema {
    /// The item at `index` of an array, or nil.
    subscript(index: Int) -> JSONSchema? {
        if case .array(let items) = self, items.indices.contains(index) { return items[index] }
        return nil
    }

    /// An object's keys, sorted, or nil.
    var keys: [String]? {
        if case .object(let members) = self { return members.keys.sorted() }
        return nil
    }

    /// An array's count, or nil.
    var arrayCount: Int? {
        if case .array(let items) = self { return items.count }
        return nil
    }
}
