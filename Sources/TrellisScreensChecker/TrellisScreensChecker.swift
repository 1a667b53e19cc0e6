import Foundation
import Trellis

/// The checker behind the `TrellisScreensPlugin` build-tool plugin, as a library, so a
/// package with widgets or layouts of its own checks its screens with them known: its
/// executable target named `trellis-screens-checker` is
///
/// ```swift
/// import CustomPlugins
/// import TrellisScreensChecker
/// TrellisScreensChecker.main(plugins: [.rating, .masonry])
/// ```
///
/// and the plugin runs it instead of the standard checker (Docs/plugins.md, "The build
/// plugin").
///
/// Invoked as `CHECKER OUTPUT.swift TARGET_DIRECTORY [--config FILE] FILE…`, it checks the
/// files that are screens and flows (`ScreensConfiguration`), prints each problem as
/// `file:line:column: error: message` on standard error, and exits 1 when there is any;
/// otherwise it writes the typed accessors of `ScreenAccessors` to OUTPUT.swift and
/// exits 0. Bad usage exits 2 and a registry whose plugins conflict exits 70.
public enum TrellisScreensChecker {
    /// Runs the checker over `registry` and exits the process with its status.
    ///
    /// - Parameters:
    ///   - registry: the widgets and layouts screens may use.
    ///   - arguments: the arguments, without the program name; defaults to the process's.
    public static func main(registry: Registry, arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        exit(run(registry: registry, arguments: arguments))
    }

    /// Runs the checker over `base` (default `Registry.standard`) with `plugins` added, and
    /// exits the process with its status; 70 (sysexits' `EX_SOFTWARE`) with the conflict
    /// on standard error when a plugin registers a name already registered.
    public static func main(
        plugins: [Plugin], base: Registry = .standard, arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> Never {
        do {
            main(registry: try base.adding(plugins), arguments: arguments)
        } catch {
            report("trellis-screens: error: \(error.description)")
            exit(70)
        }
    }

    /// Checks the files the arguments name and returns the exit status.
    static func run(registry: Registry, arguments: [String]) -> Int32 {
        var rest = arguments
        var configurationPath: String?
        if let index = rest.firstIndex(of: "--config"), index + 1 < rest.count {
            configurationPath = rest[index + 1]
            rest.removeSubrange(index...(index + 1))
        }
        guard rest.count >= 2 else {
            report("usage: trellis-screens OUTPUT.swift TARGET_DIRECTORY [--config FILE] FILE…")
            return 2
        }
        let configuration: ScreensConfiguration
        do {
            configuration = try configurationPath.map(ScreensConfiguration.read) ?? ScreensConfiguration()
        } catch {
            report(error.description)
            return 1
        }
        var check = TargetCheck(registry: registry, base: URL(fileURLWithPath: rest[1]).standardizedFileURL.path, configuration: configuration)
        for path in rest.dropFirst(2) { check.check(path) }
        for problem in check.problems { report(problem) }
        guard check.problems.isEmpty else { return 1 }
        do {
            try AtomicFile.write(Data(ScreenAccessors(entries: check.entries).source().utf8), to: rest[0])
        } catch {
            report("\(rest[0]): error: cannot write the accessors: \(error.reason)")
            return 1
        }
        return 0
    }

    static func report(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
