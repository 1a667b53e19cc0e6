import Foundation

/// A run's root (Docs/architecture.md, "The session and a run's observers"): the screens
/// shown (its ``navigator``), the configuration they are built with and the registry of
/// widgets and layouts. A flow, `trellis run`, `render` and `audit` and the testing
/// helpers each hold one session; ``screen`` is the screen on top, which they act on.
///
/// The session lives in TrellisCore, beside ``Screen``, so that everything above the core
/// (flows, the command line, the testing helpers) shares one root, while building a screen
/// from a file stays where loading is (TrellisXML): the session is given its first screen
/// by a closure, ``init(registry:configuration:makeScreen:)``, and applies the configured
/// size to it. The session has no clock property: the virtual clock belongs to each
/// screen (`screen.clock`, added with timers and animations), which the session reaches
/// through ``screen``; when apps hold several screens, moving time is the session's
/// operation over its navigator's screens, added then.
///
/// ```swift
/// let session = try Session(registry: .standard, configuration: ScreenConfiguration(width: 320)) { configuration in
///     try ScreenLoader(registry: .standard, textMetrics: configuration.textMetrics).load(contentsOfFile: "checkin.xml")
/// }
/// session.screen.layoutIfNeeded()
/// ```
public final class Session {
    /// The widgets and layouts the session's screens are built with.
    public let registry: Registry
    /// What every screen of the session is built with.
    public let configuration: ScreenConfiguration
    /// The session's screens, as a stack.
    public let navigator: Navigator
    /// The app the session runs, when it was started from an app file
    /// (Docs/navigation.md); its window is the session's ``screen``. nil for a screen
    /// file.
    public let app: App?

    /// A session showing `screen`, given the configured size (``ScreenConfiguration/apply(to:)``).
    public init(registry: Registry, configuration: ScreenConfiguration = ScreenConfiguration(), screen: Screen) {
        self.registry = registry
        self.configuration = configuration
        configuration.apply(to: screen)
        navigator = Navigator(root: screen)
        app = nil
    }

    /// A session running `app`: its ``screen`` is the app's window, which shows the
    /// app's screen on top and its chrome.
    public init(registry: Registry, configuration: ScreenConfiguration = ScreenConfiguration(), app: App) {
        self.registry = registry
        self.configuration = configuration
        configuration.apply(to: app.window)
        navigator = Navigator(root: app.window)
        self.app = app
    }

    /// A session showing the screen `makeScreen` builds from `configuration`, given the
    /// configured size.
    ///
    /// - Throws: what `makeScreen` throws (a screen that cannot be loaded).
    public convenience init<Failure: Error>(
        registry: Registry, configuration: ScreenConfiguration = ScreenConfiguration(),
        makeScreen: (ScreenConfiguration) throws(Failure) -> Screen
    ) throws(Failure) {
        self.init(registry: registry, configuration: configuration, screen: try makeScreen(configuration))
    }

    /// The screen on top of the ``navigator``: the one shown, which taps, flows and
    /// printing act on.
    public var screen: Screen { navigator.top }
}
