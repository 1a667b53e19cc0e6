/// The direction horizontal layouts run in (UIKit's `semanticContentAttribute`, CSS's
/// `direction`). Set on a screen or container and inherited by its descendants.
public enum LayoutDirection: String, Sendable, CaseIterable {
    /// Left to right (the default).
    case ltr
    /// Right to left: layouts mirror every horizontal position inside the content box
    /// (Docs/layouts.md, "RTL").
    case rtl
}
