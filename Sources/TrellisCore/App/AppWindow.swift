import Foundation

/// The window of an ``App`` (type `app`): the root of what the app shows — the shown
/// screen between the bars, the navigation bar, the tab bar, an alert over its backdrop
/// (Docs/navigation.md, "Chrome"). Taps, queries, dumps, drawings and the audit act on it
/// as on any screen; its ``Screen/actionHandler`` is the app's routes.
public final class AppWindow: Screen {
    /// The app the window shows; the app owns the window.
    public internal(set) weak var app: App?

    override public class var defaultTypeName: String { "app" }

    // The chrome's texts are measured in the window: a change to what it passes on to
    // them arranges the chrome again (``App/layoutWindow()``).

    override public var fontScale: FontScale {
        didSet { if fontScale != oldValue { app?.layoutWindow() } }
    }

    override public var locale: PseudoLocale {
        didSet { if locale != oldValue { app?.layoutWindow() } }
    }

    override public var textMeasurer: any TextMeasuring {
        didSet { app?.layoutWindow() }
    }

    /// Makes the moves the touch's actions asked for (``App``).
    override public func touchSequenceDidEnd() {
        app?.performPendingMoves()
    }
}

/// The navigation bar of a stack (type `navigation-bar`, id `nav-bar`, 44 points high at
/// the top): its title (a label, id `nav-title`) and, above depth 1, a back button (id
/// `nav-back`) whose tap goes back (Docs/navigation.md, "Chrome").
public final class NavigationBar: View {
    override public class var defaultTypeName: String { "navigation-bar" }
    override public class var drawsFromCoreStateOnly: Bool { true }
}

/// The tab bar of an app with tabs (type and id `tab-bar`, 49 points high at the
/// bottom): one button per tab (id `tab-SCREEN`), equal widths, the current one selected.
public final class TabBar: View {
    override public class var defaultTypeName: String { "tab-bar" }
    override public class var drawsFromCoreStateOnly: Bool { true }
}

/// An alert (type `alert`, id the alert's id), 270 points wide, centred over its
/// ``AlertBackdrop``: its title and message as labels, its buttons as buttons (UIKit's
/// `UIAlertController` in the alert style).
///
/// It is accessibility-modal (``View/accessibilityViewIsModal``), as UIKit's alerts are:
/// while it is shown, queries see only its views.
public final class AlertView: View {
    override public class var defaultTypeName: String { "alert" }
    override public class var drawsFromCoreStateOnly: Bool { true }

    /// An alert view, modal.
    override public init() {
        super.init()
        accessibilityViewIsModal = true
    }
}

/// What covers the app under an alert (type `backdrop`, no id) and takes every touch
/// outside it, so nothing below the alert is tapped.
public final class AlertBackdrop: View {
    override public class var defaultTypeName: String { "backdrop" }
    override public class var drawsFromCoreStateOnly: Bool { true }
}
