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

  /// Why `file` cannot be written (it is a directory, its directory does not exist or cannot
  /// be written), or `nil` when it can. Creates nothing.
  static func writableFileProblem(_ file: String) -> String? {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: file, isDirectory: &isDirectory) {
      if isDirectory.boolValue { return "it is a directory, not a file" }
      return manager.isWritableFile(atPath: file) ? nil : "the file is not writable"
    }
    let parent = (file as NSString).deletingLastPathComponent
    let directory = parent.isEmpty ? "." : parent
    guard manager.fileExists(atPath: directory, isDirectory: &isDirectory) else {
      return "the directory '\(TerminalText.escaped(directory))' does not exist"
    }
    if !isDirectory.boolValue { return "'\(TerminalText.escaped(directory))' is a file, not a directory" }
    return manager.isWritableFile(atPath: directory) ? nil : "the directory '\(TerminalText.escaped(directory))' is not writable"
  }

  /// Why the failure database at `path` cannot be used (a file, or a directory that cannot be
  /// written or created), or `nil`. Creates nothing: a run that finds nothing leaves no
  /// directory behind.
  static func databaseProblem(_ path: String) -> String? {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
      if !isDirectory.boolValue { return "it is a file, not a directory" }
      return manager.isWritableFile(atPath: path) ? nil : "the directory is not writable"
    }
    // The nearest ancestor that exists must be a directory it can be created in.
    var ancestor = (path as NSString).deletingLastPathComponent
    while !ancestor.isEmpty, !manager.fileExists(atPath: ancestor) {
      let parent = (ancestor as NSString).deletingLastPathComponent
      if parent == ancestor { break }
      ancestor = parent
    }
    if ancestor.isEmpty { ancestor = "." }
    guard manager.fileExists(atPath: ancestor, isDirectory: &isDirectory), isDirectory.boolValue else {
      return "'\(TerminalText.escaped(ancestor))' is not a directory"
    }
    return manager.isWritableFile(atPath: ancestor) ? nil : "it cannot be created in '\(TerminalText.escaped(ancestor))'"
  }
}
