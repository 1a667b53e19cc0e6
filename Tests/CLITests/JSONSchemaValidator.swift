import Foundation
import Testing
import TrellisCore

/// Python's `jsonschema` (the reference implementation of JSON Schema), run on a schema
/// and named JSON instances. `python3` with `jsonschema` must be installed (`.ci/run`
/// installs it when missing); without them the tests using it fail saying so.
enum JSONSchemaValidator {
    /// Checks `schema` against its draft's metaschema, that it is written as Python's
    /// `json.dumps(indent=2, sort_keys=True, ensure_ascii=False)` writes it, and validates
    /// each instance: by name, each error as `/path/in/instance: message` (none: valid),
    /// and under the name "(schema)" the schema's own problems.
    static func validate(schema: String, instances: [(name: String, json: JSONValue)]) throws -> [String: [String]] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-jsonschema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let schemaFile = directory.appendingPathComponent("schema.json")
        let instancesFile = directory.appendingPathComponent("instances.json")
        try Data(schema.utf8).write(to: schemaFile)
        try Data(JSONValue.object(instances.map { ($0.name, $0.json) }).serialized().utf8).write(to: instancesFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schemaFile.path, instancesFile.path]
        let result = try CLIRunner.collect(process, in: directory)
        switch result.status {
        case 0: break
        case 127:
            throw Failure(
                "python3 is not installed: the flow schema is checked with Python's jsonschema (install python3, then `python3 -m pip install jsonschema`, as .ci/run does)"
            )
        case 3: throw Failure("Python's jsonschema is not installed: run `python3 -m pip install jsonschema` (as .ci/run does); \(result.stderr)")
        default: throw Failure("the jsonschema check exited \(result.status): \(result.stderr)")
        }
        guard let data = result.stdout.data(using: .utf8),
            let report = try JSONSerialization.jsonObject(with: data) as? [String: [String]]
        else { throw Failure("the jsonschema check printed no report: \(result.stdout) \(result.stderr)") }
        return report
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Exits 3 without jsonschema; prints {name: [messages]}, and under the name
    /// "(schema)" the metaschema's and the formatting's complaints.
    static let script = """
        import json, sys
        try:
            import jsonschema
        except ImportError as error:
            print(error, file=sys.stderr)
            sys.exit(3)
        text = open(sys.argv[1], encoding="utf-8").read()
        schema = json.loads(text)
        problems = []
        try:
            jsonschema.Draft202012Validator.check_schema(schema)
        except jsonschema.SchemaError as error:
            problems.append("not a draft 2020-12 schema: " + error.message)
        if json.dumps(schema, indent=2, sort_keys=True, ensure_ascii=False) + "\\n" != text:
            problems.append("not written with sorted keys and an indentation of 2")
        validator = jsonschema.Draft202012Validator(schema)
        instances = json.loads(open(sys.argv[2], encoding="utf-8").read())
        report = {"(schema)": problems}
        for name, instance in instances.items():
            errors = sorted(validator.iter_errors(instance), key=lambda e: list(e.absolute_path))
            # The error most likely meant inside an anyOf, as jsonschema's best_match picks it.
            best = [jsonschema.exceptions.best_match([e]) for e in errors]
            report[name] = ["/" + "/".join(str(p) for p in e.absolute_path) + ": " + e.message for e in best]
        print(json.dumps(report))
        """
}
