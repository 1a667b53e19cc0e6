import Foundation
import TrellisCore

/// A flow's screen as ``FlowScreenCheck`` reads it: the screen, or for an app every
/// screen file's screen and the chrome's ids together, with each file's part.
struct CheckedScreen {
    /// Everything the flow's ids may name.
    let screen: Screen
    /// The app, for an app flow.
    var app: AppDefinition?
    /// Each screen file's screen, by path.
    var files: [String: View] = [:]
    /// A view for each id the chrome may show.
    var chrome: [View] = []
}

/// Which screen an app flow shows at each step, where that is known without running
/// (Docs/navigation.md, "Flows"), so that `trellis validate` checks the step's ids
/// against that screen and the chrome. Conservative: a step whose outcome depends on
/// what a run finds makes the screen unknown until a step pins it again, and the ids of
/// a step at an unknown screen are checked against every screen.
enum AppStepCheck {
    /// The screen shown when the app starts: `start`, or the first tab's screen.
    static func start(of app: AppDefinition) -> String? {
        root(app.start, in: app)
    }

    /// The screen a reset to `id` shows: the first tab's for the tabs' id, else `id`
    /// when the app has such a screen.
    private static func root(_ id: String, in app: AppDefinition) -> String? {
        if let tabs = app.tabs, tabs.id == id { return tabs.tabs.first?.screen }
        return app.screen(id) == nil ? nil : id
    }

    /// The screen shown after a plain `tapOn` of `view`, a view of the file of the screen
    /// `shown` (not of the chrome), as ``App`` routes its action: an enabled control
    /// without subviews sending one named action shows the target of the route that takes
    /// it (the screen's routes, then the app's), or stays when none does; anything else
    /// (a view whose tap may reach a control inside it, several actions, a route to an
    /// alert, `back` or `dismiss`) makes the screen unknown.
    static func shown(afterTapping view: View, at shown: String, in app: AppDefinition) -> String? {
        guard let control = view as? Control, control.subviews.isEmpty, control.isEnabled else { return nil }
        guard let actions = control.actions(forTarget: nil, forControlEvent: .primaryActionTriggered) else { return shown }
        guard actions.count == 1, let declaration = app.screen(shown) else { return nil }
        let action = actions[0]
        guard let route = declaration.routes.first(where: { $0.action == action }) ?? app.routes.first(where: { $0.action == action }) else {
            return shown
        }
        switch route.transition {
        case .push(let id), .present(let id), .replace(let id), .popTo(let id): return app.screen(id) == nil ? nil : id
        case .reset(let id): return root(id, in: app)
        case .alert, .back, .dismiss: return nil
        }
    }

    /// The screen shown after `command` when `shown` was (nil when unknown):
    /// - `launchApp`: the start;
    /// - `openLink` of a URI a deep link of the app matches: its screen;
    /// - `assertScreen` naming a screen and no alert: that screen (a run goes on only
    ///   when it holds);
    /// - anything else that may change the screen (a tap, `back`, typing, an included
    ///   flow): unknown; any other step: unchanged.
    static func shown(after command: any FlowCommand, at shown: String?, in app: AppDefinition) -> String? {
        if let move = command as? AppMoveCommand {
            switch move.move {
            case .launchApp: return start(of: app)
            case .openLink(let text): return linkTarget(text, in: app)
            case .back: return nil
            }
        }
        if let assertion = command as? AssertScreenCommand {
            if case .some(.some) = assertion.alert { return nil }
            return assertion.screen.flatMap { app.screen($0) == nil ? nil : $0 } ?? shown
        }
        if command.traits.contains(.changesScreen) || command.traits.contains(.hasNestedSteps) { return nil }
        return shown
    }

    /// The screen of the first deep link that matches `text`, as ``App/open(_:)`` finds it.
    private static func linkTarget(_ text: String, in app: AppDefinition) -> String? {
        guard let uri = try? DeepLinkURI(parsing: text) else { return nil }
        for screen in app.screens where screen.deepLinks.contains(where: { $0.match(uri) != nil }) {
            return screen.id
        }
        return nil
    }
}
