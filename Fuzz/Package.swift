// swift-tools-version:6.2
import PackageDescription

/// libFuzzer targets for Trellis, kept out of the main package so its normal build is
/// untouched. Build them with `Fuzz/run` (release, `-sanitize=fuzzer,address`,
/// `-parse-as-library`); each target's `main` hands over to libFuzzer's driver.
let package = Package(
    name: "TrellisFuzz",
    dependencies: [
        .package(name: "Trellis", path: "..")
    ],
    targets: [
        .target(
            name: "FuzzPipelines",
            dependencies: [.product(name: "Trellis", package: "Trellis")],
            path: "Pipelines",
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        .target(name: "CFuzzerDriver", path: "Targets/CFuzzerDriver"),
        .executableTarget(name: "loader-fuzzer", dependencies: ["FuzzPipelines", "CFuzzerDriver"], path: "Targets/LoaderFuzzer"),
        .executableTarget(name: "dispatcher-fuzzer", dependencies: ["FuzzPipelines", "CFuzzerDriver"], path: "Targets/DispatcherFuzzer"),
        .executableTarget(name: "flows-fuzzer", dependencies: ["FuzzPipelines", "CFuzzerDriver"], path: "Targets/FlowsFuzzer"),
        .executableTarget(name: "app-fuzzer", dependencies: ["FuzzPipelines", "CFuzzerDriver"], path: "Targets/AppFuzzer"),
    ],
    swiftLanguageModes: [.v6]
)
