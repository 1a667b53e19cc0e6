/// A set of widgets and layouts registered together. Each plugin module exposes one as a
/// static property (`Plugin.flow`), and a ``Registry`` is built from an explicit list.
public struct Plugin: Sendable {
    /// The plugin's name, for listings.
    public var name: String
    /// The widgets it registers.
    public var widgets: [WidgetDescriptor]
    /// The layouts it registers.
    public var layouts: [LayoutDescriptor]
    /// The text measurers it registers, by name (`<screen text-metrics="…">`).
    public var textMetrics: [TextMetricsDescriptor]

    /// Creates a plugin.
    public init(
        name: String, widgets: [WidgetDescriptor] = [], layouts: [LayoutDescriptor] = [],
        textMetrics: [TextMetricsDescriptor] = []
    ) {
        self.name = name
        self.widgets = widgets
        self.layouts = layouts
        self.textMetrics = textMetrics
    }
}
