import Foundation
import Trellis

/// The `trellis` command line (Docs/cli.md) as a library: the composition root that runs one
/// command against the registry it is given.
///
/// The shipped `trellis` executable calls ``main(registry:arguments:)`` with
/// `Registry.standard`; a package with widgets or layouts of its own can build the same
/// command line over its own registry.
public enum TrellisCommandLine {
    /// Every command, in the order `trellis --help` lists them.
    static var subcommands: [any Subcommand.Type] {
        [
            RunCommand.self, LayoutsCommand.self, TestCommand.self, ValidateCommand.self, SchemaCommand.self, RenderCommand.self, AuditCommand.self,
            SweepCommand.self, ReportCommand.self, GraphCommand.self, StudioCommand.self,
        ]
    }

    /// The name of every command, in the order `trellis --help` lists them: `run`,
    /// `layouts`, … Tests check each command's help against a golden file named after it.
    public static var commandNames: [String] {
        subcommands.map { $0.declaration.name }
    }

    /// Runs the command named by `arguments` and exits the process with its status
    /// (sysexits: 0 success, 1 a failed check, 2 bad usage, 65 bad data, 66 no input,
    /// 69 cannot listen, 73 cannot create output, 74 standard output or error cannot be
    /// written).
    ///
    /// Before the command runs, closed standard streams are filled and the signals that
    /// would stop a write half-way are handled (`Signals`). The variables of Bazel's test
    /// protocol and GitHub Actions' (`CIEnvironment`, Docs/ci.md) are read here, once.
    ///
    /// - Parameters:
    ///   - registry: the layouts, widgets and text metrics every command knows.
    ///   - arguments: the command and its options, without the program name; defaults to
    ///     the process's arguments.
    public static func main(
        registry: Registry,
        arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> Never {
        Output.reserveClosedDescriptors()
        Signals.install()
        KeptUntilExit.keepFromNowOn()
        let environment = CIEnvironment(ProcessInfo.processInfo.environment)
        exit(runMarkingPrematureExit(registry: registry, arguments: arguments, environment: environment).rawValue)
    }

    /// Runs one command and returns its exit status, printing what the command prints;
    /// 74 when standard output or standard error could not be written. `environment` is
    /// what the command reads of the process's environment; default none.
    static func run(registry: Registry, arguments: [String], environment: CIEnvironment = CIEnvironment()) -> ExitCode {
        let code: ExitCode
        do {
            code = try runCommand(arguments, registry: registry, environment: environment)
        } catch {
            switch error.code {
            case .usage:
                Output.error("error: \(error.message)")
                let command = arguments.first.flatMap(subcommand(named:)).map { " " + $0.declaration.name } ?? ""
                Output.errorVerbatim("see 'trellis\(command) --help'")
            case .dataError:
                Output.errorVerbatim(error.message)
            default:
                Output.error("error: \(error.message)")
            }
            code = error.code
        }
        Output.flush()
        guard let failure = Output.failure else { return code }
        Output.error("error: cannot write to \(failure.stream): \(failure.reason)")
        return .ioError
    }

    private static func runCommand(_ arguments: [String], registry: Registry, environment: CIEnvironment) throws(CommandFailure) -> ExitCode {
        guard let name = arguments.first else { throw usage("missing a command") }
        let rest = Array(arguments.dropFirst())
        if ["--help", "-h", "help"].contains(name) {
            // `trellis help COMMAND`, as swift-argument-parser's help: a name that is no
            // command is the same usage error as `trellis NAME`.
            if name == "help", let asked = rest.first, subcommand(named: asked) == nil {
                throw usage("unknown command '\(asked)'\(didYouMean(asked, in: subcommands.map { $0.declaration.name }))")
            }
            let topic = name == "help" ? rest.first.flatMap(subcommand(named:)) : nil
            Output.write(topic?.declaration.help ?? help)
            return .success
        }
        if name == "--version" {
            Output.write(TrellisVersion.description + "\n")
            return .success
        }
        guard let command = subcommand(named: name) else {
            throw usage("unknown command '\(name)'\(didYouMean(name, in: subcommands.map { $0.declaration.name }))")
        }
        let parsed = try ParsedArguments(rest, for: command.declaration)
        if parsed.wantsHelp {
            Output.write(command.declaration.help)
            return .success
        }
        return try command.run(parsed, registry: registry, environment: environment)
    }

    private static func subcommand(named name: String) -> (any Subcommand.Type)? {
        subcommands.first { $0.declaration.name == name }
    }

    /// `trellis --help`: the commands with their abstracts and first examples.
    static var help: String {
        let rows = subcommands.map { command in
            let declaration = command.declaration
            let label = [declaration.name, declaration.argumentSynopsis(ellipsis: "…")].filter { !$0.isEmpty }.joined(separator: " ")
            return CommandDeclaration.row(label, help: declaration.abstract, column: 28)
        }
        let examples = subcommands.compactMap { $0.declaration.examples.first }.map { "  \($0)\n" }
        return """
            OVERVIEW: load XML screens headlessly, lay them out, tap them, and print frames and state.

            USAGE: trellis <command> [options]

            COMMANDS:
            \(rows.joined())
            Run 'trellis <command> --help' for a command's options and examples.

            EXAMPLES:
            \(examples.joined())
            EXIT STATUS: 0 success, 1 a tap or flow failed, 2 bad usage, 65 a screen or flow file
            has errors, 66 a file cannot be read, 69 the studio cannot listen, 73 an output file
            cannot be written, 74 standard output or standard error cannot be written.

            """
    }
}
