import Trellis

/// Loading screen files for commands, with the CLI's exit codes.
enum ScreenFiles {
    /// Loads `path`, with `textMetrics` overriding the file's choice when given and within
    /// `limits`; an unreadable file fails with 66, a file with errors with 65 and every
    /// error in compiler format.
    static func load(_ path: String, registry: Registry, textMetrics: String? = nil, limits: LoadLimits = .default) throws(CommandFailure) -> Screen {
        do {
            return try ScreenLoader(registry: registry, limits: limits, textMetrics: textMetrics).load(contentsOfFile: path)
        } catch {
            switch error {
            case .unreadable: throw CommandFailure(code: .noInput, message: error.description)
            case .invalid(let diagnostics): throw CommandFailure(code: .dataError, message: diagnostics.description)
            }
        }
    }
}
