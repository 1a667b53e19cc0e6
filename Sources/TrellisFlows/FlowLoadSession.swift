import Foundation
import TrellisCore
import TrellisXML

/// One run of ``FlowLoader``: parses each file once, checks each screen once, resolves
/// `runFlow` with cycle detection, and collects every diagnostic.
struct FlowLoadSession {
    let loader: FlowLoader
    private(set) var diagnostics: [Diagnostic] = []
    private var parsed: [String: FlowParser.Parsed] = [:]
    private var checkedScreens: Set<String> = []

    init(loader: FlowLoader) {
        self.loader = loader
    }

    /// The file parsed (cached); nil when it had errors, which are recorded.
    mutating func parse(_ path: String) throws(FlowLoadError) -> FlowParser.Parsed? {
        if let cached = parsed[path] { return cached }
        let bytes = try loader.read(path)
        let yaml = YAMLDocument.parse(bytes, path: path)
        var parser = FlowParser(path: path, registry: loader.registry)
        let result = yaml.diagnostics.isEmpty ? parser.parse(yaml.documents) : FlowParser.Parsed(header: nil, headerLocation: SourceLocation(file: path, line: 1))
        let problems = yaml.diagnostics + parser.diagnostics
        diagnostics += problems
        guard problems.isEmpty else { return nil }
        parsed[path] = result
        return result
    }

    /// The flow for a parsed file: the screen checked, included flows resolved.
    mutating func flow(_ path: String, _ file: FlowParser.Parsed) throws(FlowLoadError) -> Flow {
        var screenPath: String?
        if file.header != nil, let screen = file.screen {
            let resolved = FlowLoader.resolve(screen, against: path)
            checkScreen(resolved, referencedAt: file.headerLocation)
            screenPath = resolved
        }
        let steps = try resolve(file.steps, in: path, chain: [FlowLoader.resolve(path, against: "")])
        let name = file.name ?? ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return Flow(path: path, screenPath: screenPath, width: file.width, height: file.height, name: name, tags: file.tags, steps: steps)
    }

    /// `steps` with every `runFlow` holding its file's steps; a file that includes
    /// itself through `chain` is an error at the `runFlow` that closes the cycle.
    private mutating func resolve(_ steps: [FlowStep], in path: String, chain: [String]) throws(FlowLoadError) -> [FlowStep] {
        var result: [FlowStep] = []
        for step in steps {
            switch step.command {
            case let run as RunFlowCommand:
                let relative = run.path
                let target = FlowLoader.resolve(relative, against: path)
                if let start = chain.firstIndex(of: target) {
                    let cycle = (chain[start...] + [target]).map { ($0 as NSString).lastPathComponent }.joined(separator: " → ")
                    diagnostics.append(Diagnostic(at: step.location, "runFlow makes a cycle: \(cycle)"))
                    continue
                }
                let included: FlowParser.Parsed?
                do {
                    included = try parse(target)
                } catch {
                    diagnostics.append(Diagnostic(at: step.location, "runFlow: \(error.description)"))
                    continue
                }
                guard let included else { continue }
                let inner = try resolve(included.steps, in: target, chain: chain + [target])
                result.append(FlowStep(RunFlowCommand(path: relative, steps: inner), at: step.location))
            case let repeated as RepeatCommand:
                result.append(FlowStep(RepeatCommand(times: repeated.times, steps: try resolve(repeated.steps, in: path, chain: chain)), at: step.location))
            default:
                result.append(step)
            }
        }
        return result
    }

    private mutating func checkScreen(_ path: String, referencedAt location: SourceLocation) {
        guard checkedScreens.insert(path).inserted else { return }
        do {
            diagnostics += try ScreenLoader(registry: loader.registry).validate(contentsOfFile: path).filter { $0.severity == .error }
        } catch {
            diagnostics.append(Diagnostic(at: location, "screen: \(error.description)"))
        }
    }
}
