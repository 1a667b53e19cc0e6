// swift-tools-version:6.2
import PackageDescription

/// Every Swift target is built in Swift 6 language mode with warnings treated as errors.
let strictSwift: [SwiftSetting] = [
    .treatAllWarnings(as: .error),
]
let strictC: [CSetting] = [
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "TrellisCore", targets: ["TrellisCore"]),
        .library(name: "TrellisXML", targets: ["TrellisXML"]),
        .executable(name: "trellis", targets: ["trellis"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(
            name: "CICU",
            cSettings: strictC,
            linkerSettings: [.linkedLibrary("icuuc")]
        ),
        .target(
            name: "TrellisCore",
            dependencies: ["CICU"],
            swiftSettings: strictSwift
        ),
        .target(
            name: "TrellisXML",
            dependencies: ["TrellisCore", "CLibXML2"],
            swiftSettings: strictSwift
        ),
        .executableTarget(
            name: "trellis",
            dependencies: ["TrellisCore", "TrellisXML"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "TrellisCoreTests",
            dependencies: ["TrellisCore"],
            swiftSettings: strictSwift
        ),
    ],
    swiftLanguageModes: [.v6]
)
