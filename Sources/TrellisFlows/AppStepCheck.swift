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
        if let tabs = app.tabs, tabs.id == app.start { return tabs.tabs.first?.screen }
        return app.screen(app.start) == nil ? nil : app.start
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
