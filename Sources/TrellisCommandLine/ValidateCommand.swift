import Foundation
import Trellis

/// `trellis validate FILE_OR_DIR…`: checks screens and flows with the loaders' own checks
/// (``ScreenLoader/validate(contentsOfFile:)``, ``FlowLoader``), building nothing that
/// outlives the check, and prints every problem in compiler format on stderr.
///
/// Screens are also checked against the RELAX NG schema generated from the registry
/// (``RelaxNGSchema``). The loader's checks are the stricter, so its errors are always
/// printed, and a schema error only at a line where the loader reported nothing (a
/// schema error there would say the same thing again). A schema error the loader did not
/// make means the schema and the loader disagree, which the schema's tests rule out.
/// Files holding `<!DOCTYPE` are not given to the schema validator: the loader rejects
/// them, and they are never parsed further.
struct ValidateCommand: Subcommand {
    var paths: [String]
    /// The screen loader's limits, from the `--max-…` options.
    var limits: LoadLimits
    /// The flow loader's limits, from the `--max-flow-…` options.
    var flowLimits: FlowLimits
    /// Whether warnings count as errors (`--strict`).
    var strict: Bool
    /// The flow variables bound with `-e KEY=VALUE`.
    var variables: [String: String]
    /// Whether each error is also written as a GitHub Actions workflow command
    /// (``GitHubAnnotations``); set from the environment.
    var annotatesForGitHub = false

    static let strictOption = OptionDeclaration(
        "--strict", help: "warnings are errors: a file with a warning makes the exit status 65")

    static let declaration = CommandDeclaration(
        name: "validate", abstract: "check screens and flows without running them",
        overview:
            "check screen and flow files without running them, printing every problem. Screens get the loader's own checks and are checked against the RELAX NG schema generated from the registered plugins ('trellis schema'); flows get the flow loader's checks, their included flows' and their screens'.",
        arguments: [
            ArgumentDeclaration(
                "FILE_OR_DIR",
                help: "a screen (.xml) or flow (.yaml, .yml) file, or a directory whose .xml, .yaml and .yml files are checked (recursively, in path order)",
                example: "trellis validate Examples", repeating: true)
        ],
        options: [strictOption, VariableOption.declaration] + LoadLimitOptions.all + FlowLimitOptions.all,
        examples: ["trellis validate Examples", "trellis validate Examples/weekdays.xml Examples/flows/weekdays.yaml"],
        sections: [
            (
                "OUTPUT",
                """
                every problem on stderr as file:line:column: error: …; the loader's errors first, and a schema error \
                only at a line where the loader reported nothing. A screen without errors is laid out and what is valid \
                but seldom meant (children piled at 0,0; in an app file, a screen nothing reaches, a route no control \
                takes, an alert nothing shows) is printed as file:line:column: warning: …, leaving the exit status \
                alone unless --strict. When every file is valid, 'N files valid' on stdout.
                """
            ),
            ("EXIT STATUS", "0 every file is valid, 2 bad usage, 65 a file has errors (or, with --strict, warnings), 66 a file cannot be read."),
            (
                "ENVIRONMENT",
                "GITHUB_ACTIONS=true writes each error again as a GitHub Actions workflow command, '::error file=F,line=L,col=C::MESSAGE', on the line after it (Docs/ci.md). No other variable is read: flows see only their files and -e."
            ),
        ])

    /// Reads `validate`'s arguments; every malformed one is a usage error.
    init(parsing arguments: ParsedArguments) throws(CommandFailure) {
        guard !arguments.positionals.isEmpty else { throw usage("missing the screen or flow files or directories") }
        paths = arguments.positionals
        limits = try LoadLimitOptions.limits(from: arguments)
        flowLimits = try FlowLimitOptions.limits(from: arguments)
        strict = arguments.flag(Self.strictOption)
        variables = try VariableOption.variables(from: arguments)
    }

    /// Reads `validate`'s arguments, and from `environment` whether to write GitHub
    /// Actions' workflow commands.
    init(parsing arguments: ParsedArguments, environment: CIEnvironment) throws(CommandFailure) {
        try self.init(parsing: arguments)
        annotatesForGitHub = environment.annotatesForGitHub
    }

    /// Checks every file; returns 0 when all are valid, 66 when one cannot be read, else
    /// 65 when one has errors.
    func run(registry: Registry) throws(CommandFailure) -> ExitCode {
        let inputs = try ValidationInputs(arguments: paths)
        let schema: RelaxNGValidator
        do {
            schema = RelaxNGValidator(schema: try RelaxNGSchema.document(for: registry))
        } catch {
            throw CommandFailure(code: .dataError, message: "cannot generate the schema: \(error)")
        }
        KeptUntilExit.keep(schema)
        // A problem is printed once, however many given files reach it and however its
        // file's path is spelt (`inc.yaml` given and `./inc.yaml` included).
        var printed: Set<String> = []
        var unreadable = inputs.unreadable
        var filesWithErrors: Set<String> = []
        for (path, kind) in inputs.files {
            let found: [Diagnostic]
            do {
                switch kind {
                case .screen: found = try ValidateCommand.screenDiagnostics(path, registry: registry, schema: schema, limits: limits)
                case .flow: found = try ValidateCommand.flowDiagnostics(path, registry: registry, limits: flowLimits, variables: variables)
                }
            } catch {
                Output.error("error: \(error.description)")
                unreadable += 1
                continue
            }
            let diagnostics =
                strict
                ? found.map { diagnostic in
                    var error = diagnostic
                    error.severity = .error
                    return error
                } : found
            let fresh = diagnostics.filter { diagnostic in
                let location = diagnostic.location
                return printed.insert("\(FlowPath.relative(location.file)):\(location.line):\(location.column):\(diagnostic.severity):\(diagnostic.message)")
                    .inserted
            }
            if !fresh.isEmpty { Output.errorVerbatim(GitHubAnnotations.text(of: fresh, annotating: annotatesForGitHub)) }
            for diagnostic in diagnostics where diagnostic.severity == .error {
                filesWithErrors.insert(FlowPath.relative(diagnostic.location.file))
            }
        }
        // A file has errors when an error is located in it: a flow whose included flow or
        // screen is wrong is not counted, the file that is wrong is, given or not.
        let given = Set(inputs.files.map { FlowPath.relative($0.path) })
        let invalid = filesWithErrors.count
        let count = given.union(filesWithErrors).count
        let files = count == 1 ? "file" : "files"
        if unreadable > 0 { return .noInput }
        if invalid > 0 {
            Output.error("\(invalid) of \(count) \(files) \(invalid == 1 ? "has" : "have") errors")
            return .dataError
        }
        Output.print("\(count) \(files) valid")
        return .success
    }

    /// The loader's diagnostics, then the schema's at lines the loader left alone. The file
    /// is read once; the schema checks its bytes on a thread of its own while the loader
    /// checks them (``SchemaCheck``), or after it for a file with more `<` than the loader
    /// allows views. The schema's findings on a file the loader refused for a limit are
    /// not reported, and one the loader could not read is reported once, where libxml2
    /// stopped.
    private static func screenDiagnostics(_ path: String, registry: Registry, schema: RelaxNGValidator, limits: LoadLimits) throws(InputFileError)
        -> [Diagnostic]
    {
        let loader = ScreenLoader(registry: registry, limits: limits)
        let bytes = try loader.contents(ofFile: path)
        // An app file (Docs/navigation.md) is checked with every screen it names.
        if loader.rootElementName(bytes: bytes, path: path) == "app" {
            return try AppLoader(registry: registry, limits: limits).validate(contentsOfFile: path)
        }
        let (hasDoctype, markupCount) = markup(of: bytes)
        // Side by side only when the file cannot hold more elements than the loader allows
        // (each element opens with a `<`): a file past that limit is refused by the loader
        // and never read into the schema's tree, which would take far more memory.
        let sideBySide = !hasDoctype && markupCount <= max(0, limits.maximumViewCount)
        let check = sideBySide ? SchemaCheck(schema: schema, bytes: bytes, path: path) : nil
        let loaderDiagnostics = loader.validate(bytes: bytes, path: path)
        let checked = check?.diagnostics()
        guard !hasDoctype, !loaderDiagnostics.contains(where: LoadLimits.isCrossing) else { return loaderDiagnostics }
        let reported = Set(loaderDiagnostics.map(\.location.line))
        let schemaDiagnostics = (checked ?? schema.validate(bytes: bytes, path: path))
            .filter { !reported.contains($0.location.line) }
            .filter { loaderDiagnostics.isEmpty || $0.message != RelaxNGValidator.unreadableDocumentMessage }
        return loaderDiagnostics + schemaDiagnostics
    }

    /// Whether `bytes` hold `<!DOCTYPE` (the loader rejects such files, and they are never
    /// given to the schema validator), and how many `<` they hold, in one pass.
    private static func markup(of bytes: [UInt8]) -> (hasDoctype: Bool, count: Int) {
        let doctype: [UInt8] = Array("<!DOCTYPE".utf8)
        var hasDoctype = false
        var count = 0
        var start = bytes.startIndex
        while let open = bytes[start...].firstIndex(of: UInt8(ascii: "<")) {
            count += 1
            if !hasDoctype, bytes[open...].starts(with: doctype) { hasDoctype = true }
            start = open + 1
        }
        return (hasDoctype, count)
    }

    /// Every problem in the flow, its included flows and its screen; when it loads, the
    /// ids and state keys its steps name, checked against its screen (``FlowScreenCheck``).
    private static func flowDiagnostics(_ path: String, registry: Registry, limits: FlowLimits, variables: [String: String]) throws(InputFileError)
        -> [Diagnostic]
    {
        do {
            var loader = FlowLoader(registry: registry, limits: limits)
            loader.variables = variables
            let flows = try loader.load(files: [path])
            let check = FlowScreenCheck(registry: registry)
            // A flow's data rows are flows of one file: each problem is reported once.
            var seen: Set<Diagnostic> = []
            return flows.flatMap { flow in
                let problems: [Diagnostic]
                do {
                    problems = try check.problems(in: flow)
                } catch {
                    problems = [Diagnostic(at: SourceLocation(file: flow.path, line: 1), "screen: \(error)")]
                }
                return problems.filter { seen.insert($0).inserted }
            }
        } catch {
            guard case .invalid(let error) = error else { throw error }
            return error.diagnostics
        }
    }
}
