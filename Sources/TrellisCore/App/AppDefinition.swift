import Foundation

/// An app file as declared (Docs/navigation.md, "The app file"): its screens, the tab bar,
/// the alerts and the routes between them, each with where it is written. A value the
/// loader makes once and every run of the app shares; it holds no screen.
///
/// Names follow Android's navigation graph (`start`, destinations, actions, arguments,
/// deep links) and UIKit's containers (navigation controller, tab bar controller, modal
/// presentation, alert controller).
public struct AppDefinition: Sendable {
    /// The app file's path, as the user gave it.
    public var path: String
    /// Where the `<app>` element is.
    public var location: SourceLocation
    /// The id of the screen or of the ``tabs`` the app starts with.
    public var start: String
    /// The app's size in points (default 375 × 667); every screen is shown inside it.
    public var size: CGSize
    /// The text metrics every screen of the app is measured with; nil lets the default
    /// (`test`) apply.
    public var textMetrics: String?
    /// The screens, in file order.
    public var screens: [ScreenDeclaration]
    /// The tab bar, if the app has one (at most one).
    public var tabs: TabsDeclaration?
    /// The alerts, in file order.
    public var alerts: [AlertDeclaration]
    /// The routes written directly under `<app>`, which apply on every screen.
    public var routes: [Route]

    /// Creates a definition.
    public init(
        path: String, location: SourceLocation, start: String, size: CGSize = Screen.defaultSize, textMetrics: String? = nil,
        screens: [ScreenDeclaration], tabs: TabsDeclaration? = nil, alerts: [AlertDeclaration] = [], routes: [Route] = []
    ) {
        self.path = path
        self.location = location
        self.start = start
        self.size = size
        self.textMetrics = textMetrics
        self.screens = screens
        self.tabs = tabs
        self.alerts = alerts
        self.routes = routes
    }

    /// The screen declared with `id`, or nil.
    public func screen(_ id: String) -> ScreenDeclaration? {
        screens.first { $0.id == id }
    }

    /// The alert declared with `id`, or nil.
    public func alert(_ id: String) -> AlertDeclaration? {
        alerts.first { $0.id == id }
    }

    /// The ids the app's chrome may show (Docs/navigation.md, "Chrome"): the navigation
    /// bar's (`nav-bar`, `nav-title`, `nav-back`), with tabs the tab bar's (`tab-bar`,
    /// `tab-SCREEN` per tab), and each alert's id.
    public var chromeIDs: [String] {
        var ids = [ChromeID.navigationBar, ChromeID.title, ChromeID.backButton]
        if let tabs { ids += [ChromeID.tabBar] + tabs.tabs.map { ChromeID.tab($0.screen) } }
        return ids + alerts.map(\.id)
    }

    /// The ids of the chrome's views (Docs/navigation.md, "Chrome").
    public enum ChromeID {
        /// The navigation bar: `nav-bar`.
        public static let navigationBar = "nav-bar"
        /// The navigation bar's title label: `nav-title`.
        public static let title = "nav-title"
        /// The navigation bar's back button: `nav-back`.
        public static let backButton = "nav-back"
        /// The tab bar: `tab-bar`.
        public static let tabBar = "tab-bar"
        /// The tab bar item of the tab whose stack starts with `screen`: `tab-SCREEN`.
        public static func tab(_ screen: String) -> String { "tab-" + screen }
    }

    /// Every route of the app: each screen's, in file order, then the app's own.
    public var allRoutes: [(screen: String?, route: Route)] {
        screens.flatMap { screen in screen.routes.map { (Optional(screen.id), $0) } } + routes.map { (nil, $0) }
    }
}

/// A `<screen id src title>` of an app file.
public struct ScreenDeclaration: Sendable {
    /// The screen's id, unique among the app's screens, tabs and alerts.
    public var id: String
    /// The `src` attribute as written.
    public var source: String
    /// The screen file's path: `src` relative to the app file's folder.
    public var path: String
    /// The title shown in the navigation bar; nil shows none.
    public var title: String?
    /// The arguments the screen takes, in file order.
    public var arguments: [ArgumentDeclaration]
    /// The deep links that open the screen.
    public var deepLinks: [DeepLinkPattern]
    /// The routes that apply while the screen is on top.
    public var routes: [Route]
    /// Where the `<screen>` element is.
    public var location: SourceLocation

    /// Creates a declaration.
    public init(
        id: String, source: String, path: String, title: String? = nil, arguments: [ArgumentDeclaration] = [],
        deepLinks: [DeepLinkPattern] = [], routes: [Route] = [], location: SourceLocation
    ) {
        self.id = id
        self.source = source
        self.path = path
        self.title = title
        self.arguments = arguments
        self.deepLinks = deepLinks
        self.routes = routes
        self.location = location
    }

    /// The argument named `name`, or nil.
    public func argument(_ name: String) -> ArgumentDeclaration? {
        arguments.first { $0.name == name }
    }
}

/// An `<argument name type default>` of a screen.
public struct ArgumentDeclaration: Sendable, Hashable {
    /// The argument's name, which `{name}` placeholders and routes use.
    public var name: String
    /// The type its values convert to.
    public var type: ArgumentType
    /// The value used when a route or link gives none, as written; nil makes the argument
    /// required.
    public var defaultValue: String?
    /// Where the `<argument>` element is.
    public var location: SourceLocation

    /// Creates a declaration.
    public init(name: String, type: ArgumentType = .string, defaultValue: String? = nil, location: SourceLocation) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.location = location
    }

    /// Whether a route to the screen must give it: it has no default.
    public var isRequired: Bool { defaultValue == nil }
}

/// The type of a screen's argument (Docs/navigation.md, "Arguments and deep links"),
/// written with the value syntax of screen files (Docs/screen-xml.md, "Values").
public enum ArgumentType: String, Sendable, Hashable, CaseIterable {
    /// Any text.
    case string
    /// An optional `-` and ASCII digits, within Swift's `Int`.
    case int
    /// A number as screen files write one (`7.5`, `-3`, `1e2`), finite.
    case float
    /// `true` or `false`.
    case bool

    /// `text` as a value of this type, or nil when it is not one.
    public func convert(_ text: String) -> ArgumentValue? {
        switch self {
        case .string:
            return .string(text)
        case .int:
            let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
            guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = Int(text) else { return nil }
            return .int(value)
        case .float:
            guard let value = try? NumberSyntax.parse(text) else { return nil }
            return .float(Double(value))
        case .bool:
            switch text {
            case "true": return .bool(true)
            case "false": return .bool(false)
            default: return nil
            }
        }
    }

    /// The type with an article, for messages: "an int", "a string".
    public var withArticle: String {
        self == .int ? "an int" : "a \(rawValue)"
    }
}

/// A screen argument's value, converted to its type.
public enum ArgumentValue: Sendable, Hashable, CustomStringConvertible {
    /// A `string` argument's text.
    case string(String)
    /// An `int` argument's value.
    case int(Int)
    /// A `float` argument's value.
    case float(Double)
    /// A `bool` argument's value.
    case bool(Bool)

    /// The value as `{name}` placeholders show it: the text, the integer's digits, the
    /// number's shortest form, `true` or `false`.
    public var description: String {
        switch self {
        case .string(let text): return text
        case .int(let value): return String(value)
        case .float(let value): return CGFloat(value).humanDescription
        case .bool(let value): return value ? "true" : "false"
        }
    }
}

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

/// The `<tabs id>` of an app: two to five tabs, each owning a stack.
public struct TabsDeclaration: Sendable {
    /// One `<tab screen title>`.
    public struct Tab: Sendable {
        /// The screen the tab's stack starts with; it also names the stack.
        public var screen: String
        /// The tab bar item's title.
        public var title: String
        /// Where the `<tab>` element is.
        public var location: SourceLocation

        /// Creates a tab.
        public init(screen: String, title: String, location: SourceLocation) {
            self.screen = screen
            self.title = title
            self.location = location
        }
    }

    /// The tabs' id, which `start` and `reset` may name.
    public var id: String
    /// The tabs, in bar order.
    public var tabs: [Tab]
    /// Where the `<tabs>` element is.
    public var location: SourceLocation

    /// Creates the tabs.
    public init(id: String, tabs: [Tab], location: SourceLocation) {
        self.id = id
        self.tabs = tabs
        self.location = location
    }
}

/// An `<alert id title message>` (UIKit's `UIAlertController` in its alert style).
public struct AlertDeclaration: Sendable {
    /// The role of an alert button (UIKit's `UIAlertAction.Style`).
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// An ordinary button, tinted.
        case `default`
        /// The button `back` taps; drawn semibold. At most one per alert.
        case cancel
        /// A button that destroys something; drawn red.
        case destructive
    }

    /// One `<button title role action>`.
    public struct Button: Sendable {
        /// The button's title.
        public var title: String
        /// Its role: `default` unless written.
        public var role: Role
        /// The named action it sends to the routes of the screen under the alert, after
        /// the alert is dismissed; nil sends none.
        public var action: String?
        /// Where the `<button>` element is.
        public var location: SourceLocation

        /// Creates a button.
        public init(title: String, role: Role = .default, action: String? = nil, location: SourceLocation) {
            self.title = title
            self.role = role
            self.action = action
            self.location = location
        }
    }

    /// The alert's id, which `alert` routes name and its view carries.
    public var id: String
    /// The title, shown first.
    public var title: String
    /// The message under the title; nil shows none.
    public var message: String?
    /// One to three buttons, in order.
    public var buttons: [Button]
    /// Where the `<alert>` element is.
    public var location: SourceLocation

    /// Creates an alert.
    public init(id: String, title: String, message: String? = nil, buttons: [Button], location: SourceLocation) {
        self.id = id
        self.title = title
        self.message = message
        self.buttons = buttons
        self.location = location
    }

    /// The button whose role is `cancel`, which `back` taps; nil when there is none.
    public var cancelButton: Button? { buttons.first { $0.role == .cancel } }
}
