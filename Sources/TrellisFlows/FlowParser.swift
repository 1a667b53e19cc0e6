import Foundation
import TrellisCore

/// Turns one flow file's YAML documents into a header and steps, collecting every
/// problem with its location instead of stopping at the first.
///
/// `runFlow` steps come out with no steps of their own; ``FlowLoader`` reads the files
/// they name.
struct FlowParser {
    /// The file's path as given; messages quote it.
    let path: String
    /// The widgets whose types and state keys the steps may name.
    let registry: Registry
    /// The state keys `assertState` accepts: those the registry's widgets declare
    /// (``WidgetDescriptor/stateKeys``), in registration order, each once. Listed when a
    /// message asks, not for every file read.
    var stateKeys: [String] {
        var seen: Set<String> = []
        return registry.widgets.flatMap(\.stateKeys).filter { seen.insert($0).inserted }
    }
    /// The widget types a selector's `type` may name: the registry's element names.
    var widgetTypes: [String] { registry.widgets.map(\.name) }
    /// Every problem found so far, in the order found.
    var diagnostics: [Diagnostic] = []
    /// The variables the steps read now (Docs/flows.md, "Parameters"); `runFlow` adds its
    /// `env:` while its `commands:` are read.
    var scope = FlowScope()
    /// Whether the steps and hooks are left unread by ``parse(_:truncated:)``, as nodes,
    /// for ``FlowLoadSession`` to read once per set of bindings: true for a file that
    /// writes `${` anywhere.
    var defersSteps = false
    /// For each scalar whose `${NAME}` were replaced, what its variables held and where
    /// they were bound, added to a command's error at that scalar.
    var substitutionNotes: [SourceLocation: String] = [:]
    /// Scalars whose substitution failed (reported there): no command's error is added
    /// at them.
    var failedSubstitutions: Set<SourceLocation> = []
    /// The names the row being read leaves unbound, each with its first use, in the
    /// order met, for ``FlowLoadSession`` to report once per row.
    var rowGaps: [(name: String, use: SourceLocation)] = []

    /// The keys a header may have.
    static let headerKeys = [
        "screen", "app", "width", "height", "fontScale", "appearance", "locale", "name", "tags", "autoSettle", "env", "data", "onFlowStart", "onFlowComplete",
    ]

    init(path: String, registry: Registry) {
        self.path = path
        self.registry = registry
    }

    /// What a file holds: its header (nil for an included flow) and its steps.
    struct Parsed {
        var header: [YAMLNode.Pair]?
        var headerLocation: SourceLocation
        var screen: String?
        /// Whether ``screen`` came from the header's `app:`.
        var isApp = false
        var width: CGFloat?
        var height: CGFloat?
        /// The header's `fontScale`, `appearance` and `locale` (Docs/sweeps.md, "Options on run, render and audit").
        var fontScale = FontScale.standard
        var appearance = Appearance.light
        var locale = PseudoLocale.base
        var name: String?
        var tags: [String] = []
        /// The header's `autoSettle`; default true.
        var autoSettle = true
        /// The header's `env:`, each value with where it is written.
        var environment: [String: FlowVariableBinding] = [:]
        /// The header's `data:`; nil without one.
        var data: FlowDataSource?
        var steps: [FlowStep] = []
        /// The steps of the header's `onFlowStart:` and `onFlowComplete:`.
        var onFlowStart: [FlowStep] = []
        var onFlowComplete: [FlowStep] = []
        /// The steps and hooks as written, when they are read once per set of bindings
        /// (``FlowParser/defersSteps``): the steps document and the hooks' lists.
        var deferred: DeferredSteps?
        /// Worked out from the fields above by ``FlowLoadSession/parseFile(_:loader:limits:)``,
        /// where the file is parsed (on the read-ahead threads when there are several
        /// jobs), so that joining parsed files into flows costs little: the header's
        /// `screen` resolved against the file's folder (nil without one), the name a flow
        /// without `name:` takes (the file name without its extension), and whether no
        /// step runs other steps (`runFlow`, `repeat`; nil: not worked out yet).
        var resolvedScreen: String?
        var fileName = ""
        var plainSteps: Bool?
    }

    /// Parses the file's documents; problems go to ``diagnostics``.
    ///
    /// - Parameter truncated: whether a syntax error cut the last document
    ///   (``YAMLDocument/Result/truncated``): what it holds is checked, but nothing that
    ///   the rest of the file might have held is missed.
    mutating func parse(_ documents: [YAMLNode], truncated: Bool = false) -> Parsed {
        let start = SourceLocation(file: path, line: 1)
        var parsed = Parsed(header: nil, headerLocation: start)
        guard let first = documents.first else {
            if truncated { return parsed }
            error(at: start, "the file is empty: expected a header (screen: …), '---' and a list of steps")
            return parsed
        }
        if documents.count > 2 {
            error(at: documents[2].location, "a flow file has a header, '---' and one list of steps; found another document")
        }
        var stepsNode: YAMLNode?
        if let pairs = first.pairs {
            parsed.header = pairs
            parsed.headerLocation = first.location
            readHeader(pairs, into: &parsed)
            let headerComplete = !truncated || documents.count > 1
            let names = pairs.compactMap(\.key.scalar)
            if headerComplete, parsed.screen == nil, !names.contains("screen"), !names.contains("app") {
                error(at: first.location, "the header needs 'screen', the screen file's path relative to the flow (or 'app', an app file's)")
            }
            if names.contains("screen"), names.contains("app") {
                error(at: first.location, "the header names a 'screen' and an 'app': give exactly one of the two")
            }
            if documents.count > 1 {
                stepsNode = documents[1]
            } else if headerComplete {
                error(at: first.location, "expected '---' and a list of steps after the header")
            }
        } else if first.items != nil, documents.count == 1 {
            stepsNode = first
        } else if first.items != nil, documents.count > 1, documents[1].pairs != nil {
            error(at: first.location, "the steps come before the header here: write the header (screen: …) first, then '---', then the steps")
        } else {
            error(at: first.location, "expected a header mapping (screen: …) or a list of steps, found \(first.kindDescription)")
        }
        // A steps document cut by a syntax error while it was a mapping is that error's
        // to explain (FlowLayoutHint), not a second one.
        let readable = stepsNode.flatMap { !truncated || $0.items != nil ? $0 : nil }
        if defersSteps {
            var deferred = parsed.deferred ?? DeferredSteps()
            deferred.steps = readable
            parsed.deferred = deferred
        } else if let readable {
            parsed.steps = steps(readable)
        }
        return parsed
    }

    /// The steps and hooks of a file as written, read once per set of bindings.
    struct DeferredSteps {
        var steps: YAMLNode?
        var onFlowStart: YAMLNode?
        var onFlowComplete: YAMLNode?
    }

    /// Reads deferred steps and hooks with `scope` bound: steps, `onFlowStart` and
    /// `onFlowComplete`, in that order; problems go to ``diagnostics``.
    mutating func read(_ deferred: DeferredSteps, scope: FlowScope) -> (steps: [FlowStep], onFlowStart: [FlowStep], onFlowComplete: [FlowStep]) {
        self.scope = scope
        let start = deferred.onFlowStart.map { steps($0) } ?? []
        let complete = deferred.onFlowComplete.map { steps($0) } ?? []
        return (deferred.steps.map { steps($0) } ?? [], start, complete)
    }

    private mutating func readHeader(_ pairs: [YAMLNode.Pair], into parsed: inout Parsed) {
        var headerPairs: [YAMLNode.Pair] = []
        for pair in pairs {
            if let key = pair.key.scalar, !FlowParser.headerKeys.contains(key), FlowCommandDescriptor.named(key) != nil {
                error(at: pair.key.location, "'\(key)' is a command, not a header key: steps go after a line '---', each written '- \(key): …'")
            } else {
                headerPairs.append(pair)
            }
        }
        for pair in uniquePairs(headerPairs, allowed: FlowParser.headerKeys, context: "the header") {
            switch pair.key.scalar {
            case "screen": parsed.screen = string(pair.value, what: "'screen' (the screen file's path)")
            case "app":
                parsed.screen = string(pair.value, what: "'app' (the app file's path)")
                parsed.isApp = true
            case "width": parsed.width = length(pair.value, what: "'width'")
            case "height": parsed.height = length(pair.value, what: "'height'")
            case "fontScale": parsed.fontScale = value(pair.value, as: FontScale.self, what: "'fontScale'") ?? .standard
            case "appearance": parsed.appearance = value(pair.value, as: Appearance.self, what: "'appearance'") ?? .light
            case "locale": parsed.locale = value(pair.value, as: PseudoLocale.self, what: "'locale'") ?? .base
            case "name": parsed.name = string(pair.value, what: "'name'")
            case "autoSettle": parsed.autoSettle = bool(pair.value, what: "'autoSettle'") ?? true
            case "env": parsed.environment = environment(pair.value, origin: "env:")
            case "data": parsed.data = dataSource(pair.value, at: pair.key.location)
            case "onFlowStart", "onFlowComplete":
                let isStart = pair.key.scalar == "onFlowStart"
                if defersSteps {
                    if parsed.deferred == nil { parsed.deferred = DeferredSteps() }
                    if isStart { parsed.deferred?.onFlowStart = pair.value } else { parsed.deferred?.onFlowComplete = pair.value }
                } else if isStart {
                    parsed.onFlowStart = steps(pair.value)
                } else {
                    parsed.onFlowComplete = steps(pair.value)
                }
            case "tags":
                if let items = pair.value.items {
                    parsed.tags = items.compactMap { string($0, what: "a tag") }
                } else if let tag = string(pair.value, what: "'tags' (a tag or a list of tags)") {
                    parsed.tags = [tag]
                }
            default: break
            }
        }
    }

    /// The steps of a list node.
    mutating func steps(_ node: YAMLNode) -> [FlowStep] {
        guard let items = node.items else {
            error(at: node.location, "expected a list of steps (each '- command: argument'), found \(node.kindDescription)")
            return []
        }
        return items.compactMap { step($0) }
    }

    private mutating func step(_ node: YAMLNode) -> FlowStep? {
        let name: String
        let written: YAMLNode?
        let location: SourceLocation
        if let text = node.scalar {
            (name, written, location) = (text, nil, node.location)
        } else if let pairs = node.pairs, pairs.count == 1, let pair = pairs.first, let key = pair.key.scalar {
            (name, written, location) = (key, pair.value, pair.key.location)
        } else {
            let found = node.pairs.map { "a mapping with \($0.count) keys" } ?? node.kindDescription
            error(at: node.location, "a step is one command and its argument ('- tapOn: OK'), found \(found)")
            return nil
        }
        guard let command = FlowCommandDescriptor.named(name) else {
            if FlowParser.headerKeys.contains(name) {
                error(at: location, "'\(name)' is a header key, not a command: the header (\(FlowParser.headerKeys.joined(separator: ", "))) goes before '---'")
            } else {
                error(at: location, "unknown command '\(name)'" + Suggestion.didYouMean(name, in: FlowCommandDescriptor.names, listing: "commands"))
            }
            return nil
        }
        if let bare = command.bare, written == nil || written?.content == .scalar("", quoted: false) {
            return FlowStep(bare(), at: location)
        }
        guard let written else {
            error(at: location, "'\(name)' needs an argument (\(command.argumentHelp(stateKeys: stateKeys)))")
            return nil
        }
        // `${NAME}` are replaced before the command reads its argument, except in the
        // steps it holds (read, and replaced, one by one) and in an argument the command
        // reads itself.
        let argument = command.substitutesItself ? written : substituted(written, keeping: command.nestedStepKeys)
        return command.parse(argument, &self).map { FlowStep($0, at: location) }
    }

    /// Records an error, with control and format characters from the flow's text
    /// escaped (`String.debugEscaped`), so a message cannot rewrite the terminal.
    /// An error at a scalar whose `${NAME}` were replaced names the variables, their
    /// values and where they were bound; none is recorded at a scalar whose substitution
    /// failed, which has its error already.
    mutating func error(at location: SourceLocation, _ message: String) {
        if !failedSubstitutions.isEmpty, failedSubstitutions.contains(location) { return }
        let note = substitutionNotes.isEmpty ? nil : substitutionNotes[location]
        diagnostics.append(Diagnostic(at: location, (note.map { message + "; " + $0 } ?? message).debugEscaped))
    }
}
