import TrellisCore

extension Plugin {
    /// The grid plugin: the `grid` layout (Docs/layouts.md, "grid"), usable on any container
    /// with `layout="grid"`.
    public static let grid = Plugin(name: "grid", layouts: [GridLayout.descriptor])
}
