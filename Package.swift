// swift-tools-version:6.2
import PackageDescription

/// Every Swift target is built in Swift 6 language mode with warnings treated as errors.
let strictSwift: [SwiftSetting] = [
    .treatAllWarnings(as: .error)
]
let strictC: [CSetting] = [
    .treatAllWarnings(as: .error)
]

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "TrellisCore", targets: ["TrellisCore"]),
        .library(name: "TrellisXML", targets: ["TrellisXML"]),
        .library(name: "TrellisFonts", targets: ["TrellisFonts"]),
        .library(name: "TrellisFiles", targets: ["TrellisFiles"]),
        .library(name: "TrellisFlows", targets: ["TrellisFlows"]),
        .library(name: "TrellisRender", targets: ["TrellisRender"]),
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .library(name: "TrellisCommandLine", targets: ["TrellisCommandLine"]),
        .library(name: "TrellisScreensChecker", targets: ["TrellisScreensChecker"]),
        .executable(name: "trellis", targets: ["trellis-cli"]),
        .plugin(name: "TrellisScreensPlugin", targets: ["TrellisScreensPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        .target(
            name: "CICU",
            cSettings: strictC,
            linkerSettings: [.linkedLibrary("icuuc")]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]
        ),
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"])]
        ),
        .target(name: "CRSVG"),
        .target(name: "CBoxFilter"),
        .target(name: "CAllocationCounter"),
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
        .target(
            name: "TrellisFonts",
            dependencies: ["TrellisCore", "CICU", "CFreeType", "CFontconfig", "CHarfBuzz"],
            swiftSettings: strictSwift
        ),
        .target(
            name: "TrellisFiles",
            dependencies: ["TrellisCore"],
            swiftSettings: strictSwift
        ),
        .target(
            name: "TrellisFlows",
            dependencies: ["TrellisCore", "TrellisXML", "TrellisRender", "TrellisFiles", "CYAML"],
            swiftSettings: strictSwift
        ),
        .target(
            name: "TrellisRender",
            dependencies: ["TrellisCore", "CRSVG", "CPNG", "CJPEG", "CBoxFilter"],
            swiftSettings: strictSwift
        ),
        .target(
            name: "TrellisGraphviz",
            dependencies: ["CGraphviz"],
            swiftSettings: strictSwift
        ),
        .target(name: "TrellisFlowLayout", dependencies: ["TrellisCore"], path: "Layouts/Flow", swiftSettings: strictSwift),
        .target(name: "TrellisGridLayout", dependencies: ["TrellisCore"], path: "Layouts/Grid", swiftSettings: strictSwift),
        .target(name: "TrellisCheckIn", dependencies: ["TrellisCore", "TrellisGridLayout"], path: "Layouts/CheckIn", swiftSettings: strictSwift),
        .target(
            name: "TrellisCollapsible",
            dependencies: ["TrellisCore", "TrellisFlowLayout"],
            path: "Layouts/Collapsible",
            swiftSettings: strictSwift
        ),
        .target(
            name: "Trellis",
            dependencies: [
                "TrellisCore", "TrellisXML", "TrellisFlowLayout", "TrellisGridLayout", "TrellisCheckIn", "TrellisCollapsible",
                "TrellisFonts",
                "TrellisFiles",
                "TrellisFlows",
                "TrellisRender",
            ],
            swiftSettings: strictSwift
        ),
        .target(
            name: "TrellisTesting",
            dependencies: ["Trellis"],
            swiftSettings: strictSwift
        ),
        .target(
            name: "TrellisCommandLine",
            dependencies: ["Trellis", "TrellisFiles", "TrellisGraphviz"],
            swiftSettings: strictSwift
        ),
        .executableTarget(
            name: "trellis-cli",
            dependencies: ["Trellis", "TrellisCommandLine"],
            swiftSettings: strictSwift,
            // Release builds link the Swift runtime and Foundation into the command (and the
            // libraries Foundation's archives need): binding their symbols at each start
            // cost the dynamic loader more than the rest of a small `trellis run`
            // (Docs/performance.md, "Peers"). Only this executable's product carries the flags.
            linkerSettings: [
                .unsafeFlags(
                    ["-static-stdlib", "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims", "-l_FoundationCollections"],
                    .when(configuration: .release))
            ]
        ),
        .target(
            name: "TrellisScreensChecker",
            dependencies: ["Trellis"],
            swiftSettings: strictSwift
        ),
        .executableTarget(
            name: "trellis-screens",
            dependencies: ["Trellis", "TrellisScreensChecker"],
            swiftSettings: strictSwift
        ),
        .plugin(
            name: "TrellisScreensPlugin",
            capability: .buildTool(),
            dependencies: ["trellis-screens"]
        ),
        .target(
            name: "CBenchLoops",
            dependencies: ["CLibXML2"],
            cSettings: strictC
        ),
        .executableTarget(
            name: "trellis-bench",
            dependencies: ["Trellis", "CBenchLoops", "CAllocationCounter"],
            swiftSettings: strictSwift
        ),
        .target(
            name: "TrellisFuzzPipelines",
            dependencies: ["Trellis"],
            path: "Fuzz/Pipelines",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "FuzzRegressionTests",
            dependencies: ["TrellisFuzzPipelines"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "TrellisCoreTests",
            dependencies: ["TrellisCore"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "TrellisXMLTests",
            dependencies: ["TrellisXML"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "TrellisFontsTests",
            dependencies: ["TrellisFonts", "CFreeType", "CHarfBuzz", "Trellis"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "TrellisFilesTests",
            dependencies: ["TrellisFiles"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "TrellisFlowsTests",
            dependencies: ["TrellisFlows", "Trellis", "TrellisTesting"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "CLITests",
            dependencies: ["trellis-cli", "Trellis", "TrellisCommandLine", "TrellisGraphviz"],
            exclude: ["Schemas", "HostileInputs", "Images", "Renders", "Help", "Studio/Page/studio_page.py"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "LayoutConformanceTests",
            dependencies: ["Trellis", "TrellisTesting"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "TrellisScreensCheckerTests",
            dependencies: ["TrellisScreensChecker"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "LayoutTests",
            dependencies: ["Trellis"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSwift,
            plugins: ["TrellisScreensPlugin"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
