import Foundation

/// Puts an app's shown screen and its chrome in its window (Docs/navigation.md, "Chrome"),
/// in UIKit's default light style with its increased-contrast colours, so that the chrome
/// passes the audit's contrast rule (4.5:1): bars of #F9F9F9, tinted items #0040DD
/// (systemBlue), unselected tab items #6C6C70 (systemGray), destructive buttons #D70015
/// (systemRed), an alert of #F2F2F2 with 14-point corners over a backdrop of black at
/// 20 %.
///
/// The bars are made once per app and kept, as UIKit's containers keep theirs: a move
/// changes only the texts, frames and selection that differ, and measures a title only
/// when it changed, so that a tap that routes costs little more than the new screen's
/// build (Docs/navigation.md, "Speed and memory"). An alert's view is made the first
/// time it is shown and kept for the next.
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

    private weak var app: App?
    private var navigationBar: NavigationBar?
    private let titleLabel = Label(text: "")
    private let backButton = Button(title: "")
    /// The texts the bar shows now, and the back button's width for them.
    private var shownTitle: String?
    private var shownBackTitle: String?
    /// What each text measured, measured once: the back button's width for a title,
    /// the title label's height for a title.
    private var backWidths: [String: CGFloat] = [:]
    private var titleHeights: [String: CGFloat] = [:]
    /// The text settings the window passed on when the chrome's texts were measured
    /// (its measurer, font scale and locale): what is measured holds for these only.
    private var measuredWith: InheritedText?
    private var tabBar: TabBar?
    private var backdrop: AlertBackdrop?
    private var alertViews: [String: AlertView] = [:]

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
        // those changed, everything measured before is measured again.
        let settings = window.inheritedText
        let remeasure = settings !== measuredWith
        if remeasure {
            measuredWith = settings
            backWidths = [:]
            titleHeights = [:]
            alertViews = [:]
        }
        var wanted: [View] = [shown.screen]
        if showsNavigationBar {
            let previous = stack.count > 1 ? stack[stack.count - 2] : nil
            wanted.append(
                updatedNavigationBar(
                    app, title: shown.declaration.title, backTitle: previous.map { $0.declaration.title ?? "Back" }, width: size.width,
                    remeasure: remeasure))
        }
        if showsTabBar { wanted.append(updatedTabBar(app, size: size)) }
        if let alert = app.alert {
            let backdrop = self.backdrop ?? AlertBackdrop()
            self.backdrop = backdrop
            backdrop.frame = CGRect(origin: .zero, size: size)
            backdrop.backgroundColor = Self.backdropColor
            let view = alertViews[alert.id] ?? Self.alertView(app, alert, in: window)
            alertViews[alert.id] = view
            wanted += [backdrop, view]
        }
        // A covered screen keeps its layout while it is out of the window, as UIKit keeps
        // a covered view controller's view: coming back, it is not measured again.
        for view in window.subviews.reversed() where !wanted.contains(where: { $0 === view }) {
            view.detachFromSuperview(keepingLayout: view is Screen)
        }
        for (index, view) in wanted.enumerated() {
            let subviews = window.subviews
            if index < subviews.count, subviews[index] === view { continue }
            window.insertSubview(view, at: index)
        }
        window.layoutIfNeeded()
    }

    /// The navigation bar, made once, showing `title` and, when `backTitle` is not nil, a
    /// back button reading `‹ ` and it; the title is centred, clear of the back button.
    /// The bar is in the window before its texts are measured; `remeasure` measures them
    /// again whether or not they changed.
    private func updatedNavigationBar(_ app: App, title: String?, backTitle: String?, width: CGFloat, remeasure: Bool) -> NavigationBar {
        let bar: NavigationBar
        if let made = navigationBar {
            bar = made
        } else {
            bar = makeNavigationBar(app, width: width)
            navigationBar = bar
        }
        guard remeasure || bar.frame.width != width || title != shownTitle || backTitle != shownBackTitle || titleLabel.frame == .zero else {
            return bar
        }
        // Just above the shown screen, where ``arrange()`` keeps it.
        if bar.superview !== app.window { app.window.insertSubview(bar, at: min(1, app.window.subviews.count)) }
        bar.frame = CGRect(x: 0, y: 0, width: width, height: App.navigationBarHeight)
        var inset: CGFloat = 88
        if let backTitle {
            let joining = backButton.superview !== bar
            if joining { bar.insertSubview(backButton, aboveSubview: titleLabel) }
            if remeasure || backTitle != shownBackTitle || joining {
                backButton.title = "‹ " + backTitle
                let fitting = Self.measured(backTitle, in: &backWidths) { backButton.fittingSize(for: .unspecified).width }
                let buttonWidth = min(fitting, width / 3)
                backButton.frame = CGRect(x: 8, y: 0, width: buttonWidth, height: App.navigationBarHeight)
            }
            inset = max(inset, 8 + backButton.frame.width + 8)
        } else if backButton.superview != nil {
            backButton.removeFromSuperview()
        }
        if remeasure || title != shownTitle || titleLabel.frame == .zero {
            let text = title ?? ""
            titleLabel.text = text
            let fitting = Self.measured(text, in: &titleHeights) { titleLabel.fittingSize(for: .unspecified).height }
            titleLabel.frame.size.height = min(App.navigationBarHeight, fitting)
        }
        // A label draws its text from its top: the title's own height, centred in the bar.
        let titleHeight = titleLabel.frame.height
        titleLabel.frame = CGRect(x: inset, y: (App.navigationBarHeight - titleHeight) / 2, width: max(0, width - 2 * inset), height: titleHeight)
        shownTitle = title
        shownBackTitle = backTitle
        return bar
    }

    /// What `cache` holds for `text`, or `measure()` kept there: each text is measured once.
    private static func measured(_ text: String, in cache: inout [String: CGFloat], _ measure: () -> CGFloat) -> CGFloat {
        if let known = cache[text] { return known }
        let size = measure()
        cache[text] = size
        return size
    }

    /// The bar with its title label, the back button made but not in it, and its hairline.
    private func makeNavigationBar(_ app: App, width: CGFloat) -> NavigationBar {
        let bar = NavigationBar()
        bar.id = AppDefinition.ChromeID.navigationBar
        bar.backgroundColor = Self.barColor
        backButton.id = AppDefinition.ChromeID.backButton
        backButton.fontSize = 17
        backButton.textColor = Self.tintColor
        backButton.textAlignment = .leading
        backButton.backgroundColor = Self.barColor
        _ = backButton.addAction(for: .primaryActionTriggered) { [weak app] _ in
            app?.whenTouchEnds { [weak app] in
                guard let app else { return NavigationRecord(transition: "back", from: "", to: "") }
                do {
                    return try app.back()
                } catch {
                    return NavigationRecord(transition: "back", from: app.shown.id, to: app.shown.id, error: String(describing: error))
                }
            }
        }
        titleLabel.id = AppDefinition.ChromeID.title
        titleLabel.fontSize = 17
        titleLabel.fontWeight = .semibold
        titleLabel.textAlignment = .center
        titleLabel.backgroundColor = Self.barColor
        bar.addSubview(titleLabel)
        bar.addSubview(Self.hairline(CGRect(x: 0, y: App.navigationBarHeight - 0.5, width: width, height: 0.5)))
        return bar
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
