// swift-tools-version: 6.0
// A user's package, as the README describes one, kept inside ScrollCheck's checkout:
// `scripts/check-user-package.sh` builds it, runs its executable and its test from here.
import PackageDescription

// SwiftPM names a path dependency by the last component of its path: the name of the folder
// ScrollCheck is checked out in, two folders up (`ScrollCheck` in a clone made as the README
// says). A package of your own beside such a clone writes `.package(path: "../ScrollCheck")`
// and `package: "ScrollCheck"`.
let scrollCheck = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "ScrollCheck"

let package = Package(
  name: "MyChecks",
  dependencies: [.package(path: "../..")],
  targets: [
    // The port of the header: `import ScrollCheck` instead of `import UIKit`.
    .target(name: "MyHeaders", dependencies: [.product(name: "ScrollCheck", package: scrollCheck)]),
    // `swift run -c release my-checks`: the command line over the package's strategies.
    .executableTarget(
      name: "my-checks", dependencies: ["MyHeaders", .product(name: "ScrollCheck", package: scrollCheck)]),
    // `swift test`: `checkStrategy` from Swift Testing.
    .testTarget(
      name: "MyHeadersTests",
      dependencies: ["MyHeaders", .product(name: "ScrollCheckTesting", package: scrollCheck)]),
  ]
)
