import Foundation

/// Puts an app's shown screen and its chrome in its window (Docs/navigation.md, "Chrome"),
/// in UIKit's default light style with its increased-contrast colours, so that the chrome
/// passes the audit's contrast rule (4.5:1): bars of #F9F9F9, tinted items #0040DD
/// (systemBlue), unselected tab items #6C6C70 (systemGray), destructive buttons #D70015
/// (systemRed), an alert of #F2F2F2 with 14-point corners over a backdrop of black at
/// 20 %.
///
/// The tab bar is made once per app and kept, as UIKit's tab bar controller keeps its own.
/// A navigation bar is made for each title and back title it shows, measured once and
/// kept for the next time they are shown (at most ``keptNavigationBars``), as UIKit keeps
/// a navigation item's views for each view controller of its stack; a bar taken out keeps
/// its layout. A move then changes only the views that differ, so that a tap that routes
/// costs little more than the new screen's build (Docs/navigation.md, "Speed and
/// memory"). An alert's view is made the first time it is shown and kept for the next.
final class AppChrome {
    static let barColor = Color(red: 0xF9, green: 0xF9, blue: 0xF9)
    static let tintColor = Color(red: 0x00, green: 0x40, blue: 0xDD)
    static let unselectedColor = Color(red: 0x6C, green: 0x6C, blue: 0x70)
    static let destructiveColor = Color(red: 0xD7, green: 0x00, blue: 0x15)
    static let alertColor = Color(red: 0xF2, green: 0xF2, blue: 0xF2)
    static let separatorColor = Color(red: 0xC6, green: 0xC6, blue: 0xC8)
    static let backdropColor = Color(red: 0, green: 0, blue: 0, alpha: 0x33)
    /// An alert's width: 270 points (UIKit's).
    static let alertWidth: CGFloat = 270
    /// An alert button's height: 44 points.
    static let alertButtonHeight: CGFloat = 44
    /// How many navigation bars are kept: 8; a new one lets go of one not shown lately.
    static let keptNavigationBars = 8

    /// A navigation bar made for one title and back title.
    private final class NavigationBarState {
        let title: String?
        let backTitle: String?
        let bar: NavigationBar
        /// What the bar was measured with when it was taken out keeping its layout; nil
        /// while it is shown.
        var keptLayout: KeptLayout?

        init(title: String?, backTitle: String?, bar: NavigationBar) {
            self.title = title
            self.backTitle = backTitle
            self.bar = bar
        }
    }

    private weak var app: App?
    /// The navigation bars made, the two shown last first, the rest roughly from the one
    /// shown most recently.
    private var navigationBars: [NavigationBarState] = []
    /// The text settings the window passed on and its width when the chrome was made
    /// (its measurer, font scale and locale): what is made holds for these only.
    private var measuredWith: InheritedText?
    private var measuredWidth: CGFloat = 0
    private var tabBar: TabBar?
    private var backdrop: AlertBackdrop?
    private var alertViews: [String: AlertView] = [:]
    /// The storage of the list of views ``arrange()`` puts in the window, kept empty
    /// from move to move so that a move does not allocate one.
    private var wantedStorage: [View] = []

    init(app: App) {
        self.app = app
    }

    /// Puts in the window, back to front: the shown screen, the navigation bar when the
    /// top stack holds more than one screen or its top screen has a title, the tab bar
    /// when the tabs show and nothing is presented, then the backdrop and the alert when
    /// one is shown; views no longer shown leave the window, those still shown stay.
    func arrange() {
        guard let app else { return }
        let window = app.window
        let size = window.size
        let stack = app.topStack
        let shown = app.shown
        let showsNavigationBar = stack.count > 1 || shown.declaration.title != nil
        let showsTabBar = app.showsTabs && app.presented.isEmpty
        let top = showsNavigationBar ? App.navigationBarHeight : 0
        let bottom = showsTabBar ? App.tabBarHeight : 0
        let frame = CGRect(x: 0, y: top, width: size.width, height: max(0, size.height - top - bottom))
        if shown.screen.frame != frame { shown.screen.frame = frame }
        // Texts are measured in the window, with its font scale, locale and measurer; when
        // those or its width changed, the bars and alerts are made again.
        let settings = window.inheritedText
        if settings !== measuredWith || size.width != measuredWidth {
            measuredWith = settings
            measuredWidth = size.width
            navigationBars = []
            alertViews = [:]
        }
        // The views wanted, back to front, in the kept storage (taken out while in use, so
        // that an arrangement a view's hook asks for meanwhile uses its own).
        var wanted: [View] = []
        swap(&wanted, &wantedStorage)
        defer {
            wanted.removeAll(keepingCapacity: true)
            wantedStorage = wanted
        }
        wanted.append(shown.screen)
        if showsNavigationBar {
            let previous = stack.count > 1 ? stack[stack.count - 2] : nil
            wanted.append(navigationBar(app, title: shown.declaration.title, backTitle: previous.map { $0.declaration.title ?? "Back" }).bar)
        }
        if showsTabBar { wanted.append(updatedTabBar(app, size: size)) }
        if let alert = app.alert {
            let backdrop = self.backdrop ?? AlertBackdrop()
            self.backdrop = backdrop
            backdrop.frame = CGRect(origin: .zero, size: size)
            backdrop.backgroundColor = Self.backdropColor
            let view = alertViews[alert.id] ?? Self.alertView(app, alert, in: window)
            alertViews[alert.id] = view
            wanted.append(backdrop)
            wanted.append(view)
        }
        // A covered screen keeps its layout while it is out of the window, as UIKit keeps
        // a covered view controller's view, and so does a navigation bar: coming back,
        // neither is measured again. Indices, not a copy of the subviews, so that no copy
        // of the window's array is held while it changes (each change would copy it).
        var index = window.storedSubviews.count
        while index > 0 {
            index -= 1
            let view = window.storedSubviews[index]
            guard !wanted.contains(where: { $0 === view }) else { continue }
            if let screen = view as? Screen {
                screen.keptLayout = screen.detachFromSuperviewKeepingLayout()
            } else if let state = navigationBars.first(where: { $0.bar === view }) {
                state.keptLayout = view.detachFromSuperviewKeepingLayout()
            } else {
                view.removeFromSuperview()
            }
        }
        for index in wanted.indices where index >= window.storedSubviews.count || window.storedSubviews[index] !== wanted[index] {
            let view = wanted[index]
            window.insertSubview(view, at: index, keeping: takeKeptLayout(of: view))
        }
        window.layoutIfNeeded()
    }

    /// What `view` was measured with when it was taken out of the window keeping its
    /// layout; nil afterwards, and for a view taken out otherwise.
    private func takeKeptLayout(of view: View) -> KeptLayout? {
        let kept: KeptLayout?
        if let screen = view as? Screen {
            kept = screen.keptLayout
            screen.keptLayout = nil
        } else if let state = navigationBars.first(where: { $0.bar === view }) {
            kept = state.keptLayout
            state.keptLayout = nil
        } else {
            kept = nil
        }
        return kept
    }

    /// The navigation bar showing `title` and, when `backTitle` is not nil, a back button
    /// reading `‹ ` and it: the one made for them before, else a new one.
    private func navigationBar(_ app: App, title: String?, backTitle: String?) -> NavigationBarState {
        // A bar found past the second changes places with the first, so that the bars
        // shown lately stay near the front and the last one is one not shown for a while.
        if let index = navigationBars.firstIndex(where: { $0.title == title && $0.backTitle == backTitle }) {
            if index > 1 { navigationBars.swapAt(0, index) }
            return navigationBars[index > 1 ? 0 : index]
        }
        let state = NavigationBarState(title: title, backTitle: backTitle, bar: makeNavigationBar(app, title: title, backTitle: backTitle))
        navigationBars.insert(state, at: 0)
        if navigationBars.count > Self.keptNavigationBars { navigationBars.removeLast() }
        return state
    }

    /// A navigation bar across the window, 44 points high, put in the window just above
    /// the shown screen so that its texts are measured with the window's settings: the
    /// title centred, clear of the back button (when `backTitle` is not nil), and a
    /// hairline at the bottom.
    private func makeNavigationBar(_ app: App, title: String?, backTitle: String?) -> NavigationBar {
        let window = app.window
        let width = window.size.width
        let height = App.navigationBarHeight
        let bar = NavigationBar()
        bar.id = AppDefinition.ChromeID.navigationBar
        bar.backgroundColor = Self.barColor
        bar.frame = CGRect(x: 0, y: 0, width: width, height: height)
        window.insertSubview(bar, at: min(1, window.subviews.count))
        let titleLabel = Label(text: title ?? "")
        titleLabel.id = AppDefinition.ChromeID.title
        titleLabel.fontSize = 17
        titleLabel.fontWeight = .semibold
        titleLabel.textAlignment = .center
        titleLabel.backgroundColor = Self.barColor
        bar.addSubview(titleLabel)
        var inset: CGFloat = 88
        if let backTitle {
            let backButton = Self.backButton(app, title: backTitle)
            bar.addSubview(backButton)
            let buttonWidth = min(backButton.fittingSize(for: .unspecified).width, width / 3)
            backButton.frame = CGRect(x: 8, y: 0, width: buttonWidth, height: height)
            inset = max(inset, 8 + buttonWidth + 8)
        }
        // A label draws its text from its top: the title's own height, centred in the bar.
        let titleHeight = min(height, titleLabel.fittingSize(for: .unspecified).height)
        titleLabel.frame = CGRect(x: inset, y: (height - titleHeight) / 2, width: max(0, width - 2 * inset), height: titleHeight)
        bar.addSubview(Self.hairline(CGRect(x: 0, y: height - 0.5, width: width, height: 0.5)))
        return bar
    }

    /// A back button reading `‹ ` and `title`, whose tap goes back when the touch ends.
    private static func backButton(_ app: App, title: String) -> Button {
        let button = Button(title: "‹ " + title)
        button.id = AppDefinition.ChromeID.backButton
        button.fontSize = 17
        button.textColor = tintColor
        button.textAlignment = .leading
        button.backgroundColor = barColor
        _ = button.addAction(for: .primaryActionTriggered) { [weak app] _ in
            app?.whenTouchEnds { [weak app] in
                guard let app else { return NavigationRecord(transition: "back", from: "", to: "") }
                do {
                    return try app.back()
                } catch {
                    return NavigationRecord(transition: "back", from: app.shown.id, to: app.shown.id, error: String(describing: error))
                }
            }
        }
        return button
    }

    /// A separator line of UIKit's colour at `frame`, which takes no touches and is not
    /// in the accessibility tree.
    static func hairline(_ frame: CGRect) -> View {
        let line = View()
        line.frame = frame
        line.backgroundColor = separatorColor
        line.isUserInteractionEnabled = false
        line.isAccessibilityHidden = true
        return line
    }

    /// The tab bar, made once, its current item selected and tinted.
    private func updatedTabBar(_ app: App, size: CGSize) -> TabBar {
        let bar = tabBar ?? makeTabBar(app, size: size)
        tabBar = bar
        for (index, view) in bar.subviews.dropFirst().enumerated() {
            guard let button = view as? Button else { continue }
            let selected = index == app.currentTab
            if button.isSelected != selected {
                button.isSelected = selected
                button.textColor = selected ? Self.tintColor : Self.unselectedColor
            }
        }
        return bar
    }

    private func makeTabBar(_ app: App, size: CGSize) -> TabBar {
        let bar = TabBar()
        bar.id = AppDefinition.ChromeID.tabBar
        bar.frame = CGRect(x: 0, y: size.height - App.tabBarHeight, width: size.width, height: App.tabBarHeight)
        bar.backgroundColor = Self.barColor
        let tabs = app.definition.tabs?.tabs ?? []
        let itemWidth = tabs.isEmpty ? 0 : size.width / CGFloat(tabs.count)
        bar.addSubview(Self.hairline(CGRect(x: 0, y: 0, width: size.width, height: 0.5)))
        for (index, tab) in tabs.enumerated() {
            let button = Button(title: tab.title)
            button.id = AppDefinition.ChromeID.tab(tab.screen)
            button.fontSize = 10
            button.fontWeight = .medium
            button.textColor = Self.unselectedColor
            button.backgroundColor = Self.barColor
            button.frame = CGRect(x: CGFloat(index) * itemWidth, y: 0, width: itemWidth, height: App.tabBarHeight)
            _ = button.addAction(for: .primaryActionTriggered) { [weak app] _ in
                app?.whenTouchEnds { [weak app] in
                    app?.selectTab(index) ?? NavigationRecord(transition: "tab", from: "", to: "")
                }
            }
            bar.addSubview(button)
        }
        return bar
    }
}

extension App {
    /// An alert button was tapped: the alert goes when the touch ends, and the button's
    /// action, if any, goes to the routes of the screen under it, recorded as sent by the
    /// button (Docs/navigation.md, "How an action finds its route").
    func alertButtonTapped(_ button: AlertDeclaration.Button, sender: View) {
        whenTouchEnds { [weak self] in
            self?.dismissAlert() ?? NavigationRecord(transition: "dismiss", from: "", to: "")
        }
        guard let action = button.action else { return }
        countTap(at: button.location)
        let handled = route(action, sender: sender)
        window.record(.action(SentAction(name: action, handled: handled), sender: sender))
    }
}
