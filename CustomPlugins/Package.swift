// swift-tools-version:6.2
import Foundation
import PackageDescription

/// A package with widgets and layouts of its own, built on Trellis from outside it: a
/// `masonry` layout and a `rating` widget, a `trellis` that knows them, and tests whose
/// screens and flows the build plugin checks with them known.
let package = Package(
    name: "CustomPlugins",
    products: [
        .library(name: "CustomPlugins", targets: ["CustomPlugins"]),
        .executable(name: "trellis-custom", targets: ["trellis-custom"]),
    ],
    dependencies: [.package(name: "Trellis", path: "..")],
    targets: [
        .target(
            name: "CustomPlugins",
            dependencies: [.product(name: "TrellisCore", package: "Trellis")]
        ),
        .executableTarget(
            name: "trellis-custom",
            dependencies: ["CustomPlugins", .product(name: "TrellisCommandLine", package: "Trellis")]
        ),
        .executableTarget(
            name: "trellis-screens-checker",
            dependencies: ["CustomPlugins", .product(name: "TrellisScreensChecker", package: "Trellis")]
        ),
        .testTarget(
            name: "CustomPluginsTests",
            dependencies: ["CustomPlugins", .product(name: "TrellisTesting", package: "Trellis")],
            plugins: [.plugin(name: "TrellisScreensPlugin", package: "Trellis")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// A screen with a bad attribute of the package's own widget, built only when asked
// (`CUSTOM_PLUGINS_BAD_SCREEN=1 swift build`): the build must fail at its line and column.
if ProcessInfo.processInfo.environment["CUSTOM_PLUGINS_BAD_SCREEN"] != nil {
    package.targets.append(
        .target(
            name: "BadScreen", path: "Fixtures/BadScreen",
            plugins: [.plugin(name: "TrellisScreensPlugin", package: "Trellis")]))
}
