// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Foldmark",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Foldmark", targets: ["Foldmark"]),
        .executable(name: "foldmark", targets: ["FoldmarkTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/LebJe/TOMLKit.git", from: "0.6.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        // The C boundary: cmark-gfm and its extensions, nothing else.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // Turns Templates/ into Swift string literals so the built-in theme travels with the binary.
        .executableTarget(name: "EmbedTemplates", path: "Sources/EmbedTemplates"),
        .plugin(
            name: "EmbedTemplatesPlugin",
            capability: .buildTool(),
            dependencies: ["EmbedTemplates"]
        ),
        // Markdown → Outline → Render, with the diagnostics: the only importer of CCmarkGFM.
        .target(
            name: "FoldmarkCore",
            dependencies: [
                "CCmarkGFM",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            plugins: ["EmbedTemplatesPlugin"]
        ),
        // A folder of pages to a site: content, configuration, routes, navigation, checks, output; the only Yams user,
        // and the only TOMLKit user (an mdBook project's book.toml).
        .target(
            name: "FoldmarkSite",
            dependencies: [
                "FoldmarkCore",
                .product(name: "Yams", package: "Yams"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),
        // What library users import: both layers, re-exported.
        .target(name: "Foldmark", dependencies: ["FoldmarkCore", "FoldmarkSite"]),
        // `foldmark serve`: the site built into memory, served over HTTP with live reload; the only NIO user.
        .target(
            name: "FoldmarkServer",
            dependencies: [
                "FoldmarkSite",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "FoldmarkCLI",
            dependencies: [
                "Foldmark",
                "FoldmarkServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "FoldmarkTool", dependencies: ["FoldmarkCLI"], path: "Sources/foldmark"),
        // Temporary folders, file trees and process runs, shared by both test targets.
        .target(name: "FoldmarkTestSupport", path: "Tests/FoldmarkTestSupport"),
        .testTarget(
            name: "FoldmarkTests",
            dependencies: ["Foldmark", "FoldmarkCore", "FoldmarkSite", "FoldmarkTestSupport"],
            // Read through #filePath, not bundled.
            exclude: ["Fixtures", "Snapshots"]
        ),
        .testTarget(
            name: "FoldmarkServerTests", dependencies: ["FoldmarkServer", "FoldmarkTool", "FoldmarkTestSupport"]
        ),
        .testTarget(
            name: "FoldmarkCLITests", dependencies: ["FoldmarkCLI", "Foldmark", "FoldmarkTool", "FoldmarkTestSupport"]
        ),
    ]
)
