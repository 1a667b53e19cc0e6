import Foundation
import Testing
import Trellis

/// Flows checked against `Schemas/flow.schema.json` by a real JSON Schema validator,
/// Python's `jsonschema` (``JSONSchemaValidator``), each YAML document read as
/// yaml-language-server reads it (``YAMLJSON``): every example flow, every flow in the
/// README's and Docs' `yaml` blocks and every command's documented example is valid, and
/// each kind of mistake is rejected where it is while the same flow without it is valid.
struct FlowSchemaValidationTests {
    /// Every `.yaml` file under `Examples/flows`, relative to the package.
    static func exampleFlows() -> [String] {
        let base = SchemaTests.root.appendingPathComponent("Examples/flows").path
        return (FileManager.default.subpaths(atPath: base) ?? []).filter { $0.hasSuffix(".yaml") }.sorted().map { "Examples/flows/" + $0 }
    }

    static func validate(_ instances: [(name: String, json: JSONValue)]) throws -> [String: [String]] {
        let schema = try String(contentsOf: FlowSchemaTests.checkedIn, encoding: .utf8)
        let report = try JSONSchemaValidator.validate(schema: schema, instances: instances)
        #expect(report["(schema)"] == [], "the schema itself: \(report["(schema)"] ?? [])")
        return report
    }

    @Test func everyExampleFlowIsValid() throws {
        let flows = Self.exampleFlows()
        #expect(flows.count >= 11)
        var instances: [(name: String, json: JSONValue)] = []
        for path in flows {
            let text = try String(contentsOf: SchemaTests.root.appendingPathComponent(path), encoding: .utf8)
            for (index, document) in try YAMLJSON.documents(text, path: path).enumerated() {
                instances.append(("\(path) document \(index + 1)", document))
            }
        }
        #expect(instances.count >= 2 * 11)
        let report = try Self.validate(instances)
        for (name, _) in instances {
            #expect(report[name] == [], "\(name): \(report[name] ?? ["not checked"])")
        }
    }

    /// The `yaml` code blocks of the README and Docs/*.md, each with its file and line: every
    /// one is a flow (other YAML, such as a GitHub Actions workflow, is fenced `yml`).
    static func documentedFlows() throws -> [(place: String, text: String)] {
        let docs = SchemaTests.root.appendingPathComponent("Docs").path
        let pages = ["README.md"] + (try FileManager.default.contentsOfDirectory(atPath: docs)).filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
        var blocks: [(place: String, text: String)] = []
        for page in pages {
            let lines = try String(contentsOf: SchemaTests.root.appendingPathComponent(page), encoding: .utf8).components(separatedBy: "\n")
            var start: Int?
            for (index, line) in lines.enumerated() {
                if let first = start, line.hasPrefix("```") {
                    blocks.append(("\(page):\(first + 1)", lines[(first + 1)..<index].joined(separator: "\n") + "\n"))
                    start = nil
                } else if start == nil, line == "```yaml" {
                    start = index
                }
            }
        }
        return blocks
    }

    @Test func everyFlowInTheDocumentationIsValid() throws {
        let blocks = try Self.documentedFlows()
        // Docs/flows.md alone has the example at its top, the selectors and the commands.
        #expect(blocks.count >= 8)
        var instances: [(name: String, json: JSONValue)] = []
        for block in blocks {
            for (index, document) in try YAMLJSON.documents(block.text, path: block.place).enumerated() {
                instances.append(("\(block.place) document \(index + 1)", document))
            }
        }
        let report = try Self.validate(instances)
        for (name, _) in instances {
            #expect(report[name] == [], "\(name): \(report[name] ?? ["not checked"])")
        }
    }

    /// The examples of Docs/flows.md's list of commands, and the spec's flow with
    /// parameters, conditions, data rows and hooks (Docs/flows.md, "Editor support").
    @Test func documentedExamplesAreValid() throws {
        let commands = FlowCommandDescriptor.all.map { $0.example.isEmpty ? "- \($0.name)" : "- \($0.name): \($0.example)" }
        let header = """
            screen: ../sign-in.xml
            name: login
            env: {PASSWORD: correct horse}
            data: users.csv
            onFlowStart: [{tapOn: {label: Email}}]
            onFlowComplete: [hideKeyboard]
            """
        let steps = """
            - inputText: ${USER}
            - runFlow: {when: {visible: Accept cookies}, commands: [{tapOn: Accept cookies}]}
            - runFlow: {file: admin.yaml, when: {true: "${ROLE} == 'admin'"}, env: {LEVEL: "2"}}
            - tapOn: {text: Next, index: "${N}", allowMissed: "${MISSED}"}
            - scroll: {id: list, to: [0, "${Y}"], animated: true, duration: "${D}"}
            - repeat: {times: "${COUNT}", commands: [hideKeyboard, {eraseText: 3}]}
            """
        let listed: [JSONValue] = try YAMLJSON.documents(commands.joined(separator: "\n") + "\n")
        let flow: [JSONValue] = try YAMLJSON.documents(header + "\n---\n" + steps + "\n")
        var instances: [(name: String, json: JSONValue)] = []
        for (index, document) in (listed + flow).enumerated() {
            instances.append(("document \(index + 1)", document))
        }
        #expect(instances.count == 3)
        let report = try Self.validate(instances)
        for (name, _) in instances {
            #expect(report[name] == [], "\(name): \(report[name] ?? ["not checked"])")
        }
    }

    struct Mistake: CustomTestStringConvertible, Sendable {
        var name: String
        /// A valid document.
        var valid: String
        /// The same document with the mistake.
        var invalid: String
        /// Where in the document the validator reports it, as a JSON pointer (`/0/tapOn`:
        /// the first step's `tapOn`).
        var at: String
        var testDescription: String { name }
    }

    static let mistakes: [Mistake] = [
        Mistake(name: "unknown key in a selector", valid: "- tapOn: {id: ok}", invalid: "- tapOn: {id: ok, colour: red}", at: "/0/tapOn"),
        Mistake(name: "unknown command", valid: "- tapOn: OK", invalid: "- tapOnn: OK", at: "/0"),
        Mistake(name: "two commands in one step", valid: "- tapOn: OK\n- assertVisible: OK", invalid: "- tapOn: OK\n  assertVisible: OK", at: "/0"),
        Mistake(name: "a step of no command", valid: "- hideKeyboard", invalid: "- {}", at: "/0"),
        Mistake(name: "a command that needs an argument written bare", valid: "- assertNoAction", invalid: "- assertVisible", at: "/0"),
        Mistake(name: "a list where a count goes", valid: "- eraseText: 3", invalid: "- eraseText: [3]", at: "/0/eraseText"),
        Mistake(
            name: "a word where a boolean goes", valid: "- scroll: {id: l, to: [0, 10], animated: true}",
            invalid: "- scroll: {id: l, to: [0, 10], animated: yes}", at: "/0/scroll/animated"),
        Mistake(name: "a word where a number goes", valid: "- setSize: {width: 320}", invalid: "- setSize: {width: wide}", at: "/0/setSize/width"),
        Mistake(name: "a negative length", valid: "- setSize: {width: 0}", invalid: "- setSize: {width: -1}", at: "/0/setSize/width"),
        Mistake(name: "a duration without a unit", valid: "- advanceClock: 250ms", invalid: "- advanceClock: 250", at: "/0/advanceClock"),
        Mistake(name: "an unknown key", valid: "- pressKey: return", invalid: "- pressKey: enter", at: "/0/pressKey"),
        Mistake(name: "an unknown widget type", valid: "- tapOn: {type: switch}", invalid: "- tapOn: {type: swich}", at: "/0/tapOn/type"),
        Mistake(name: "an unknown state key", valid: "- assertState: {id: w, checked: 3}", invalid: "- assertState: {id: w, chekced: 3}", at: "/0/assertState"),
        Mistake(name: "point with another key", valid: "- tapOn: {point: \"10,20\"}", invalid: "- tapOn: {point: \"10,20\", id: x}", at: "/0/tapOn"),
        Mistake(
            name: "runFlow with file and commands", valid: "- runFlow: {file: a.yaml}", invalid: "- runFlow: {file: a.yaml, commands: [back]}", at: "/0/runFlow"
        ),
        Mistake(name: "runFlow with neither", valid: "- runFlow: {file: a.yaml, env: {A: 1}}", invalid: "- runFlow: {env: {A: 1}}", at: "/0/runFlow"),
        Mistake(
            name: "an empty when", valid: "- runFlow: {file: a.yaml, when: {notVisible: Ad}}", invalid: "- runFlow: {file: a.yaml, when: {}}",
            at: "/0/runFlow/when"),
        Mistake(
            name: "an unknown condition", valid: "- runFlow: {file: a.yaml, when: {true: \"${N} > 2\"}}",
            invalid: "- runFlow: {file: a.yaml, when: {platform: iOS}}", at: "/0/runFlow/when"),
        Mistake(
            name: "a bad parameter name", valid: "- runFlow: {file: a.yaml, env: {X1: a}}", invalid: "- runFlow: {file: a.yaml, env: {1X: a}}",
            at: "/0/runFlow/env"),
        Mistake(name: "a header with screen and app", valid: "screen: a.xml", invalid: "screen: a.xml\napp: b.xml", at: "/"),
        Mistake(name: "a header with neither", valid: "app: b.xml\nname: x", invalid: "name: x", at: "/"),
        Mistake(name: "an unknown header key", valid: "screen: a.xml\nautoSettle: false", invalid: "screen: a.xml\nautoSetle: false", at: "/"),
        Mistake(name: "a parameter in the header", valid: "screen: a.xml\nwidth: 320", invalid: "screen: a.xml\nwidth: \"${W}\"", at: "/width"),
        Mistake(name: "a mapping as a parameter's value", valid: "screen: a.xml\nenv: {A: 1}", invalid: "screen: a.xml\nenv: {A: {B: 1}}", at: "/env/A"),
        Mistake(name: "no data rows", valid: "screen: a.xml\ndata: [{USER: ann}]", invalid: "screen: a.xml\ndata: []", at: "/data"),
        Mistake(
            name: "a hook that is not a list of steps", valid: "screen: a.xml\nonFlowComplete: [back]", invalid: "screen: a.xml\nonFlowComplete: back",
            at: "/onFlowComplete"),
    ]

    @Test func eachMistakeIsRejectedAndItsCorrectionAccepted() throws {
        var instances: [(name: String, json: JSONValue)] = []
        for mistake in Self.mistakes {
            instances.append(("\(mistake.name) (valid)", try #require(YAMLJSON.documents(mistake.valid).first)))
            instances.append(("\(mistake.name) (invalid)", try #require(YAMLJSON.documents(mistake.invalid).first)))
        }
        let report = try Self.validate(instances)
        for mistake in Self.mistakes {
            #expect(report["\(mistake.name) (valid)"] == [], "\(mistake.name): \(report["\(mistake.name) (valid)"] ?? ["not checked"])")
            let errors = report["\(mistake.name) (invalid)"] ?? []
            #expect(
                errors.count == 1 && errors.first?.hasPrefix(mistake.at + ": ") == true, "\(mistake.name): expected one error at \(mistake.at), found \(errors)"
            )
        }
    }

    @Test func yamlIsReadAsYAML12CoreTypesIt() throws {
        let items = ["true", "'true'", "3", "\"3\"", "-0.5", "1e3", "~", "null", "yes", "Off", "0x1F", "${N}", "{true: x}"]
        let documents = try YAMLJSON.documents(items.map { "- \($0)\n" }.joined())
        #expect(documents.map { $0.serialized() } == [#"[true,"true",3,"3",-0.5,1000,null,null,"yes","Off",31,"${N}",{"true":"x"}]"#])
    }
}
