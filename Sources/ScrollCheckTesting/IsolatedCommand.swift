import Foundation

/// Finds the user's executable over a strategy, so that a finding reported from a test can
/// print the command that replays it (in a worker process, safe from crashes and hangs).
enum IsolatedCommand {
  /// The name of an executable target of the test's package whose sources call
  /// `ScrollCheckCommand.main(strategies:)` with the strategy's type, or `nil`.
  static func find(for strategy: any Strategy, filePath: String) -> String? {
    let manager = FileManager.default
    var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while !manager.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
      let parent = directory.deletingLastPathComponent()
      if parent.path == directory.path { return nil }
      directory = parent
    }
    let sources = directory.appendingPathComponent("Sources")
    guard let targets = try? manager.contentsOfDirectory(atPath: sources.path) else { return nil }
    let name = typeName(strategy)
    for target in targets.sorted() {
      let targetURL = sources.appendingPathComponent(target)
      guard let files = manager.enumerator(atPath: targetURL.path) else { continue }
      for case let file as String in files where file.hasSuffix(".swift") {
        guard let text = try? String(contentsOf: targetURL.appendingPathComponent(file), encoding: .utf8) else {
          continue
        }
        if text.contains("ScrollCheckCommand.main(strategies:") && text.contains("\(name)(") { return target }
      }
    }
    return nil
  }
}
