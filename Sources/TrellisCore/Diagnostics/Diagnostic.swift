/// One problem found in an input file, with its location and a message that says what was
/// found and what was expected.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible, Error {
    /// How serious the problem is.
    public enum Severity: String, Sendable {
        /// The input cannot be used; nothing is built.
        case error
        /// The input is used, but something in it is probably a mistake.
        case warning
    }

    /// Where the problem is.
    public var location: SourceLocation
    /// Error or warning.
    public var severity: Severity
    /// One sentence, without the location or severity.
    public var message: String

    /// Creates a diagnostic.
    public init(_ severity: Severity = .error, at location: SourceLocation, _ message: String) {
        self.location = location
        self.severity = severity
        self.message = message
    }

    /// The compiler format that editors understand: `file:line:column: error: message`.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

extension Array where Element == Diagnostic {
    /// The diagnostics sorted by file, line, then column, keeping the order of those at
    /// the same place, so that they read top to bottom as compilers print them; a
    /// diagnostic given twice is kept once.
    public var inFileOrder: [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return enumerated().sorted { lhs, rhs in
            let left = (lhs.element.location.file, lhs.element.location.line, lhs.element.location.column, lhs.offset)
            let right = (rhs.element.location.file, rhs.element.location.line, rhs.element.location.column, rhs.offset)
            return left < right
        }.map(\.element).filter { seen.insert($0).inserted }
    }
}

/// Every problem found in one input, reported together once the whole input was read
/// (Docs/screen-xml.md, "Errors"). Thrown by loaders; a file with errors builds nothing.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    /// The problems in the order they appear in the file; never empty.
    public var diagnostics: [Diagnostic]

    /// Creates the error from a non-empty list of diagnostics.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic per line, in compiler format.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
