import Foundation
import Trellis

/// How the recorder names a view (Docs/studio.md, "Sessions and the recorder"): `{id: ID}` when no other
/// visible view has its id; else its text (a label's text, a button's, item's or
/// toggle's title) when it is the one visible match of that text; else none.
enum ViewSelector {
    /// A selector: what a flow writes and the query it stands for.
    struct Selector: Equatable {
        /// The selector as a flow writes it: `{id: remember}`, `周一`, `{point: "10,20"}`.
        var yaml: String
        /// The query the selector resolves through.
        var query: ViewQuery
    }

    /// The selectors of `view` on `screen`, in the order the recorder tries them: the id,
    /// then the text; each only when it names `view` alone.
    static func candidates(for view: View, on screen: Screen) -> [Selector] {
        var found: [Selector] = []
        if let id = view.id, !id.isEmpty {
            let others = screen.views(matching: .id(id)).filter { $0 !== view }
            if others.isEmpty { found.append(Selector(yaml: "{id: \(FlowYAML.scalar(id))}", query: .id(id))) }
        }
        if let text = view.displayedText, !text.isEmpty {
            let matches = screen.views(matching: .text(text))
            if matches.count == 1, matches[0] === view { found.append(Selector(yaml: FlowYAML.scalar(text), query: .text(text))) }
        }
        return found
    }

    /// The first selector of `view` (``candidates(for:on:)``); nil when none names it.
    static func selector(for view: View, on screen: Screen) -> Selector? {
        candidates(for: view, on: screen).first
    }

    /// The selector a tap that hit `hit` at `point` is recorded with: the first candidate
    /// whose tap would hit exactly `hit` (the centre of its visible part hit-tests to it),
    /// else `{point: "X,Y"}`.
    static func tapSelector(hit: View?, point: CGPoint, on screen: Screen) -> Selector {
        if let hit, let visible = hit.visibleRect {
            let centre = CGPoint(x: visible.midX, y: visible.midY)
            if screen.hitTest(centre) === hit, let selector = candidates(for: hit, on: screen).first {
                return selector
            }
        }
        let text = "\(point.x.trellisDescription),\(point.y.trellisDescription)"
        return Selector(yaml: "{point: \(FlowYAML.quoted(text))}", query: .point(point))
    }

    /// The step "assert this" records for `view` (Docs/studio.md, "Sessions and the recorder"), the
    /// first that applies: a text field with an id, `assertText`; a switch,
    /// `assertOn`/`assertOff`; a view with state and an id, `assertState` with every key
    /// of its state; a disabled control, `assertDisabled`; a selected one,
    /// `assertSelected`; else `assertVisible`. nil when it needs a selector or an id the
    /// view lacks.
    static func assertion(for view: View, on screen: Screen) -> String? {
        let selector = selector(for: view, on: screen)
        let id = view.id.flatMap { $0.isEmpty ? nil : $0 }
        if let field = view as? TextField, let id {
            return "assertText: {id: \(FlowYAML.scalar(id)), text: \(FlowYAML.quoted(field.text))}"
        }
        if let toggle = view as? Switch {
            guard let selector else { return nil }
            return (toggle.isOn ? "assertOn: " : "assertOff: ") + selector.yaml
        }
        if let state = ViewSnapshot(view).state, !state.isEmpty, let id {
            let pairs = state.map { "\(FlowYAML.scalar($0.key)): \(FlowYAML.value($0.value))" }
            return "assertState: {id: \(FlowYAML.scalar(id)), \(pairs.joined(separator: ", "))}"
        }
        guard let selector else { return nil }
        if let control = view as? Control {
            if !control.isEnabled { return "assertDisabled: " + selector.yaml }
            if control.isSelected { return "assertSelected: " + selector.yaml }
        }
        return "assertVisible: " + selector.yaml
    }
}
