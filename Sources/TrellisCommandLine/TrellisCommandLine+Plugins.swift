import Foundation
import Trellis

extension TrellisCommandLine {
    /// A `trellis` whose every command also knows `plugins`: a package's own executable
    /// target is a full command line in three lines.
    ///
    /// ```swift
    /// import CustomPlugins
    /// import TrellisCommandLine
    /// TrellisCommandLine.main(plugins: [.rating, .masonry])
    /// ```
    ///
    /// When a plugin registers a name that `base` or an earlier plugin already registers,
    /// nothing runs: the conflict is printed on standard error and the process exits 70
    /// (sysexits' `EX_SOFTWARE`), since the program, not its input, is at fault.
    ///
    /// - Parameters:
    ///   - plugins: the package's plugins, added after `base`'s in order.
    ///   - base: the registry they extend; default `Registry.standard`.
    ///   - arguments: the command and its options, without the program name; defaults to
    ///     the process's arguments.
    public static func main(
        plugins: [Plugin],
        base: Registry = .standard,
        arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> Never {
        let registry: Registry
        do {
            registry = try base.adding(plugins)
        } catch {
            Output.error("error: \(error.description)")
            exit(ExitCode.software.rawValue)
        }
        main(registry: registry, arguments: arguments)
    }
}
