import Foundation

extension AppChrome {
    /// The view of `alert`, 270 points wide, centred in `window` and put in it on top, so
    /// that its texts are measured with the window's font scale, locale and measurer: its
    /// title and message as labels, its buttons side by side when there are two, else
    /// stacked (UIKit's `UIAlertController` in the alert style).
    static func alertView(_ app: App, _ alert: AlertDeclaration, in window: AppWindow) -> AlertView {
        let size = window.size
        let view = AlertView()
        window.addSubview(view)
        view.id = alert.id
        view.backgroundColor = Self.alertColor
        view.cornerRadius = 14
        let textWidth = Self.alertWidth - 32
        var y: CGFloat = 20
        let title = Label(text: alert.title)
        title.fontSize = 17
        title.fontWeight = .semibold
        title.textAlignment = .center
        title.numberOfLines = 0
        title.backgroundColor = Self.alertColor
        view.addSubview(title)
        let titleHeight = title.fittingSize(for: ProposedSize(width: textWidth, height: nil)).height
        title.frame = CGRect(x: 16, y: y, width: textWidth, height: titleHeight)
        y += titleHeight
        if let message = alert.message {
            let label = Label(text: message)
            label.fontSize = 13
            label.textAlignment = .center
            label.numberOfLines = 0
            label.backgroundColor = Self.alertColor
            view.addSubview(label)
            let height = label.fittingSize(for: ProposedSize(width: textWidth, height: nil)).height
            label.frame = CGRect(x: 16, y: y + 4, width: textWidth, height: height)
            y += 4 + height
        }
        y += 20
        view.addSubview(Self.hairline(CGRect(x: 0, y: y - 0.5, width: Self.alertWidth, height: 0.5)))
        // Two buttons sit side by side, as UIKit puts them; one or three are stacked.
        let sideBySide = alert.buttons.count == 2
        for (index, declaration) in alert.buttons.enumerated() {
            let button = Button(title: declaration.title)
            button.fontSize = 17
            button.fontWeight = declaration.role == .cancel ? .semibold : .regular
            button.textColor = declaration.role == .destructive ? Self.destructiveColor : Self.tintColor
            button.backgroundColor = Self.alertColor
            if sideBySide {
                let width = Self.alertWidth / 2
                button.frame = CGRect(x: CGFloat(index) * width, y: y, width: width, height: Self.alertButtonHeight)
            } else {
                button.frame = CGRect(x: 0, y: y + CGFloat(index) * Self.alertButtonHeight, width: Self.alertWidth, height: Self.alertButtonHeight)
            }
            _ = button.addAction(for: .primaryActionTriggered) { [weak app] sender in
                app?.alertButtonTapped(declaration, sender: sender)
            }
            view.addSubview(button)
        }
        if sideBySide { view.addSubview(Self.hairline(CGRect(x: Self.alertWidth / 2 - 0.25, y: y, width: 0.5, height: Self.alertButtonHeight))) }
        view.clipsToBounds = true
        let height = y + (sideBySide ? Self.alertButtonHeight : CGFloat(alert.buttons.count) * Self.alertButtonHeight)
        view.frame = CGRect(x: (size.width - Self.alertWidth) / 2, y: (size.height - height) / 2, width: Self.alertWidth, height: height)
        return view
    }
}
