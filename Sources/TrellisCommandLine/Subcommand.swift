import Trellis

/// One `trellis` command: a type that declares its name, help and options once
/// (``declaration``), is built from the arguments parsed against that declaration, and
/// runs (the shape of swift-argument-parser's `ParsableCommand`). Adding a command is one
/// such type plus its entry in ``TrellisCommandLine/subcommands``.
protocol Subcommand {
    /// The command's name, help, arguments and options.
    static var declaration: CommandDeclaration { get }

    /// Reads the parsed arguments.
    ///
    /// - Throws: a usage error (exit 2) for a malformed value or a wrong number of
    ///   arguments.
    init(parsing arguments: ParsedArguments) throws(CommandFailure)

    /// Reads the parsed arguments and what the command honours of the process's
    /// environment (``CIEnvironment``); by default the environment is not read.
    ///
    /// - Throws: a usage error (exit 2), as ``init(parsing:)``, also for a malformed
    ///   variable.
    init(parsing arguments: ParsedArguments, environment: CIEnvironment) throws(CommandFailure)

    /// Runs the command and returns its exit status.
    func run(registry: Registry) throws(CommandFailure) -> ExitCode
}

extension Subcommand {
    init(parsing arguments: ParsedArguments, environment: CIEnvironment) throws(CommandFailure) {
        try self.init(parsing: arguments)
    }

    /// Builds the command from `arguments` and `environment` and runs it.
    static func run(_ arguments: ParsedArguments, registry: Registry, environment: CIEnvironment = CIEnvironment()) throws(CommandFailure) -> ExitCode {
        try Self(parsing: arguments, environment: environment).run(registry: registry)
    }
}
