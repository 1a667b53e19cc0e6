import TrellisCore

extension Plugin {
    /// The `fonts` text metrics: one shared ``FontTextMeasurer`` measuring with the
    /// installed fonts, chosen with `<screen text-metrics="fonts">` or `--text-metrics fonts`.
    public static let fonts = Plugin(name: "fonts", textMetrics: [.fonts])
}

extension TextMetricsDescriptor {
    /// `fonts`: the installed fonts, through fontconfig, FreeType and HarfBuzz
    /// (``FontTextMeasurer``).
    public static let fonts = TextMetricsDescriptor(
        name: "fonts", summary: "the installed fonts, through fontconfig, FreeType and HarfBuzz",
        measurer: FontTextMeasurer())
}
