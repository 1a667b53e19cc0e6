import Foundation
import PackagePlugin

/// A build-tool plugin for targets that hold screen files and flows: when the target
/// builds, its screens and flows are checked with Trellis's loaders, so a bad screen or
/// flow fails the build with `file:line:column: error:` lines, and a good set generates
/// `Screens.swift` with a typed accessor per screen and per id (`Screens.weekdays.url`,
/// `Screens.weekdays.ids.weekdays`), so tests stop spelling ids as strings.
///
/// Which files are checked: every `.xml` file under the target's directory whose root
/// element is `<screen>`, every `.yaml`/`.yml` file in a directory named `flows`, and
/// whatever the target's `trellis-screens.json` configures (Docs/plugins.md, "The build
/// plugin"). Other XML and YAML are left alone.
///
/// Which widgets are known: the standard ones, unless the target's package declares an
/// executable target named `trellis-screens-checker` (built on
/// `TrellisScreensChecker.main(plugins:)`), which the plugin then runs instead, so the
/// package's own widgets and layouts are known.
///
/// Apply it in a package manifest:
/// `.testTarget(name: "AppTests", plugins: [.plugin(name: "TrellisScreensPlugin", package: "Trellis")])`.
@main
struct TrellisScreensPlugin: BuildToolPlugin {
    /// The name of a package's own checker executable target.
    static let checkerName = "trellis-screens-checker"
    /// The target's optional configuration file.
    static let configurationName = "trellis-screens.json"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let directory = target.directoryURL
        let files = Self.files(under: directory)
        guard !files.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Screens.swift")
        let standard = try context.tool(named: "trellis-screens").url
        var executable = standard
        var inputs = files
        if context.package.targets.contains(where: { ($0 as? SourceModuleTarget)?.kind == .executable && $0.name == Self.checkerName }) {
            // Built into the same products directory as the standard checker; naming it
            // as an input makes the build link it before running it.
            executable = standard.deletingLastPathComponent().appendingPathComponent(Self.checkerName)
            inputs.append(executable)
        }
        var arguments = [output.path, directory.path]
        let configuration = directory.appendingPathComponent(Self.configurationName)
        if FileManager.default.fileExists(atPath: configuration.path) {
            arguments += ["--config", configuration.path]
            inputs.append(configuration)
        }
        return [
            .buildCommand(
                displayName: "Checking the screens and flows of \(target.name) with \(executable.lastPathComponent)",
                executable: executable,
                arguments: arguments + files.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }

    /// Every `.xml`, `.yaml` and `.yml` file under `directory`, in a stable order; the
    /// checker decides which are screens and flows.
    static func files(under directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator where ["xml", "yaml", "yml"].contains(url.pathExtension) {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }
}
