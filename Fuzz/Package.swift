// swift-tools-version:6.0
import PackageDescription

// A libFuzzer target for Foldmark, kept out of the main package: built with `--sanitize=fuzzer`, SwiftPM
// compiles every executable as a library, which a normal executable target does not survive. Run it with
// `scripts/fuzz SECONDS`; see README.md.
let package = Package(
    name: "FoldmarkFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Foldmark", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "foldmark-fuzz",
            dependencies: [.product(name: "Foldmark", package: "Foldmark")],
            path: "Sources/FoldmarkFuzz"
        )
    ]
)
