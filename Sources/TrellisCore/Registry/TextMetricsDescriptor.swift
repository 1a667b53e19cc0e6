/// A named text measurer a screen may choose with `<screen text-metrics="NAME">` (or the
/// CLI's `--text-metrics NAME`). Plugins register these in a ``Registry``; the core
/// registers `test` (``TestTextMetrics``), and the TrellisFonts module `fonts`.
///
/// The measurer is one shared instance, so every screen that chooses it shares its
/// caches; measurers are `Sendable` for that reason.
public struct TextMetricsDescriptor: Sendable {
    /// The name used in XML and on the command line (`fonts`).
    public var name: String
    /// One line saying what the metrics are.
    public var summary: String
    /// The measurer every screen choosing this name gets.
    public var measurer: any TextMeasuring

    /// Creates a descriptor.
    public init(name: String, summary: String, measurer: any TextMeasuring) {
        self.name = name
        self.summary = summary
        self.measurer = measurer
    }

    /// `test`: the deterministic metrics of Docs/layouts.md ("Text metrics"), the default.
    public static let test = TextMetricsDescriptor(
        name: "test", summary: "deterministic metrics that depend on no font (Docs/layouts.md), the default",
        measurer: TestTextMetrics())
}
