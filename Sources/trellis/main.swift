import Foundation
import Trellis

/// The `trellis` command line (cli.md): the composition root that builds the registry
/// from an explicit list of plugins and runs one command.
let arguments = Array(CommandLine.arguments.dropFirst())
let registry = Registry.standard

func runCommand(_ arguments: [String]) throws(CommandFailure) -> ExitCode {
    guard let command = arguments.first else { throw usage("missing a command") }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "run": return try RunCommand(arguments: rest).run(registry: registry)
    case "layouts": return try LayoutsCommand(arguments: rest).run(registry: registry)
    case "test": return try TestCommand(arguments: rest).run(registry: registry)
    case "validate": return try ValidateCommand(arguments: rest).run(registry: registry)
    case "schema": return try SchemaCommand(arguments: rest).run(registry: registry)
    case "render": return try RenderCommand(arguments: rest).run(registry: registry)
    case "--help", "-h", "help": throw CommandFailure(code: .success, message: Usage.main)
    default: throw usage("unknown command '\(command)'\(Suggestion.didYouMean(command, in: ["run", "layouts", "test", "validate", "schema", "render"]))")
    }
}

let code: ExitCode
do {
    code = try runCommand(arguments)
} catch {
    switch error.code {
    case .success:
        Output.write(error.message + "\n")
    case .usage:
        Output.error("error: \(error.message)")
        let command = arguments.first ?? ""
        let help = ["run": Usage.run, "layouts": Usage.layouts, "test": Usage.test, "validate": Usage.validate, "schema": Usage.schema, "render": Usage.render]
        Output.errorVerbatim("\n" + (help[command] ?? Usage.main))
    case .dataError:
        Output.errorVerbatim(error.message)
    default:
        Output.error("error: \(error.message)")
    }
    code = error.code
}
exit(code.rawValue)
