import Trellis

/// GitHub Actions' workflow commands for located errors (Docs/ci.md, "GitHub Actions"):
/// with `GITHUB_ACTIONS=true`, each `file:line:column: error: MESSAGE` is followed by
/// `::error file=F,line=L,col=C::MESSAGE`, which GitHub shows on the file's line in a pull
/// request.
///
/// F is the path as the error writes it and MESSAGE what follows `error: `. Both are
/// escaped as GitHub's toolkit (`@actions/core`) escapes them, so a message of several
/// lines stays one command: `%`, CR and LF become `%25`, `%0D` and `%0A`, and in F also
/// `:` and `,` become `%3A` and `%2C`.
enum GitHubAnnotations {
    /// `::error file=F,line=L,col=C::MESSAGE` for `message` at `location`.
    static func error(at location: SourceLocation, _ message: String) -> String {
        "::error file=\(escapedProperty(location.file)),line=\(location.line),col=\(location.column)::\(escapedData(message))"
    }

    /// The diagnostics as printed on standard error (compiler format, one a line), each
    /// error followed by its workflow command when `annotating`; warnings get none.
    static func text(of diagnostics: [Diagnostic], annotating: Bool) -> String {
        guard annotating else { return DiagnosticError(diagnostics).description }
        return diagnostics.map { diagnostic in
            guard diagnostic.severity == .error else { return diagnostic.description }
            return diagnostic.description + "\n" + error(at: diagnostic.location, diagnostic.message)
        }.joined(separator: "\n")
    }

    /// The workflow command of a failed step: MESSAGE is what its printed error
    /// (``FlowFailure/description``, its lines escaped as ``TestPrinter`` prints them)
    /// says after `error: `, `STEP: REASON`, after `NAME[i]: ` for a data row's test
    /// (`row`, its name; Docs/flows.md, "Data rows").
    static func error(for failure: FlowFailure, test row: String? = nil) -> String {
        let printed = failure.description.debugEscapedLines
        let prefix = Diagnostic(at: failure.location, "").description
        let message = printed.hasPrefix(prefix) ? String(printed.dropFirst(prefix.count)) : "\(failure.step): \(failure.message)".debugEscapedLines
        return error(at: failure.location, (row.map { "\($0.debugEscaped): " } ?? "") + message)
    }

    /// `text` with `%`, CR and LF written as `%25`, `%0D` and `%0A` (the toolkit's
    /// `escapeData`).
    static func escapedData(_ text: String) -> String {
        escaped(text, alsoSeparators: false)
    }

    /// `text` escaped as ``escapedData(_:)`` and with `:` and `,` written as `%3A` and `%2C`
    /// (the toolkit's `escapeProperty`).
    static func escapedProperty(_ text: String) -> String {
        escaped(text, alsoSeparators: true)
    }

    /// Scalar by scalar: CR LF is one `Character` in Swift, and both of its scalars are
    /// escaped.
    private static func escaped(_ text: String, alsoSeparators: Bool) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result.append(contentsOf: "%25".unicodeScalars)
            case "\r": result.append(contentsOf: "%0D".unicodeScalars)
            case "\n": result.append(contentsOf: "%0A".unicodeScalars)
            case ":" where alsoSeparators: result.append(contentsOf: "%3A".unicodeScalars)
            case "," where alsoSeparators: result.append(contentsOf: "%2C".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
