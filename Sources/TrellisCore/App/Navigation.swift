import Foundation

/// One screen of an app as shown: an instance of a `<screen>` declaration, made when it
/// is pushed, presented or reset to, in the state its file declares, and kept with its
/// state while others cover it (Docs/navigation.md, "State and transitions").
public final class ScreenInstance {
    /// The screen's views.
    public let screen: Screen
    /// The arguments it was made with, converted to their types, defaults included.
    public let arguments: [String: ArgumentValue]
    /// The app's record of the `<screen>`: its routes made ready and its counts.
    let declared: DeclaredScreen

    init(declared: DeclaredScreen, screen: Screen, arguments: [String: ArgumentValue]) {
        self.declared = declared
        self.screen = screen
        self.arguments = arguments
        screen.appScreenID = declared.declaration.id
    }

    /// The `<screen>` it is an instance of.
    public var declaration: ScreenDeclaration { declared.declaration }

    /// The `<screen>`'s id.
    public var id: String { declared.declaration.id }
}

/// The navigation state as the command line prints it (Docs/navigation.md, "Command
/// line", `navigation`): the screen shown, the current tab, each stack's screen ids and
/// the alert.
public struct NavigationState: Sendable, Hashable {
    /// The id of the screen shown: the top of the topmost stack.
    public var screen: String
    /// The current tab's screen id; nil when no tab bar is shown.
    public var tab: String?
    /// The root stack (with tabs, the current tab's) then each presented one, bottom
    /// first, each as its screens' ids from its root up.
    public var stacks: [[String]]
    /// The id of the alert shown, or nil.
    public var alert: String?

    /// Creates a state.
    public init(screen: String, tab: String?, stacks: [[String]], alert: String?) {
        self.screen = screen
        self.tab = tab
        self.stacks = stacks
        self.alert = alert
    }

    /// The topmost stack, bottom first (what `assertScreen`'s `stack` compares).
    public var topStack: [String] { stacks.last ?? [] }

    /// `{"screen": ID, "tab": ID|null, "stacks": [[ids…], …], "alert": ID|null}`.
    public var json: JSONValue {
        .object([
            ("screen", .string(screen)),
            ("tab", tab.map(JSONValue.string) ?? .null),
            ("stacks", .array(stacks.map { .array($0.map(JSONValue.string)) })),
            ("alert", alert.map(JSONValue.string) ?? .null),
        ])
    }
}

/// One move of an app (Docs/navigation.md, "Command line"): which transition, from which
/// screen to which, and the `<on>` route that asked for it; or why it could not be made.
public struct NavigationRecord: Sendable, Hashable, CustomStringConvertible {
    /// `push`, `present`, `replace`, `reset`, `pop-to`, `back`, `dismiss`, `alert`,
    /// `tab` or `link`.
    public var transition: String
    /// The screen shown before (for an alert button's dismissal, the alert's id).
    public var from: String
    /// The screen shown after (for `alert`, the alert's id); for a failed move, what it
    /// aimed at.
    public var to: String
    /// The `<on>` element's location; nil for the back button, tab items, `back` and links.
    public var route: SourceLocation?
    /// Why the move could not be made; nil when it was.
    public var error: String?

    /// Creates a record.
    public init(transition: String, from: String, to: String, route: SourceLocation? = nil, error: String? = nil) {
        self.transition = transition
        self.from = from
        self.to = to
        self.route = route
        self.error = error
    }

    /// `{"transition": T, "from": ID, "to": ID, "route": "file:line:col"|null}`, with
    /// `error` when the move failed.
    public var json: JSONValue { .object(jsonMembers) }

    /// The members of ``json``, in order.
    public var jsonMembers: [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [
            ("transition", .string(transition)), ("from", .string(from)), ("to", .string(to)),
            ("route", route.map { .string($0.description) } ?? .null),
        ]
        if let error { members.append(("error", .string(error))) }
        return members
    }

    /// `push home → detail (app.xml:7:5)`, or `push home → detail failed: …`.
    public var description: String {
        var text = "\(transition) \(from) → \(to)"
        if let route { text += " (\(route))" }
        if let error { text += " failed: \(error)" }
        return text
    }
}

/// Why a move of an app could not be made: a sentence for messages (Docs/navigation.md).
public struct NavigationError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    /// Creates the error.
    public init(_ description: String) {
        self.description = description
    }
}

/// When a screen of an app appears or disappears, in UIKit's order: the old screen's
/// `willDisappear` before the new one's `willAppear`, then the old one's `didDisappear`
/// and the new one's `didAppear`.
public enum AppearanceEvent: Sendable, Hashable {
    /// The screen with this id is about to be shown.
    case willAppear(String)
    /// The screen with this id is shown.
    case didAppear(String)
    /// The screen with this id is about to stop being shown.
    case willDisappear(String)
    /// The screen with this id is no longer shown.
    case didDisappear(String)
}
