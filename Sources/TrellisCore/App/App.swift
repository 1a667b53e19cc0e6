import Foundation

/// An app of several screens (Docs/navigation.md): the screens an app file declares, the
/// navigation state — one stack of screen instances per tab (or one stack), the stacks
/// presented over them and at most one alert — and the window that shows the screen on
/// top with its chrome (navigation bar, tab bar, alert), which taps, queries, dumps and
/// drawings act on as they act on a screen.
///
/// Named actions a screen's views send go up the responder chain to the screen's own
/// ``Screen/actionHandler``, then to the window, whose handler is the app's routes: the
/// shown screen's, then the app's. A route's transition is made once the whole touch
/// sequence has been delivered (``Screen/touchSequenceDidEnd()``), and recorded among
/// what the tap sent (``DispatchRecord/navigation(_:)``).
///
/// ```swift
/// let app = try AppLoader(registry: .standard).load(contentsOfFile: "Examples/shop/app.xml")
/// try app.window.tap(text: "Settings")
/// print(app.navigationState.screen)   // settings
/// ```
public final class App {
    /// Makes a screen for a declaration and its arguments, from its parsed file
    /// (TrellisXML's `AppLoader` gives one); throws when the screen cannot be built.
    public typealias ScreenFactory = (ScreenDeclaration, [String: ArgumentValue]) throws -> Screen

    /// The most screens one stack may hold: 1,000. A push past it fails and says so.
    public static let maximumStackDepth = 1000
    /// The navigation bar's height: 44 points (UIKit's).
    public static let navigationBarHeight: CGFloat = 44
    /// The tab bar's height: 49 points (UIKit's).
    public static let tabBarHeight: CGFloat = 49

    /// The app as its file declares it.
    public let definition: AppDefinition
    /// The window: the root of what is shown (type `app`), which taps act on.
    public let window: AppWindow
    private let makeScreen: ScreenFactory

    /// The root stacks: one per tab when the tab bar is shown, else one.
    @exclusivity(unchecked) public private(set) var rootStacks: [[ScreenInstance]] = []
    /// The index of the current tab among ``rootStacks``.
    @exclusivity(unchecked) public private(set) var currentTab = 0
    /// Whether the app shows its tabs (after a reset to them, or starting with them).
    public private(set) var showsTabs = false
    /// The presented stacks, bottom first.
    @exclusivity(unchecked) public private(set) var presented: [[ScreenInstance]] = []
    /// The alert shown, or nil.
    public internal(set) var alert: AlertDeclaration?
    /// Told when a screen appears or disappears, in UIKit's order; nil by default.
    public var appearanceHandler: ((AppearanceEvent) -> Void)?
    /// What the app did so far, for route coverage: screens shown, routes taken, links
    /// opened, controls tapped.
    public var coverage: AppCoverage {
        var coverage = counts
        for screen in declaredScreens where screen.timesShown > 0 { coverage.shown[screen.declaration.id, default: 0] += screen.timesShown }
        for plan in declaredScreens.flatMap(\.routes) + appRoutes where plan.timesTaken > 0 {
            coverage.routes[plan.route.location, default: 0] += plan.timesTaken
        }
        return coverage
    }
    /// The links opened and controls tapped so far; the screens shown and routes taken
    /// are counted on ``declaredScreens`` and their routes.
    var counts: AppCoverage
    /// Every `<screen>` of the app, in file order, with its routes made ready.
    let declaredScreens: [DeclaredScreen]
    /// The first of ``declaredScreens`` with each id.
    private let screensByID: [String: DeclaredScreen]
    /// The routes written directly under `<app>`, made ready.
    let appRoutes: [RoutePlan]

    /// The moves asked for during the touch in progress, made when it ends.
    var pending: [() -> NavigationRecord] = []
    /// The bars and alerts the window shows, kept from move to move.
    private lazy var chrome = AppChrome(app: self)
    /// The screens of the instances whose timers and spinners run on the window's clock
    /// (``updateTimers()``).
    var timedScreens: [Screen] = []

    /// An app showing its `start` screen (or tabs), each screen made by `makeScreen`.
    ///
    /// - Throws: ``NavigationError`` when the start screen cannot be made.
    public init(definition: AppDefinition, makeScreen: @escaping ScreenFactory) throws(NavigationError) {
        self.definition = definition
        self.makeScreen = makeScreen
        counts = AppCoverage(app: definition.path)
        let screens = definition.screens.map(DeclaredScreen.init)
        let byID = Dictionary(screens.map { ($0.declaration.id, $0) }, uniquingKeysWith: { first, _ in first })
        for screen in screens { screen.routes = screen.declaration.routes.map { RoutePlan($0) { byID[$0] } } }
        declaredScreens = screens
        screensByID = byID
        appRoutes = definition.routes.map { RoutePlan($0) { byID[$0] } }
        window = AppWindow(size: definition.size)
        window.app = self
        window.actionHandler = { [weak self] name, sender in
            self?.route(name, sender: sender) ?? false
        }
        _ = try launch()
    }

    // MARK: - What is shown

    /// The topmost stack: the last presented one, or the current root stack.
    public var topStack: [ScreenInstance] {
        presented.last ?? rootStacks[currentTab]
    }

    /// The screen shown: the top of the topmost stack.
    public var shown: ScreenInstance {
        // Every stack holds at least its root: a pop never removes it.
        topStack[topStack.count - 1]
    }

    /// The navigation state, as the command line prints it.
    public var navigationState: NavigationState {
        NavigationState(
            screen: shown.id, tab: showsTabs ? rootStacks[currentTab].first?.id : nil,
            stacks: [rootStacks[currentTab].map(\.id)] + presented.map { $0.map(\.id) }, alert: alert?.id)
    }

    /// Every instance alive, in the root stacks then the presented ones.
    public var instances: [ScreenInstance] {
        rootStacks.flatMap { $0 } + presented.flatMap { $0 }
    }

    // MARK: - Moves

    /// Restarts the app from `start`: every instance, modal and alert goes and new ones
    /// are made (a flow's `launchApp`).
    ///
    /// - Throws: ``NavigationError`` when the start screen cannot be made.
    @discardableResult
    public func launch() throws(NavigationError) -> NavigationRecord {
        try move("reset", to: nil) { () throws(NavigationError) in try resetState(to: definition.start) }
    }

    /// Makes `transition` (Docs/navigation.md, "State and transitions") with the target's
    /// `arguments` (defaults fill the rest), named `name` in the record (the transition's
    /// own name unless given), from the route at `route`.
    ///
    /// - Throws: ``NavigationError`` when it cannot be made (back at a root, pop-to a
    ///   screen not in the stack, the stack limit, a screen that cannot be made).
    @discardableResult
    public func perform(
        _ transition: Transition, arguments: [String: ArgumentValue] = [:], route: SourceLocation? = nil, recordedAs name: String? = nil
    ) throws(NavigationError) -> NavigationRecord {
        try perform(transition, target: nil, arguments: arguments, complete: false, route: route, recordedAs: name)
    }

    /// ``perform(_:arguments:route:recordedAs:)`` with the target screen already found
    /// (a route's plan), or nil to find it by the transition's id; `complete` says that
    /// `arguments` holds every argument the target declares.
    func perform(
        _ transition: Transition, target: DeclaredScreen?, arguments: [String: ArgumentValue], complete: Bool, route: SourceLocation?,
        recordedAs name: String? = nil
    ) throws(NavigationError) -> NavigationRecord {
        let name = name ?? transition.name
        func instance(_ id: String) throws(NavigationError) -> ScreenInstance {
            guard let target else { return try instantiate(id, arguments: arguments) }
            return try instantiate(target, arguments: arguments, complete: complete)
        }
        switch transition {
        case .push(let id):
            guard topStack.count < Self.maximumStackDepth else {
                throw NavigationError(
                    "push \(id): the stack '\(topStack[0].id)' already holds \(Self.maximumStackDepth.formatted) screens, the most a stack may hold")
            }
            let instance = try instance(id)
            return try move(name, route: route, to: id) { () throws(NavigationError) in replaceTopStack { $0.append(instance) } }
        case .present(let id):
            let instance = try instance(id)
            return try move(name, route: route, to: id) { () throws(NavigationError) in presented.append([instance]) }
        case .replace(let id):
            let instance = try instance(id)
            return try move(name, route: route, to: id) { () throws(NavigationError) in replaceTopStack { $0[$0.count - 1] = instance } }
        case .reset(let id):
            return try move(name, route: route, to: id) { () throws(NavigationError) in try resetState(to: id, arguments: arguments) }
        case .alert(let id):
            guard let declaration = definition.alert(id) else { throw NavigationError("alert \(id): the app has no alert '\(id)'") }
            let from = shown.id
            alert = declaration
            layoutWindow()
            return NavigationRecord(transition: name, from: from, to: id, route: route)
        case .back:
            return try back(route: route, recordedAs: name)
        case .dismiss:
            guard !presented.isEmpty else { throw NavigationError("dismiss: no screen is presented") }
            return try move(name, route: route, to: nil) { () throws(NavigationError) in presented.removeLast() }
        case .popTo(let id):
            guard let index = topStack.lastIndex(where: { $0.id == id }) else {
                throw NavigationError("pop-to \(id): '\(id)' is not in the stack [\(topStack.map(\.id).joined(separator: ", "))]")
            }
            return try move(name, route: route, to: id) { () throws(NavigationError) in replaceTopStack { $0.removeSubrange((index + 1)...) } }
        }
    }

    /// Goes back (Docs/navigation.md): taps the alert's cancel button when an alert is
    /// shown, pops the top stack, or on the root of a presented stack dismisses it.
    ///
    /// - Throws: ``NavigationError`` on a root stack of depth 1, or on an alert without a
    ///   cancel button.
    @discardableResult
    public func back() throws(NavigationError) -> NavigationRecord {
        try back(route: nil, recordedAs: "back")
    }

    private func back(route location: SourceLocation?, recordedAs name: String) throws(NavigationError) -> NavigationRecord {
        if let alert {
            guard let cancel = alert.buttons.firstIndex(where: { $0.role == .cancel }) else {
                throw NavigationError("back: the alert '\(alert.id)' has no cancel button")
            }
            let record = dismissAlert()
            if let action = alert.buttons[cancel].action, route(action, sender: window) { performPendingMoves() }
            return record
        }
        if topStack.count > 1 {
            return try move(name, route: location, to: nil) { () throws(NavigationError) in replaceTopStack { $0.removeLast() } }
        }
        if !presented.isEmpty {
            return try move(name, route: location, to: nil) { () throws(NavigationError) in presented.removeLast() }
        }
        throw NavigationError("back: '\(shown.id)' is the root of its stack; there is nothing to go back to")
    }

    /// Shows the tab at `index`; on the current tab, pops its stack to its root (UIKit's
    /// tab bar controller).
    @discardableResult
    public func selectTab(_ index: Int) -> NavigationRecord {
        let from = shown.id
        guard showsTabs, rootStacks.indices.contains(index) else { return NavigationRecord(transition: "tab", from: from, to: from) }
        let old = shown
        if index == currentTab {
            rootStacks[index].removeSubrange(1...)
        } else {
            currentTab = index
        }
        didMove(from: old)
        return NavigationRecord(transition: "tab", from: from, to: shown.id)
    }

    /// Opens a deep link (Docs/navigation.md, "Arguments and deep links"): resets the
    /// state as `reset start` does, then shows the screen whose pattern matches `url`.
    ///
    /// - Throws: ``NavigationError`` when the URI is malformed, matches no pattern (the
    ///   message lists them), or gives an argument that does not convert.
    @discardableResult
    public func open(_ url: String) throws(NavigationError) -> NavigationRecord {
        let uri: DeepLinkURI
        do {
            uri = try DeepLinkURI(parsing: url)
        } catch {
            throw NavigationError("cannot open '\(url.abbreviated(to: 80))': \(error.description)")
        }
        var found: (ScreenDeclaration, DeepLinkPattern, [String: String])?
        for screen in definition.screens {
            for pattern in screen.deepLinks {
                if let values = pattern.match(uri) {
                    found = (screen, pattern, values)
                    break
                }
            }
            if found != nil { break }
        }
        guard let (target, pattern, values) = found else {
            let patterns = definition.screens.flatMap(\.deepLinks).map(\.uri)
            let list = patterns.isEmpty ? "the app has no deep links" : "the app's links are " + patterns.joined(separator: ", ")
            throw NavigationError("no deep link matches '\(url.abbreviated(to: 80))'; \(list)")
        }
        var arguments: [String: ArgumentValue] = [:]
        for (name, text) in values {
            guard let declaration = target.argument(name) else { continue }
            guard let value = declaration.type.convert(text) else {
                throw NavigationError("argument '\(name)' of screen '\(target.id)': '\(text.abbreviated(to: 80))' is not \(declaration.type.withArticle)")
            }
            arguments[name] = value
        }
        let instance = try instantiate(target.id, arguments: arguments)
        let old = shown
        let from = old.id
        try resetState(to: definition.start)
        if let tab = rootStacks.firstIndex(where: { $0.first?.id == target.id }) {
            currentTab = tab
            rootStacks[tab] = [instance]
        } else {
            currentTab = 0
            if rootStacks[0].count < Self.maximumStackDepth { rootStacks[0].append(instance) }
        }
        didMove(from: old)
        counts.links[pattern.location, default: 0] += 1
        return NavigationRecord(transition: "link", from: from, to: shown.id)
    }

    // MARK: - State changes

    /// A new instance of the screen `id` with `arguments`, the declared defaults filling
    /// in the rest.
    private func instantiate(_ id: String, arguments: [String: ArgumentValue]) throws(NavigationError) -> ScreenInstance {
        guard let declared = screensByID[id] else { throw NavigationError("the app has no screen '\(id)'") }
        return try instantiate(declared, arguments: arguments, complete: false)
    }

    /// A new instance of `declared` with `arguments`; unless `complete` says they hold
    /// every argument the screen declares, the declared defaults fill in the rest.
    private func instantiate(_ declared: DeclaredScreen, arguments: [String: ArgumentValue], complete: Bool) throws(NavigationError)
        -> ScreenInstance
    {
        var values = arguments
        if !complete {
            for argument in declared.declaration.arguments where values[argument.name] == nil {
                guard let text = argument.defaultValue, let value = argument.type.convert(text) else {
                    throw NavigationError("argument '\(argument.name)' of screen '\(declared.declaration.id)' is required and was not given")
                }
                values[argument.name] = value
            }
        }
        let screen: Screen
        do {
            screen = try makeScreen(declared.declaration, values)
        } catch {
            throw NavigationError("cannot make screen '\(declared.declaration.id)': \(error)")
        }
        // Its timers start when it is first shown, on the window's clock.
        screen.stopTimers()
        return ScreenInstance(declared: declared, screen: screen, arguments: values)
    }

    /// Makes every instance new: the tabs' screens (the first tab current) when `id`
    /// names the tabs, else the screen alone. The caller lays the window out and tells
    /// the appearance handler (``didMove(from:)``), once for the whole move.
    private func resetState(to id: String, arguments: [String: ArgumentValue] = [:]) throws(NavigationError) {
        if let tabs = definition.tabs, tabs.id == id {
            var stacks: [[ScreenInstance]] = []
            for tab in tabs.tabs { stacks.append([try instantiate(tab.screen, arguments: [:])]) }
            rootStacks = stacks
            showsTabs = true
        } else {
            rootStacks = [[try instantiate(id, arguments: arguments)]]
            showsTabs = false
        }
        currentTab = 0
        presented = []
        alert = nil
    }

    /// Applies `change` to the topmost stack.
    private func replaceTopStack(_ change: (inout [ScreenInstance]) -> Void) {
        if presented.isEmpty {
            change(&rootStacks[currentTab])
        } else {
            change(&presented[presented.count - 1])
        }
    }

    /// Makes `change`, lays the window out and notifies appearances; the record names
    /// the screens shown before and after (`to` is the shown one, or `target` for a
    /// failure's message).
    private func move(_ name: String, route: SourceLocation? = nil, to target: String?, _ change: () throws(NavigationError) -> Void) throws(NavigationError)
        -> NavigationRecord
    {
        let old = rootStacks.isEmpty ? nil : shown
        try change()
        didMove(from: old)
        return NavigationRecord(transition: name, from: old?.id ?? shown.id, to: shown.id, route: route)
    }

    /// Lays the window out for the new state and tells the appearance handler, in UIKit's
    /// order, when the shown instance changed.
    private func didMove(from old: ScreenInstance?) {
        defer { updateTimers() }
        let new = shown
        guard old !== new else {
            layoutWindow()
            return
        }
        new.declared.timesShown += 1
        if let old { appearanceHandler?(.willDisappear(old.id)) }
        appearanceHandler?(.willAppear(new.id))
        layoutWindow()
        if let old { appearanceHandler?(.didDisappear(old.id)) }
        appearanceHandler?(.didAppear(new.id))
    }

    /// Puts the shown screen and the chrome in the window (Docs/navigation.md, "Chrome").
    func layoutWindow() {
        chrome.arrange()
    }
}
