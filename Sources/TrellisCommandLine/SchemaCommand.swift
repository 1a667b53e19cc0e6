import Trellis

/// `trellis schema`: prints the RELAX NG schema of screen files generated from the
/// registry (``RelaxNGSchema``), for XML editors and `Schemas/trellis.rng`.
struct SchemaCommand: Subcommand {
    static let declaration = CommandDeclaration(
        name: "schema", abstract: "print the RELAX NG schema of screen files",
        overview: "print the RELAX NG schema (XML syntax) of screen files, generated from the registered plugins: every element, its attributes with their value patterns, defaults and meanings (a:defaultValue, a:documentation), and the children each takes. XML editors that read RELAX NG use it to complete and check screens.",
        examples: ["trellis schema > Schemas/trellis.rng"])

    init(parsing arguments: ParsedArguments) {}

    func run(registry: Registry) throws(CommandFailure) -> ExitCode {
        do {
            Output.write(String(decoding: try RelaxNGSchema.document(for: registry), as: UTF8.self))
        } catch {
            throw CommandFailure(code: .dataError, message: "cannot generate the schema: \(error)")
        }
        return .success
    }
}
