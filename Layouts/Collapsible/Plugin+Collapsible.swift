import TrellisCore

extension Plugin {
    /// The collapsible plugin: the `collapsible` layout and widget (Docs/layouts.md,
    /// "collapsible").
    public static let collapsible = Plugin(
        name: "collapsible", widgets: [CollapsibleView.descriptor], layouts: [CollapsibleLayout.descriptor])
}
