import Foundation
import Synchronization
import TrellisCore

/// Measures text with the fonts installed on the machine: fontconfig resolves a font's
/// family and weight to a file, FreeType opens it, and HarfBuzz shapes the text, so a
/// width includes GPOS and `kern` kerning, ligatures, mark positioning and the shaping of
/// complex scripts (Arabic joining, Indic reordering). A grapheme cluster the font lacks
/// is drawn by the first font of fontconfig's fallback list that has it (charset matching,
/// as CoreText's cascade list); each run of one font, one script and one direction is
/// shaped on its own, right to left where its bidi level is odd (the system ICU's script
/// and bidi data).
///
/// - Advances are HarfBuzz's, unhinted, at a scale of the font's size in 26.6 fixed point
///   (the size rounded to 1/64 pt), converted exactly (n / 64 points).
/// - A line is as high as the primary face's line height (FreeType's `height`, scaled to
///   the size at 72 dpi, unrounded); a string's size is (its widest line, lines × line
///   height), each mandatory break (`MandatoryBreaks`) starting a line.
/// - A character no installed font covers is measured with the primary face's .notdef
///   glyph and reported once, in ``takeWarnings()``.
/// - When fontconfig, FreeType or HarfBuzz cannot start, or no font is installed, every
///   string is measured with `TestTextMetrics` and that is reported once as a warning.
///
/// Sizes are cached per (font, string), so repeated titles are measured once, and shaped
/// runs per (face, size, string, direction); each cache holds at most ``cacheLimit``
/// entries and starts afresh when full. The measurer is thread-safe: one instance may
/// serve every screen. fontconfig, FreeType and HarfBuzz are started on first use, not by
/// the initializer.
public final class FontTextMeasurer: TextMeasuring {
    /// The most strings the size cache holds: 65,536.
    public static let cacheLimit = 65_536

    private let state = Mutex(State())

    private struct State {
        var engine: FontEngine?
        var started = false
        var sizes: [SizeKey: CGSize] = [:]
        var warnings: [String] = []
        var reportedFallback = false
    }

    private struct SizeKey: Hashable {
        var font: Font
        var text: String
    }

    /// The version of the HarfBuzz library that shapes text, e.g. "6.0.0".
    public static var harfBuzzVersion: String { HarfBuzzShaper.version }

    /// Creates a measurer; fontconfig, FreeType and HarfBuzz start when it first measures.
    public init() {}

    public func size(of text: String, font: Font) -> CGSize {
        if text.isEmpty { return .zero }
        let key = SizeKey(font: font, text: text)
        return state.withLock { state in
            if let cached = state.sizes[key] { return cached }
            let size = Self.measure(text, font: font, state: &state)
            if state.sizes.count >= Self.cacheLimit { state.sizes.removeAll(keepingCapacity: true) }
            state.sizes[key] = size
            return size
        }
    }

    /// The primary face's line height in points (FreeType's `height` scaled to the size).
    public func lineHeight(for font: Font) -> CGFloat {
        state.withLock { state in
            guard let engine = Self.engine(&state), let height = engine.lineHeight(for: font) else {
                return TestTextMetrics().lineHeight(for: font)
            }
            return CGFloat(height) / 64
        }
    }

    /// nil when `family`, a CSS `font-family` list (`FontFamilyList`: "SF Pro Text,
    /// PingFang SC, sans-serif"), has a generic name (sans-serif, serif, monospace,
    /// system-ui, …) or an installed family (any of its names, ignoring case); the first
    /// such name is the font. Else a sentence naming the families and listing up to three
    /// close installed families (by edit distance), or, when none is close, the first
    /// installed ones; or, for a list with an empty name, a sentence saying so.
    public func problem(withFamily family: String) -> String? {
        let list = FontFamilyList(family)
        if list.entries.contains(where: { $0.name.isEmpty }) {
            return "font-family list '\(family.debugEscaped)' has an empty name; expected family names separated by commas"
        }
        return state.withLock { state in
            guard let engine = Self.engine(&state) else {
                return list.familyNames.count == list.entries.count
                    ? FontFamilyProblem.message(families: list.familyNames, installed: []) : nil
            }
            if engine.hasUsableFamily(family) { return nil }
            return FontFamilyProblem.message(families: list.familyNames, installed: engine.families())
        }
    }

    public func takeWarnings() -> [String] {
        state.withLock { state in
            let warnings = state.warnings
            state.warnings.removeAll()
            return warnings
        }
    }

    /// The file `font`'s family and weight resolve to (fontconfig's best match); nil when
    /// no font is installed.
    public func primaryFile(for font: Font) -> FontFile? {
        state.withLock { state in Self.engine(&state)?.primaryFile(for: font) }
    }

    /// The file whose glyph draws `scalar` in `font`: the primary face when it has one,
    /// else the fallback fontconfig chooses; nil when no installed font covers it.
    public func file(drawing scalar: Unicode.Scalar, in font: Font) -> FontFile? {
        state.withLock { state in Self.engine(&state)?.file(drawing: scalar, in: font) }
    }

    private static func engine(_ state: inout State) -> FontEngine? {
        if !state.started {
            state.started = true
            state.engine = FontEngine()
        }
        return state.engine
    }

    private static func measure(_ text: String, font: Font, state: inout State) -> CGSize {
        guard let engine = engine(&state), let lineHeight = engine.lineHeight(for: font) else {
            if !state.reportedFallback {
                state.reportedFallback = true
                state.warnings.append("no font could be loaded with fontconfig, FreeType and HarfBuzz; text is measured with the test metrics")
            }
            return TestTextMetrics().size(of: text, font: font)
        }
        var widest = 0
        var lines = 0
        for line in MandatoryBreaks.paragraphs(of: text) {
            lines += 1
            widest = max(widest, engine.width(of: line, font: font) ?? 0)
        }
        for (scalar, font) in engine.uncovered {
            let family = engine.primaryFile(for: font)?.family ?? "the primary font"
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            state.warnings.append("no installed font has \(code) '\(scalar.escaped(asASCII: false))'; it is measured with the .notdef glyph of \(family)")
        }
        engine.uncovered.removeAll()
        return CGSize(width: CGFloat(widest) / 64, height: CGFloat(lines) * CGFloat(lineHeight) / 64)
    }
}
