/// The immutable set of widgets and layouts a loader knows, built from an explicit list of
/// plugins (no global registration). `Sendable`, so one registry serves every screen.
public struct Registry: Sendable {
    /// The widgets in registration order.
    public let widgets: [WidgetDescriptor]
    /// The layouts in registration order.
    public let layouts: [LayoutDescriptor]
    private let widgetIndex: [String: Int]
    private let layoutIndex: [String: Int]

    /// Builds a registry from plugins, in order.
    ///
    /// - Throws: ``RegistryError`` when two plugins register the same widget or layout name.
    public init(plugins: [Plugin]) throws(RegistryError) {
        var widgets: [WidgetDescriptor] = [], layouts: [LayoutDescriptor] = []
        var widgetIndex: [String: Int] = [:], layoutIndex: [String: Int] = [:]
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
        }
        self.widgets = widgets
        self.layouts = layouts
        self.widgetIndex = widgetIndex
        self.layoutIndex = layoutIndex
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
}

/// A registry that cannot be built.
public enum RegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two plugins register a widget with the same element name.
    case duplicateWidget(String, plugin: String)
    /// Two plugins register a layout with the same name.
    case duplicateLayout(String, plugin: String)

    public var description: String {
        switch self {
        case .duplicateWidget(let name, let plugin): return "plugin '\(plugin)' registers widget '\(name)', which is already registered"
        case .duplicateLayout(let name, let plugin): return "plugin '\(plugin)' registers layout '\(name)', which is already registered"
        }
    }
}
