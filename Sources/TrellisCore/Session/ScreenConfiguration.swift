import Foundation

/// What a ``Session`` builds its screens with (Docs/architecture.md, "The session and a
/// run's observers"): the size, the text metrics, the font scale, the appearance and the
/// locale (Docs/sweeps.md).
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
    /// The multiplier on every font size; 1 (``FontScale/standard``) by default.
    public var fontScale: FontScale
    /// Light or dark; light by default.
    public var appearance: Appearance
    /// The locale translatable texts are shown in; ``PseudoLocale/base`` (as written) by default.
    public var locale: PseudoLocale

    /// Creates a configuration; the size and text metrics default to nil (the screen
    /// file's own), the font scale to 1, the appearance to light, the locale to base.
    public init(
        width: CGFloat? = nil, height: CGFloat? = nil, textMetrics: String? = nil, fontScale: FontScale = .standard,
        appearance: Appearance = .light, locale: PseudoLocale = .base
    ) {
        self.width = width
        self.height = height
        self.textMetrics = textMetrics
        self.fontScale = fontScale
        self.appearance = appearance
        self.locale = locale
    }

    /// Gives `screen` the configuration: each of width and height that is set replaces
    /// the screen's own, the other is kept (neither set: the size is left alone); the
    /// font scale, appearance and locale replace the screen's ``Screen/fontScale``,
    /// ``Screen/appearance`` and ``Screen/locale``. The one place these take effect: a
    /// screen can be configured again and again, each change laying out only what it
    /// touches. The text metrics are the loader's to apply (they choose a measurer).
    public func apply(to screen: Screen) {
        if width != nil || height != nil {
            screen.size = CGSize(width: width ?? screen.size.width, height: height ?? screen.size.height)
        }
        screen.fontScale = fontScale
        screen.appearance = appearance
        screen.locale = locale
    }
}
