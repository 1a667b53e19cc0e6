import Foundation

/// The light or dark appearance a screen is built in (Docs/sweeps.md, "Appearances";
/// UIKit's `UIUserInterfaceStyle`, CSS's `color-scheme`). Colours written
/// `light-dark(L, D)` take L in ``light`` and D in ``dark``; the default text and page
/// colours follow the appearance.
public enum Appearance: String, AttributeEnumeration, Comparable {
    /// Dark text on a light page; the default.
    case light
    /// Light text on a dark page.
    case dark

    /// Light before dark, the order a sweep lists them in.
    public static func < (lhs: Appearance, rhs: Appearance) -> Bool {
        lhs == .light && rhs == .dark
    }
}
