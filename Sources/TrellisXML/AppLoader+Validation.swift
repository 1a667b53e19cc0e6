import TrellisCore

extension AppLoader {
    /// Checks the app file at `path` and every screen file it names with exactly the
    /// checks of ``parse(contentsOfFile:)``, keeping nothing for later (`trellis validate`
    /// builds no app): each screen file is read and checked once, its views built and let
    /// go, its parse not recorded (Docs/navigation.md, "Speed and memory").
    ///
    /// - Returns: every error of the app file and its screens, in file order; when there
    ///   are none, the app's warnings (``ParsedApp/warnings``).
    /// - Throws: `ScreenLoadError.unreadable(path:reason:)` when the app file cannot be
    ///   read (exit 66).
    public func validate(contentsOfFile path: String) throws(ScreenLoadError) -> [Diagnostic] {
        let found: (AppDefinition?, AppFileChecker?, [Diagnostic])
        do {
            found = try definition(contentsOfFile: path)
        } catch {
            guard case .invalid(let problems) = error else { throw error }
            return problems.diagnostics
        }
        var (definition, checker, diagnostics) = found
        guard let definition, let checker else { return diagnostics.inFileOrder }
        var actions: [String: Set<String>] = [:]
        forEachScreenFile(of: definition, locator: checker, problems: &diagnostics) { loader, screen, users throws(ScreenLoadError) in
            let (arguments, names) = Self.placeholderScope(users)
            let check = ScreenFileCheck(arguments: arguments, usedBy: names)
            let problems = try loader.check(contentsOfFile: screen.path, with: check)
            // As a parse: a file with errors reports them alone, and its warnings go.
            if problems.contains(where: { $0.severity == .error }) { throw .invalid(DiagnosticError(problems)) }
            actions[screen.path] = check.actions
            return check.problems
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return diagnostics.inFileOrder }
        return AppWarnings.warnings(of: definition) { actions[$0.path] ?? [] }
    }
}
