import Trellis

/// Loading screen files for commands, with the CLI's exit codes.
enum ScreenFiles {
    /// Loads `path`; an unreadable file fails with 66, a file with errors with 65 and
    /// every error in compiler format.
    static func load(_ path: String, registry: Registry) throws(CommandFailure) -> Screen {
        do {
            return try ScreenLoader(registry: registry).load(contentsOfFile: path)
        } catch {
            switch error {
            case .unreadable: throw CommandFailure(code: .noInput, message: error.description)
            case .invalid(let diagnostics): throw CommandFailure(code: .dataError, message: diagnostics.description)
            }
        }
    }
}
