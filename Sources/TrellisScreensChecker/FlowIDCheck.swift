import Foundation
import Trellis

/// Checks that every id a flow names (`{id: …}` in a selector, the `id` of `assertState`
/// or `assertFrame`, in included and repeated steps too) is the id of a view in the
/// flow's screen as loaded, so a renamed id fails the build at the step that names it.
///
/// The steps are read through `Mirror`: any command's `id` property and any selector's id
/// count, so a command added to the flow language is covered without a change here.
enum FlowIDCheck {
    /// One diagnostic per step naming an id the screen lacks, at that step.
    static func diagnostics(for flow: Flow, screen: Screen) -> [Diagnostic] {
        var ids: Set<String> = []
        screen.forEachInSubtree { view in if let id = view.id { ids.insert(id) } }
        let screenName = flow.screenPath.map { ($0 as NSString).lastPathComponent } ?? "the screen"
        var diagnostics: [Diagnostic] = []
        for (named, location) in namedIDs(in: flow.steps) where !ids.contains(named) {
            diagnostics.append(
                Diagnostic(
                    at: location,
                    "no view has id '\(named)' in \(screenName)\(Suggestion.didYouMean(named, in: ids.sorted()))"))
        }
        return diagnostics
    }

    /// The ids the steps name, each with its step's location, in step order.
    static func namedIDs(in steps: [FlowStep]) -> [(String, SourceLocation)] {
        var result: [(String, SourceLocation)] = []
        for step in steps {
            var found: [String] = []
            var nested: [FlowStep] = []
            collect(step.command, label: nil, ids: &found, steps: &nested)
            result += found.map { ($0, step.location) }
            result += namedIDs(in: nested)
        }
        return result
    }

    private static func collect(_ value: Any, label: String?, ids: inout [String], steps: inout [FlowStep]) {
        if let step = value as? FlowStep {
            steps.append(step)
            return
        }
        if label == "id", let id = value as? String {
            ids.append(id)
            return
        }
        for child in Mirror(reflecting: value).children {
            collect(child.value, label: child.label, ids: &ids, steps: &steps)
        }
    }
}
