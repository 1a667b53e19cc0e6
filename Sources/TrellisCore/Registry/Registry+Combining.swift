extension Registry {
    /// This registry's plugins followed by `plugins`: how a package adds its own widgets
    /// and layouts to the standard set (`try Registry.standard.adding([.rating, .masonry])`).
    ///
    /// - Throws: ``RegistryError`` when an added plugin registers a widget, layout or text
    ///   metrics name that is already registered, by this registry or by an earlier added
    ///   plugin. A plugin cannot replace a name: a screen's element means one thing.
    public func adding(_ plugins: [Plugin]) throws(RegistryError) -> Registry {
        try Registry(plugins: self.plugins + plugins)
    }

    /// `registry + plugin`: ``adding(_:)`` with one plugin, so additions chain
    /// (`try .standard + .rating + .masonry`).
    ///
    /// - Throws: ``RegistryError`` when the plugin registers a name already registered.
    public static func + (registry: Registry, plugin: Plugin) throws(RegistryError) -> Registry {
        try registry.adding([plugin])
    }

    /// `registry + other`: the plugins of both, `registry`'s first.
    ///
    /// - Throws: ``RegistryError`` when both register the same name.
    public static func + (registry: Registry, other: Registry) throws(RegistryError) -> Registry {
        try registry.adding(other.plugins)
    }
}
