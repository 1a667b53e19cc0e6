import Trellis

extension TrellisCommandLine {
    /// Runs the command as ``run(registry:arguments:environment:)`` does; for `trellis test`
    /// with `TEST_PREMATURE_EXIT_FILE` set (Bazel's test protocol, Docs/ci.md), creates
    /// that file first thing and removes it when the command returns, whatever its status
    /// (usage and load errors too). A run ended by a signal leaves it, which is how Bazel
    /// tells a test that was killed from one that finished.
    ///
    /// A file that cannot be created (its directory missing, no permission) is an error
    /// before anything else runs: exit 73 (sysexits' `EX_CANTCREAT`), naming the path, the
    /// variable and the reason. One that cannot be removed is a warning on standard error,
    /// leaving the status alone: Bazel fails the test all the same.
    static func runMarkingPrematureExit(registry: Registry, arguments: [String], environment: CIEnvironment) -> ExitCode {
        guard arguments.first == TestCommand.declaration.name, let path = environment[.prematureExitFile] else {
            return run(registry: registry, arguments: arguments, environment: environment)
        }
        if let reason = MarkerFile.touch(path) {
            Output.error(
                "error: cannot create the premature exit file '\(path.debugEscaped)' (\(CIEnvironment.Variable.prematureExitFile.rawValue)): \(reason)")
            return Output.failure == nil ? .cannotCreate : .ioError
        }
        let code = run(registry: registry, arguments: arguments, environment: environment)
        if let reason = MarkerFile.remove(path) {
            Output.error(
                "warning: cannot remove the premature exit file '\(path.debugEscaped)' (\(CIEnvironment.Variable.prematureExitFile.rawValue)): \(reason)")
        }
        return code
    }
}
