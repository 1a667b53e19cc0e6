import Foundation
import PackagePlugin

/// A build-tool plugin for targets that hold screen files: every `*.xml` under the target's
/// directory is checked with Trellis's loader when the target builds, so a bad screen fails
/// the build with `file:line:column: error:` lines, and a good set generates `Screens.swift`
/// with a typed accessor per screen and per id (`Screens.weekdays.url`,
/// `Screens.weekdays.ids.weekdays`), so tests stop spelling ids as strings.
///
/// Apply it in a package manifest:
/// `.testTarget(name: "AppTests", plugins: [.plugin(name: "TrellisScreensPlugin", package: "Trellis")])`.
@main
struct TrellisScreensPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let directory = target.directoryURL
        let screens = Self.screenFiles(under: directory)
        guard !screens.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Screens.swift")
        let tool = try context.tool(named: "trellis-screens")
        return [
            .buildCommand(
                displayName: "Checking \(screens.count) screen file(s) of \(target.name)",
                executable: tool.url,
                arguments: [output.path, directory.path] + screens.map(\.path),
                inputFiles: screens,
                outputFiles: [output]
            ),
        ]
    }

    /// Every `.xml` file under `directory`, in a stable order.
    static func screenFiles(under directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "xml" {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }
}
