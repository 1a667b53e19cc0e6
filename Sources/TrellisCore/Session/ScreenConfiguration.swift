import Foundation

/// What a ``Session`` builds its screens with (Docs/architecture.md, "The session and a
/// run's observers"): the size and the text metrics. Font scale, appearance and locale
/// join it when screens can vary by them.
///
/// A value: every screen of a session is built with the same one, and changing a screen
/// afterwards (a flow's `setSize`) does not change it.
public struct ScreenConfiguration: Sendable, Hashable {
    /// The screen's width in points; nil keeps the width the screen file gives (or its
    /// default).
    public var width: CGFloat?
    /// The screen's height in points; nil keeps the height the screen file gives (or its
    /// default).
    public var height: CGFloat?
    /// The name of the text metrics (``Registry/textMetrics``) overriding every screen
    /// file's choice; nil lets each file choose.
    public var textMetrics: String?

    /// Creates a configuration; every part defaults to nil, the screen file's own.
    public init(width: CGFloat? = nil, height: CGFloat? = nil, textMetrics: String? = nil) {
        self.width = width
        self.height = height
        self.textMetrics = textMetrics
    }

    /// Gives `screen` the configured size: each of width and height that is set replaces
    /// the screen's own, the other is kept; a screen is left alone when neither is set.
    public func apply(to screen: Screen) {
        guard width != nil || height != nil else { return }
        screen.size = CGSize(width: width ?? screen.size.width, height: height ?? screen.size.height)
    }
}
