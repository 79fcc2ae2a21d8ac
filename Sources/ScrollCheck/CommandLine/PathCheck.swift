import Foundation

/// Checks of path options before a run starts, so that a bad path fails at once with a clear
/// message instead of after the whole run.
enum PathCheck {
  /// Why `directory` cannot be written (it is a file, or cannot be created or written), or
  /// `nil` when it can. Creates it if it does not exist.
  static func writableDirectoryProblem(_ directory: String) -> String? {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: directory, isDirectory: &isDirectory) {
      if !isDirectory.boolValue { return "it is a file, not a directory" }
    } else {
      do {
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
      } catch {
        return "the directory cannot be created"
      }
    }
    let probe = (directory as NSString).appendingPathComponent(".scrollcheck-write-test-\(ProcessInfo.processInfo.processIdentifier)")
    guard manager.createFile(atPath: probe, contents: Data()) else { return "the directory is not writable" }
    try? manager.removeItem(atPath: probe)
    return nil
  }
}
