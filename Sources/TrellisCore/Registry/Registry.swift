/// The immutable set of widgets and layouts a loader knows, built from an explicit list of
/// plugins (no global registration). `Sendable`, so one registry serves every screen.
public struct Registry: Sendable {
    /// The plugins it was built from, in order.
    public let plugins: [Plugin]
    /// The widgets in registration order.
    public let widgets: [WidgetDescriptor]
    /// The layouts in registration order.
    public let layouts: [LayoutDescriptor]
    /// The text measurers screens may choose by name, in registration order.
    public let textMetrics: [TextMetricsDescriptor]
    /// The widgets' accessibility declarations by element name, for the widgets that
    /// declare one (``WidgetDescriptor/accessibility``); loaded screens get it.
    public let accessibilityDeclarations: [String: AccessibilityDeclaration]
    private let widgetIndex: [String: Int]
    private let layoutIndex: [String: Int]

    /// Builds a registry from plugins, in order.
    ///
    /// - Throws: ``RegistryError`` when two plugins register the same widget, layout or
    ///   text metrics name.
    public init(plugins: [Plugin]) throws(RegistryError) {
        var widgets: [WidgetDescriptor] = []
        var layouts: [LayoutDescriptor] = []
        var textMetrics: [TextMetricsDescriptor] = []
        var widgetIndex: [String: Int] = [:]
        var layoutIndex: [String: Int] = [:]
        for plugin in plugins {
            for widget in plugin.widgets {
                guard widgetIndex[widget.name] == nil else { throw RegistryError.duplicateWidget(widget.name, plugin: plugin.name) }
                widgetIndex[widget.name] = widgets.count
                widgets.append(widget)
            }
            for layout in plugin.layouts {
                guard layoutIndex[layout.name] == nil else { throw RegistryError.duplicateLayout(layout.name, plugin: plugin.name) }
                layoutIndex[layout.name] = layouts.count
                layouts.append(layout)
            }
            for metrics in plugin.textMetrics {
                guard !textMetrics.contains(where: { $0.name == metrics.name }) else {
                    throw RegistryError.duplicateTextMetrics(metrics.name, plugin: plugin.name)
                }
                textMetrics.append(metrics)
            }
        }
        self.plugins = plugins
        self.widgets = widgets
        self.layouts = layouts
        self.textMetrics = textMetrics
        self.widgetIndex = widgetIndex
        self.layoutIndex = layoutIndex
        var declarations: [String: AccessibilityDeclaration] = [:]
        for widget in widgets { if let declaration = widget.accessibility { declarations[widget.name] = declaration } }
        accessibilityDeclarations = declarations
    }

    /// The registry of the core alone: `screen`, `view`, `label`, `button`, and the
    /// `stack` and `absolute` layouts.
    public static let core: Registry = {
        do {
            return try Registry(plugins: [.core])
        } catch {
            preconditionFailure("the core registers distinct names: \(error)")
        }
    }()

    /// The widget registered for an element name.
    public func widget(named name: String) -> WidgetDescriptor? {
        widgetIndex[name].map { widgets[$0] }
    }

    /// The layout registered under a name.
    public func layout(named name: String) -> LayoutDescriptor? {
        layoutIndex[name].map { layouts[$0] }
    }

    /// The text measurer registered under a name (`test`, `fonts`).
    public func textMetrics(named name: String) -> TextMetricsDescriptor? {
        textMetrics.first { $0.name == name }
    }
}

/// A registry that cannot be built.
public enum RegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two plugins register a widget with the same element name.
    case duplicateWidget(String, plugin: String)
    /// Two plugins register a layout with the same name.
    case duplicateLayout(String, plugin: String)
    /// Two plugins register text metrics with the same name.
    case duplicateTextMetrics(String, plugin: String)

    public var description: String {
        switch self {
        case .duplicateWidget(let name, let plugin): return "plugin '\(plugin)' registers widget '\(name)', which is already registered"
        case .duplicateLayout(let name, let plugin): return "plugin '\(plugin)' registers layout '\(name)', which is already registered"
        case .duplicateTextMetrics(let name, let plugin):
            return "plugin '\(plugin)' registers text metrics '\(name)', which are already registered"
        }
    }
}
