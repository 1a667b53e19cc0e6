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
    /// The screen files read so far, shared with a ``FlowLoader`` and a ``FlowRunner``
    /// (`trellis test` checks, then runs, from one parse of each file).
    package var screens = ScreenCache()

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
        return problems(in: flow, against: try ScreenIDs(checked: checkedScreen(at: screenPath, of: flow), of: flow))
    }

    /// What a flow's ids are checked against: its screen, or for an app flow every
    /// screen of the app and the chrome's ids together, with each screen's part
    /// (``AppStepCheck`` picks the screen a step meets when it is known without running;
    /// Docs/navigation.md, "Flows").
    private func checkedScreen(at path: String, of flow: Flow) throws -> CheckedScreen {
        guard flow.isApp else { return CheckedScreen(screen: try screens.screen(at: path, loader: ScreenLoader(registry: registry))) }
        let app = try screens.parsedApp(at: path, loader: AppLoader(registry: registry)).get()
        let everything = Screen(size: app.definition.size)
        var files: [String: View] = [:]
        for (file, screen) in app.makeEveryScreen() {
            everything.addSubview(screen)
            files[file] = screen
        }
        var chrome: [View] = []
        for id in app.definition.chromeIDs {
            let view = View()
            view.id = id
            everything.addSubview(view)
            chrome.append(view)
        }
        return CheckedScreen(screen: everything, app: app.definition, files: files, chrome: chrome)
    }

    /// The problems of every flow in `flows`, in their order, as ``problems(in:)`` finds
    /// them: a screen is built once for all the flows that start from the same file at the
    /// same size (`trellis test` checks a thousand flows on one screen with one build). A
    /// screen that cannot be loaded is left out (``FlowLoader`` reported it).
    public func problems(in flows: [Flow]) -> [Diagnostic] {
        var built: [ScreenKey: ScreenIDs] = [:]
        var problems: [Diagnostic] = []
        for flow in flows {
            guard let screenPath = flow.screenPath else { continue }
            let key = ScreenKey(path: screenPath, width: flow.width, height: flow.height)
            if built[key] == nil {
                guard let screen = try? checkedScreen(at: screenPath, of: flow) else { continue }
                built[key] = ScreenIDs(checked: screen, of: flow)
            }
            if let ids = built[key] { problems += self.problems(in: flow, against: ids) }
        }
        // A flow's data rows are flows of one file: each problem is reported once.
        var seen: Set<Diagnostic> = []
        return problems.filter { seen.insert($0).inserted }
    }

    /// A screen file at the size a flow gives it.
    private struct ScreenKey: Hashable {
        var path: String
        var width: CGFloat?
        var height: CGFloat?
    }

    /// A flow's screen, laid out at the flow's size, with its views by id (the first view
    /// of each id, in tree order); for an app, also each screen's own views and ids with
    /// the chrome's.
    struct ScreenIDs {
        let screen: Screen
        let screenName: String
        var views: [String: View] = [:]
        var ids: [String] = []
        /// The app, and each screen id's views and ids, chrome included.
        var app: AppDefinition?
        var screens: [String: (views: [String: View], ids: [String])] = [:]
        /// Each screen id's file root, which the chrome is not under.
        var roots: [String: View] = [:]

        init(checked: CheckedScreen, of flow: Flow) {
            let screen = checked.screen
            if flow.width != nil || flow.height != nil {
                screen.size = CGSize(width: flow.width ?? screen.size.width, height: flow.height ?? screen.size.height)
            }
            screen.layoutIfNeeded()
            self.screen = screen
            screenName = ((flow.screenPath ?? "") as NSString).lastPathComponent
            (views, ids) = Self.index([screen])
            app = checked.app
            for declaration in checked.app?.screens ?? [] {
                guard let file = checked.files[declaration.path] else { continue }
                screens[declaration.id] = Self.index([file] + checked.chrome)
                roots[declaration.id] = file
            }
        }

        /// The views by id under `roots` (the roots included), the first of each id.
        private static func index(_ roots: [View]) -> ([String: View], [String]) {
            var views: [String: View] = [:]
            var ids: [String] = []
            for root in roots {
                root.forEachInSubtree { view in
                    guard let id = view.id, views[id] == nil else { return }
                    views[id] = view
                    ids.append(id)
                }
            }
            return (views, ids)
        }
    }

    private func problems(in flow: Flow, against screen: ScreenIDs) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var seen: Set<Diagnostic> = []
        func check(_ step: FlowStep, at shown: String?) {
            for reference in step.command.screenReferences {
                let messages: [String]
                if let shown, let app = screen.app, let known = screen.screens[shown], let declaration = app.screen(shown) {
                    let name = "screen '\(shown)' (\(declaration.source)) or the app's chrome"
                    messages = Self.messages(for: reference, views: known.views, ids: known.ids, screen: screen.screen, screenName: name)
                } else {
                    messages = Self.messages(for: reference, views: screen.views, ids: screen.ids, screen: screen.screen, screenName: screen.screenName)
                }
                for message in messages {
                    let diagnostic = Diagnostic(at: step.location, message)
                    if seen.insert(diagnostic).inserted { problems.append(diagnostic) }
                }
            }
        }
        guard let app = screen.app else {
            visit(flow.onFlowStart + flow.steps + flow.onFlowComplete) { check($0, at: nil) }
            return problems
        }
        // `assertScreen` names the app's screens, tabs and alerts: each is checked in every
        // step, hooks and nested steps included.
        visit(flow.onFlowStart + flow.steps + flow.onFlowComplete) { step in
            guard let assertion = step.command as? AssertScreenCommand else { return }
            for message in Self.messages(for: assertion, in: app) {
                let diagnostic = Diagnostic(at: step.location, message)
                if seen.insert(diagnostic).inserted { problems.append(diagnostic) }
            }
        }
        // Hooks run on whichever screen is shown when they run: checked against the app's.
        visit(flow.onFlowStart + flow.onFlowComplete) { check($0, at: nil) }
        var shown = AppStepCheck.start(of: app)
        for step in flow.steps {
            check(step, at: shown)
            if step.command.traits.contains(.hasNestedSteps) { visit(step.command.nestedSteps) { check($0, at: nil) } }
            if let view = tappedView(step.command, at: shown, in: screen), let at = shown {
                shown = AppStepCheck.shown(afterTapping: view, at: at, in: app)
            } else {
                shown = AppStepCheck.shown(after: step.command, at: shown, in: app)
            }
        }
        return problems
    }

    /// The view of the shown screen's file that a plain `tapOn: {id: ID}` (no other
    /// condition, no hold, not `allowMissed`) names, when the shown screen is known.
    private func tappedView(_ command: any FlowCommand, at shown: String?, in screen: ScreenIDs) -> View? {
        guard let tap = command as? TapCommand, tap.gesture == .tap, tap.time == nil, !tap.allowMissed, case .views(let match) = tap.selector,
            let id = match.id, match.text == nil, match.label == nil, match.type == nil, match.within == nil, match.index == nil,
            match.relation == nil, let shown, let root = screen.roots[shown], let view = screen.screens[shown]?.views[id], view.isDescendant(of: root)
        else { return nil }
        return view
    }

    private func visit(_ steps: [FlowStep], _ body: (FlowStep) -> Void) {
        for step in steps {
            body(step)
            if step.command.traits.contains(.hasNestedSteps) { visit(step.command.nestedSteps, body) }
        }
    }

    /// The ids `assertScreen` names that the app does not declare: its `screen` and
    /// `stack` among the app's screens, `tab` among its tabs' screens, `alert` among its
    /// alerts, each with "did you mean".
    private static func messages(for assertion: AssertScreenCommand, in app: AppDefinition) -> [String] {
        let screens = app.screens.map(\.id)
        let tabs = app.tabs?.tabs.map(\.screen) ?? []
        let alerts = app.alerts.map(\.id)
        var messages: [String] = []
        func check(_ id: String, _ key: String, among known: [String], what: String) {
            guard !known.contains(id) else { return }
            let listing = known.isEmpty ? "; the app has none" : Suggestion.didYouMean(id, in: known)
            messages.append("assertScreen's '\(key)': the app has no \(what) '\(id)'" + listing)
        }
        if let screen = assertion.screen { check(screen, "screen", among: screens, what: "screen") }
        for id in assertion.stack ?? [] { check(id, "stack", among: screens, what: "screen") }
        if let tab = assertion.tab { check(tab, "tab", among: tabs, what: "tab") }
        if case .some(.some(let alert)) = assertion.alert { check(alert, "alert", among: alerts, what: "alert") }
        return messages
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
