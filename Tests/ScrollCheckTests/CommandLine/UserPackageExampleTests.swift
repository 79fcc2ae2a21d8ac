import Foundation
import Testing

/// The separate package `Examples/MyChecks` (its own manifest, ScrollCheck as a path
/// dependency) stays usable from outside this package without building it a second time in
/// `swift test`: this package compiles its three folders as modules of their own
/// (`MyHeaders`, `MyChecksExample`, `MyHeadersTests`), which see only what is `public` or
/// `package` in ScrollCheck's modules, and these tests check the rest: that no module declares
/// `package` access (visible in here, not from a separate package), that the example uses no
/// `@testable import`, and that its manifest resolves and names real products.
/// `scripts/check-user-package.sh` builds and runs the separate package itself.
@Suite("The user-package example")
struct UserPackageExampleTests {
  static let checkout = UserPackageManifestTests.checkout
  static let example = checkout.appendingPathComponent("Examples/MyChecks")

  /// The Swift files under `folder`, by path relative to the checkout.
  static func swiftFiles(under folder: String) -> [(path: String, text: String)] {
    let root = checkout.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
      .compactMap { url in
        (try? String(contentsOf: url, encoding: .utf8)).map { (folder + url.path.dropFirst(root.path.count), $0) }
      }
  }

  /// Lines of `text` that declare something with `package` access (`package func`,
  /// `package(set) var`, `@usableFromInline package let`, ...).
  static func packageAccessLines(_ text: String) -> [String] {
    let pattern = try! NSRegularExpression(
      pattern: #"^\s*(@\w+(\([^)]*\))?\s+)*(\w+\s+)*package(\(set\))?\s+(static\s+|final\s+|nonisolated\s+|override\s+)*(func|var|let|init|struct|class|enum|protocol|typealias|subscript|actor|extension|import)\b"#,
      options: [.anchorsMatchLines])
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { line in
      pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }
  }

  @Test func theModulesAUserImportsDeclareNothingWithPackageAccess() {
    let sources = ["Sources", "Generators"].flatMap { Self.swiftFiles(under: $0) }
    #expect(sources.count > 50, "the modules' sources were not found")
    for file in sources {
      let lines = Self.packageAccessLines(file.text)
      #expect(lines.isEmpty, "\(file.path) declares `package` access, invisible to a user's package: \(lines)")
    }
  }

  /// The check can fail: it sees each spelling of `package` access, and not the word elsewhere.
  @Test func packageAccessIsRecognised() {
    for line in [
      "package func f() {}", "  package(set) var x = 1", "@usableFromInline package let y = 2",
      "  package static func g() {}",
      "package import Foundation", "final package class C {}",
    ] {
      #expect(Self.packageAccessLines(line) == [line], "\(line)")
    }
    for line in [
      "// the package's manifest", #"let package = Package(name: "X")"#, "  dependencies: [.package(path: \"..\")],",
    ] {
      #expect(Self.packageAccessLines(line).isEmpty, "\(line)")
    }
  }

  @Test func theExampleIsCompiledHereWithoutTestable() throws {
    let files = Self.swiftFiles(under: "Examples/MyChecks/Sources") + Self.swiftFiles(under: "Examples/MyChecks/Tests")
    #expect(Set(files.map { ($0.path as NSString).lastPathComponent })
      == ["ProfileHeader.swift", "main.swift", "ProfileHeaderTests.swift"])
    for file in files { #expect(!file.text.contains("@testable"), "\(file.path)") }
    // This package compiles each of the example's folders as a module of its own.
    let manifest = try String(contentsOf: Self.checkout.appendingPathComponent("Package.swift"), encoding: .utf8)
    for folder in ["Sources/MyHeaders", "Sources/my-checks", "Tests/MyHeadersTests"] {
      #expect(manifest.contains(#"path: "Examples/MyChecks/\#(folder)""#), "\(folder) is not compiled in this package")
    }
  }

  @Test func theExampleManifestResolvesAndNamesRealProducts() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("scrollcheck-example-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    // Resolving loads both manifests and checks each `package:` against the dependency's identity.
    let resolved = try UserPackageManifestTests.swiftPackage(["resolve"], in: Self.example, scratch: scratch)
    #expect(resolved.status == 0, "\(resolved.error)")
    let dumped = try UserPackageManifestTests.swiftPackage(
      ["dump-package"], in: Self.checkout, scratch: scratch.appendingPathComponent("root"))
    let json = try #require(try JSONSerialization.jsonObject(with: Data(dumped.output.utf8)) as? [String: Any])
    let products = Set((json["products"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String })
    let manifest = try String(contentsOf: Self.example.appendingPathComponent("Package.swift"), encoding: .utf8)
    let names = try NSRegularExpression(pattern: #"\.product\(name: "([^"]+)""#)
      .matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest))
      .map { String(manifest[Range($0.range(at: 1), in: manifest)!]) }
    #expect(Set(names) == ["ScrollCheck", "ScrollCheckTesting"])
    for name in names { #expect(products.contains(name), "the example names a product '\(name)' the package lacks") }
  }
}
