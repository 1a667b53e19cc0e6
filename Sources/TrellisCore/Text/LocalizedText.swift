import Foundation

/// A translatable text as last shown in a pseudo-locale, kept by the view that shows it
/// so that measuring and drawing it again do not transform it again (Docs/sweeps.md,
/// "Pseudo-locales"). In base the written text is returned as it is and nothing is kept.
package struct LocalizedText {
    private var written = ""
    private var locale = PseudoLocale.base
    private var shown = ""

    package init() {}

    /// `text` in `view`'s ``View/effectiveLocale``, from the kept result when `text` and
    /// the locale are those it was made from.
    package mutating func shown(_ text: String, in view: View) -> String {
        let locale = view.effectiveLocale
        if locale == .base { return text }
        if locale == self.locale, text == written { return shown }
        (written, self.locale, shown) = (text, locale, locale.shown(text))
        return shown
    }
}
