import TrellisCore

extension Plugin {
    /// The flow plugin: the `flow` layout and the `tag-list` widget (Docs/layouts.md, "flow"
    /// and "tag-list").
    public static let flow = Plugin(name: "flow", widgets: [TagListView.descriptor], layouts: [FlowLayout.descriptor])
}
