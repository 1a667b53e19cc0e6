import Foundation
import TrellisCore
import TrellisXML

/// Checks a loaded flow against its screen without running it (Docs/flows.md, "Checking
/// before running"): every id a step names exists in the screen as loaded (views a
/// widget makes, such as a collapsible's toggle, included), and every state key
/// `assertState` reads is one the view reports, with "did you mean". Texts are not
/// checked: they may appear only after some taps.
public struct FlowScreenCheck {
    /// The widgets and layouts screens are loaded with.
    public var registry: Registry

    /// Creates a check.
    public init(registry: Registry) {
        self.registry = registry
    }

    /// The problems of `flow` against its screen, each at the step that names the id or
    /// key (an included flow's step at its own file's line), each once; empty for a flow
    /// without a screen. The screen is loaded from `flow.screenPath` at the flow's size.
    ///
    /// - Throws: the screen loader's error when the screen cannot be loaded (already
    ///   reported by ``FlowLoader``, which checks every screen).
    public func problems(in flow: Flow) throws -> [Diagnostic] {
        guard let screenPath = flow.screenPath else { return [] }
        let screen = try ScreenLoader(registry: registry).load(contentsOfFile: screenPath)
        if flow.width != nil || flow.height != nil {
            screen.size = CGSize(width: flow.width ?? screen.size.width, height: flow.height ?? screen.size.height)
        }
        screen.layoutIfNeeded()
        var views: [String: View] = [:]
        var ids: [String] = []
        screen.forEachInSubtree { view in
            guard let id = view.id, views[id] == nil else { return }
            views[id] = view
            ids.append(id)
        }
        var problems: [Diagnostic] = []
        var seen: Set<Diagnostic> = []
        let screenName = (screenPath as NSString).lastPathComponent
        visit(flow.steps) { step in
            for reference in step.command.screenReferences {
                for message in Self.messages(for: reference, views: views, ids: ids, screen: screen, screenName: screenName) {
                    let diagnostic = Diagnostic(at: step.location, message)
                    if seen.insert(diagnostic).inserted { problems.append(diagnostic) }
                }
            }
        }
        return problems
    }

    private func visit(_ steps: [FlowStep], _ body: (FlowStep) -> Void) {
        for step in steps {
            body(step)
            if step.command.traits.contains(.hasNestedSteps) { visit(step.command.nestedSteps, body) }
        }
    }

    private static func messages(for reference: ScreenReference, views: [String: View], ids: [String], screen: Screen, screenName: String) -> [String] {
        let id: String
        switch reference {
        case .id(let named): id = named
        case .stateKeys(let named, _): id = named
        }
        guard let view = views[id] else {
            return ["no view in \(screenName) has id '\(id)'" + Suggestion.didYouMean(id, in: ids)]
        }
        guard case .stateKeys(_, let keys) = reference else { return [] }
        guard let state = view.inspectableState else {
            return ["\(screen.describe(view)) has no plugin state, so assertState cannot read \(keys.map { "'\($0)'" }.joined(separator: ", "))"]
        }
        let reported = state.map(\.key)
        return keys.filter { !reported.contains($0) }.map { key in
            "\(screen.describe(view)) reports no state '\(key)'" + Suggestion.didYouMean(key, in: reported, listing: "its state keys")
        }
    }
}
