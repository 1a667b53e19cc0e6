// swift-tools-version:6.2
// A package whose target applies TrellisScreensPlugin to a screen with an error: building
// it must fail with the screen's `file:line:column: error:` line. `.ci/check-screens-plugin`
// builds it with this repository linked beside it as `Trellis`.
import PackageDescription

let package = Package(
    name: "BadScreens",
    dependencies: [.package(path: "../Trellis")],
    targets: [
        .target(
            name: "BadScreens",
            plugins: [.plugin(name: "TrellisScreensPlugin", package: "Trellis")]
        )
    ]
)
