import Foundation
import Synchronization

/// The locale a screen's translatable texts are shown in (Docs/sweeps.md,
/// "Pseudo-locales"; Android's pseudo-locales): ``base`` is the text as written,
/// ``accented`` (`en-XA`) lengthens and accents it, ``bidirectional`` (`ar-XB`) turns the
/// screen right to left and wraps each word in bidirectional marks.
public enum PseudoLocale: String, AttributeEnumeration, Comparable {
    /// The texts as the screen file writes them; the default.
    case base
    /// `en-XA`: ASCII letters accented, about a third longer, in brackets.
    case accented = "en-XA"
    /// `ar-XB`: every word drawn reversed, the screen right to left.
    case bidirectional = "ar-XB"

    /// `base`, `en-XA`, `ar-XB`: the order a sweep lists them in.
    public static func < (lhs: PseudoLocale, rhs: PseudoLocale) -> Bool {
        order(lhs) < order(rhs)
    }

    /// Whether any screen of the process has been given a locale other than ``base``
    /// (``Screen/locale``): until one has, every view's text is shown as written, and
    /// ``View/effectiveLocale`` answers without reading the settings its views inherit.
    /// Set for good by the first such screen.
    static var anyScreenTranslated: Bool { screenTranslated.load(ordering: .relaxed) }

    /// Records that a screen was given `locale`.
    static func noteScreenLocale(_ locale: PseudoLocale) {
        if locale != .base { screenTranslated.store(true, ordering: .relaxed) }
    }

    private static let screenTranslated = Atomic(false)

    private static func order(_ locale: PseudoLocale) -> Int {
        switch locale {
        case .base: 0
        case .accented: 1
        case .bidirectional: 2
        }
    }
}
