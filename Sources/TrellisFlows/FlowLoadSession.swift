import Foundation
import TrellisCore
import TrellisXML

/// One run of ``FlowLoader``: parses each file once, checks each screen once, resolves
/// `runFlow` with cycle detection, and collects every diagnostic.
///
/// Files are known by their identity (device and inode), not by how a path spells them,
/// so `d/inc.yaml` through a symbolic link `d -> .` is the same file as `inc.yaml`: a
/// cycle through it is found, and each file is parsed, resolved and reported once however
/// often it is included. An included file's resolved steps are shared by every `runFlow`
/// that names it, so memory grows with the files, not with their expansion; what the
/// expansion costs is counted instead and bounded by ``FlowLimits``.
struct FlowLoadSession {
    let loader: FlowLoader
    /// The loader's limits as applied (``FlowLimits/effective``).
    private let limits: FlowLimits
    /// Where the screens are parsed for their check: the loader's cache, which a runner
    /// may share, else one that ends with the session.
    private let screens: ScreenCache
    private(set) var diagnostics: [Diagnostic] = []

    /// Records `problems`, each once.
    mutating func record(_ problems: [Diagnostic]) {
        for problem in problems where seen.insert(problem).inserted { diagnostics.append(problem) }
    }
    /// Each file read, by identity: its parse, or nil when it had errors.
    private var parsed: [RegularFile.Identity: FlowParser.Parsed?] = [:]
    /// Each file whose steps are resolved, by identity and the bindings they were read
    /// with.
    private var resolved: [ResolvedKey: Resolved] = [:]
    /// Every problem recorded, so that a file read once per row reports each once.
    private var seen: Set<Diagnostic> = []
    /// The row errors reported (``FlowParser/rowGaps``), by row location and name.
    private var reportedGaps: Set<String> = []
    /// The bindings of the command line (`-e`), as ``FlowScope/commandLine``.
    private let commandLine: [String: FlowVariableBinding]

    /// A file's identity and the bindings its steps are read with.
    private struct ResolvedKey: Hashable {
        var identity: RegularFile.Identity
        var scope: FlowScope
    }
    /// The files being resolved, outermost first, as their paths were spelled.
    private var chain: [(identity: RegularFile.Identity, path: String)] = []
    private var checkedScreens: Set<String> = []
    /// Files that had errors, parsed as far as they go, by path as given: their screens
    /// and included files are checked still.
    private var invalid: [String: (identity: RegularFile.Identity, parsed: FlowParser.Parsed)] = [:]
    /// Files read and parsed ahead (``readAhead(_:jobs:)``), by path as given, until
    /// ``parse(_:)`` takes them.
    private var ahead: [String: Result<FileParse, FlowLoadError>] = [:]

    /// One file read and parsed, before the session records it.
    struct FileParse {
        var file: (bytes: [UInt8], identity: RegularFile.Identity)
        var result: FlowParser.Parsed?
        var problems: [Diagnostic]
    }

    /// Steps with every `runFlow` resolved, and what running them costs.
    struct Resolved {
        var steps: [FlowStep] = []
        /// How many steps run, each `repeat` counting its steps n times (at least once);
        /// saturates at `Int.max`.
        var stepCount = 0
        /// How many levels of `runFlow` and `repeat` the steps hold: 0 for plain steps.
        var nesting = 0
        /// Whether a limit was crossed inside, and reported there.
        var crossedLimit = false
        /// The header's hooks, resolved (a flow file's only).
        var onFlowStart: [FlowStep] = []
        var onFlowComplete: [FlowStep] = []
    }

    init(loader: FlowLoader) {
        self.loader = loader
        limits = loader.limits.effective
        screens = loader.screens ?? ScreenCache()
        commandLine = loader.variables.reduce(into: [:]) { bound, pair in
            bound[pair.key] = FlowVariableBinding(value: pair.value, origin: "-e \(pair.key)=\(pair.value.abbreviated())")
        }
    }

    /// The file parsed (once per file), and its identity; nil when it had errors, which
    /// are recorded the first time.
    mutating func parse(_ path: String) throws(FlowLoadError) -> (identity: RegularFile.Identity, parsed: FlowParser.Parsed)? {
        let parse: FileParse
        if let early = ahead.removeValue(forKey: path) {
            // A file read ahead carries its identity: no second look at the disk.
            parse = try early.get()
        } else {
            if let identity = RegularFile.identity(of: path), let cached = parsed[identity] {
                return cached.map { (identity, $0) }
            }
            parse = try FlowLoadSession.parseFile(path, loader: loader, limits: limits)
        }
        let (file, result, problems) = (parse.file, parse.result, parse.problems)
        if let cached = parsed[file.identity] { return cached.map { (file.identity, $0) } }
        record(problems)
        parsed[file.identity] = problems.isEmpty ? result : nil
        if !problems.isEmpty, let result { invalid[path] = (file.identity, result) }
        guard problems.isEmpty, let result else { return nil }
        return (file.identity, result)
    }

    /// Reads and parses the file at `path` (YAML, then the flow's header and steps), which
    /// depends on nothing else, so that files can be parsed on several threads.
    static func parseFile(_ path: String, loader: FlowLoader, limits: FlowLimits) throws(FlowLoadError) -> FileParse {
        let file = try loader.read(path)
        let yaml = YAMLDocument.parse(file.bytes, path: path, limits: limits)
        var parser = FlowParser(path: path, registry: loader.registry)
        parser.defersSteps = FlowLoadSession.writesVariables(file.bytes)
        var result = yaml.diagnostics.isEmpty || yaml.truncated ? parser.parse(yaml.documents, truncated: yaml.truncated) : nil
        if var parsed = result {
            parsed.resolvedScreen = parsed.screen.map { FlowLoader.resolve($0, against: path) }
            parsed.fileName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            parsed.plainSteps = parsed.deferred == nil ? !parsed.steps.contains(where: { holdsSteps($0.command) }) : nil
            result = parsed
        }
        let problems = (parser.diagnostics + yaml.diagnostics.map { FlowLayoutHint.explain($0, in: file.bytes) }).inFileOrder
        return FileParse(file: file, result: result, problems: problems)
    }

    /// Reads and parses `paths` on `jobs` threads at once, for ``parse(_:)`` to take in
    /// order: what it reports, and in which order, is what parsing them one by one gives.
    /// Does nothing for one job or one file.
    mutating func readAhead(_ paths: [String], jobs: Int) {
        guard jobs > 1, paths.count > 1 else { return }
        let results = ParsesAhead(count: paths.count)
        let (loader, limits) = (self.loader, self.limits)
        // Each thread takes the next file when it is done with one, so a thread that the
        // machine runs less often does not hold the others back at the end.
        DispatchQueue.concurrentPerform(iterations: min(jobs, paths.count)) { _ in
            while let index = results.takeNext() {
                do throws(FlowLoadError) {
                    results.set(.success(try FlowLoadSession.parseFile(paths[index], loader: loader, limits: limits)), at: index)
                } catch {
                    results.set(.failure(error), at: index)
                }
            }
        }
        ahead.reserveCapacity(paths.count)
        parsed.reserveCapacity(paths.count)
        resolved.reserveCapacity(paths.count)
        for (path, result) in zip(paths, results.all) where ahead[path] == nil { ahead[path] = result }
    }

    /// Checks the screen and the included files of a file given directly that had errors,
    /// as far as it was parsed (before a syntax error, without the steps that had
    /// errors), so that every problem of the file is reported in one run (Docs/flows.md,
    /// "Checking before running").
    mutating func checkReferences(ofInvalid path: String) throws(FlowLoadError) {
        guard let (identity, file) = invalid.removeValue(forKey: path) else { return }
        _ = try flows(path, (identity, file))
    }

    /// The flows of a parsed file, one per data row (or one without `data:`): the screen
    /// checked, the steps read with the row's bindings, included flows resolved.
    ///
    /// - Throws: `FlowLoadError.unreadable(path:reason:)` when the CSV file of its rows
    ///   exists and cannot be read.
    mutating func flows(_ path: String, _ file: (identity: RegularFile.Identity, parsed: FlowParser.Parsed)) throws(FlowLoadError) -> [Flow] {
        let parsed = file.parsed
        let screenPath = parsed.header == nil ? nil : parsed.resolvedScreen ?? parsed.screen.map { FlowLoader.resolve($0, against: path) }
        if let screenPath {
            if parsed.isApp { checkApp(screenPath, referencedAt: parsed.headerLocation) } else { checkScreen(screenPath, referencedAt: parsed.headerLocation) }
        }
        var scope = FlowScope(commandLine: commandLine, header: parsed.environment)
        // A file of steps only, checked on its own: the flows that run it bind its names.
        scope.allowsUnbound = parsed.header == nil
        var template = Flow(
            path: path, screenPath: screenPath, width: parsed.width, height: parsed.height, name: parsed.name ?? parsed.fileName, tags: parsed.tags,
            steps: [])
        template.isApp = parsed.isApp
        template.autoSettle = parsed.autoSettle
        (template.fontScale, template.appearance, template.locale) = (parsed.fontScale, parsed.appearance, parsed.locale)
        guard let data = parsed.data else { return [flow(template, file, path: path, scope: scope)] }
        let rows = try self.rows(of: data, in: path)
        let namesAnyRowBinds = Set(rows.flatMap(\.names))
        return rows.map { row in
            var rowScope = scope
            rowScope.row = Dictionary(
                zip(row.names, row.values).map { name, value in
                    (name, FlowVariableBinding(value: value, origin: "row \(row.number) at \(row.location)"))
                }, uniquingKeysWith: { first, _ in first })
            rowScope.rowContext = FlowScope.RowContext(number: row.number, location: row.location, namesAnyRowBinds: namesAnyRowBinds)
            var rowFlow = template
            rowFlow.row = row.overridden(by: commandLine.mapValues(\.value))
            rowFlow.name = "\(template.name)[\(row.number)]"
            return flow(rowFlow, file, path: path, scope: rowScope)
        }
    }

    /// `flow` with its steps and hooks read with `scope` bound, and resolved.
    private mutating func flow(_ flow: Flow, _ file: (identity: RegularFile.Identity, parsed: FlowParser.Parsed), path: String, scope: FlowScope) -> Flow {
        var flow = flow
        let resolvedFile = resolveFile(file.identity, file.parsed, at: path, depth: 0, scope: scope)
        flow.steps = resolvedFile.steps
        flow.onFlowStart = resolvedFile.onFlowStart
        flow.onFlowComplete = resolvedFile.onFlowComplete
        return flow
    }

    /// A file's steps (and hooks) read with `scope` bound and resolved, once per file
    /// and set of bindings (once per file when no binding can change them: nothing is
    /// written `${` and no step runs others); `depth` is how deep the steps sit.
    private mutating func resolveFile(
        _ identity: RegularFile.Identity, _ file: FlowParser.Parsed, at path: String, depth: Int, scope: FlowScope
    ) -> Resolved {
        let bindingsMatter =
            file.deferred != nil || file.plainSteps != true
            || (file.onFlowStart + file.onFlowComplete).contains { FlowLoadSession.holdsSteps($0.command) }
        let key = ResolvedKey(identity: identity, scope: bindingsMatter ? scope : FlowScope())
        if let cached = resolved[key] { return cached }
        var steps = file.steps
        var hooks = (start: file.onFlowStart, complete: file.onFlowComplete)
        if let deferred = file.deferred {
            var parser = FlowParser(path: path, registry: loader.registry)
            let read = parser.read(deferred, scope: scope)
            steps = read.steps
            hooks = (read.onFlowStart, read.onFlowComplete)
            record(parser.diagnostics)
            reportGaps(parser.rowGaps, row: scope.rowContext)
        }
        chain.append((identity, path))
        var result = resolve(steps, in: path, depth: depth, scope: scope, plain: file.deferred == nil ? file.plainSteps : nil)
        if !hooks.start.isEmpty || !hooks.complete.isEmpty {
            result.onFlowStart = resolve(hooks.start, in: path, depth: depth, scope: scope).steps
            result.onFlowComplete = resolve(hooks.complete, in: path, depth: depth, scope: scope).steps
        }
        chain.removeLast()
        resolved[key] = result
        return result
    }

    /// The errors of a row that leaves names unbound that other rows bind, once per row
    /// and name, at the row, naming the name's first use.
    private mutating func reportGaps(_ gaps: [(name: String, use: SourceLocation)], row: FlowScope.RowContext?) {
        guard let row else { return }
        for gap in gaps where reportedGaps.insert("\(row.location)\u{0}\(gap.name)").inserted {
            record([Diagnostic(at: row.location, "row \(row.number) does not bind '\(gap.name)', used at \(gap.use)")])
        }
    }

    /// `steps` with every `runFlow` holding its file's steps, counted against the
    /// limits; a crossed limit or a cycle is an error at the step that crosses or closes it.
    /// `plain` says, when known, that no step runs other steps.
    private mutating func resolve(_ steps: [FlowStep], in path: String, depth: Int, scope: FlowScope, plain: Bool? = nil) -> Resolved {
        if plain ?? !steps.contains(where: { FlowLoadSession.holdsSteps($0.command) }) {
            // Plain steps only, as most files hold: kept as they are, one step each.
            var result = Resolved(steps: steps, stepCount: steps.count)
            if steps.count > limits.maximumStepCount {
                result.crossedLimit = true
                record([stepLimitCrossed(at: steps[limits.maximumStepCount].location)])
            }
            return result
        }
        var result = Resolved()
        for step in steps {
            var inner = Resolved()
            let command = step.command
            if !command.traits.contains(.hasNestedSteps) {
                result.steps.append(step)
            } else if let includedPath = command.includedFlowPath {
                let innerScope = scope.entering((command as? any FlowVariableBinder)?.environment ?? [:])
                guard let included = include(includedPath, from: path, at: step.location, depth: depth + 1, scope: innerScope) else { continue }
                inner = included
                result.steps.append(FlowStep(command.replacingNestedSteps(with: included.steps), at: step.location))
            } else {
                let innerScope = scope.entering((command as? any FlowVariableBinder)?.environment ?? [:])
                let nested = nest(at: step.location, depth: depth + 1) { $0.resolve(command.nestedSteps, in: path, depth: depth + 1, scope: innerScope) }
                inner = Resolved(
                    steps: nested.steps, stepCount: nested.stepCount.multipliedSaturating(by: max(command.repetitions, 1)),
                    nesting: nested.nesting, crossedLimit: nested.crossedLimit)
                result.steps.append(FlowStep(command.replacingNestedSteps(with: nested.steps), at: step.location))
            }
            result.nesting = max(result.nesting, FlowLoadSession.holdsSteps(step.command) ? inner.nesting + 1 : 0)
            result.stepCount = result.stepCount.addingSaturating(1).addingSaturating(inner.stepCount)
            result.crossedLimit = result.crossedLimit || inner.crossedLimit
            if !result.crossedLimit, result.stepCount > limits.maximumStepCount {
                result.crossedLimit = true
                record([stepLimitCrossed(at: step.location)])
            }
        }
        return result
    }

    /// Whether `bytes` write `${` anywhere: such a file's steps are read once per set of
    /// bindings (``FlowParser/defersSteps``).
    static func writesVariables(_ bytes: [UInt8]) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "{"), previous == UInt8(ascii: "$") { return true }
            previous = byte
        }
        return false
    }

    /// Whether `command` runs other steps (`runFlow`, `repeat`): its
    /// ``FlowCommandTraits/hasNestedSteps`` trait.
    private static func holdsSteps(_ command: any FlowCommand) -> Bool {
        command.traits.contains(.hasNestedSteps)
    }

    /// The error at the step by which the flow runs more than ``FlowLimits/maximumStepCount`` steps.
    private func stepLimitCrossed(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            at: location,
            "the flow runs more than \(limits.maximumStepCount.formatted) steps by here (steps inside repeat count each time they run, those of a runFlow file each time it is included), the limit for flows (FlowLimits.maximumStepCount, --max-flow-steps)"
        )
    }

    /// The steps of the file `relative` names, resolved; nil (with the error recorded)
    /// when it cannot be read, has errors, closes a cycle or nests too deep.
    private mutating func include(_ relative: String, from path: String, at location: SourceLocation, depth: Int, scope: FlowScope) -> Resolved? {
        let target = FlowLoader.resolve(relative, against: path)
        let file: (identity: RegularFile.Identity, parsed: FlowParser.Parsed)?
        do {
            if let identity = RegularFile.identity(of: target), let start = chain.firstIndex(where: { $0.identity == identity }) {
                let cycle = (chain[start...].map(\.path) + [target]).map { ($0 as NSString).lastPathComponent }.joined(separator: " → ")
                record([Diagnostic(at: location, "runFlow makes a cycle: \(cycle.debugEscaped)")])
                return nil
            }
            file = try parse(target)
        } catch {
            record([Diagnostic(at: location, "runFlow: \(error.description.debugEscaped)")])
            return nil
        }
        guard let file else { return nil }
        var included = scope
        included.allowsUnbound = false
        return nest(at: location, depth: depth) { $0.resolveFile(file.identity, file.parsed, at: target, depth: depth, scope: included) }
    }

    /// `body`'s steps, when steps at `depth` are within the nesting limit and so are
    /// the levels they hold; else none, marked as over a limit, with the error at
    /// `location` (`body` is not called when `depth` itself is over).
    private mutating func nest(at location: SourceLocation, depth: Int, _ body: (inout FlowLoadSession) -> Resolved) -> Resolved {
        let limit = limits.maximumNesting
        var inner: Resolved?
        if depth <= limit { inner = body(&self) }
        if let inner, inner.crossedLimit || depth + inner.nesting <= limit { return inner }
        record([
            Diagnostic(
                at: location,
                "steps are nested more than \(limit.formatted) levels deep here (each runFlow and repeat adds a level), the limit for flows (FlowLimits.maximumNesting, --max-flow-nesting)"
            )
        ])
        return inner.map { Resolved(steps: [], stepCount: $0.stepCount, nesting: 0, crossedLimit: true) }
            ?? Resolved(steps: [], stepCount: 0, nesting: 0, crossedLimit: true)
    }

    /// Checks the app file at `path` and every screen it names, once per run.
    private mutating func checkApp(_ path: String, referencedAt location: SourceLocation) {
        guard checkedScreens.insert(path).inserted else { return }
        switch screens.parsedApp(at: path, loader: AppLoader(registry: loader.registry)) {
        case .success: break
        case .failure(.invalid(let problems)): record(problems.diagnostics.filter { $0.severity == .error })
        case .failure(let error): record([Diagnostic(at: location, "app: \(error.description)")])
        }
    }

    private mutating func checkScreen(_ path: String, referencedAt location: SourceLocation) {
        guard checkedScreens.insert(path).inserted else { return }
        switch screens.parsed(at: path, loader: ScreenLoader(registry: loader.registry)) {
        case .success: break
        case .failure(.invalid(let problems)): record(problems.diagnostics.filter { $0.severity == .error })
        case .failure(let error): record([Diagnostic(at: location, "screen: \(error.description)")])
        }
    }
}
