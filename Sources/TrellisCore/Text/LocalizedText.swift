import Foundation

/// A translatable text as last shown in a pseudo-locale, kept by the view that shows it
/// so that measuring and drawing it again do not transform it again (Docs/sweeps.md,
/// "Pseudo-locales"). In base the written text is returned as it is and nothing is kept.
package struct LocalizedText {
    /// The text as written, the locale and the text as shown there, last made; nil until
    /// a text is shown in a pseudo-locale. Kept out of line, so that a view that only
    /// ever shows its text as written spends one pointer on it.
    private final class Kept {
        let written: String
        let locale: PseudoLocale
        let shown: String

        init(written: String, locale: PseudoLocale, shown: String) {
            self.written = written
            self.locale = locale
            self.shown = shown
        }
    }

    private var kept: Kept?

    package init() {}

    /// `text` in `view`'s ``View/effectiveLocale``, from the kept result when `text` and
    /// the locale are those it was made from.
    package mutating func shown(_ text: String, in view: View) -> String {
        let locale = view.effectiveLocale
        if locale == .base { return text }
        if let kept, kept.locale == locale, kept.written == text { return kept.shown }
        let shown = locale.shown(text)
        kept = Kept(written: text, locale: locale, shown: shown)
        return shown
    }
}
