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
