import Trellis

/// `trellis schema [screen|flow]`: prints the RELAX NG schema of screen files generated
/// from the registry (``RelaxNGSchema``, `Schemas/trellis.rng`), or with `flow` the JSON
/// Schema of flow files generated from the flow command table and the registry
/// (``FlowSchema``, `Schemas/flow.schema.json`).
struct SchemaCommand: Subcommand {
    /// Which schema to print.
    enum Kind: String, CaseIterable {
        /// The RELAX NG schema of screen files (the default).
        case screen
        /// The JSON Schema of flow files.
        case flow
    }

    static let declaration = CommandDeclaration(
        name: "schema", abstract: "print the RELAX NG schema of screen files, or the JSON Schema of flow files",
        overview:
            "print the RELAX NG schema (XML syntax) of screen files, generated from the registered plugins: every element, its attributes with their value patterns, defaults and meanings (a:defaultValue, a:documentation), and the children each takes. XML editors that read RELAX NG use it to complete and check screens. 'trellis schema flow' prints the JSON Schema (draft 2020-12) of flow files instead, generated from the flow commands and the registered widgets: every command, header key, selector key and condition with its description. Editors that read JSON Schema for YAML (yaml-language-server) use it to complete and check flows.",
        arguments: [ArgumentDeclaration("[screen|flow]", help: "which schema: screen (the default) or flow", example: "flow")],
        examples: ["trellis schema > Schemas/trellis.rng", "trellis schema flow > Schemas/flow.schema.json"])

    let kind: Kind

    init(parsing arguments: ParsedArguments) throws(CommandFailure) {
        let names = Kind.allCases.map(\.rawValue)
        guard arguments.positionals.count <= 1 else {
            throw usage("expected at most one argument (\(names.joined(separator: " or "))), got \(arguments.positionals.count)")
        }
        guard let word = arguments.positionals.first else {
            kind = .screen
            return
        }
        guard let kind = Kind(rawValue: word) else {
            throw usage("unknown schema '\(word)'\(didYouMean(word, in: names)); the schemas are \(names.joined(separator: " and "))")
        }
        self.kind = kind
    }

    func run(registry: Registry) throws(CommandFailure) -> ExitCode {
        switch kind {
        case .screen:
            do {
                Output.write(String(decoding: try RelaxNGSchema.document(for: registry), as: UTF8.self))
            } catch {
                throw CommandFailure(code: .dataError, message: "cannot generate the schema: \(error)")
            }
        case .flow:
            Output.write(FlowSchema.text(for: registry))
        }
        return .success
    }
}
