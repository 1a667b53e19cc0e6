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
    /// Each file read, by identity: its parse, or nil when it had errors.
    private var parsed: [RegularFile.Identity: FlowParser.Parsed?] = [:]
    /// Each file whose steps are resolved, by identity.
    private var resolved: [RegularFile.Identity: Resolved] = [:]
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
    }

    init(loader: FlowLoader) {
        self.loader = loader
        limits = loader.limits.effective
        screens = loader.screens ?? ScreenCache()
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
        diagnostics += problems
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
        var result = yaml.diagnostics.isEmpty || yaml.truncated ? parser.parse(yaml.documents, truncated: yaml.truncated) : nil
        if var parsed = result {
            parsed.resolvedScreen = parsed.screen.map { FlowLoader.resolve($0, against: path) }
            parsed.fileName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            parsed.plainSteps = !parsed.steps.contains(where: { holdsSteps($0.command) })
            result = parsed
        }
        let problems = parser.diagnostics + yaml.diagnostics.map { FlowLayoutHint.explain($0, in: file.bytes) }
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
    mutating func checkReferences(ofInvalid path: String) {
        guard let (identity, file) = invalid.removeValue(forKey: path) else { return }
        _ = flow(path, (identity, file))
    }

    /// The flow for a parsed file: the screen checked, included flows resolved.
    mutating func flow(_ path: String, _ file: (identity: RegularFile.Identity, parsed: FlowParser.Parsed)) -> Flow {
        let parsed = file.parsed
        let screenPath = parsed.header == nil ? nil : parsed.resolvedScreen ?? parsed.screen.map { FlowLoader.resolve($0, against: path) }
        if let screenPath {
            if parsed.isApp { checkApp(screenPath, referencedAt: parsed.headerLocation) } else { checkScreen(screenPath, referencedAt: parsed.headerLocation) }
        }
        let steps = resolveFile(file.identity, parsed, at: path, depth: 0).steps
        var flow = Flow(path: path, screenPath: screenPath, width: parsed.width, height: parsed.height, name: parsed.name ?? parsed.fileName, tags: parsed.tags, steps: steps)
        flow.isApp = parsed.isApp
        flow.autoSettle = parsed.autoSettle
        return flow
    }

    /// A file's steps resolved, once per file; `depth` is how deep the steps sit.
    private mutating func resolveFile(_ identity: RegularFile.Identity, _ file: FlowParser.Parsed, at path: String, depth: Int) -> Resolved {
        if let cached = resolved[identity] { return cached }
        chain.append((identity, path))
        let result = resolve(file.steps, in: path, depth: depth, plain: file.plainSteps)
        chain.removeLast()
        resolved[identity] = result
        return result
    }

    /// `steps` with every `runFlow` holding its file's steps, counted against the
    /// limits; a crossed limit or a cycle is an error at the step that crosses or closes it.
    /// `plain` says, when known, that no step runs other steps.
    private mutating func resolve(_ steps: [FlowStep], in path: String, depth: Int, plain: Bool? = nil) -> Resolved {
        if plain ?? !steps.contains(where: { FlowLoadSession.holdsSteps($0.command) }) {
            // Plain steps only, as most files hold: kept as they are, one step each.
            var result = Resolved(steps: steps, stepCount: steps.count)
            if steps.count > limits.maximumStepCount {
                result.crossedLimit = true
                diagnostics.append(stepLimitCrossed(at: steps[limits.maximumStepCount].location))
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
                guard let included = include(includedPath, from: path, at: step.location, depth: depth + 1) else { continue }
                inner = included
                result.steps.append(FlowStep(command.replacingNestedSteps(with: included.steps), at: step.location))
            } else {
                let nested = nest(at: step.location, depth: depth + 1) { $0.resolve(command.nestedSteps, in: path, depth: depth + 1) }
                inner = Resolved(steps: nested.steps, stepCount: nested.stepCount.multipliedSaturating(by: max(command.repetitions, 1)),
                                 nesting: nested.nesting, crossedLimit: nested.crossedLimit)
                result.steps.append(FlowStep(command.replacingNestedSteps(with: nested.steps), at: step.location))
            }
            result.nesting = max(result.nesting, FlowLoadSession.holdsSteps(step.command) ? inner.nesting + 1 : 0)
            result.stepCount = result.stepCount.addingSaturating(1).addingSaturating(inner.stepCount)
            result.crossedLimit = result.crossedLimit || inner.crossedLimit
            if !result.crossedLimit, result.stepCount > limits.maximumStepCount {
                result.crossedLimit = true
                diagnostics.append(stepLimitCrossed(at: step.location))
            }
        }
        return result
    }

    /// Whether `command` runs other steps (`runFlow`, `repeat`): its
    /// ``FlowCommandTraits/hasNestedSteps`` trait.
    private static func holdsSteps(_ command: any FlowCommand) -> Bool {
        command.traits.contains(.hasNestedSteps)
    }

    /// The error at the step by which the flow runs more than ``FlowLimits/maximumStepCount`` steps.
    private func stepLimitCrossed(at location: SourceLocation) -> Diagnostic {
        Diagnostic(at: location, "the flow runs more than \(limits.maximumStepCount.formatted) steps by here (steps inside repeat count each time they run, those of a runFlow file each time it is included), the limit for flows (FlowLimits.maximumStepCount, --max-flow-steps)")
    }

    /// The steps of the file `relative` names, resolved; nil (with the error recorded)
    /// when it cannot be read, has errors, closes a cycle or nests too deep.
    private mutating func include(_ relative: String, from path: String, at location: SourceLocation, depth: Int) -> Resolved? {
        let target = FlowLoader.resolve(relative, against: path)
        let file: (identity: RegularFile.Identity, parsed: FlowParser.Parsed)?
        do {
            if let identity = RegularFile.identity(of: target), let start = chain.firstIndex(where: { $0.identity == identity }) {
                let cycle = (chain[start...].map(\.path) + [target]).map { ($0 as NSString).lastPathComponent }.joined(separator: " → ")
                diagnostics.append(Diagnostic(at: location, "runFlow makes a cycle: \(cycle.debugEscaped)"))
                return nil
            }
            file = try parse(target)
        } catch {
            diagnostics.append(Diagnostic(at: location, "runFlow: \(error.description.debugEscaped)"))
            return nil
        }
        guard let file else { return nil }
        return nest(at: location, depth: depth) { $0.resolveFile(file.identity, file.parsed, at: target, depth: depth) }
    }

    /// `body`'s steps, when steps at `depth` are within the nesting limit and so are
    /// the levels they hold; else none, marked as over a limit, with the error at
    /// `location` (`body` is not called when `depth` itself is over).
    private mutating func nest(at location: SourceLocation, depth: Int, _ body: (inout FlowLoadSession) -> Resolved) -> Resolved {
        let limit = limits.maximumNesting
        var inner: Resolved?
        if depth <= limit { inner = body(&self) }
        if let inner, inner.crossedLimit || depth + inner.nesting <= limit { return inner }
        diagnostics.append(Diagnostic(at: location, "steps are nested more than \(limit.formatted) levels deep here (each runFlow and repeat adds a level), the limit for flows (FlowLimits.maximumNesting, --max-flow-nesting)"))
        return inner.map { Resolved(steps: [], stepCount: $0.stepCount, nesting: 0, crossedLimit: true) }
            ?? Resolved(steps: [], stepCount: 0, nesting: 0, crossedLimit: true)
    }

    /// Checks the app file at `path` and every screen it names, once per run.
    private mutating func checkApp(_ path: String, referencedAt location: SourceLocation) {
        guard checkedScreens.insert(path).inserted else { return }
        switch screens.parsedApp(at: path, loader: AppLoader(registry: loader.registry)) {
        case .success: break
        case .failure(.invalid(let problems)): diagnostics += problems.diagnostics.filter { $0.severity == .error }
        case .failure(let error): diagnostics.append(Diagnostic(at: location, "app: \(error.description)"))
        }
    }

    private mutating func checkScreen(_ path: String, referencedAt location: SourceLocation) {
        guard checkedScreens.insert(path).inserted else { return }
        switch screens.parsed(at: path, loader: ScreenLoader(registry: loader.registry)) {
        case .success: break
        case .failure(.invalid(let problems)): diagnostics += problems.diagnostics.filter { $0.severity == .error }
        case .failure(let error): diagnostics.append(Diagnostic(at: location, "screen: \(error.description)"))
        }
    }
}

/// The results of ``FlowLoadSession/readAhead(_:jobs:)``, one slot per file, filled from
/// several threads.
///
/// Safety: every access to `results` and `next` holds `lock`, which is why the class can be
/// `@unchecked Sendable`.
private final class ParsesAhead: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<FlowLoadSession.FileParse, FlowLoadError>?]
    private var next = 0

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    /// The index of the next file no thread has taken, or nil when every file is taken.
    func takeNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < results.count else { return nil }
        defer { next += 1 }
        return next
    }

    func set(_ result: Result<FlowLoadSession.FileParse, FlowLoadError>, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        results[index] = result
    }

    /// Every slot, once every thread is done.
    var all: [Result<FlowLoadSession.FileParse, FlowLoadError>?] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }
}
