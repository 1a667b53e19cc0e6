import Trellis

/// `trellis schema`: prints the RELAX NG schema of screen files generated from the
/// registry (``RelaxNGSchema``), for XML editors and `Schemas/trellis.rng`.
struct SchemaCommand {
    init(arguments: [String]) throws(CommandFailure) {
        let parser = try ArgumentParser(arguments, valueOptions: [], flagOptions: ["--help"])
        if parser.flag("--help") { throw CommandFailure(code: .success, message: Usage.schema) }
        guard parser.positionals.isEmpty else { throw usage("'schema' takes no arguments") }
    }

    func run(registry: Registry) throws(CommandFailure) -> ExitCode {
        do {
            Output.write(String(decoding: try RelaxNGSchema.document(for: registry), as: UTF8.self))
        } catch {
            throw CommandFailure(code: .dataError, message: "cannot generate the schema: \(error)")
        }
        return .success
    }
}
