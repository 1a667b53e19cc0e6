import Foundation

/// A control that draws and measures a title: the part a button (``Button``) and a
/// plugin's titled control (the check-in board's `item`) share. It keeps the title,
/// makes a control with one (``init(title:)``), gives it to queries and dumps as the
/// text shown (``View/displayedText``) and measures it in a button's font, 15 points by
/// default (Docs/layouts.md, "button"). Subclasses size themselves around the title.
open class TitledControl: Control {
    /// The storage of ``title``, read for every titled control measured or queried.
    @exclusivity(unchecked) private var storedTitle = ""

    /// The title shown last in a pseudo-locale (``LocalizedText``).
    @exclusivity(unchecked) private var localizedTitle = LocalizedText()

    /// The title as shown, in the control's ``View/effectiveLocale`` (Docs/sweeps.md,
    /// "Pseudo-locales"); "" by default. Setting it sets ``writtenTitle``; a change is
    /// drawn and measured again (``View/invalidateText()``).
    public var title: String {
        get { localizedTitle.shown(storedTitle, in: self) }
        set { writtenTitle = newValue }
    }

    /// The title as written, which queries match; "" by default.
    public var writtenTitle: String {
        get { storedTitle }
        set {
            guard newValue != storedTitle else { return }
            storedTitle = newValue
            invalidateText()
        }
    }

    /// Creates a control showing `title`.
    public convenience init(title: String) {
        self.init()
        // Stored as is: a control just made has measured and drawn nothing, so there is
        // nothing for the title's setter to invalidate (a loader makes one per element).
        storedTitle = title
    }

    override open class var defaultFontSize: CGFloat { Font.buttonDefault.size }

    override open var displayedText: String? { title }
    override open var writtenDisplayedText: String? { storedTitle }
}
