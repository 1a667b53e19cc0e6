import Foundation

/// An `<on action …>` route (Docs/navigation.md, "How an action finds its route").
public struct Route: Sendable {
    /// The named action that takes the route.
    public var action: String
    /// What the route does.
    public var transition: Transition
    /// The target screen's arguments the route gives.
    public var arguments: [RouteArgument]
    /// Where the `<on>` element is.
    public var location: SourceLocation

    /// Creates a route.
    public init(action: String, transition: Transition, arguments: [RouteArgument] = [], location: SourceLocation) {
        self.action = action
        self.transition = transition
        self.arguments = arguments
        self.location = location
    }
}

/// What a route, a link, a tap on the chrome or a flow's step does to the navigation
/// state (Docs/navigation.md, "State and transitions").
public enum Transition: Sendable, Hashable {
    /// A new instance of the screen on the top stack.
    case push(String)
    /// A new stack holding the screen, presented over everything.
    case present(String)
    /// The top instance replaced by a new instance of the screen.
    case replace(String)
    /// Everything goes; the state becomes a new instance of the screen (or the tabs) alone.
    case reset(String)
    /// The alert shown.
    case alert(String)
    /// The top stack popped; on a presented stack's root, the stack dismissed.
    case back
    /// The topmost presented stack dismissed.
    case dismiss
    /// The top stack popped until the screen is on top.
    case popTo(String)

    /// The transition's name as app files and logs write it: `push`, `pop-to`, ….
    public var name: String {
        switch self {
        case .push: return "push"
        case .present: return "present"
        case .replace: return "replace"
        case .reset: return "reset"
        case .alert: return "alert"
        case .back: return "back"
        case .dismiss: return "dismiss"
        case .popTo: return "pop-to"
        }
    }

    /// The screen, tabs or alert id the transition names; nil for `back` and `dismiss`.
    public var target: String? {
        switch self {
        case .push(let id), .present(let id), .replace(let id), .reset(let id), .alert(let id), .popTo(let id): return id
        case .back, .dismiss: return nil
        }
    }

    /// Whether the transition makes a new instance of its target screen, which then
    /// needs its arguments.
    public var makesInstance: Bool {
        switch self {
        case .push, .present, .replace, .reset: return true
        case .alert, .back, .dismiss, .popTo: return false
        }
    }
}

/// An `<argument name value|from>` of a route.
public struct RouteArgument: Sendable, Hashable {
    /// Where a route argument's value comes from.
    public enum Source: Sendable, Hashable {
        /// The literal, as written.
        case value(String)
        /// The control that sent the action: its `tag`, its `id` or its text (a
        /// button's title).
        case sender(SenderField)
    }

    /// What of the sender a `from` reads (`sender.tag`, `sender.id`, `sender.text`).
    public enum SenderField: String, Sendable, Hashable, CaseIterable {
        /// The sender's `tag` (0, UIKit's default, counts as none).
        case tag
        /// The sender's `id`.
        case id
        /// The sender's text or title.
        case text
    }

    /// The target's argument this gives.
    public var name: String
    /// Where the value comes from.
    public var source: Source
    /// Where the `<argument>` element is.
    public var location: SourceLocation

    /// Creates a route argument.
    public init(name: String, source: Source, location: SourceLocation) {
        self.name = name
        self.source = source
        self.location = location
    }
}
