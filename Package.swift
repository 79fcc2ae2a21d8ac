// swift-tools-version: 6.0
import PackageDescription

// The module list reads as the architecture:
//   scrollcheck -> ScrollCheck -> { Strategies -> ScrollGeometry, Generators }
// `Generators` knows nothing of geometry; `ScrollGeometry` knows nothing of testing.
let package = Package(
  name: "ScrollCheck",
  products: [
    .executable(name: "scrollcheck", targets: ["scrollcheck"]),
    .library(name: "Generators", targets: ["Generators"]),
    .library(name: "GeneratorsTesting", targets: ["GeneratorsTesting"]),
    .library(name: "ScrollGeometry", targets: ["ScrollGeometry"]),
    .library(name: "Strategies", targets: ["Strategies"]),
    .library(name: "ScrollCheck", targets: ["ScrollCheck"]),
    .library(name: "ScrollCheckTesting", targets: ["ScrollCheckTesting"]),
  ],
  targets: [
    // Property-based testing core: random source, Gen, shrinking, enumeration, replay.
    .target(name: "Generators", path: "Generators", exclude: ["Testing"]),
    // One-call integration with Swift Testing and XCTest (kept apart so that the
    // command-line tool never links a test framework).
    .target(name: "GeneratorsTesting", dependencies: ["Generators"], path: "Generators/Testing"),

    // The geometry engine: a model of UIKit and SwiftUI scrolling.
    .target(name: "ScrollGeometry"),
    // The seeds' techniques, published and fixed, and the protocols users conform to.
    .target(name: "Strategies", dependencies: ["ScrollGeometry"]),
    // Scenarios, the invariant catalog, the runner, reports and tokens.
    .target(name: "ScrollCheck", dependencies: ["Generators", "ScrollGeometry", "Strategies"]),
    // One-call checks of a strategy from Swift Testing or XCTest.
    .target(name: "ScrollCheckTesting", dependencies: ["ScrollCheck", "GeneratorsTesting"]),
    // The thin command line.
    .executableTarget(name: "scrollcheck", dependencies: ["ScrollCheck"]),
    // A user's executable over their own strategies, as the README shows it: the fixture the
    // command-line tests run (strategies that trap, loop and declare NaN among them).
    .executableTarget(name: "my-checks", dependencies: ["ScrollCheck"], path: "Tests/Fixtures/my-checks"),
    // The separate package Examples/MyChecks (scripts/check-user-package.sh builds it on its
    // own), compiled here too, as modules of their own and without `@testable`: what it uses
    // must be public (UserPackageExampleTests also checks that no module here declares
    // `package` access, the one level a separate package would not see).
    .target(name: "MyHeaders", dependencies: ["ScrollCheck"], path: "Examples/MyChecks/Sources/MyHeaders"),
    .executableTarget(
      name: "MyChecksExample", dependencies: ["MyHeaders", "ScrollCheck"], path: "Examples/MyChecks/Sources/my-checks"),
    .testTarget(
      name: "MyHeadersTests", dependencies: ["MyHeaders", "ScrollCheckTesting"],
      path: "Examples/MyChecks/Tests/MyHeadersTests"),

    // Tests mirror the modules.
    .testTarget(name: "GeneratorsTests", dependencies: ["Generators", "GeneratorsTesting"]),
    .testTarget(name: "ScrollGeometryTests", dependencies: ["ScrollGeometry"]),
    .testTarget(name: "StrategiesTests", dependencies: ["Strategies", "ScrollGeometry"]),
    .testTarget(
      name: "ScrollCheckTests",
      dependencies: ["ScrollCheck", "Strategies", "ScrollGeometry", "Generators"]),
    .testTarget(
      name: "ScrollCheckTestingTests",
      dependencies: ["ScrollCheckTesting", "GeneratorsTesting", "ScrollCheck", "Strategies"]),
  ]
)
