import Foundation

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

    private static func order(_ locale: PseudoLocale) -> Int {
        switch locale {
        case .base: 0
        case .accented: 1
        case .bidirectional: 2
        }
    }
}
