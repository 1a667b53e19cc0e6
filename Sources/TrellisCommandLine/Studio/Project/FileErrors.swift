import Foundation
import Trellis

/// The errors of one screen or flow file as `trellis validate` prints them
/// (`file:line:column: error: …`, Docs/cli.md), for the studio's `errors` (Docs/studio.md,
/// "Server"): the loader's diagnostics of a screen or app file, and a flow's with
/// the ids and state keys its steps name checked against its screen. Warnings are left
/// out; a file that cannot be read is one line naming it.
enum FileErrors {
    /// The error lines of `path`, a screen (`.xml`) or a flow (`.yaml`, `.yml`); empty
    /// when it has none.
    static func lines(of path: String, registry: Registry) -> [String] {
        let diagnostics: [Diagnostic]
        do {
            diagnostics = isFlow(path) ? try flowDiagnostics(path, registry: registry) : try screenDiagnostics(path, registry: registry)
        } catch {
            return ["\(path): error: \(error)"]
        }
        var seen: Set<String> = []
        return diagnostics.filter { $0.severity == .error }.map(\.description).filter { seen.insert($0).inserted }
    }

    /// Whether `path` names a flow by its extension.
    static func isFlow(_ path: String) -> Bool {
        path.hasSuffix(".yaml") || path.hasSuffix(".yml")
    }

    private static func screenDiagnostics(_ path: String, registry: Registry) throws(ScreenLoadError) -> [Diagnostic] {
        if try ScreenLoader(registry: registry).rootElementName(contentsOfFile: path) == "app" {
            return try AppLoader(registry: registry).validate(contentsOfFile: path)
        }
        return try ScreenLoader(registry: registry).validate(contentsOfFile: path)
    }

    private static func flowDiagnostics(_ path: String, registry: Registry) throws(InputFileError) -> [Diagnostic] {
        do {
            let flows = try FlowLoader(registry: registry).load(files: [path])
            let check = FlowScreenCheck(registry: registry)
            return flows.flatMap { flow in
                (try? check.problems(in: flow)) ?? [Diagnostic(at: SourceLocation(file: flow.path, line: 1), "screen: cannot be checked")]
            }
        } catch {
            guard case .invalid(let error) = error else { throw error }
            return error.diagnostics
        }
    }
}
