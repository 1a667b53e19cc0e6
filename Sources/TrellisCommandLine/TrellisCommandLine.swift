import Foundation
import Trellis

/// The `trellis` command line (Docs/cli.md) as a library: the composition root that runs one
/// command against the registry it is given.
///
/// The shipped `trellis` executable calls ``main(registry:arguments:)`` with
/// `Registry.standard`; a package with widgets or layouts of its own can build the same
/// command line over its own registry.
public enum TrellisCommandLine {
    /// Runs the command named by `arguments` and exits the process with its status
    /// (sysexits: 0 success, 1 a failed check, 2 bad usage, 65 bad data, 66 no input,
    /// 73 cannot create output, 74 I/O error).
    ///
    /// - Parameters:
    ///   - registry: the layouts, widgets and text metrics every command knows.
    ///   - arguments: the command and its options, without the program name; defaults to
    ///     the process's arguments.
    public static func main(
        registry: Registry,
        arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> Never {
        exit(run(registry: registry, arguments: arguments).rawValue)
    }

    /// Runs one command and returns its exit status, printing what the command prints.
    static func run(registry: Registry, arguments: [String]) -> ExitCode {
        do {
            return try runCommand(arguments, registry: registry)
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
            return error.code
        }
    }

    private static func runCommand(_ arguments: [String], registry: Registry) throws(CommandFailure) -> ExitCode {
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
}
