/// Why input files (screens, flows) could not be loaded: they could not be read, or they
/// have errors. Loaders throw it under their own names (`ScreenLoadError`,
/// `FlowLoadError`), so callers handle both the same way.
public enum InputFileError: Error, CustomStringConvertible {
    /// A file could not be read (missing, a directory, no permission, too large). The
    /// CLI exits 66 (sysexits' `EX_NOINPUT`).
    case unreadable(path: String, reason: String)
    /// The files have errors; every one is listed, in compiler format. The CLI exits 65
    /// (sysexits' `EX_DATAERR`).
    case invalid(DiagnosticError)

    /// The diagnostics of invalid files; empty for an unreadable one.
    public var diagnostics: [Diagnostic] {
        if case .invalid(let error) = self { return error.diagnostics }
        return []
    }

    /// "cannot read 'path': reason", or the diagnostics one per line.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "cannot read '\(path)': \(reason)"
        case .invalid(let error): return error.description
        }
    }
}
