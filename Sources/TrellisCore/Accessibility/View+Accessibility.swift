extension View {
    /// The name a screen reader says for the view (UIKit's `accessibilityLabel`, the
    /// `accessibility-label` attribute); nil means the view's text or title
    /// (Docs/accessibility.md). Shown in the view's ``View/effectiveLocale``
    /// (Docs/sweeps.md, "Pseudo-locales"); setting it sets ``writtenAccessibilityLabel``.
    public final var accessibilityLabel: String? {
        get { extras?.accessibilityLabel.map(shownText) }
        set { writtenAccessibilityLabel = newValue }
    }

    /// The accessibility label as written, which queries match with
    /// ``ViewQuery/accessibilityLabel(_:)``; nil by default.
    public final var writtenAccessibilityLabel: String? {
        get { extras?.accessibilityLabel }
        set { if newValue != writtenAccessibilityLabel { mutableExtras.accessibilityLabel = newValue } }
    }

    /// Whether the view and its subtree are left out of the accessibility tree (the
    /// `accessibility-hidden` attribute, UIKit's `accessibilityElementsHidden`); default
    /// false. Hit-testing and queries by text ignore it.
    public final var isAccessibilityHidden: Bool {
        get { extras?.isAccessibilityHidden ?? false }
        set { if newValue != isAccessibilityHidden { mutableExtras.isAccessibilityHidden = newValue } }
    }

    /// Whether, while the view is shown (not hidden, collapsed or transparent), queries
    /// see only it and its subviews, not its superview's other subviews and theirs
    /// (UIKit's `accessibilityViewIsModal`, which `UIAlertController` sets); default
    /// false. Taps, flow selectors and the command line's `--tap` all query this way, and
    /// a query for a view it covers fails saying so (Docs/navigation.md, "Chrome"). An
    /// app's alert is modal.
    public final var accessibilityViewIsModal: Bool {
        get { extras?.accessibilityViewIsModal ?? false }
        set { if newValue != accessibilityViewIsModal { mutableExtras.accessibilityViewIsModal = newValue } }
    }

    /// The audit rules silenced for the view and its subtree (the `audit-ignore`
    /// attribute, Docs/accessibility.md); empty by default.
    public final var auditIgnoredRules: Set<AuditRule> {
        get { extras?.auditIgnoredRules ?? [] }
        set { if newValue != auditIgnoredRules { mutableExtras.auditIgnoredRules = newValue } }
    }
}
