@_exported import TrellisCheckIn
@_exported import TrellisCollapsible
@_exported import TrellisCore
@_exported import TrellisFiles
@_exported import TrellisFlowLayout
@_exported import TrellisFlows
@_exported import TrellisFonts
@_exported import TrellisGridLayout
@_exported import TrellisRender
@_exported import TrellisXML

extension Registry {
    /// The core, `images` (`image`), the four standard layout plugins — flow (and
    /// `tag-list`), grid, check-in (and `check-in`, `item`), collapsible — in that order,
    /// and the `fonts` text metrics.
    /// This is what the `trellis` command line loads screens with.
    public static let standard: Registry = {
        do {
            return try Registry(plugins: [.core, .images, .flow, .grid, .checkIn, .collapsible, .fonts])
        } catch {
            preconditionFailure("the standard plugins register distinct names: \(error)")
        }
    }()
}

extension ScreenLoader {
    /// A loader for the standard registry.
    public static var standard: ScreenLoader { ScreenLoader(registry: .standard) }
}
