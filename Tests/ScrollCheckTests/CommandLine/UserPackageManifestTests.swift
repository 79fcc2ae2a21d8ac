import Foundation
import Testing

/// The README's manifest for a user's package, checked with SwiftPM itself: written into a
/// temporary folder beside a link named `ScrollCheck` to this checkout, resolved offline (a
/// path dependency needs no network), its product references compared with the products this
/// package declares. It does not build the user's package (a second full build is minutes,
/// not seconds): that the code in the README compiles against these modules is what
/// `ReadmeExampleTests` and the other README example tests check.
@Suite("The README's user-package manifest")
struct UserPackageManifestTests {
  /// This checkout's root (the folder holding Package.swift).
  static let checkout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The README's first `swift` block that is a manifest.
  static func readmeManifest() throws -> String {
    let readme = try String(contentsOf: checkout.appendingPathComponent("README.md"), encoding: .utf8)
    let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    return try #require(blocks.first { $0.hasPrefix("// swift-tools-version") }, "no manifest in the README")
  }

  /// Runs `swift package <arguments>` in `directory`, with its own scratch folder (never this
  /// checkout's `.build`, which a running `swift test` holds).
  static func swiftPackage(
    _ arguments: [String], in directory: URL, scratch: URL
  ) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "--package-path", directory.path, "--scratch-path", scratch.path] + arguments
    process.currentDirectoryURL = directory
    let finished = try ProcessOutput.run(process)
    return (finished.status, finished.output, finished.error)
  }

  /// A temporary `ScrollCheck` link to this checkout and a user package beside it with the
  /// README's manifest and an empty source file per target.
  static func userPackage(manifest: String) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("scrollcheck-user-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("ScrollCheck"), withDestinationURL: checkout)
    let user = root.appendingPathComponent("MyApp")
    for folder in ["Sources/MyHeaders", "Sources/my-checks", "Tests/MyHeadersTests"] {
      let url = user.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try "".write(to: url.appendingPathComponent("File.swift"), atomically: true, encoding: .utf8)
    }
    try manifest.write(to: user.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    return user
  }

  /// `(product, package)` of every `.product(name:package:)` the manifest names.
  static func productReferences(_ manifest: String) -> Set<[String]> {
    let pattern = try! NSRegularExpression(pattern: #"\.product\(name: "([^"]+)", package: "([^"]+)"\)"#)
    let range = NSRange(manifest.startIndex..., in: manifest)
    return Set(pattern.matches(in: manifest, range: range).map { match in
      (1...2).map { String(manifest[Range(match.range(at: $0), in: manifest)!]) }
    })
  }

  @Test func theReadmeManifestResolvesAndNamesRealProducts() throws {
    let manifest = try Self.readmeManifest()
    #expect(manifest.contains(#".package(path: "../ScrollCheck")"#))
    let user = try Self.userPackage(manifest: manifest)
    defer { try? FileManager.default.removeItem(at: user.deletingLastPathComponent()) }
    // Resolving loads both manifests and checks every `package:` against the dependency's identity.
    let scratch = user.deletingLastPathComponent().appendingPathComponent("scratch")
    let resolved = try Self.swiftPackage(["resolve"], in: user, scratch: scratch)
    #expect(resolved.status == 0, "\(resolved.error)")
    // Resolving does not check product names (only building does): compare them with ours.
    let dumped = try Self.swiftPackage(
      ["dump-package"], in: Self.checkout, scratch: user.deletingLastPathComponent().appendingPathComponent("scratch2"))
    #expect(dumped.status == 0, "\(dumped.error)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(dumped.output.utf8)) as? [String: Any])
    let products = Set((json["products"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String })
    let references = Self.productReferences(manifest)
    #expect(references == [["ScrollCheck", "ScrollCheck"], ["ScrollCheckTesting", "ScrollCheck"]])
    for reference in references {
      #expect(products.contains(reference[0]), "the README names a product '\(reference[0])' the package lacks")
    }
  }

  /// The check can fail: a manifest naming the package by the wrong identity is refused.
  @Test func aWrongPackageIdentityIsRefused() throws {
    let manifest = try Self.readmeManifest()
      .replacingOccurrences(of: #"package: "ScrollCheck""#, with: #"package: "main""#)
    let user = try Self.userPackage(manifest: manifest)
    defer { try? FileManager.default.removeItem(at: user.deletingLastPathComponent()) }
    let resolved = try Self.swiftPackage(
      ["resolve"], in: user, scratch: user.deletingLastPathComponent().appendingPathComponent("scratch"))
    #expect(resolved.status != 0)
    #expect(resolved.error.contains("unknown package 'main'"), "\(resolved.error)")
  }
}
