import TrellisCore

/// Why flows could not be loaded.
public enum FlowLoadError: Error, CustomStringConvertible {
    /// A file given could not be read (missing, a directory, no permission). The CLI
    /// exits 66.
    case unreadable(path: String, reason: String)
    /// Flow or screen files have errors; every one is listed, in compiler format. The
    /// CLI exits 65.
    case invalid(DiagnosticError)

    /// The diagnostics of invalid files; empty for an unreadable one.
    public var diagnostics: [Diagnostic] {
        if case .invalid(let error) = self { return error.diagnostics }
        return []
    }

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "cannot read '\(path)': \(reason)"
        case .invalid(let error): return error.description
        }
    }
}
