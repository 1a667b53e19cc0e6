import TrellisCore

/// Why a screen could not be loaded.
public enum ScreenLoadError: Error, CustomStringConvertible {
    /// The file could not be read (missing, a directory, no permission, too large). The
    /// CLI exits 66 (sysexits' `EX_NOINPUT`).
    case unreadable(path: String, reason: String)
    /// The file has errors; every one is listed, in compiler format. The CLI exits 65
    /// (sysexits' `EX_DATAERR`).
    case invalid(DiagnosticError)

    /// The diagnostics of an invalid file; empty for an unreadable one.
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
