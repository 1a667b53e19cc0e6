import Foundation

/// Puts an app's shown screen and its chrome in its window (Docs/navigation.md, "Chrome"),
/// in UIKit's default light style with its increased-contrast colours, so that the chrome
/// passes the audit's contrast rule (4.5:1): bars of #F9F9F9, tinted items #0040DD
/// (systemBlue), unselected tab items #6C6C70 (systemGray), destructive buttons #D70015
/// (systemRed), an alert of #F2F2F2 with 14-point corners over a backdrop of black at
/// 20 %.
enum AppChrome {
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

    /// Empties the window and puts in it, back to front: the shown screen, the
    /// navigation bar when the top stack holds more than one screen or its top screen has
    /// a title, the tab bar when the tabs show and nothing is presented, then the
    /// backdrop and the alert when one is shown.
    static func arrange(_ app: App) {
        let window = app.window
        for view in window.subviews.reversed() { view.removeFromSuperview() }
        let size = window.size
        let stack = app.topStack
        let shown = app.shown
        let showsNavigationBar = stack.count > 1 || shown.declaration.title != nil
        let showsTabBar = app.showsTabs && app.presented.isEmpty
        let top = showsNavigationBar ? App.navigationBarHeight : 0
        let bottom = showsTabBar ? App.tabBarHeight : 0
        shown.screen.frame = CGRect(x: 0, y: top, width: size.width, height: max(0, size.height - top - bottom))
        window.addSubview(shown.screen)
        if showsNavigationBar {
            let previous = stack.count > 1 ? stack[stack.count - 2] : nil
            window.addSubview(navigationBar(app, title: shown.declaration.title, backTitle: previous.map { $0.declaration.title ?? "Back" }, width: size.width))
        }
        if showsTabBar { window.addSubview(tabBar(app, size: size)) }
        if let alert = app.alert {
            let backdrop = AlertBackdrop()
            backdrop.frame = CGRect(origin: .zero, size: size)
            backdrop.backgroundColor = backdropColor
            window.addSubview(backdrop)
            window.addSubview(alertView(app, alert, size: size))
        }
        window.layoutIfNeeded()
    }

    private static func navigationBar(_ app: App, title: String?, backTitle: String?, width: CGFloat) -> NavigationBar {
        let bar = NavigationBar()
        bar.id = AppDefinition.ChromeID.navigationBar
        bar.frame = CGRect(x: 0, y: 0, width: width, height: App.navigationBarHeight)
        bar.backgroundColor = barColor
        var inset: CGFloat = 88
        var back: Button?
        if let backTitle {
            let button = Button(title: "‹ " + backTitle)
            button.id = AppDefinition.ChromeID.backButton
            button.fontSize = 17
            button.textColor = tintColor
            button.textAlignment = .leading
            button.backgroundColor = barColor
            let fitting = button.fittingSize(for: .unspecified)
            let buttonWidth = min(fitting.width, width / 3)
            button.frame = CGRect(x: 8, y: 0, width: buttonWidth, height: App.navigationBarHeight)
            inset = max(inset, 8 + buttonWidth + 8)
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
            back = button
        }
        let label = Label(text: title ?? "")
        label.id = AppDefinition.ChromeID.title
        label.fontSize = 17
        label.fontWeight = .semibold
        label.textAlignment = .center
        label.backgroundColor = barColor
        // A label draws its text from its top: the title's own height, centred in the bar.
        let titleHeight = min(App.navigationBarHeight, label.fittingSize(for: .unspecified).height)
        label.frame = CGRect(x: inset, y: (App.navigationBarHeight - titleHeight) / 2, width: max(0, width - 2 * inset), height: titleHeight)
        bar.addSubview(label)
        if let back { bar.addSubview(back) }
        bar.addSubview(hairline(CGRect(x: 0, y: App.navigationBarHeight - 0.5, width: width, height: 0.5)))
        return bar
    }

    /// A separator line of UIKit's colour at `frame`, which takes no touches and is not
    /// in the accessibility tree.
    private static func hairline(_ frame: CGRect) -> View {
        let line = View()
        line.frame = frame
        line.backgroundColor = separatorColor
        line.isUserInteractionEnabled = false
        line.isAccessibilityHidden = true
        return line
    }

    private static func tabBar(_ app: App, size: CGSize) -> TabBar {
        let bar = TabBar()
        bar.id = AppDefinition.ChromeID.tabBar
        bar.frame = CGRect(x: 0, y: size.height - App.tabBarHeight, width: size.width, height: App.tabBarHeight)
        bar.backgroundColor = barColor
        let tabs = app.definition.tabs?.tabs ?? []
        let itemWidth = tabs.isEmpty ? 0 : size.width / CGFloat(tabs.count)
        bar.addSubview(hairline(CGRect(x: 0, y: 0, width: size.width, height: 0.5)))
        for (index, tab) in tabs.enumerated() {
            let button = Button(title: tab.title)
            button.id = AppDefinition.ChromeID.tab(tab.screen)
            button.fontSize = 10
            button.fontWeight = .medium
            button.isSelected = index == app.currentTab
            button.textColor = index == app.currentTab ? tintColor : unselectedColor
            button.backgroundColor = barColor
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

    private static func alertView(_ app: App, _ alert: AlertDeclaration, size: CGSize) -> AlertView {
        let view = AlertView()
        view.id = alert.id
        view.backgroundColor = alertColor
        view.cornerRadius = 14
        let textWidth = alertWidth - 32
        var y: CGFloat = 20
        let title = Label(text: alert.title)
        title.fontSize = 17
        title.fontWeight = .semibold
        title.textAlignment = .center
        title.numberOfLines = 0
        title.backgroundColor = alertColor
        let titleHeight = title.fittingSize(for: ProposedSize(width: textWidth, height: nil)).height
        title.frame = CGRect(x: 16, y: y, width: textWidth, height: titleHeight)
        view.addSubview(title)
        y += titleHeight
        if let message = alert.message {
            let label = Label(text: message)
            label.fontSize = 13
            label.textAlignment = .center
            label.numberOfLines = 0
            label.backgroundColor = alertColor
            let height = label.fittingSize(for: ProposedSize(width: textWidth, height: nil)).height
            label.frame = CGRect(x: 16, y: y + 4, width: textWidth, height: height)
            view.addSubview(label)
            y += 4 + height
        }
        y += 20
        view.addSubview(hairline(CGRect(x: 0, y: y - 0.5, width: alertWidth, height: 0.5)))
        // Two buttons sit side by side, as UIKit puts them; one or three are stacked.
        let sideBySide = alert.buttons.count == 2
        for (index, declaration) in alert.buttons.enumerated() {
            let button = Button(title: declaration.title)
            button.fontSize = 17
            button.fontWeight = declaration.role == .cancel ? .semibold : .regular
            button.textColor = declaration.role == .destructive ? destructiveColor : tintColor
            button.backgroundColor = alertColor
            if sideBySide {
                let width = alertWidth / 2
                button.frame = CGRect(x: CGFloat(index) * width, y: y, width: width, height: alertButtonHeight)
            } else {
                button.frame = CGRect(x: 0, y: y + CGFloat(index) * alertButtonHeight, width: alertWidth, height: alertButtonHeight)
            }
            _ = button.addAction(for: .primaryActionTriggered) { [weak app] sender in
                app?.alertButtonTapped(declaration, sender: sender)
            }
            view.addSubview(button)
        }
        if sideBySide { view.addSubview(hairline(CGRect(x: alertWidth / 2 - 0.25, y: y, width: 0.5, height: alertButtonHeight))) }
        view.clipsToBounds = true
        let height = y + (sideBySide ? alertButtonHeight : CGFloat(alert.buttons.count) * alertButtonHeight)
        view.frame = CGRect(x: (size.width - alertWidth) / 2, y: (size.height - height) / 2, width: alertWidth, height: height)
        return view
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
